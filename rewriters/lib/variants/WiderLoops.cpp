// The wider-accesses what-if on a loop over a lane's neighbouring elements. A loop
// `for (int i = K0; i < K0 + W; ++i)` (W = 2 or 4, K0 and W constants: `#pragma unroll`'s
// channel loops, a template's elements-per-thread) whose body reads `p[e + i + k]` in every
// iteration reads W neighbouring elements one at a time: one vector of W elements, read before
// the loop, holds them, and the access in the body becomes its component i - K0 (lim::part,
// which unrolled is a register). A loop that stores `p[e + i + k] = v;` in every iteration
// fills a vector's components instead, stored after the loop. The loop's `#pragma`s stay in
// front of it as `_Pragma`s, after the vector's declaration, on their lines.
//
// Preconditions, besides the wider what-if's (WiderRule.cpp: a pointer parameter never
// assigned, to an element type with vectors, aligned as allocated): the loop's counter
// declared in its header, only read in its body; no way out of an iteration but its end
// (break, continue, return, goto); the access runs in every iteration (not under an if or
// `?:`, nor in an inner loop); e + k + K0 a provable multiple of W, e's variables declared
// before the loop and not written in it; K0 and K0 + W not negative; no other access through
// p in the loop but the same elements' other direction (an in-place update
// `p[e + i] = f(p[e + i])`, each read before the iteration's store), through no pointer that
// is not a parameter, and no call to the project's own function given a pointer (what it
// writes is not among the kernel's accesses). In a template, every instantiation merges the
// same accesses from the same element.

#include "variants/WiderLoops.h"

#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"
#include "variants/CoalescedLoops.h"
#include "variants/WiderRuns.h"

#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/FoldingSet.h"

#include <algorithm>

using namespace clang;

