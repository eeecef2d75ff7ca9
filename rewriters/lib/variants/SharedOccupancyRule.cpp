// Shared occupancy (a what-if): a copy of full whose large static shared arrays are folded onto
// a smaller footprint, so that more blocks fit on a multiprocessor where full's shared memory
// is what holds them. Each of the kernel's own `__shared__` arrays of more than 8 KiB, used only
// by subscript, keeps its first F rows (F the fewest, a power of two, that take 8 KiB and span
// a whole number of rows of 32 banks), and every access `s[e]` (of its outermost dimension)
// becomes `s[lim::shared_folded<F>(e)]`, e's row taken modulo F: every access stays inside the
// smaller array on the bank it had, the kernel runs
// its own work, and its results are wrong on purpose. `limiter run` launches it without
// padding, where its blocks per multiprocessor pass full's, and its time says what the shared
// memory that held them costs (a smaller tile or buffer is the fix); elsewhere it is not
// applicable. An AND per access is its own cost, which the potential understates; a warp
// whose lanes' rows lie F or more apart now meets itself in the same words, which a bank
// conflict's replays may take less time to serve.
//
// Dynamic shared memory is folded the same way, under every name the kernel and its helpers
// reach it by (`extern __shared__` arrays and the pointers that start where it starts:
// DynamicShared.h): each access keeps its element modulo F, F the most elements, a power of
// two, that 8 KiB hold (`lim::shared_folded_dynamic_of<sizeof(s[0])>` in a template's text),
// and `limiter run` launches the what-if with at most 8 KiB of it (the manifest's
// `dynamic_accesses_folded`), so that a launch's large buffer no longer holds the blocks.
//
// Kept, and said: an array used other than by subscript (passed on whole, an element's address
// taken other than for an atomic), or whose length is not a constant of the declaration (a
// template's parameter); dynamic shared memory one of whose names is used so, or reached by
// elements of different sizes. A file's own `__shared__` array is not folded.

#include "variants/DynamicShared.h"
#include "variants/RuleContext.h"
#include "variants/SharedArrays.h"

#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// What each folded array keeps, at least, in bytes.
constexpr uint64_t FoldedBytes = 8 * 1024;

/// The rows a folded array keeps: the fewest, a power of two, that take FoldedBytes of rows
/// of RowBytes each and span a whole number of rows of the 32 banks (128 bytes), so that
/// every element keeps its bank (32 rows always do; a row of 512 bytes needs 16).
uint64_t foldedRows(uint64_t RowBytes) {
  if (RowBytes == 0)
    return 0;
  uint64_t Rows = 1;
  while (Rows * RowBytes < FoldedBytes || Rows * RowBytes % 128 != 0)
    Rows *= 2;
  return Rows;
}

void keepFootprint(RuleContext &R, const VarDecl *V, const Stmt *At) {
  keepSharedArray(R, V, At, "size", "its length not a constant of its declaration", "fold");
}

/// Whether an element of type T can be folded onto FoldedBytes: a known size no larger (a
/// template's, told only in each instantiation, is).
bool folds(ASTContext &Ctx, QualType T) {
  if (T->isDependentType())
    return true;
  if (T->isIncompleteType() || T->isArrayType())
    return false;
  const uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
  return Bytes != 0 && Bytes <= FoldedBytes;
}

/// The folded index of one access to dynamic shared memory (see the file comment).
std::vector<EditSet::Piece> foldedIndex(RuleContext &R, const DynamicAccess &Access,
                                        bool Templated, TextRange Index) {
  if (Templated || Access.Element->isDependentType())
    return {"lim::shared_folded_dynamic_of<sizeof(" + baseText(Access, R.Ctx) + "[0])>(", EditSet::Sub{Index},
            std::string(")")};
  const uint64_t Bytes = R.Ctx.getTypeSizeInChars(Access.Element).getQuantity();
  uint64_t Elements = 1;
  while (2 * Elements * Bytes <= FoldedBytes)
    Elements *= 2;
  return {"lim::shared_folded<" + std::to_string(Elements) + ">(", EditSet::Sub{Index},
          std::string(")")};
}

} // namespace

void applySharedOccupancyRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  for (const VarDecl *V : sharedArraysOf(Body, R.Ctx)) {
    if (V->isFileVarDecl() || V->getType()->isDependentType())
      continue; // a file's own array; dynamic shared memory is laid out below
    const auto *Array = R.Ctx.getAsConstantArrayType(V->getType());
    if (!Array || R.Ctx.getTypeSizeInChars(V->getType()).getQuantity() <= FoldedBytes)
      continue;
    const uint64_t RowBytes = R.Ctx.getTypeSizeInChars(Array->getElementType()).getQuantity();
    const uint64_t Rows = foldedRows(RowBytes);
    if (Rows == 0 || Rows >= Array->getSize().getZExtValue())
      continue;
    auto Loc = V->getTypeSourceInfo()
                   ? V->getTypeSourceInfo()->getTypeLoc().getAs<ConstantArrayTypeLoc>()
                   : ConstantArrayTypeLoc();
    const Stmt *Declared = declarationOf(V, Body);
    std::optional<std::vector<const ArraySubscriptExpr *>> Uses = subscriptsOf(V, Body, R.Ctx);
    if (!Declared || !Uses || !Loc || !Loc.getSizeExpr()) {
      keepFootprint(R, V, Declared ? Declared : firstUse(V, Body));
      continue;
    }
    if (!R.replace(Loc.getSizeExpr(), "a shared array's length", {std::to_string(Rows)}))
      continue;
    const std::string Helper = "lim::shared_folded<" + std::to_string(Rows) + ">(";
    for (const ArraySubscriptExpr *Use : *Uses) {
      std::optional<TextRange> Index = R.range(Use->getIdx(), "a shared array's index");
      if (Index && R.replace(Use->getIdx(), "a shared array's index",
                             {Helper, EditSet::Sub{*Index}, std::string(")")}))
        R.count("shared_accesses_folded");
    }
    R.count("shared_arrays_folded");
  }
  layOutDynamic(R, M,
                {[&](QualType T) { return folds(R.Ctx, T); },
                 [&](const DynamicAccess &A, bool Templated, TextRange Index) {
                   return foldedIndex(R, A, Templated, Index);
                 },
                 "dynamic_accesses_folded", "the size",
                 "subscript the `extern __shared__` array, or a pointer initialized with it and "
                 "never changed, for the what-if to fold it"});
}

} // namespace limiter
