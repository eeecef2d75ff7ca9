// RuleContext's ranges, replacements, opaque values and reports, and the steps several rules
// share: reporting unsupported constructs and making global loads opaque.

#include "variants/RuleContext.h"
#include "ast/Parents.h"
#include "variants/HoistPlace.h"

#include "ast/BodyNodes.h"
#include "ast/CallArguments.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "parse/UserFiles.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace limiter {

void RuleContext::report(const Stmt *Node, DiagId Id, const std::string &Message,
                         const std::string &Hint, VariantStatus Status) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Node->getBeginLoc()));
  if (!P.isValid()) // A node the compiler made, without a place of its own: its expression's.
    if (const auto *E = dyn_cast<Expr>(Node))
      P = SM.getPresumedLoc(SM.getExpansionLoc(E->getExprLoc()));
  std::string Where = P.isValid() ? "line " + std::to_string(P.getLine()) + ": " : "";
  std::string Reason = Where + Message;
  for (const std::string &R : Result.Reasons)
    if (R == Reason)
      return;
  Result.Reasons.push_back(Reason);
  if (Status > Result.Status)
    Result.Status = Status;
  // What a what-if keeps is a doubt about its own potential, not about the verdict: a note.
  Diagnostic D{Id,   isWhatIf(Result.Kind) ? Severity::Note : Severity::Warning,
               {},   variantTitle(Result.Kind) + ": " + Message,
               Hint, {}};
  if (P.isValid())
    D.Where = {P.getFilename(), P.getLine(), P.getColumn()};
  Diags.push_back(std::move(D));
}

void RuleContext::conservative(const Stmt *Node, DiagId Id, const std::string &Message,
                               const std::string &Hint) {
  report(Node, Id, Message, Hint, VariantStatus::Conservative);
}

void RuleContext::absent(const Stmt *Node, DiagId Id, const std::string &Message,
                         const std::string &Hint) {
  report(Node, Id, Message, Hint, VariantStatus::Absent);
}

std::optional<std::string> pragmasInLine(const std::string &Text) {
  std::string Out;
  size_t At = 0;
  while (At < Text.size()) {
    size_t End = Text.find('\n', At);
    std::string Line = Text.substr(At, End == std::string::npos ? End : End - At);
    std::string Return; // a CRLF line's '\r' stays at its end
    if (!Line.empty() && Line.back() == '\r') {
      Return = "\r";
      Line.pop_back();
    }
    size_t Hash = Line.find_first_not_of(" \t");
    if (Hash != std::string::npos && Line[Hash] == '#') {
      size_t Word = Line.find_first_not_of(" \t", Hash + 1);
      std::string Rest = Word == std::string::npos ? "" : Line.substr(Word);
      // Another directive between the pragmas and the loop (`#else`, `#endif` of a group of
      // pragmas): text in front of the first would fall in a group of its own.
      if (Rest.rfind("pragma", 0) != 0)
        return std::nullopt;
      if (!Line.empty() && Line.back() == '\\')
        return std::nullopt; // continued on the next line
      // A comment after the pragma's words stays after the _Pragma, where it may go on.
      std::string Args = Rest.substr(6), Comment;
      size_t Open = std::min(Args.find("//"), Args.find("/*"));
      if (Open != std::string::npos) {
        Comment = " " + Args.substr(Open);
        Args.erase(Open);
        // Words after a block comment closed on the line are the pragma's too.
        size_t Close = Comment.find("*/");
        if (Comment.compare(1, 2, "/*") == 0 && Close != std::string::npos &&
            Comment.find_first_not_of(" \t", Close + 2) != std::string::npos)
          return std::nullopt;
      }
      Args.erase(0, Args.find_first_not_of(" \t"));
      Args.erase(Args.find_last_not_of(" \t") + 1);
      std::string Quoted;
      for (char C : Args)
        Quoted += (C == '"' || C == '\\') ? std::string("\\") + C : std::string(1, C);
      Line = Line.substr(0, Hash) + "_Pragma(\"" + Quoted + "\")" + Comment;
    }
    Out += Line + Return;
    if (End == std::string::npos)
      break;
    Out += '\n';
    At = End + 1;
  }
  return Out;
}

const Stmt *withPragmas(const ForStmt *Loop, ASTContext &Ctx) {
  DynTypedNodeList Parents = parentsOf(Ctx, *Loop);
  if (const auto *Attributed = Parents.empty() ? nullptr : Parents[0].get<AttributedStmt>())
    return Attributed;
  return Loop;
}

