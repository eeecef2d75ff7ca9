// Mem-only's folds: the values that carry loaded data become lim::fold of their carriers
// (MemOnlyRewriter.h).

#include "variants/MemOnlyRewriter.h"

#include "ast/Memory.h"
#include "variants/Carriers.h"
#include "variants/MemOnlyValues.h"
#include "variants/RuleContext.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "model/KernelModel.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// What mem-only keeps of a value's leaves: the carriers. With none, and where a value must be
/// produced (a global store, a helper's argument or result), every leaf but the constant-memory
/// reads: a global store of shared data copies staged data out.
std::vector<const Expr *> keptLeaves(const std::vector<const Expr *> &Leaves,
                                     const FunctionModel &M, const Carriers &C, bool CarriersOnly) {
  std::vector<const Expr *> Out;
  for (const Expr *L : Leaves)
    if (C.carries(L))
      Out.push_back(L);
  if (!Out.empty() || CarriersOnly)
    return Out;
  for (const Expr *L : Leaves) {
    const AccessSite *A = M.accessAt(L->IgnoreImpCasts());
    if (!A || A->Space != AddressSpace::Constant)
      Out.push_back(L);
  }
  return Out;
}

} // namespace

void MemOnlyRewriter::rewriteExpr(const Expr *E) {
  if (std::optional<Assignment> A = asAssignment(E)) {
    if (isArithmetic(A->Target->getType()))
      rewriteAssignment(E, *A);
    return;
  }
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return;
  // Arguments of helpers (cloned, so their own values are folded inside), the value
  // operands of atomics and the value a surface write stores (its first argument).
  // One whose result decides accesses stays (M.isMemStructural skips it above).
  if (std::optional<GroupCombination> G = foldableGroupCombination(Call)) {
    foldGroupCombination(*G);
    return;
  }
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (isSurfaceWrite(Callee)) {
    if (!M.isMemStructural(Call->getArg(0)))
      foldValue(Call->getArg(0), false);
    return;
  }
  bool Helper = cloneableCallee(Call, SM) != nullptr;
  bool Known = Callee && lookupKnownCallee(Callee);
  if (!Helper && !Known)
    return;
  for (unsigned I = Known ? 1 : 0; I < Call->getNumArgs(); ++I)
    if (!M.isMemStructural(Call->getArg(I)))
      foldValue(Call->getArg(I), false);
}

void MemOnlyRewriter::foldGroupCombination(const GroupCombination &G) {
  const char *What = "the operator of a group's reduction or scan";
  if (!M.isMemStructural(G.Value))
    foldValue(G.Value->IgnoreImplicit(),
              false); // `reduce(tile, x * x, op)`: the product is arithmetic too
  if (G.Op) {
    if (R.replace(G.Op, What, {std::string("lim::fold_op{}")}))
      R.count("group_combinations_folded");
    return;
  }
  // The operator goes in with the `,` or `)` after that argument: an insertion at the
  // argument's end would land inside a fold of it.
  std::optional<TextRange> Initial, Method, Next;
  if (std::optional<Token> T = Lexer::findNextToken(G.After->getEndLoc(), SM, R.Ctx.getLangOpts());
      T && T->isOneOf(tok::comma, tok::r_paren))
    Next = R.Edits.tokenAt(T->getLocation());
  if (!Next || (G.Initial && !(Initial = R.range(G.Initial, What))) ||
      (!G.Renamed.empty() && !(Method = R.Edits.tokenAt(G.Method)))) {
    R.macroInTheWay(G.After);
    return R.conservative(G.After, DiagId::MacroNotRewritten,
                          std::string(What) + " is spelled inside a macro and is kept",
                          "write the call outside the macro, or pass it as a macro argument");
  }
  if (R.Edits.hasEdit(*Next))
    return; // Done for another instantiation.
  std::string Text = ", lim::fold_op{}";
  if (Initial) {
    // In a decltype, on one line: the lines below keep their numbers.
    std::string Type = R.Edits.original(*Initial);
    std::replace(Type.begin(), Type.end(), '\n', ' ');
    Text = ", lim::initial_of<decltype(" + Type + ")>()" + Text;
  }
  if (!R.Edits.replace(*Next, {Text + R.Edits.original(*Next)}) ||
      (Method && !R.Edits.replace(*Method, {G.Renamed})))
    return R.conservative(G.After, DiagId::MacroNotRewritten,
                          std::string(What) + " overlaps another rewritten expression and is "
                                              "kept as is",
                          "split the expression into simpler statements");
  R.count("group_combinations_folded");
}

