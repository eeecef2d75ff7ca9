// Store-only: keeps global stores with their addresses and the control flow; global loads
// become opaque values and every stored value is lim::stored (one value from the run-time
// flag, shared by all stores), so that the arithmetic that computed it is dead (a loop that
// only computes it is emptied: removeDeadComputeLoops). Shared-memory
// stores get opaque values too; stores of values that decide addresses or branches (structural) are
// kept.

#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "variants/RuleContext.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// The value a store assigns (`v` of `p[i] = v`), or null.
const Expr *assignedValue(const Expr *Store) {
  if (const auto *B = dyn_cast<BinaryOperator>(Store))
    return B->getRHS();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Store); Op && Op->getNumArgs() == 2)
    return Op->getArg(1);
  return nullptr;
}

/// `(void)(STORE), ` for each store inside a stored value (an atomic, `*base = atomicAdd(&head[0],
/// n)`, or an assignment whose result is read, `s[i] = (p[j] = v).y`): a store of its own, which
/// stays ahead of the opaque value, rewritten as its own kind is.
std::vector<EditSet::Piece> storesIn(RuleContext &R, const FunctionModel &M, const Expr *Value) {
  std::vector<EditSet::Piece> Out;
  if (!Value)
    return Out;
  BodyNodes Inside(Value);
  auto In = [&](const Stmt *Node) {
    return std::find(Inside.Exprs.begin(), Inside.Exprs.end(), Node) != Inside.Exprs.end();
  };
  for (const AccessSite &Other : M.Accesses) {
    if (!Other.Writes || !In(Other.Node))
      continue;
    const Stmt *Store = Other.IsIntrinsic ? Other.Node : R.consumer(cast<Expr>(Other.Node));
    if (!Store || !In(Store))
      continue;
    if (std::optional<TextRange> Range = R.range(Store, "a store"))
      Out.insert(Out.end(), {std::string("(void)("), EditSet::Sub{*Range}, std::string("), ")});
  }
  return Out;
}

bool storesOpaque(RuleContext &R, const FunctionModel &M, const AccessSite &A) {
  const auto *Target = cast<Expr>(A.Node);
  const Expr *Store = R.consumer(Target);
  std::optional<TextRange> Lhs = R.range(Target, "a store");
  if (!Lhs || !Store)
    return false;
  bool IsAssignment = false;
  if (const auto *B = dyn_cast<BinaryOperator>(Store))
    IsAssignment = B->isAssignmentOp();
  else if (const auto *U = dyn_cast<UnaryOperator>(Store))
    IsAssignment = U->isIncrementDecrementOp();
  else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Store))
    IsAssignment = Op->isAssignmentOp();
  // Memory bound to a helper's non-const reference whose value decides a branch or an address
  // (a compare-and-swap): the helper's clone writes it as the full kernel does, as store-only
  // keeps every structural value.
  const auto *Call = dyn_cast<CallExpr>(Store);
  if (!IsAssignment && Call && A.Structural && cloneableCallee(Call, R.Ctx.getSourceManager()))
    return false;
  if (!IsAssignment) {
    R.conservative(Store, DiagId::StoreNotGuardable,
                   "a store that is not an assignment keeps its value", "");
    return false;
  }
  std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Lhs}, std::string(" = ")};
  std::vector<EditSet::Piece> Inner = storesIn(R, M, assignedValue(Store));
  if (!Inner.empty()) {
    Pieces.emplace_back(std::string("("));
    Pieces.insert(Pieces.end(), Inner.begin(), Inner.end());
  }
  std::vector<EditSet::Piece> Value = R.storedValueFor(*Lhs);
  Pieces.insert(Pieces.end(), Value.begin(), Value.end());
  if (!Inner.empty())
    Pieces.emplace_back(std::string(")"));
  return R.replace(Store, "a store", std::move(Pieces));
}

} // namespace

void applyStoreOnlyRule(RuleContext &R, const FunctionModel &M) {
  reportUnsupported(R, M);
  removeDeadComputeLoops(R, M);
  replaceGlobalLoads(R, M);
  for (const AccessSite &A : M.Accesses) {
    bool Stored = isGlobalLike(A.Space) || A.Space == AddressSpace::Shared;
    if (!A.Writes || !Stored || M.isStructural(R.consumer(cast<Expr>(A.Node))))
      continue;
    if (const CallExpr *Surface = surfaceWriteOf(A)) {
      // The write stays; its value is one no load or arithmetic computes.
      std::optional<TextRange> Value = R.range(Surface->getArg(0), "a surface write's value");
      if (Value &&
          R.replace(Surface->getArg(0), "a surface write's value", R.storedValueFor(*Value)))
        R.count("stores_opaque");
      continue;
    }
    if (A.IsIntrinsic) {
      // Atomics stay (they are stores) but add an opaque value.
      const auto *Call = cast<CallExpr>(A.Node);
      if (Call->getNumArgs() < 2)
        continue;
      // The whole call is rewritten, with the stored operand replaced.
      std::optional<TextRange> Callee = R.range(Call->getCallee(), "an atomic");
      std::optional<TextRange> Ptr = R.range(Call->getArg(0), "an address");
      std::vector<EditSet::Piece> Pieces;
      if (Callee && Ptr)
        Pieces = {EditSet::Sub{*Callee}, std::string("("), EditSet::Sub{*Ptr}};
      for (unsigned I = 1; Callee && Ptr && I + 1 < Call->getNumArgs(); ++I) {
        std::optional<TextRange> Arg = R.range(Call->getArg(I), "an atomic's operand");
        if (!Arg)
          return;
        Pieces.insert(Pieces.end(), {std::string(", "), EditSet::Sub{*Arg}});
      }
      std::optional<TextRange> V = R.range(Call->getArg(Call->getNumArgs() - 1), "a value");
      if (!Callee || !Ptr || !V)
        continue;
      Pieces.emplace_back(std::string(", "));
      std::vector<EditSet::Piece> Value = R.storedValueFor(*V);
      Pieces.insert(Pieces.end(), Value.begin(), Value.end());
      Pieces.emplace_back(std::string(")"));
      if (R.replace(Call, "an atomic", std::move(Pieces)))
        R.count("atomics_kept");
      continue;
    }
    if (storesOpaque(R, M, A))
      R.count(A.Space == AddressSpace::Shared ? "shared_stores_opaque" : "stores_opaque");
  }
}

} // namespace limiter
