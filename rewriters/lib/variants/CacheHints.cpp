// The global accesses the cache-hint what-ifs rewrite: see CacheHints.h.

#include "variants/CacheHints.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace limiter {

bool hasCacheHints(QualType T) {
  if (T.getCanonicalType().isVolatileQualified())
    return false; // the hinted loads and stores take no volatile pointer
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *B = T->getAs<BuiltinType>())
    return (B->isInteger() && !B->isBooleanType() && B->getKind() != BuiltinType::Int128 &&
            B->getKind() != BuiltinType::UInt128) ||
           B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Double;
  const auto *Record = T->getAsRecordDecl();
  if (!Record || !Record->getIdentifier())
    return false;
  static const char *Vectors[] = {"char2",   "char4",  "short2", "short4",     "int2",
                                  "int4",    "longlong2", "uchar2", "uchar4", "ushort2",
                                  "ushort4", "uint2",  "uint4",  "ulonglong2", "float2",
                                  "float4",  "double2"};
  for (const char *V : Vectors)
    if (Record->getName() == V)
      return true;
  return false;
}

const Expr *hintableLoad(RuleContext &R, const AccessSite &A) {
  if (A.Space != AddressSpace::Global || !A.Reads || A.Writes || A.IsIntrinsic || !A.Node)
    return nullptr;
  const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(R.consumer(A.Node));
  if (!Cast || Cast->getCastKind() != CK_LValueToRValue || !hasCacheHints(A.Node->getType()))
    return nullptr;
  if (A.Structural && !A.Node->getType().isConstQualified())
    return nullptr;
  return A.Node;
}

void hintLoads(RuleContext &R, const FunctionModel &M, const char *Hint, const char *Counted) {
  for (const AccessSite &A : M.Accesses) {
    if (A.Space != AddressSpace::Global || !A.Reads)
      continue;
    const Expr *Load = hintableLoad(R, A);
    if (!Load) {
      if (A.Writes || A.IsIntrinsic)
        continue; // a store, or an atomic or hinted intrinsic of the kernel's own: not a load
      R.count("global_loads_kept");
      R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                     std::string("keeps a global read it cannot pass to ") + Hint +
                         " (of a type without cache hints, not read as a plain value, or a "
                         "structural read through a pointer to non-const)",
                     "read the value as a built-in or CUDA vector type through `p[i]`");
      continue;
    }
    std::optional<TextRange> Range = R.range(Load, "a global load");
    if (Range && R.replace(Load, "a global load",
                           {std::string(Hint) + "(&(", EditSet::Sub{*Range}, std::string("))")}))
      R.count(Counted);
  }
}

} // namespace limiter