namespace limiter {

namespace {

/// Whether Node lies in Loop (walking up its parents).
bool inside(const Stmt *Node, const Stmt *Loop, ASTContext &Ctx) {
  DynTypedNode At = DynTypedNode::create(*Node);
  for (int Depth = 0; Depth < 256; ++Depth) {
    DynTypedNodeList Parents = parentsOf(Ctx, At);
    if (Parents.empty())
      return false;
    At = Parents[0];
    if (At.get<Stmt>() == Loop)
      return true;
  }
  return false;
}

} // namespace

LoopRunKey keyOf(const LoopRun &Merge) {
  LoopRunKey Key{
      Merge.Loop->getBeginLoc().getRawEncoding(), Merge.Width, Merge.From, Merge.Offset, {}};
  for (const ArraySubscriptExpr *A : Merge.Members)
    Key.Accesses.push_back(A->getBeginLoc().getRawEncoding());
  std::sort(Key.Accesses.begin(), Key.Accesses.end());
  return Key;
}

bool dependentElement(const FunctionModel &M, const ParmVarDecl *P) {
  const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
  return Pattern && P->getFunctionScopeIndex() < Pattern->getNumParams() &&
         Pattern->getParamDecl(P->getFunctionScopeIndex())->getType()->isDependentType();
}

const std::optional<LoopWidener::Counted> &LoopWidener::countedOf(const ForStmt *Loop) {
  auto [It, New] = Loops.try_emplace(Loop);
  if (!New)
    return It->second;
  std::optional<CountedLoop> Counter = countedLoop(Loop, Ctx);
  if (!Counter)
    return It->second;
  std::optional<long long> From = integerConstant(Counter->First, Ctx);
  std::optional<long long> To = integerConstant(Counter->End, Ctx);
  const long long Extra = Counter->Inclusive ? 1 : 0;
  // Bounds of either sign would meet the comparison's conversions (`c < 2u` with c from -2).
  if (!From || !To || *From < 0 || *To < 0 || *To + Extra <= *From || *To + Extra - *From > 8 ||
      leavesEarly(Loop->getBody()))
    return It->second;
  It->second = Counted{Counter->Counter, *From, *To + Extra - *From};
  return It->second;
}

std::optional<LoopRun> LoopWidener::candidateOf(const AccessSite &A) {
  const CallExpr *Through = nullptr;
  const ArraySubscriptExpr *Access = elementOf(A, Through);
  if (!isGlobalLike(A.Space) || A.Reads == A.Writes || !Access ||
      Access->getType().isVolatileQualified() || vectorOf(Access->getType(), Ctx, 2).empty())
    return std::nullopt;
  std::optional<WideBase> Base = wideBaseOf(Access, M.Function->getBody(), Ctx, BaseOnlyRead);
  if (!Base)
    return std::nullopt;
  LoopRun Run;
  Run.Base = *Base;
  Run.Members = {Access};
  Run.Replaced = {Through ? static_cast<const Expr *>(Through) : Access};
  Run.Intrinsic = intrinsicOf(Through);
  const Expr *Assign = nullptr;
  const ElementUse Use = Through ? ElementUse::Read : useOf(R, Access, Assign);
  const Expr *Statement = Run.Replaced.front();
  if (A.Writes) {
    if (Use != ElementUse::Stored)
      return std::nullopt;
    // A statement of its own.
    DynTypedNodeList Parents = parentsOf(Ctx, *statementOf(Assign, Ctx));
    if (Parents.empty() || !(Parents[0].get<CompoundStmt>() || Parents[0].get<ForStmt>()))
      return std::nullopt;
    Run.Store = true;
    Run.Assignments = {Assign};
    Statement = Assign;
  } else if (Use != ElementUse::Read) {
    return std::nullopt;
  }
  Run.Loop = loopAround(Statement, Ctx);
  const std::optional<Counted> *Header = Run.Loop ? &countedOf(Run.Loop) : nullptr;
  if (!Header || !*Header)
    return std::nullopt;
  Run.Index = (*Header)->Index;
  Run.From = (*Header)->From;
  auto [Start, Offset] = splitIndex(Access->getIdx(), Ctx);
  Run.Offset = Offset;
  std::vector<const Expr *> Terms;
  if (Start)
    additiveTerms(Start->IgnoreImpCasts(), Terms);
  unsigned Counters = 0;
  for (const Expr *T : Terms) {
    if (refersTo(T, Run.Index))
      ++Counters;
    else if (std::optional<long long> K = integerConstant(T, Ctx))
      Run.Offset += *K;
    else
      Run.Terms.push_back(T);
  }
  if (Counters != 1)
    return std::nullopt;
  // The trip count (at most 8) as the width: allowed() checks it against the vectors.
  Run.Width = static_cast<unsigned>((*Header)->Trip);
  return Run;
}

bool LoopWidener::sameRun(const LoopRun &A, const LoopRun &B) const {
  if (A.Loop != B.Loop || A.Base.Var != B.Base.Var || A.Offset != B.Offset ||
      A.Terms.size() != B.Terms.size() || A.Intrinsic != B.Intrinsic ||
      A.Members.front()->getType().getCanonicalType().getUnqualifiedType() !=
          B.Members.front()->getType().getCanonicalType().getUnqualifiedType())
    return false;
  std::vector<bool> Matched(B.Terms.size(), false);
  for (const Expr *T : A.Terms) {
    llvm::FoldingSetNodeID Id;
    T->Profile(Id, Ctx, /*Canonical=*/true);
    bool Found = false;
    for (size_t I = 0; I < B.Terms.size() && !Found; ++I) {
      llvm::FoldingSetNodeID Other;
      B.Terms[I]->Profile(Other, Ctx, /*Canonical=*/true);
      if (!Matched[I] && Id == Other)
        Matched[I] = Found = true;
    }
    if (!Found)
      return false;
  }
  return true;
}

std::vector<LoopRun> LoopWidener::plan(const std::set<const Expr *> &Taken) {
  std::vector<LoopRun> Groups;
  for (const AccessSite &A : M.Accesses) {
    std::optional<LoopRun> One = candidateOf(A);
    if (!One || Taken.count(One->Members.front()))
      continue;
    auto Same = std::find_if(Groups.begin(), Groups.end(), [&](const LoopRun &G) {
      return G.Store == One->Store && sameRun(G, *One);
    });
    if (Same == Groups.end()) {
      Groups.push_back(std::move(*One));
      continue;
    }
    Same->Members.push_back(One->Members.front());
    Same->Replaced.push_back(One->Replaced.front());
    Same->Assignments.insert(Same->Assignments.end(), One->Assignments.begin(),
                             One->Assignments.end());
  }
  std::vector<LoopRun> Out;
  for (LoopRun &G : Groups)
    if (allowed(G))
      Out.push_back(std::move(G));
  return Out;
}

bool LoopWidener::allowed(const LoopRun &Merge) {
  const QualType Element = Merge.Members.front()->getType();
  if ((Merge.Width != 2 && Merge.Width != 4 && Merge.Width != 8) ||
      vectorOf(Element, Ctx, Merge.Width).empty())
    return false;
  const long long W = Merge.Width;
  if (((Merge.Offset + Merge.From) % W + W) % W != 0)
    return false;
  for (const Expr *T : Merge.Terms)
    if (!alignedTo(T, W, Ctx, M.Function->getBody()) || !invariantIn(T, Merge.Loop, Ctx))
      return false;
  if (!Merge.Base.aligned(W, Ctx, M.Function->getBody()))
    return false;
  // The vector is read through the row pointer before the loop: declared before it.
  if (!Ctx.getSourceManager().isBeforeInTranslationUnit(Merge.Base.Var->getEndLoc(),
                                                        Merge.Loop->getBeginLoc()))
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  auto before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };
  if (opaqueCall(Merge.Loop->getBody()))
    return false; // what it writes through p is not among the accesses
  for (const AccessSite &A : M.Accesses) {
    // A load run's reads see nothing else through p but stores after them; a store run's
    // vector, stored after the loop, overwrites nothing but its own stores.
    if (!(Merge.Store ? A.Reads || A.Writes : A.Writes) || !A.Node || !isGlobalLike(A.Space) ||
        !inside(A.Node, Merge.Loop, Ctx))
      continue;
    const CallExpr *Through = nullptr;
    const ArraySubscriptExpr *Access = elementOf(A, Through);
    if (Access && !mayAlias(Access, Merge.Base, M.Function->getBody(), Ctx, BaseOnlyRead))
      continue;
    if (std::find(Merge.Members.begin(), Merge.Members.end(), Access) != Merge.Members.end())
      continue;
    // The other direction of the same elements: each read before each store of the iteration.
    std::optional<LoopRun> Other = candidateOf(A);
    if (!Other || Other->Store == Merge.Store || !sameRun(*Other, Merge))
      return false;
    const LoopRun &Reads = Merge.Store ? *Other : Merge;
    const LoopRun &Stores = Merge.Store ? Merge : *Other;
    for (const ArraySubscriptExpr *Read : Reads.Members)
      for (const Expr *Store : Stores.Assignments)
        if (!before(Read->getBeginLoc(), Store->getEndLoc()))
          return false;
  }
  return true;
}

