// No bank conflicts (a what-if): a copy of full whose shared arrays of two or more dimensions
// are padded, and nothing else: each row of `__shared__ T tile[R][C]` grows by one 32-bit
// word's worth of elements (`tile[R][(C) + 1]` for 4-byte and wider elements, two elements of
// a 2-byte type, four of a byte) where a row holds an even number of the words a lane's access
// takes, so that lanes reading down a column land in different banks. A row of an odd number
// of words is conflict-free for such reads already, and is left alone. Every access stays
// where it was (the same element of the same tile), only the layout changes: its results are
// full's, its time is what the conflicts of column-wise access cost. Shared memory indexed by
// hand (a one-dimensional or dynamic array) keeps its layout: its conflicts come from the
// index, which padding cannot change, and the what-if says it did not touch them.

#include "variants/RuleContext.h"

#include "ast/BodyNodes.h"

#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace limiter {
namespace {

/// The innermost written dimension of an array declaration (`[C]` of `T a[R][C]`), or an empty
/// location when the type is not written as a constant array of arrays.
ConstantArrayTypeLoc innermostDimension(const VarDecl *V) {
  TypeSourceInfo *Info = V->getTypeSourceInfo();
  if (!Info)
    return {};
  auto Outer = Info->getTypeLoc().getAs<ConstantArrayTypeLoc>();
  if (!Outer)
    return {};
  ConstantArrayTypeLoc Inner = Outer;
  unsigned Dimensions = 1;
  while (auto Next = Inner.getElementLoc().getAs<ConstantArrayTypeLoc>()) {
    Inner = Next;
    ++Dimensions;
  }
  return Dimensions >= 2 ? Inner : ConstantArrayTypeLoc();
}

/// The elements of padding that make a row of Columns elements of Element bytes an odd number
/// of bank-sized units (max(4, Element) bytes, what one lane's access spans); 0 where the row
/// is odd already (or cannot be told).
unsigned paddingFor(uint64_t Columns, uint64_t Element) {
  if (Element == 0 || Element > 16)
    return 0;
  const uint64_t Unit = Element < 4 ? 4 : Element;
  if ((Columns * Element) % Unit != 0 || ((Columns * Element) / Unit) % 2 == 1)
    return 0;
  return static_cast<unsigned>(Unit / Element);
}

/// Whether every use of V in Body subscripts it (`tile[y][x]`): an array passed on whole (to a
/// helper taking `float (*)[32]`, or by address) would no longer match its padded type.
bool onlySubscripted(const VarDecl *V, const BodyNodes &Body, ASTContext &Ctx) {
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V)
      continue;
    const Expr *Use = Ref;
    DynTypedNodeList Parents = Ctx.getParents(*Use);
    while (!Parents.empty() && Parents[0].get<ImplicitCastExpr>()) {
      Use = Parents[0].get<ImplicitCastExpr>();
      Parents = Ctx.getParents(*Use);
    }
    const auto *Subscript = Parents.empty() ? nullptr : Parents[0].get<ArraySubscriptExpr>();
    if (!Subscript || Subscript->getBase() != Use)
      return false;
  }
  return true;
}

/// The static shared memory the function's own `__shared__` variables take, in bytes.
uint64_t staticSharedBytes(const BodyNodes &Body, ASTContext &Ctx) {
  uint64_t Bytes = 0;
  for (const VarDecl *V : Body.Vars)
    if (V->hasAttr<CUDASharedAttr>() && !V->getType()->isIncompleteType())
      Bytes += Ctx.getTypeSizeInChars(V->getType()).getQuantity();
  return Bytes;
}

/// The declaration statement of V in Body (where the what-if says it kept V's layout).
const Stmt *declarationOf(const VarDecl *V, const BodyNodes &Body) {
  for (const Stmt *S : Body.Stmts)
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *Each : D->decls())
        if (Each == V)
          return D;
  return nullptr;
}

/// The most static shared memory a block may have (48 KiB): more needs dynamic shared memory.
constexpr uint64_t StaticSharedLimit = 48 * 1024;

} // namespace

void applyNoBankConflictRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  uint64_t Shared = staticSharedBytes(Body, R.Ctx);
  for (const VarDecl *V : Body.Vars) {
    if (!V->hasAttr<CUDASharedAttr>())
      continue;
    ConstantArrayTypeLoc Inner = innermostDimension(V);
    if (!Inner || !Inner.getSizeExpr())
      continue;
    const auto *Row = R.Ctx.getAsConstantArrayType(Inner.getType());
    if (!Row)
      continue;
    QualType Element = R.Ctx.getBaseElementType(Row->getElementType());
    unsigned Pad = paddingFor(Row->getSize().getZExtValue(),
                              R.Ctx.getTypeSizeInChars(Element).getQuantity());
    if (Pad == 0)
      continue;
    // The padded array's size: its rows grow by Pad elements each.
    const uint64_t Rows = R.Ctx.getTypeSizeInChars(V->getType()).getQuantity() /
                          R.Ctx.getTypeSizeInChars(Inner.getType()).getQuantity();
    const uint64_t Grows = Rows * Pad * R.Ctx.getTypeSizeInChars(Element).getQuantity();
    const Stmt *Declared = declarationOf(V, Body);
    if (!Declared || !onlySubscripted(V, Body, R.Ctx) || Shared + Grows > StaticSharedLimit) {
      R.count("shared_arrays_kept");
      if (Declared)
        R.conservative(Declared, DiagId::UnsupportedMemoryOp,
                     "keeps the layout of shared array '" + V->getNameAsString() +
                         "' (used other than by subscript, or its padding would pass the 48 "
                         "KiB of static shared memory)",
                       "subscript the array where it is declared for the what-if to pad it");
      continue;
    }
    Shared += Grows;
    std::optional<TextRange> Size = R.range(Inner.getSizeExpr(), "a shared array's row length");
    if (Size && R.replace(Inner.getSizeExpr(), "a shared array's row length",
                          {std::string("("), EditSet::Sub{*Size},
                           ") + " + std::to_string(Pad)}))
      R.count("shared_rows_padded");
  }
}

} // namespace limiter