void MemOnlyRewriter::rewriteAssignment(const Expr *E, const Assignment &A) {
  const AccessSite *Site = M.accessAt(A.Target->IgnoreParens());
  bool GlobalStore = Site && isGlobalLike(Site->Space);
  std::vector<const Expr *> Leaves;
  if (A.Compound)
    Leaves.push_back(A.Target);
  if (A.Value)
    gatherLeaves(A.Value, R.Ctx, Leaves);
  // Arithmetic under an implicit conversion (`uchar = int expression`) is arithmetic still.
  bool Arithmetic = A.Compound || (A.Value && isInterior(throughCopies(A.Value), SM));
  if (!Arithmetic || (!A.Compound && Leaves.empty()))
    return; // A copy moves data, and a constant (`-1`) costs nothing: kept.
  std::vector<const Expr *> Kept = keptLeaves(Leaves, M, C, !GlobalStore);
  // `s[i] ^= k[i]` on shared memory reads what an earlier statement stored there: the fold
  // keeps that read, or the store before it would be dead (overwritten unread) and the load
  // that fed it with it (`s[i] = in[g]; s[i] = fold(k[i])` loses in[g]).
  if (A.Compound && Site && Site->Space == AddressSpace::Shared && !Kept.empty() &&
      std::find(Kept.begin(), Kept.end(), A.Target) == Kept.end())
    Kept.insert(Kept.begin(), A.Target);
  if (Kept.empty() && !GlobalStore && isStatement(E)) {
    // Arithmetic on values already in memory or on constants, stored into a register or
    // into shared memory: the work mem-only removes.
    if (R.replace(E, "arithmetic that carries no loaded data", {std::string("(void)0")}))
      R.count("updates_removed");
    return;
  }
  // `p[i]++`, or `p[i] += e` where e carries nothing (or was computed by a removed loop),
  // gives `p[i] = fold(p[i])`: a fold of one leaf adds 1, so the store is no store of the
  // value just loaded (the compiler would delete both).
  std::optional<TextRange> Lhs = R.range(A.Target, "an updated value");
  if (!Lhs)
    return;
  std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Lhs}, std::string(" = lim::fold<decltype("),
                                        EditSet::Sub{*Lhs, true}, std::string(")>(")};
  std::optional<TextRange> Whole = R.Edits.rangeOf(E->getSourceRange());
  if (Whole && appendLeaves(Kept, Pieces, Whole->Begin) &&
      R.replace(E, "an update", std::move(Pieces)))
    R.count("values_folded");
}