std::optional<TextRange> RuleContext::pragmasOf(const ForStmt *Loop) const {
  std::optional<TextRange> All = Edits.rangeOf(withPragmas(Loop, Ctx)->getSourceRange());
  std::optional<TextRange> Own = Edits.rangeOf(Loop->getSourceRange());
  if (!All || !Own || !pragmasInLine(Edits.original({All->Begin, Own->Begin})))
    return std::nullopt;
  return TextRange{All->Begin, Own->Begin};
}

bool RuleContext::insertBeforeLoop(const ForStmt *Loop, const std::string &Text) {
  std::optional<TextRange> Pragmas = pragmasOf(Loop);
  if (!Pragmas)
    return false;
  if (std::optional<unsigned> Earlier = earlierPlaceBefore(Loop, *this)) {
    Edits.insertOnce(*Earlier, " " + Text);
    return true;
  }
  const std::string Original = Edits.original(*Pragmas);
  const std::string Inline = pragmasInLine(Original).value_or(Original); // pragmasOf checked
  // The text goes in front of the pragmas, which become `_Pragma`s on their lines (a `#`
  // must begin its line): the insertion at their start is rendered inside their edit.
  if (Inline != Original && !Edits.hasEdit(*Pragmas) &&
      !Edits.replace(*Pragmas, {EditSet::Sub{{Pragmas->Begin, Pragmas->Begin}}, Inline}))
    return false;
  Edits.insertOnce(Pragmas->Begin, Text);
  return true;
}

namespace {

/// Whether the element a call names is only stored to: the left side of a plain assignment.
bool onlyStoredTo(const Expr *Call, ASTContext &Ctx) {
  const Expr *At = Call;
  DynTypedNodeList Parents = parentsOf(Ctx, *At);
  while (!Parents.empty() && Parents[0].get<ParenExpr>()) {
    At = Parents[0].get<Expr>();
    Parents = parentsOf(Ctx, *At);
  }
  const auto *Assign = Parents.empty() ? nullptr : Parents[0].get<BinaryOperator>();
  return Assign && Assign->getOpcode() == BO_Assign && Assign->getLHS() == At;
}

} // namespace

void RuleContext::keepUnmodelled(const FunctionModel &M, const std::string &What,
                                 Unmodelled Which) {
  const bool Reads = Which == Unmodelled::Reads, Stores = Which == Unmodelled::Stores;
  for (const AccessSite &A : M.Accesses)
    if (A.Space == AddressSpace::Generic && !A.IsIntrinsic && A.Node && (!Reads || A.Reads) &&
        (!Stores || A.Writes) && !A.Structural) {
      count("unmodelled_accesses_kept");
      conservative(A.Node, DiagId::UnsupportedMemoryOp,
                   "keeps " + What +
                       " through a pointer of unknown origin as written (it may be global "
                       "memory, which the what-if cannot tell)",
                   "index the kernel's pointer parameter, or a pointer set from it in the "
                   "kernel, for the what-if to rewrite the access");
    }
  for (const Expr *E : BodyNodes(M.Function->getBody()).Exprs)
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && accessesThroughObject(Call) &&
                                                  (!Reads || !onlyStoredTo(Call, Ctx)) &&
                                                  (!Stores || onlyStoredTo(Call, Ctx))) {
      count("unmodelled_accesses_kept");
      conservative(Call, DiagId::UnsupportedMemoryOp,
                   "keeps " + What +
                       " an accessor's operator names as written (the operator stays as it "
                       "is, its access in no model)",
                   "index the pointer in the kernel for the what-if to rewrite the access");
    }
}

void RuleContext::macroInTheWay(const Stmt *Node) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (SourceLocation Loc : {Node->getBeginLoc(), Node->getEndLoc()}) {
    if (!Loc.isMacroID())
      continue;
    SourceLocation Call = SM.getExpansionRange(Loc).getBegin();
    if (Call.isMacroID() || !isInUserFile(SM, Call))
      continue;
    MacroCallSite Site{userFilePath(SM, Call), SM.getFileOffset(Call)};
    if (std::find_if(Result.MacroCalls.begin(), Result.MacroCalls.end(), [&](const auto &S) {
          return S.File == Site.File && S.Offset == Site.Offset;
        }) == Result.MacroCalls.end())
      Result.MacroCalls.push_back(std::move(Site));
  }
}

std::optional<TextRange> RuleContext::range(const Stmt *Node, const char *What) {
  std::optional<TextRange> R = Edits.rangeOf(Node->getSourceRange());
  if (!R)
    macroInTheWay(Node);
  if (!R)
    conservative(Node, DiagId::MacroNotRewritten,
                 std::string(What) + " inside a macro expansion is not rewritten (kept as is)",
                 "expand the macro by hand in the kernel, or make the whole access a macro "
                 "argument");
  return R;
}

