// Streaming accesses (a what-if): a copy of full whose global loads and stores carry the
// evict-first hint (`__ldcs(&(p[i]))`; `p[i] = v;` as `__stcs(&(p[i]), v);`), and nothing
// else: data touched once do not push out of the caches what others reuse. Its results are
// full's; its time is what the default caching costs. A store whose value is used (`a =
// p[i] = v`), a compound assignment or an increment keeps its plain store, said.

#include "variants/CacheHints.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace limiter {
namespace {

/// The assignment `LHS = V` whose left side is the access, as a statement of its own.
const BinaryOperator *plainStoreOf(RuleContext &R, const AccessSite &A) {
  if (A.Space != AddressSpace::Global || !A.Writes || A.Reads || A.IsIntrinsic || !A.Node ||
      !hasCacheHints(A.Node->getType()))
    return nullptr;
  const auto *Assign = dyn_cast_or_null<BinaryOperator>(R.consumer(A.Node));
  if (!Assign || Assign->getOpcode() != BO_Assign || Assign->getLHS()->IgnoreParens() != A.Node)
    return nullptr;
  DynTypedNodeList Parents = R.Ctx.getParents(*Assign);
  if (Parents.empty() || Parents[0].get<Expr>())
    return nullptr; // its value is used
  return Assign;
}

} // namespace

void applyStreamingRule(RuleContext &R, const FunctionModel &M) {
  hintLoads(R, M, "__ldcs", "global_loads_streaming");
  for (const AccessSite &A : M.Accesses) {
    if (A.Space != AddressSpace::Global || !A.Writes || A.IsIntrinsic)
      continue;
    const BinaryOperator *Store = plainStoreOf(R, A);
    std::optional<TextRange> Target, Value;
    if (Store) {
      Target = R.range(Store->getLHS(), "a global store's target");
      Value = R.range(Store->getRHS(), "a stored value");
    }
    if (!Store) {
      R.count("global_stores_kept");
      R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                     "keeps a global store it cannot pass to __stcs (a compound assignment, an "
                     "increment, a store whose value is used, or of a type without cache hints)",
                     "write the store as a statement `p[i] = value;`");
      continue;
    }
    if (Target && Value &&
        R.replace(Store, "a global store",
                  {std::string("__stcs(&("), EditSet::Sub{*Target}, std::string("), "),
                   EditSet::Sub{*Value}, std::string(")")}))
      R.count("global_stores_streaming");
  }
}

} // namespace limiter