void MemOnlyRewriter::foldValue(const Expr *Value, bool CarriersOnly) {
  const Expr *Stripped = operatorUnderCopies(Value->IgnoreParens());
  // Arithmetic converted to the value's type (`float inner = 0.79 * (v + ...)` computes in
  // double): its arithmetic is folded, in its own type, and converted as before.
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Stripped)) {
    const CastKind Kind = Cast->getCastKind();
    const Expr *Inner = Cast->getSubExpr()->IgnoreParens();
    if ((Kind == CK_FloatingCast || Kind == CK_IntegralToFloating) &&
        isa<BinaryOperator, UnaryOperator, ConditionalOperator>(Inner) &&
        isArithmetic(Inner->getType()))
      foldValue(Inner, CarriersOnly);
    return;
  }
  if (!isArithmetic(Value->getType()) || !isInterior(Stripped, SM))
    return;
  std::vector<const Expr *> Leaves;
  gatherLeaves(Stripped, R.Ctx, Leaves);
  if (Leaves.empty())
    return;
  std::vector<const Expr *> Kept = keptLeaves(Leaves, M, C, CarriersOnly);
  // A variable's value that carries no loaded data still gets one of its operands: a fold
  // of nothing is the constant 0, and a later `x / v` that stays would divide by it, which
  // lets the compiler delete the code around it.
  if (Kept.empty())
    Kept = keptLeaves(Leaves, M, C, false);
  std::optional<TextRange> Whole = R.range(Value, "an arithmetic expression");
  if (!Whole)
    return;
  std::vector<EditSet::Piece> Pieces = {std::string("lim::fold<decltype("),
                                        EditSet::Sub{*Whole, true}, std::string(")>(")};
  // A glvalue bound to a reference (`probe(static_cast<const float &>(x))`, a template's `U
  // &`): the fold as an lvalue of its type, so that the helper deduces as in full.
  const bool LValue = Value->isGLValue() && R.boundToReference(Value);
  if (LValue)
    Pieces.insert(Pieces.begin(), {std::string("lim::as_lvalue<decltype("),
                                   EditSet::Sub{*Whole, true}, std::string(")>(")});
  if (!appendLeaves(Kept, Pieces, Whole->Begin))
    return;
  if (LValue)
    Pieces.emplace_back(std::string(")"));
  if (R.replace(Value, "an arithmetic expression", std::move(Pieces)))
    R.count("values_folded");
}

bool MemOnlyRewriter::appendLeaves(const std::vector<const Expr *> &Leaves,
                                   std::vector<EditSet::Piece> &Pieces, unsigned Start) {
  // A macro call kept whole keeps its arithmetic: honest only where that arithmetic is on
  // no loaded data (index math). Every such call is in the way (expanding them all at once
  // saves parses).
  const Expr *InMacro = nullptr;
  for (const Expr *Leaf : Leaves)
    if (isInterior(Leaf, SM) && isWholeMacroCall(Leaf, R.Ctx) && C.carries(Leaf)) {
      R.macroInTheWay(Leaf);
      InMacro = InMacro ? InMacro : Leaf;
    }
  if (InMacro) {
    R.conservative(InMacro, DiagId::MacroNotRewritten,
                   "arithmetic on loaded data inside a macro expansion is kept",
                   "expand the macro by hand in the kernel");
    return false;
  }
  long Emitted = 0;
  for (std::size_t I = 0; I < Leaves.size(); ++I) {
    std::optional<TextRange> Leaf = R.range(Leaves[I], "an operand");
    if (!Leaf)
      return false;
    if (I)
      Pieces.emplace_back(std::string(", "));
    if (Leaf->Begin > Start) {
      std::string Before = R.Edits.original({Start, Leaf->Begin});
      long Line = std::count(Before.begin(), Before.end(), '\n');
      if (Line > Emitted)
        Pieces.emplace_back(std::string(static_cast<std::size_t>(Line - Emitted), '\n'));
      Emitted = std::max(Emitted, Line);
    }
    // An operand read through an implicit conversion (`in[i]` on a pointer wrapper, whose
    // reference object converts to the value) is written as that conversion: the fold takes
    // the value, not the object.
    std::optional<QualType> Converted = implicitConversionOf(Leaves[I]);
    if (Converted)
      Pieces.emplace_back("static_cast<" + Converted->getAsString(R.Ctx.getPrintingPolicy()) +
                          ">(");
    Pieces.emplace_back(EditSet::Sub{*Leaf});
    if (Converted)
      Pieces.emplace_back(std::string(")"));
  }
  Pieces.emplace_back(std::string(")"));
  return true;
}

std::optional<QualType> MemOnlyRewriter::implicitConversionOf(const Expr *Leaf) {
  Leaf = Leaf->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Leaf))
    if (Cast->getCastKind() == CK_UserDefinedConversion)
      return Cast->getType().getCanonicalType().getUnqualifiedType();
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(Leaf))
    if (isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()) &&
        Call->getExprLoc() == Call->getImplicitObjectArgument()->getExprLoc())
      return Call->getType().getNonReferenceType().getCanonicalType().getUnqualifiedType();
  return std::nullopt;
}

} // namespace limiter
