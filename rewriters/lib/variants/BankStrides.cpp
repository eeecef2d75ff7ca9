// Whether a warp's accesses to a shared array meet in distinct banks as written. A tile read
// along its rows (`tile[threadIdx.y][threadIdx.x]`, `s[tid + d]`) has no conflict to remove:
// padding its rows only adds arithmetic, and where a warp spans two rows of a 16-wide block it
// adds a conflict of its own (lane 31's word of the padded row lands in lane 0's bank). The
// lanes' stride is read from the indices (laneStride), as for a warp in one row of its block;
// where no constant stride describes an access (an XOR swizzle), its lanes' indices are
// evaluated (LaneBanks.h); where neither tells, the array counts as conflicting.

#include "variants/BankStrides.h"

#include "ast/Parents.h"
#include "variants/LaneBanks.h"
#include "variants/LaneStride.h"

#include "clang/AST/ParentMapContext.h"

#include <cstdlib>

using namespace clang;

namespace limiter {
namespace {

/// The parent of E, seen through implicit conversions (a row's decay to a pointer), or null.
const Stmt *parentThroughCasts(const Expr *E, ASTContext &Ctx) {
  const Stmt *Node = E;
  while (true) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Node);
    const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!P || !isa<ImplicitCastExpr>(P))
      return P;
    Node = P;
  }
}

/// The bytes of an element a lane's access takes whole: an arithmetic scalar, a vector type,
/// or a struct aligned to its size (float2, int4, __half2, char4: a vector's struct, moved as
/// one access; a struct of two floats aligned to 4 is moved as two 32-bit words, two bank
/// words apart a lane); 0 where it cannot be told. (A whole float2 read of which nvcc keeps
/// one member is taken for the whole.)
uint64_t elementBytes(QualType T, ASTContext &Ctx) {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType())
    return 0;
  const uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
  const bool Whole = T->isArithmeticType() || T->isVectorType() ||
                     (T->isRecordType() &&
                      static_cast<uint64_t>(Ctx.getTypeAlignInChars(T).getQuantity()) == Bytes);
  return Whole && Bytes != 0 && Bytes <= 16 && (Bytes & (Bytes - 1)) == 0 ? Bytes : 0;
}

/// One access's subscripts, outermost dimension first, the sizes of the dimensions after the
/// first, and the bytes of its element; none where the access is not a whole element's.
struct Subscripts {
  std::vector<const Expr *> Indices;
  std::vector<long long> Inner;
  uint64_t Bytes = 0;
};

std::optional<Subscripts> accessSubscripts(const ArraySubscriptExpr *Use, QualType Array,
                                           ASTContext &Ctx) {
  Subscripts S;
  S.Indices = {Use->getIdx()};
  const Expr *Last = Use;
  while (const auto *Next = dyn_cast_or_null<ArraySubscriptExpr>(parentThroughCasts(Last, Ctx))) {
    if (Next->getBase()->IgnoreImpCasts() != Last)
      break;
    S.Indices.push_back(Next->getIdx());
    Last = Next;
  }
  if (isa_and_nonnull<MemberExpr>(parentThroughCasts(Last, Ctx)))
    return std::nullopt; // a member of a struct element: its width is not the element's
  // Each dimension's size after the first (whose size does not matter: `s[]` has none).
  const ArrayType *Dim = Ctx.getAsArrayType(Array);
  if (!Dim)
    return std::nullopt;
  QualType Element = Dim->getElementType();
  while (const ArrayType *Next = Ctx.getAsArrayType(Element)) {
    const auto *Fixed = dyn_cast<ConstantArrayType>(Next);
    if (!Fixed)
      return std::nullopt;
    S.Inner.push_back(static_cast<long long>(Fixed->getSize().getZExtValue()));
    Element = Next->getElementType();
  }
  if (S.Indices.size() != S.Inner.size() + 1 || !(S.Bytes = elementBytes(Element, Ctx)))
    return std::nullopt;
  return S;
}

/// The lanes' stride of one access in the array's elements, or none.
std::optional<long long> strideOf(const Subscripts &S, const Uniformity &U, const Stmt *Body) {
  long long Stride = 0, Step = 1;
  for (size_t D = S.Indices.size(); D-- > 0;) {
    std::optional<long long> K = laneStride({S.Indices[D]}, U, Body);
    if (!K)
      return std::nullopt;
    Stride += *K * Step;
    if (D > 0)
      Step *= S.Inner[D - 1];
    if (std::llabs(Stride) >= (1LL << 40) || Step >= (1LL << 40))
      return std::nullopt;
  }
  return Stride;
}

} // namespace

bool distinctBanks(long long Stride, uint64_t Bytes) {
  const long long K = std::llabs(Stride);
  if (K == 0)
    return true; // one element: a broadcast
  if (Bytes >= 4)
    return K % 2 == 1; // an odd number of the element's words: every bank once a phase
  const long long Apart = K * static_cast<long long>(Bytes);
  return Apart <= 4 || (Apart % 4 == 0 && (Apart / 4) % 2 == 1);
}

std::optional<long long> laneStrideOf(const ArraySubscriptExpr *Use, QualType Array,
                                      const Uniformity &U, const Stmt *Body) {
  if (Array.isNull() || Array->isDependentType())
    return std::nullopt;
  std::optional<Subscripts> S = accessSubscripts(Use, Array, U.context());
  return S ? strideOf(*S, U, Body) : std::nullopt;
}

bool conflictFreeAsWritten(const std::vector<const ArraySubscriptExpr *> &Uses, QualType Array,
                           const Uniformity &U, const Stmt *Body) {
  if (Array.isNull() || Array->isDependentType())
    return false;
  for (const ArraySubscriptExpr *Use : Uses) {
    std::optional<Subscripts> S = accessSubscripts(Use, Array, U.context());
    if (!S)
      return false;
    // A constant stride decides; where none describes the lanes (a swizzle), their indices
    // evaluated do.
    std::optional<long long> Stride = strideOf(*S, U, Body);
    if (Stride ? !distinctBanks(*Stride, S->Bytes)
               : !lanesMeetBanksApart(S->Indices, S->Inner, S->Bytes, U, Body))
      return false;
  }
  return true;
}

} // namespace limiter