void RuleContext::keepAsWritten(const Stmt *Node) {
  if (!Node)
    return;
  if (std::optional<TextRange> Range = Edits.rangeOf(Node->getSourceRange()))
    Edits.forbid(*Range);
}

bool RuleContext::replace(const Stmt *Node, const char *What, std::vector<EditSet::Piece> Pieces) {
  std::optional<TextRange> R = range(Node, What);
  if (!R)
    return false;
  if (Edits.hasEdit(*R))
    return false; // Done for another instantiation of the same template.
  if (Edits.replace(*R, std::move(Pieces)))
    return true;
  conservative(Node, DiagId::MacroNotRewritten,
               std::string(What) + " overlaps another rewritten expression and is kept as is",
               "split the expression into simpler statements");
  return false;
}

bool RuleContext::replaceIndex(const ArraySubscriptExpr *Use, const char *What,
                               const std::function<std::vector<EditSet::Piece>(TextRange)> &Index) {
  std::optional<TextRange> Idx = range(Use->getIdx(), What);
  if (!Idx)
    return false;
  std::optional<TextRange> Base = Edits.rangeOf(Use->getBase()->getSourceRange());
  if (!Base || !Edits.rangeOf(Use->getSourceRange()))
    return replace(Use->getIdx(), What, Index(*Idx));
  std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Base}, std::string("[")};
  for (EditSet::Piece &P : Index(*Idx))
    Pieces.push_back(std::move(P));
  Pieces.push_back(std::string("]"));
  return replace(Use, What, std::move(Pieces));
}

std::vector<EditSet::Piece> RuleContext::opaqueOf(TextRange LValue) const {
  return {std::string("lim::opaque<decltype("), EditSet::Sub{LValue},
          ")>(" + std::string(FlagParam) + ", " + std::to_string(siteOf(LValue)) + "u, &(",
          EditSet::Sub{LValue}, std::string("))")};
}

namespace {

/// Child's parents past parentheses, a temporary's cleanups and qualification conversions
/// around it; Child becomes the outermost of those.
DynTypedNodeList parentsPastWrappers(ASTContext &Ctx, const Expr *&Child) {
  DynTypedNodeList Parents = parentsOf(Ctx, *Child);
  while (!Parents.empty()) {
    const auto *Up = Parents[0].get<Expr>();
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Up);
    if (!Up || !(isa<ParenExpr, FullExpr>(Up) || (Cast && Cast->getCastKind() == CK_NoOp)))
      break;
    Child = Up;
    Parents = parentsOf(Ctx, *Child);
  }
  return Parents;
}

} // namespace

bool RuleContext::boundToReference(const Expr *Load) const {
  const Expr *Child = Load;
  DynTypedNodeList Parents = parentsPastWrappers(Ctx, Child);
  if (Parents.empty())
    return false;
  // A reference as written: non-const, or deduced (`auto &`, a template's `U &`), which a
  // prvalue cannot bind or would deduce otherwise. A `const T &` binds one as it is.
  auto Deducing = [](QualType Written) {
    return Written->isLValueReferenceType() &&
           (!Written->getPointeeType().isConstQualified() || Written->getContainedAutoType() ||
            Written->getPointeeType()->isDependentType());
  };
  if (const auto *Var = Parents[0].get<VarDecl>())
    return Deducing(Var->getTypeSourceInfo() ? Var->getTypeSourceInfo()->getType()
                                             : Var->getType());
  const auto *Call = Parents[0].get<CallExpr>();
  if (!Call)
    return false;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I)
    if (Call->getArg(I) == Child)
      if (const ParmVarDecl *Param = parameterFor(Call, I)) {
        const auto *Callee = dyn_cast<FunctionDecl>(Param->getDeclContext());
        const FunctionDecl *Pattern = Callee ? Callee->getTemplateInstantiationPattern() : nullptr;
        const unsigned At = Param->getFunctionScopeIndex();
        return Deducing(Pattern && At < Pattern->getNumParams()
                            ? Pattern->getParamDecl(At)->getType()
                            : Param->getType());
      }
  return false;
}

std::vector<EditSet::Piece> RuleContext::opaqueLoad(const Expr *Load, TextRange LValue) {
  std::vector<EditSet::Piece> Value = opaqueValueOf(Load, LValue);
  if (!boundToReference(Load))
    return Value;
  // An lvalue of the load's type, so that a template's `U &` deduces as in full.
  std::vector<EditSet::Piece> Out = {std::string("lim::as_lvalue<decltype("), EditSet::Sub{LValue},
                                     std::string(")>(")};
  Out.insert(Out.end(), Value.begin(), Value.end());
  Out.emplace_back(std::string(")"));
  return Out;
}

