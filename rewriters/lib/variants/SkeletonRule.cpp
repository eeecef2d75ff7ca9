// Skeleton: keeps the launch, the indexing and the control flow (with the structural loads
// that decide it); global loads become opaque values and every store of data happens only
// under a never-true condition, so that no memory traffic and no arithmetic remain beyond what
// decides addresses and branches. Its time is the floor no other variant goes under.

#include "variants/RuleContext.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace limiter {

void applySkeletonRule(RuleContext &R, const FunctionModel &M) {
  reportUnsupported(R, M);
  replaceGlobalLoads(R, M);
  const std::string Flag(FlagParam);
  for (const AccessSite &A : M.Accesses) {
    bool Stored = isGlobalLike(A.Space) || A.Space == AddressSpace::Shared;
    if (!A.Writes || !Stored)
      continue;
    if (const CallExpr *Surface = surfaceWriteOf(A)) {
      std::optional<TextRange> Whole = R.range(Surface, "a surface write");
      if (Whole && R.replace(Surface, "a surface write",
                             {"(lim::never(" + Flag + ", " + Flag + ") ? ", EditSet::Sub{*Whole},
                              std::string(" : void())")}))
        R.count("stores_guarded");
      continue;
    }
    if (A.IsIntrinsic) {
      const auto *Call = cast<CallExpr>(A.Node);
      std::optional<TextRange> Whole = R.range(Call, "an atomic");
      if (!Whole || Call->getType()->isVoidType())
        continue;
      if (R.replace(Call, "an atomic",
                    {"(lim::never(" + Flag + ", " + Flag + ") ? ", EditSet::Sub{*Whole},
                     std::string(" : lim::stored<decltype("), EditSet::Sub{*Whole},
                     ")>(" + Flag + "))"}))
        R.count("atomics_guarded");
      continue;
    }
    const auto *Target = cast<Expr>(A.Node);
    const Expr *Store = R.consumer(Target);
    if (!Store || M.isStructural(Store))
      continue;
    std::optional<TextRange> Lhs = R.range(Target, "a store");
    if (!Lhs)
      continue;
    std::vector<EditSet::Piece> Pieces = {std::string("lim::guarded_store(&("), EditSet::Sub{*Lhs},
                                          std::string("), ")};
    std::vector<EditSet::Piece> Value = R.storedValueFor(*Lhs);
    Pieces.insert(Pieces.end(), Value.begin(), Value.end());
    Pieces.emplace_back(", " + Flag + ")");
    if (R.replace(Store, "a store", std::move(Pieces)))
      R.count("stores_guarded");
  }
}

} // namespace limiter
