// Store-only: keeps global stores with their addresses and the control flow; global loads
// become opaque values and every stored value is an opaque value, so that the arithmetic that
// computed it is dead. Shared-memory stores get opaque values too; stores of values that decide
// addresses or branches (structural) are kept.

#include "RuleContext.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace limiter {
namespace {

bool storesOpaque(RuleContext &R, const AccessSite &A) {
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
  if (!IsAssignment) {
    R.conservative(Store, DiagId::StoreNotGuardable,
                   "a store that is not an assignment keeps its value", "");
    return false;
  }
  std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Lhs}, std::string(" = ")};
  std::vector<EditSet::Piece> Value = R.opaqueOf(*Lhs);
  Pieces.insert(Pieces.end(), Value.begin(), Value.end());
  return R.replace(Store, "a store", std::move(Pieces));
}

} // namespace

void applyStoreOnlyRule(RuleContext &R, const FunctionModel &M) {
  replaceGlobalLoads(R, M);
  for (const AccessSite &A : M.Accesses) {
    bool Stored = isGlobalLike(A.Space) || A.Space == AddressSpace::Shared;
    if (!A.Writes || !Stored || M.isStructural(R.consumer(cast<Expr>(A.Node))))
      continue;
    if (A.IsIntrinsic) {
      // Atomics stay (they are stores) but add an opaque value.
      const auto *Call = cast<CallExpr>(A.Node);
      if (Call->getNumArgs() < 2)
        continue;
      const Expr *Value = Call->getArg(Call->getNumArgs() - 1);
      std::optional<TextRange> V = R.range(Value, "an atomic's value");
      std::optional<TextRange> Ptr = R.range(Call->getArg(0), "an address");
      if (V && Ptr &&
          R.replace(Value, "an atomic's value",
                    {std::string("lim::opaque<decltype("), EditSet::Sub{*V},
                     ")>(" + std::string(FlagParam) + ", " + std::to_string(R.siteOf(*V)) + "u, ",
                     EditSet::Sub{*Ptr}, std::string(")")}))
        R.count("atomics_kept");
      continue;
    }
    if (storesOpaque(R, A))
      R.count(A.Space == AddressSpace::Shared ? "shared_stores_opaque" : "stores_opaque");
  }
}

} // namespace limiter