std::vector<EditSet::Piece> RuleContext::opaqueValueOf(const Expr *Load, TextRange LValue) {
  const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Load->IgnoreParens());
  std::optional<TextRange> Index =
      Subscript && Subscript->getIdx()->getType()->isIntegralOrUnscopedEnumerationType()
          ? Edits.rangeOf(Subscript->getIdx()->getSourceRange())
          : std::nullopt;
  if (!Index)
    return opaqueOf(LValue);
  // Through a `__restrict__` pointer, the same element read twice is one value to full's
  // compiler, which computes on it once (`a * d[i] + ...` stored to two arrays): its opaque
  // value is seeded by the pointer's declaration, not by the site, so that math-only's compiler
  // shares that arithmetic too. Elsewhere a store in between may change the element, and each
  // read is a value of its own.
  unsigned Site = siteOf(LValue);
  const auto *Base = dyn_cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts());
  const auto *Pointer = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
  if (Pointer && Pointer->getType()->isPointerType() && Pointer->getType().isRestrictQualified())
    if (std::optional<TextRange> Name = Edits.tokenAt(Pointer->getLocation()))
      Site = siteOf(*Name);
  return {std::string("lim::opaque_at<decltype("), EditSet::Sub{LValue},
          ")>(" + std::string(FlagParam) + ", " + std::to_string(Site) + "u, (",
          EditSet::Sub{*Index}, std::string("))")};
}

std::vector<EditSet::Piece> RuleContext::storedValueFor(TextRange Value) const {
  return {std::string("lim::stored<decltype("), EditSet::Sub{Value},
          ")>(" + std::string(FlagParam) + ")"};
}

namespace {

/// Whether what Parent does with Child needs it to be an lvalue: a reference bound to it, its
/// address, an increment, an assignment to it, a member of it, a non-const reference
/// parameter. A value read from it, or none, needs no more than the stored value.
bool usedAsLValue(ASTContext &Ctx, const Expr *Child) {
  // Seen through parentheses, a temporary's cleanups and qualification conversions.
  DynTypedNodeList Parents = parentsPastWrappers(Ctx, Child);
  if (Parents.empty())
    return false;
  if (const auto *Var = Parents[0].get<VarDecl>())
    return Var->getType()->isReferenceType();
  const Expr *P = Parents[0].get<Expr>();
  if (!P)
    return false;
  if (isa<UnaryOperator>(P))
    return true;
  // A member of the stored value (`(p[i] = v).y`) is an lvalue only where it is used as one.
  if (const auto *Member = dyn_cast<MemberExpr>(P))
    return !Member->isArrow() && usedAsLValue(Ctx, Member);
  if (const auto *B = dyn_cast<BinaryOperator>(P))
    return B->isAssignmentOp() && B->getLHS() == Child;
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const ParmVarDecl *Param = parameterFor(Call, I);
      QualType T = Param ? Param->getType() : QualType();
      if (Call->getArg(I) == Child && !T.isNull() && T->isReferenceType() &&
          !T->getPointeeType().isConstQualified())
        return true;
    }
    // The object of a member operator (`(p[i] = v) += w` on a class).
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
    return Op && Op->getNumArgs() > 0 && Op->getArg(0) == Child && Op->isAssignmentOp();
  }
  return false;
}

} // namespace

std::vector<EditSet::Piece> RuleContext::guardedStore(const Expr *Store, TextRange Lhs,
                                                      std::vector<EditSet::Piece> Value) const {
  const bool LValue = usedAsLValue(Ctx, Store);
  std::vector<EditSet::Piece> Out = {
      std::string(LValue ? "(*lim::guarded_at(&(" : "lim::guarded_store(&("), EditSet::Sub{Lhs},
      std::string("), ")};
  Out.insert(Out.end(), Value.begin(), Value.end());
  Out.emplace_back(", " + std::string(FlagParam) + (LValue ? "))" : ")"));
  return Out;
}

const Expr *RuleContext::consumer(const Expr *Node) const {
  const Expr *At = Node;
  while (true) {
    DynTypedNodeList Parents = parentsOf(Ctx, *At);
    const auto *P = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    if (!P)
      return nullptr;
    const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
    if (isa<ParenExpr>(P) || (Cast && Cast->getCastKind() == CK_NoOp)) {
      At = P;
      continue;
    }
    return P;
  }
}

const CallExpr *surfaceWriteOf(const AccessSite &A) {
  const auto *Call = dyn_cast<CallExpr>(A.Node);
  return A.IsIntrinsic && A.Writes && Call && isSurfaceWrite(Call->getDirectCallee()) ? Call
                                                                                      : nullptr;
}