std::pair<std::string, std::string> LoopWidener::pairOf(const LoopRun &Merge) const {
  QualType Element = Merge.Members.front()->getType();
  return {Element.getCanonicalType().getUnqualifiedType().getAsString(Ctx.getPrintingPolicy()),
          vectorOf(Element, Ctx, Merge.Width)};
}

std::optional<std::string> LoopWidener::firstElement(const LoopRun &Merge) const {
  std::string Text;
  for (const Expr *T : Merge.Terms) {
    std::optional<TextRange> Range = R.Edits.rangeOf(T->getSourceRange());
    if (!Range)
      return std::nullopt;
    std::string Term = R.Edits.original(*Range);
    if (!isa<DeclRefExpr>(T->IgnoreImpCasts()) && !isa<IntegerLiteral>(T->IgnoreImpCasts()))
      Term = "(" + Term + ")";
    Text += (Text.empty() ? "" : " + ") + Term;
  }
  const long long First = Merge.Offset + Merge.From;
  if (Text.empty())
    return std::to_string(First);
  if (First != 0)
    Text += (First > 0 ? " + " : " - ") + std::to_string(std::llabs(First));
  return Text;
}

void LoopWidener::rewrite(const LoopRun &Merge, const std::string &Vector) {
  std::optional<std::string> First = firstElement(Merge);
  std::optional<TextRange> Site = R.Edits.rangeOf(Merge.Members.front()->getSourceRange());
  const Stmt *InMacro = nullptr;
  if (!First || !Site)
    InMacro = Merge.Members.front();
  for (const Expr *A : Merge.Replaced)
    if (!R.Edits.rangeOf(A->getSourceRange()))
      InMacro = A;
  if (!R.pragmasOf(Merge.Loop)) // in a macro, or a pragma over lines
    InMacro = withPragmas(Merge.Loop, Ctx);
  if (InMacro) {
    R.macroInTheWay(InMacro);
    return;
  }
  // Read through an intrinsic with no overload for the vector: left as it is.
  if (!Merge.Intrinsic.empty() && !loadsThrough(Vector))
    return;
  std::string Name = "lim_wide_" + std::to_string(R.siteOf(*Site));
  std::string Address = "&(" + Merge.Base.Var->getName().str() + ")[" + *First + "]";
  auto &[Before, After] = Around[Merge.Loop];
  if (Merge.Store) {
    Before += Vector + " " + Name + "; ";
    After += "*reinterpret_cast<" + Vector + " *>(" + Address + ") = " + Name + "; ";
  } else {
    const std::string Pointer = "reinterpret_cast<const " + Vector + " *>(" + Address + ")";
    Before += "const " + Vector + " " + Name + " = " +
              (Merge.Intrinsic.empty() ? "*" + Pointer : Merge.Intrinsic + "(" + Pointer + ")") +
              "; ";
  }
  std::string Component = Merge.Index->getName().str();
  if (Merge.From != 0)
    Component += (Merge.From > 0 ? " - " : " + ") + std::to_string(std::llabs(Merge.From));
  for (const Expr *A : Merge.Replaced)
    R.replace(A, Merge.Store ? "a global store" : "a global load",
              {"lim::part(" + Name + ", " + Component + ")"});
  R.count(Merge.Store ? "global_stores_widened" : "global_loads_widened", Merge.Width);
}

void LoopWidener::finish() {
  for (const auto &[Loop, Text] : Around) {
    const Stmt *Whole = withPragmas(Loop, Ctx);
    std::optional<TextRange> Before = R.pragmasOf(Loop),
                             Own = R.Edits.rangeOf(Loop->getSourceRange());
    if (!Before || !Own)
      continue; // checked by rewrite
    const bool Semicolon = semicolonFollows(Whole);
    std::string Pragmas = pragmasInLine(R.Edits.original(*Before)).value_or("");
    R.replace(Whole, "a loop",
              {(Semicolon ? "do { " : "{ ") + Text.first + Pragmas, R.sub(*Own),
               (Semicolon ? "; " : " ") + Text.second + (Semicolon ? "} while (0)" : "}")});
  }
}

} // namespace limiter
