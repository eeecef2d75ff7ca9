// buildVariants: the kernel's models over its instantiations (the accesses, lines and spans the
// checks need are recorded by KernelFacts.cpp), and each variant's rules applied and its clones
// placed.

#include "ast/Assignments.h"
#include "ast/BlockSplit.h"
#include "ast/BodyNodes.h"
#include "ast/GridStride.h"
#include "variants/CloneText.h"
#include "variants/Instantiations.h"
#include "variants/KernelFacts.h"
#include "variants/Redirect.h"
#include "variants/RuleContext.h"
#include "variants/Variant.h"

#include "ast/CloneableCallees.h"
#include "model/KernelModel.h"
#include "parse/UserFiles.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

using namespace clang;

namespace limiter {

namespace {

/// The bodies that describe the kernel: every instantiation with a body, else the kernel.
std::vector<const FunctionDecl *> bodiesOf(const FunctionDecl *Kernel) {
  std::vector<const FunctionDecl *> Bodies;
  if (const FunctionTemplateDecl *T = Kernel->getDescribedFunctionTemplate())
    for (const FunctionDecl *Spec : T->specializations())
      if (Spec->hasBody())
        Bodies.push_back(Spec);
  if (Bodies.empty())
    Bodies.push_back(Kernel);
  return Bodies;
}

/// Full, and the what-ifs that are full's text compiled otherwise: the kernel renamed, its
/// helpers shared with the original.
bool copiesFull(VariantKind Kind) { return Kind == VariantKind::Full || isFlagWhatIf(Kind); }

class Builder {
public:
  Builder(ASTContext &Ctx, const FunctionDecl *Kernel, const RepairsByVariant &Repairs,
          const std::optional<std::set<std::string>> &WhatIfs, VariantSet &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Kernel(Kernel), Repairs(Repairs), WhatIfs(WhatIfs),
        Out(Out) {}

  void run() {
    std::vector<const FunctionDecl *> Bodies = bodiesOf(Kernel);
    for (const FunctionDecl *Body : Bodies)
      Models.push_back(KernelModel::build(Ctx, Body));
    findMixedCalls();
    agreeOnFoldedHelpers();
    recordKernelFacts(Ctx, Models, Out);
    GridStrideFinding Grid = gridStrideOfAll(Bodies);
    Out.GridStrideDimension = Grid.Dimension;
    Out.GridStrideLine = Grid.Line;
    Out.GridStrideWhyNot = Grid.WhyNot;
    BlockSplitFinding Split = blockSplitOfAll(Bodies);
    Out.BlockSplitFree = Split.Free;
    Out.BlockSplitWhyNot = Split.WhyNot;
    // A kernel tied to its block size may still run its blocks as rows of larger ones: the
    // block-size what-if is then a copy of its own (BlockSizeRule.cpp).
    if (!Split.Free) {
      Merge = findBlockMerge(Ctx, Bodies);
      // With nothing to rewrite the copy would be full's text: full itself runs as rows.
      Out.BlockSplitRows = Merge.Mergeable && Merge.Reads == 0;
      if (!Merge.Mergeable)
        Out.BlockSplitWhyNot +=
            Merge.WhyNot == Split.WhyNot
                ? ", nor can its blocks run as the rows of larger ones"
                : "; nor can its blocks run as the rows of larger ones: " + Merge.WhyNot;
    }
    for (const KernelModel &M : Models)
      for (const Diagnostic &D : M.problems())
        addDiagnostic(D);
    for (VariantKind Kind : EveryVariant)
      if ((!isWhatIf(Kind) || !WhatIfs || WhatIfs->count(std::string(toString(Kind)))) &&
          (Kind != VariantKind::BlockSize || (Merge.Mergeable && Merge.Reads > 0)))
        Out.Variants.push_back(build(Kind));
    recordInstantiations(Ctx, Kernel, Out);
  }

private:
  /// The grid-stride finding every instantiation agrees on (an `if constexpr` may keep a read
  /// of the grid in one and not in another), else why not.
  GridStrideFinding gridStrideOfAll(const std::vector<const FunctionDecl *> &Bodies) const {
    GridStrideFinding First = findGridStride(Ctx, Bodies.front());
    for (const FunctionDecl *Body : Bodies) {
      GridStrideFinding One = findGridStride(Ctx, Body);
      if (One.Dimension != First.Dimension)
        return {-1, 0,
                One.Dimension < 0     ? One.WhyNot + " (in another instantiation)"
                : First.Dimension < 0 ? First.WhyNot
                                      : "its instantiations stride in different dimensions"};
    }
    return First;
  }

  /// Free of its block size in every instantiation, else the first one's reason.
  BlockSplitFinding blockSplitOfAll(const std::vector<const FunctionDecl *> &Bodies) const {
    for (const FunctionDecl *Body : Bodies)
      if (BlockSplitFinding One = findBlockSplit(Ctx, Body); !One.Free)
        return One;
    return {true, ""};
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const FunctionDecl *Kernel;
  const RepairsByVariant &Repairs;
  const std::optional<std::set<std::string>> &WhatIfs;
  VariantSet &Out;
  std::vector<KernelModel> Models;
  /// Whether the kernel's blocks can run as rows of larger ones, where its work depends on
  /// its block size (else not looked for, and not mergeable).
  BlockMergeFinding Merge;
  /// Call sites (their text) where one instantiation of a template calls a function limiter
  /// clones and another one that it does not (`op(x)` with a functor and with a lambda).
  std::set<std::pair<unsigned, unsigned>> MixedCalls;
  /// Call sites through a function-pointer template parameter: the functions the
  /// instantiations pass, each once.
  std::map<std::pair<unsigned, unsigned>, std::vector<const FunctionDecl *>> ParameterTargets;

  /// A call's place: its own locations, which the instantiations of a template share with
  /// its pattern, and which tell apart the calls one macro expansion holds.
  static std::pair<unsigned, unsigned> textOf(const CallExpr *Call) {
    return {Call->getBeginLoc().getRawEncoding(), Call->getEndLoc().getRawEncoding()};
  }

  /// Call sites whose instantiations disagree: a clone in one, a function that stays in
  /// another, or no call at all (`x /= d` converts `d` by a method in one instantiation and
  /// divides plain integers in another): their text cannot call a clone in all of them.
  /// A helper template is folded whole in mem-only only where every instantiation, in every
  /// kernel instantiation, only computes (`clampTo<float>` a value, `clampTo<int>` an index):
  /// its clone is one text.
  void agreeOnFoldedHelpers() {
    std::set<const FunctionDecl *> Whole;
    for (const KernelModel &M : Models)
      for (const FunctionModel &F : M.functions())
        if (!F.OnlyComputes) {
          const FunctionDecl *Pattern = F.Function->getTemplateInstantiationPattern();
          Whole.insert(Pattern ? Pattern : F.Function);
        }
    for (KernelModel &M : Models)
      M.keepWhole(Whole);
  }

  void findMixedCalls() {
    struct Site {
      const FunctionDecl *Pattern = nullptr;
      std::set<const FunctionDecl *> Cloned;
      bool Kept = false;
    };
    std::map<const FunctionDecl *, std::set<const FunctionDecl *>> Bodies; // by pattern
    std::map<std::pair<unsigned, unsigned>, Site> Sites;
    for (const KernelModel &M : Models)
      for (const FunctionModel &F : M.functions()) {
        const FunctionDecl *P = patternOf(F.Function);
        Bodies[P].insert(F.Function);
        for (const Expr *E : BodyNodes(F.Function->getBody()).Exprs)
          if (const auto *Call = dyn_cast<CallExpr>(E); Call && Call->getDirectCallee()) {
            if (calleeParameter(Call)) {
              std::vector<const FunctionDecl *> &T = ParameterTargets[textOf(Call)];
              if (std::find(T.begin(), T.end(), Call->getDirectCallee()) == T.end())
                T.push_back(Call->getDirectCallee());
            }
            Site &At = Sites[textOf(Call)];
            At.Pattern = P;
            if (cloneableCallee(Call, SM))
              At.Cloned.insert(F.Function);
            else
              At.Kept = true;
          }
      }
    for (const auto &[Text, At] : Sites)
      if (!At.Cloned.empty() && (At.Kept || At.Cloned.size() < Bodies[At.Pattern].size()))
        MixedCalls.insert(Text);
  }

  /// A lambda written in a rewritten function may use the flag once its loads are made opaque
  /// or its stores guarded: one that names what it captures (`[in, &sum]`) captures the flag
  /// too.
  void captureFlag(EditSet &Edits, const FunctionDecl *F) const {
    for (const Expr *E : BodyNodes(F->getBody()).Exprs) {
      const auto *Lambda = dyn_cast<LambdaExpr>(E);
      if (!Lambda || Lambda->getCaptureDefault() != LCD_None)
        continue;
      std::optional<TextRange> Intro = Edits.rangeOf(Lambda->getIntroducerRange());
      if (!Intro || Intro->End <= Intro->Begin + 1)
        continue;
      bool Empty = Lambda->explicit_capture_begin() == Lambda->explicit_capture_end();
      Edits.insertOnce(Intro->End - 1, (Empty ? "" : ", ") + std::string(FlagParam));
    }
  }

  void redirect(EditSet &Edits, RuleContext &R, const CallExpr *Call, VariantKind Kind) {
    if (!MixedCalls.contains(textOf(Call))) {
      auto Targets = ParameterTargets.find(textOf(Call));
      return redirectCall(Edits, R, Call, Kind,
                          Targets == ParameterTargets.end() ? std::vector<const FunctionDecl *>{}
                                                            : Targets->second);
    }
    // A getter is the same in every variant: it may stay; so may a call the rule folded away.
    std::optional<TextRange> Range = Edits.rangeOf(Call->getSourceRange());
    if (returnsAFieldOnly(Call->getDirectCallee()) || (Range && Edits.dropped(*Range)))
      return;
    R.conservative(Call, DiagId::HelperNotCloned,
                   "the kernel's instantiations differ here: some call a function limiter "
                   "clones ('" +
                       Call->getDirectCallee()->getQualifiedNameAsString() +
                       "'), others a function it does not or none; the call keeps the originals",
                   "time the instantiations whose calls can all be cloned");
  }

  void addDiagnostic(const Diagnostic &D) {
    for (const Diagnostic &Seen : Out.Diagnostics)
      if (Seen.Id == D.Id && Seen.Message == D.Message && Seen.Where.Line == D.Where.Line)
        return;
    Out.Diagnostics.push_back(D);
  }

  void applyRule(VariantKind Kind, RuleContext &R, const FunctionModel &F) {
    switch (Kind) {
    case VariantKind::Full:
    case VariantKind::FastMath: // the compile-flag what-ifs are copies of full
    case VariantKind::Intrinsics:
    case VariantKind::Ftz:
    case VariantKind::ApproxDiv:
    case VariantKind::ApproxSqrt:
      return;
    case VariantKind::Mem:
      applyMemOnlyRule(R, F);
      return repair(Kind, R, F);
    case VariantKind::Store:
      applyStoreOnlyRule(R, F);
      return repair(Kind, R, F);
    case VariantKind::Math:
      return applyMathOnlyRule(R, F);
    case VariantKind::Skeleton:
      return applySkeletonRule(R, F);
    case VariantKind::NoBarrier:
      return applyNoBarrierRule(R, F);
    case VariantKind::NoBankConflict:
      return applyNoBankConflictRule(R, F);
    case VariantKind::NoDivergence:
      return applyNoDivergenceRule(R, F);
    case VariantKind::Coalesced:
      return applyCoalescedRule(R, F);
    case VariantKind::ReadOnly:
      return applyReadOnlyRule(R, F);
    case VariantKind::Streaming:
      return applyStreamingRule(R, F);
    case VariantKind::Wider:
      return applyWiderRule(R, F);
    case VariantKind::SharedOccupancy:
      return applySharedOccupancyRule(R, F);
    case VariantKind::FloatLiterals:
      return applyFloatLiteralsRule(R, F);
    case VariantKind::BlockSize:
      return applyBlockSizeRule(R, F);
    }
  }

  void repair(VariantKind Kind, RuleContext &R, const FunctionModel &F) {
    if (auto It = Repairs.find(Kind); It != Repairs.end())
      applyRepairs(R, F, It->second);
  }

  /// For a what-if that rewrites memory accesses and found none: the calls that reach memory
  /// no variant's model holds (an accessor's operator, a library function handed memory),
  /// kept as written in every variant, which may hold the accesses it looked for; empty where
  /// there are none.
  std::string hiddenMemory(VariantKind Kind) const {
    static const VariantKind Rewrites[] = {
        VariantKind::Coalesced, VariantKind::ReadOnly,       VariantKind::Streaming,
        VariantKind::Wider,     VariantKind::NoBankConflict, VariantKind::SharedOccupancy};
    if (std::find(std::begin(Rewrites), std::end(Rewrites), Kind) == std::end(Rewrites))
      return "";
    for (const KernelModel &M : Models)
      for (const FunctionModel &F : M.functions())
        for (const UnsupportedConstruct &U : F.Unsupported) {
          const auto *Call = dyn_cast_or_null<CallExpr>(U.Node);
          const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
          if (!Callee || (U.Id != DiagId::HelperNotCloned && U.Id != DiagId::UnsupportedMemoryOp))
            continue;
          return "; the memory the kernel reaches through calls limiter keeps as written ('" +
                 Callee->getQualifiedNameAsString() + "', line " +
                 std::to_string(SM.getPresumedLineNumber(Call->getBeginLoc())) +
                 ", and the rest its notes name) is in no variant's model, so such accesses "
                 "could not be looked at";
        }
    return "";
  }

  VariantResult build(VariantKind Kind) {
    VariantResult Result;
    Result.Kind = Kind;
    Result.KernelName = cloneName(Kernel, Kind);
    EditSet Edits(SM, Ctx.getLangOpts());
    std::vector<Diagnostic> Diags;
    RuleContext R(Ctx, Edits, Result, Diags);
    std::vector<const FunctionDecl *> Order; // Patterns, each once: helpers, then the kernel.
    for (const KernelModel &M : Models)
      R.Models.push_back(&M);
    for (const KernelModel &M : Models) {
      for (const FunctionModel &F : M.functions()) {
        bool IsKernel = &F == &M.kernel();
        applyRule(Kind, R, F);
        if (copiesFull(Kind) && !IsKernel)
          continue;
        renameDefinition(Edits, F.Function, Kind, IsKernel);
        if (takesFlag(Kind))
          captureFlag(Edits, F.Function);
        if (!copiesFull(Kind))
          for (const CallExpr *Call : F.HelperCalls)
            redirect(Edits, R, Call, Kind);
        const FunctionDecl *P = patternOf(F.Function);
        // An explicit specialization's clone specializes the clone of its template, which
        // must then exist even where nothing calls the template itself.
        if (const FunctionTemplateDecl *Primary = P->getPrimaryTemplate();
            Primary && P->getTemplateSpecializationKind() == TSK_ExplicitSpecialization &&
            !IsKernel) {
          const FunctionDecl *Generic = Primary->getTemplatedDecl();
          if (std::find(Order.begin(), Order.end(), Generic) == Order.end()) {
            renameDefinition(Edits, Generic, Kind, false);
            Order.push_back(Generic);
          }
        }
        if (std::find(Order.begin(), Order.end(), P) == Order.end())
          Order.push_back(P);
      }
    }
    if (Kind == VariantKind::BlockSize)
      checkMergedReads(Result);
    // A what-if whose rule removed nothing would be full again: not applicable. Where it found
    // the cost but had to keep every instance as written ("barriers_kept"), that is the reason,
    // and its notes say where; else the kernel has none of the cost.
    const auto Kept = [](const auto &C) { return std::string_view(C.first).ends_with("_kept"); };
    const bool Removed = !std::all_of(Result.Counts.begin(), Result.Counts.end(), Kept);
    if (isWhatIf(Kind) && !isFlagWhatIf(Kind) && !Removed &&
        Result.Status != VariantStatus::Absent) {
      Result.Status = VariantStatus::Absent;
      // Loads of written data are no cost the read-only path could remove: none found.
      const bool FoundSome =
          !Diags.empty() &&
          std::any_of(Result.Counts.begin(), Result.Counts.end(),
                      [](const auto &C) { return C.first != "global_loads_of_written_data_kept"; });
      Result.Reasons = {"not applicable: " +
                        (FoundSome
                             ? "it kept every one it found as written: " + Diags.front().Message
                             : nothingToRemove(Kind) + hiddenMemory(Kind))};
      if (!FoundSome)
        Diags.clear();
    }
    for (const Diagnostic &D : Diags)
      addDiagnostic(D);
    if (Result.Status == VariantStatus::Absent)
      return Result;
    // Helpers before the kernel: the kernel pattern was pushed first.
    std::rotate(Order.begin(), Order.begin() + 1, Order.end());
    // A helper defined below its callers is declared above them: its clone is declared there
    // too, with the declaration's default arguments.
    std::vector<std::pair<const FunctionDecl *, const FunctionDecl *>> Forward;
    for (const FunctionDecl *P : Order)
      if (P != patternOf(Kernel))
        if (const FunctionDecl *D = forwardDeclarationOf(P, SM)) {
          renameDefinition(Edits, D, Kind, false);
          Forward.emplace_back(P, D);
        }
    for (const auto &[P, D] : Forward)
      emitDeclaration(Result, Edits, P, D, Kind);
    if (!copiesFull(Kind)) // full (and its copies) call the originals
      for (const auto &[P, Caller] : declaredBelowTheirCallers())
        emitHeadDeclaration(Result, Edits, P, Caller, Kind);
    for (const FunctionDecl *P : Order)
      emitFunction(Result, Edits, P, Kind);
    if (Result.Status == VariantStatus::Absent)
      Result.Functions.clear(); // not emitted: nothing of it goes into the bundle
    return Result;
  }

  /// The block-size what-if runs full's blocks as rows only where it rewrote every read of the
  /// block's place that the finding saw (one in a macro's expansion may be kept): else it
  /// would time other work, and is not made. Its launch is the change.
  void checkMergedReads(VariantResult &Result) const {
    auto It = Result.Counts.find("block_reads_merged");
    const unsigned Done = It == Result.Counts.end() ? 0 : It->second;
    if (Done < Merge.Reads && Result.Status != VariantStatus::Absent) {
      Result.Status = VariantStatus::Absent;
      Result.Reasons = {"not applicable: it rewrote " + std::to_string(Done) + " of the " +
                        std::to_string(Merge.Reads) +
                        " reads of the block's place (blockIdx.x, gridDim.x), and full's "
                        "blocks would not run as its rows"};
    }
    Result.Counts["launch_blocks_merged"] = 1;
  }

  /// Where a helper's written definition begins: its template header, if any.
  SourceLocation beginOf(const FunctionDecl *P) const {
    return SM.getExpansionLoc(definitionRange(P).getBegin());
  }

  /// Helpers (patterns) first declared below a function whose clone calls them through a
  /// function-pointer template parameter, with the first such function: lim::clone_for names
  /// them there, so they and their clones must be declared above it.
  std::vector<std::pair<const FunctionDecl *, const FunctionDecl *>>
  declaredBelowTheirCallers() const {
    std::map<const FunctionDecl *, const FunctionDecl *> First;
    for (const KernelModel &M : Models)
      for (const FunctionModel &F : M.functions())
        for (const CallExpr *Call : F.HelperCalls) {
          if (!calleeParameter(Call))
            continue; // a call that names its function: found where it is instantiated
          const FunctionDecl *P = patternOf(cloneableCallee(Call, SM));
          const FunctionDecl *Caller = patternOf(F.Function);
          const FunctionDecl *D = forwardDeclarationOf(P, SM);
          SourceLocation Declared = SM.getExpansionLoc((D ? D : P)->getLocation());
          if (P == Caller || !SM.isBeforeInTranslationUnit(beginOf(Caller), Declared))
            continue;
          auto [It, New] = First.try_emplace(P, Caller);
          if (!New && SM.isBeforeInTranslationUnit(beginOf(Caller), beginOf(It->second)))
            It->second = Caller;
        }
    return {First.begin(), First.end()};
  }

  /// P and its clone declared from P's definition's head, placed before Caller's definition
  /// (in Caller's file, which may be a header P's file includes).
  void emitHeadDeclaration(VariantResult &Result, const EditSet &Edits, const FunctionDecl *P,
                           const FunctionDecl *Caller, VariantKind Kind) {
    std::optional<TextRange> Definition = Edits.rangeOf(definitionRange(P));
    std::optional<unsigned> Body = Edits.offsetOf(P->getBody()->getBeginLoc());
    std::optional<TextRange> Before = Edits.rangeOf(definitionRange(Caller));
    if (!cloneDeclarableAbove(P) ||
        P->getDeclContext()->getPrimaryContext() != Caller->getDeclContext()->getPrimaryContext() ||
        !Definition || !Body || !Before) {
      Result.Status = VariantStatus::Absent;
      Result.Reasons.push_back("'" + P->getNameAsString() + "' is defined below '" +
                               Caller->getNameAsString() +
                               "', which calls it, and its clone cannot be declared there");
      return;
    }
    auto Head = [](std::string Text) {
      return Text.erase(Text.find_last_not_of(" \t\n") + 1) + ";";
    };
    // The original too: a call through a template parameter names it (lim::clone_for).
    PresumedLoc Start = SM.getPresumedLoc(beginOf(P));
    Result.Functions.push_back({cloneName(P, Kind),
                                Head(Edits.original({Definition->Begin, *Body})) + "\n" +
                                    Head(Edits.render({Definition->Begin, *Body})),
                                userFilePath(SM, beginOf(Caller)),
                                Edits.fileAndOffset(Before->Begin).second,
                                Start.isValid() ? Start.getLine() : 0});
  }

  /// The clone of Declaration (a declaration of P without its body), placed after its `;`.
  void emitDeclaration(VariantResult &Result, const EditSet &Edits, const FunctionDecl *P,
                       const FunctionDecl *Declaration, VariantKind Kind) {
    SourceRange Written = definitionRange(Declaration);
    std::optional<TextRange> Range = Edits.rangeOf(Written);
    std::optional<Token> Semi = Lexer::findNextToken(Written.getEnd(), SM, Ctx.getLangOpts());
    std::optional<unsigned> After =
        Semi && Semi->is(tok::semi) ? Edits.offsetOf(Semi->getLocation()) : std::nullopt;
    if (!Range || !After) {
      Result.Status = VariantStatus::Absent;
      Result.Reasons.push_back("the declaration of '" + P->getNameAsString() +
                               "' involves a macro expansion and cannot be copied");
      return;
    }
    SourceLocation Begin = SM.getExpansionLoc(Written.getBegin());
    PresumedLoc Start = SM.getPresumedLoc(Begin);
    Result.Functions.push_back({cloneName(P, Kind), Edits.render(*Range) + ";",
                                userFilePath(SM, Begin), Edits.fileAndOffset(*After + 1).second,
                                Start.isValid() ? Start.getLine() : 0});
  }

  void emitFunction(VariantResult &Result, const EditSet &Edits, const FunctionDecl *P,
                    VariantKind Kind) {
    std::optional<TextRange> Range = Edits.rangeOf(definitionRange(P));
    if (!Range) {
      Result.Status = VariantStatus::Absent;
      Result.Reasons.push_back("the definition of '" + P->getNameAsString() +
                               "' involves a macro expansion and cannot be copied");
      return;
    }
    SourceLocation Begin = SM.getExpansionLoc(definitionRange(P).getBegin());
    PresumedLoc Start = SM.getPresumedLoc(Begin);
    // `extern "C" __global__ void k(...)`: the clone goes after it, outside the linkage
    // specification, so it repeats it (its entry is then its plain name, as the manifest says).
    const auto *Linkage = dyn_cast<LinkageSpecDecl>(P->getDeclContext());
    std::string Prefix = Linkage && !Linkage->hasBraces() ? "extern \"C\" " : "";
    Result.Functions.push_back({cloneName(P, Kind),
                                Prefix + balanceConditionals(Edits.render(*Range)),
                                userFilePath(SM, Begin), Edits.fileAndOffset(Range->End).second,
                                Start.isValid() ? Start.getLine() : 0});
  }
};

} // namespace

VariantSet buildVariants(ASTContext &Ctx, const FunctionDecl *Kernel,
                         const RepairsByVariant &Repairs,
                         const std::optional<std::set<std::string>> &WhatIfs) {
  VariantSet Out;
  Builder(Ctx, Kernel, Repairs, WhatIfs, Out).run();
  return Out;
}

} // namespace limiter