const CallExpr *asyncCopyOf(const AccessSite &A) {
  const auto *Call = dyn_cast<CallExpr>(A.Node);
  return A.IsIntrinsic && A.Reads && Call && asyncCopyOperands(Call) ? Call : nullptr;
}

void reportUnsupported(RuleContext &R, const FunctionModel &M) {
  for (const UnsupportedConstruct &U : M.Unsupported) {
    if (U.MakesAbsent)
      R.absent(U.Node, U.Id, U.Message, U.Hint);
    else
      R.conservative(U.Node, U.Id, U.Message, U.Hint);
  }
}

void replaceGlobalLoads(RuleContext &R, const FunctionModel &M) {
  for (const AccessSite &A : M.Accesses) {
    if (!A.Reads || A.Writes || A.Structural || !isGlobalLike(A.Space))
      continue;
    if (const CallExpr *Copy = asyncCopyOf(A)) {
      // The copy never runs: no global read, and no shared store (the copy's data would reach
      // shared memory without a register, so nothing else of the kernel's work goes with it).
      std::optional<TextRange> Whole = R.range(Copy, "an asynchronous copy");
      const std::string Flag(FlagParam);
      if (Whole && R.replace(Copy, "an asynchronous copy",
                             {"(lim::never(" + Flag + ", " + Flag + ") ? (void)(",
                              EditSet::Sub{*Whole}, std::string(") : void())")}))
        R.count("async_copies_skipped");
      continue;
    }
    if (A.IsIntrinsic && !cast<CallExpr>(A.Node)->getArg(0)->getType()->isPointerType()) {
      // A texture fetch: an opaque value seeded by all its coordinates (what computes them
      // stays, as it does in the full kernel).
      const auto *Call = cast<CallExpr>(A.Node);
      std::optional<TextRange> Whole = R.range(Call, "a texture fetch");
      if (!Whole)
        continue;
      std::vector<EditSet::Piece> Pieces = {
          std::string("lim::opaque_at<decltype("), EditSet::Sub{*Whole},
          ")>(" + std::string(FlagParam) + ", " + std::to_string(R.siteOf(*Whole)) + "u, "};
      bool Ranged = true;
      for (unsigned I = 1; Ranged && I < Call->getNumArgs(); ++I) {
        if (isa<CXXDefaultArgExpr>(Call->getArg(I)))
          continue; // a surface read's boundary mode, when not given
        std::optional<TextRange> At = R.range(Call->getArg(I), "a texture coordinate");
        Ranged = At.has_value();
        if (Ranged)
          Pieces.insert(Pieces.end(), {std::string(I == 1 ? "lim::word(" : " + lim::word("),
                                       EditSet::Sub{*At}, std::string(")")});
      }
      Pieces.emplace_back(std::string(")"));
      if (Ranged && R.replace(Call, "a texture fetch", std::move(Pieces)))
        R.count("loads_replaced");
      continue;
    }
    if (A.IsIntrinsic) {
      // __ldg(p) and the other cache-hinted loads: an opaque value seeded by the pointer.
      const auto *Call = cast<CallExpr>(A.Node);
      std::optional<TextRange> Whole = R.range(Call, "a cache-hinted load");
      std::optional<TextRange> Ptr = R.range(Call->getArg(0), "a load's address");
      if (!Whole || !Ptr)
        continue;
      if (R.replace(
              Call, "a cache-hinted load",
              {std::string("lim::opaque<decltype("), EditSet::Sub{*Whole},
               ")>(" + std::string(FlagParam) + ", " + std::to_string(R.siteOf(*Whole)) + "u, ",
               EditSet::Sub{*Ptr}, std::string(")")}))
        R.count("loads_replaced");
      continue;
    }
    std::optional<TextRange> LV = R.range(A.Node, "a global load");
    if (LV && R.replace(A.Node, "a global load", R.opaqueLoad(cast<Expr>(A.Node), *LV)))
      R.count("loads_replaced");
  }
  for (const AccessSite &A : M.Accesses)
    if (A.Structural && A.Reads && isGlobalLike(A.Space))
      R.count("structural_loads_kept");
}

std::vector<const FunctionModel *>
kernelInstantiations(const std::vector<const KernelModel *> &Models, const FunctionDecl *Pattern) {
  std::vector<const FunctionModel *> Out;
  for (const KernelModel *Model : Models)
    if (Model->kernel().Function->getTemplateInstantiationPattern() == Pattern)
      Out.push_back(&Model->kernel());
  return Out;
}

} // namespace limiter
