// The bank layouts of the what-ifs (BankLayout.h), so that a warp's strided accesses land in
// different banks:
//  - An array of two or more dimensions (`__shared__ T tile[R][C]`) has each row grown by one
//    32-bit word's worth of elements (`tile[R][(C) + 1]` for 4-byte and wider elements, two
//    elements of a 2-byte type, four of a byte) where a row holds an even number of the words
//    a lane's access takes, so that lanes reading down a column land in different banks. A row
//    of an odd number of words is conflict-free for such reads already, and is left alone. A
//    row decayed into a local pointer only subscripted (`float *row = tile[y]; row[k]`) stays
//    on its elements: C++ keeps such an access inside its row.
//  - A static one-dimensional array is skewed: every access `s[e]` becomes
//    `s[lim::bank_skewed<R, P>(e)]`, which places P elements of padding after each row of 32
//    banks (R elements), so that power-of-two strides up to a row fall in different banks; the
//    array grows by the padding. An access whose lanes lie a stride apart (the tree
//    reduction's `s[2 * d * t + d]`) loses the stride instead, `s[t + d]` (CompactIndex.h),
//    here and in dynamic shared memory: no arithmetic of its own.
//  - Dynamic shared memory cannot grow (its size is the launch's): each whole row is permuted
//    within itself instead, its bank bits XORed with the row's
//    (`lim::bank_swizzled_dynamic`), the last row, where the launch's memory ends inside it,
//    keeping its layout. Every name it is reached by (`extern __shared__` arrays, and local
//    pointers that start where it starts, `T *s = SharedMemory<T>()`: DynamicShared.h) is
//    swizzled alike, or none where one is used other than by subscript.
//  - For the no-bank-conflicts what-if, in a kernel, an array it declares whose every access
//    meets the banks apart already (BankStrides.h), and dynamic shared memory no other function
//    reaches and whose every access does or loses its stride, keep their layout: a new one
//    would only add arithmetic (and, padding a 16-word tile a 16-wide block reads by rows, a
//    conflict of its own).
// Every access stays on the same element of the same array, each element in a place of its
// own, only the layout changes. A view at a fixed offset (`float *row = &s[r * 64]`, `float
// *b = smem + 1024`, only subscripted: OffsetViews.h) is laid out with what it views, its
// offset read again at each access (`row[layout(off + k) - off]`). An array used other than
// by subscript (passed on whole, offset by what may change, an element's address taken other
// than for an atomic and for no view) keeps its layout, and the what-if says so. An access is
// rewritten whole (`s[e]`, not e alone), so that an edit of its index by the same what-if (a role's
// thread index) nests inside it.

#include "variants/BankLayout.h"
#include "variants/BankStrides.h"
#include "variants/CoalescedAccesses.h"
#include "variants/CompactIndex.h"
#include "variants/DynamicShared.h"
#include "variants/OffsetViews.h"
#include "variants/RuleContext.h"
#include "variants/SharedArrays.h"

#include "ast/BodyNodes.h"

#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>

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

/// The most static shared memory a block may have (48 KiB): more needs dynamic shared memory.
constexpr uint64_t StaticSharedLimit = 48 * 1024;

/// What the what-if says where it keeps V's layout.
void keepLayout(RuleContext &R, const VarDecl *V, const Stmt *At) {
  keepSharedArray(R, V, At, "layout", "its padding would pass the 48 KiB of static shared memory",
                  "pad");
}

/// Pads the rows of a shared array of two or more dimensions (Inner: its innermost
/// dimension) whose accesses stay in their rows (paddedRowUses; ValuesDecide: its values
/// decide work); Shared is the function's static shared memory, grown by the padding.
void padRows(RuleContext &R, const VarDecl *V, ConstantArrayTypeLoc Inner, const BodyNodes &Body,
             const Uniformity &U, bool ValuesDecide, uint64_t &Shared) {
  const auto *Row = Inner.getSizeExpr() ? R.Ctx.getAsConstantArrayType(Inner.getType()) : nullptr;
  if (!Row)
    return;
  QualType Element = R.Ctx.getBaseElementType(Row->getElementType());
  unsigned Pad =
      paddingFor(Row->getSize().getZExtValue(), R.Ctx.getTypeSizeInChars(Element).getQuantity());
  if (Pad == 0)
    return;
  // The padded array's size: its rows grow by Pad elements each.
  const uint64_t Rows = R.Ctx.getTypeSizeInChars(V->getType()).getQuantity() /
                        R.Ctx.getTypeSizeInChars(Inner.getType()).getQuantity();
  const uint64_t Grows = Rows * Pad * R.Ctx.getTypeSizeInChars(Element).getQuantity();
  const Stmt *Declared = declarationOf(V, Body);
  if (!Declared || !paddedRowUses(V, Body, U, R.Ctx, ValuesDecide) ||
      Shared + Grows > StaticSharedLimit)
    return keepLayout(R, V, Declared);
  Shared += Grows;
  std::optional<TextRange> Size = R.range(Inner.getSizeExpr(), "a shared array's row length");
  if (Size && R.replace(Inner.getSizeExpr(), "a shared array's row length",
                        {std::string("("), EditSet::Sub{*Size}, ") + " + std::to_string(Pad)}))
    R.count("shared_rows_padded");
}

/// Skews a static one-dimensional shared array: see the file comment.
/// The compacted index of an access whose lanes lie a stride apart (CompactIndex.h), as
/// pieces: `(t) + (c)...`; none where it is not such an index.
std::optional<std::vector<EditSet::Piece>> compacted(RuleContext &R, const Expr *Index,
                                                     const Uniformity &U, const Stmt *Body) {
  std::optional<StridedIndex> S = stridedIndex(Index, U, Body);
  if (!S)
    return std::nullopt;
  std::optional<TextRange> Thread = R.Edits.rangeOf(S->Thread->getSourceRange());
  if (!Thread)
    return std::nullopt;
  // In place, t as rendered (a role's edit inside it stays); from a local's initialiser, its
  // text, where nothing inside the initialiser is rewritten.
  std::vector<EditSet::Piece> Out = {std::string("("), EditSet::Sub{*Thread}, std::string(")")};
  if (S->Local) {
    std::optional<TextRange> Init = R.Edits.rangeOf(S->Local->getInit()->getSourceRange());
    if (!Init || R.Edits.render(*Init) != R.Edits.original(*Init))
      return std::nullopt;
    Out = {"(" + R.Edits.original(*Thread) + ")"};
  }
  for (const Expr *Term : S->Rest) {
    std::optional<TextRange> Range = R.Edits.rangeOf(Term->getSourceRange());
    if (!Range)
      return std::nullopt;
    Out.insert(Out.end(), {std::string(" + ("), EditSet::Sub{*Range}, std::string(")")});
  }
  return Out;
}

void skewOneDimensional(RuleContext &R, const VarDecl *V, const BodyNodes &Body, uint64_t &Shared,
                        const Uniformity &U, const FunctionModel &M, const BankScope &Scope,
                        bool Told) {
  const Stmt *Root = M.Function->getBody();
  const auto *Fixed = R.Ctx.getAsConstantArrayType(V->getType());
  if (!Fixed || R.Ctx.getAsArrayType(Fixed->getElementType()))
    return;
  const uint64_t Element = R.Ctx.getTypeSizeInChars(Fixed->getElementType()).getQuantity();
  if (Element == 0 || Element > 16 || (Element & (Element - 1)) != 0)
    return;
  // 32 banks of 4 bytes hold RowElements; Pad elements (at least one bank) follow each row.
  uint64_t RowElements = 128 / Element;
  const uint64_t Pad = Element < 4 ? 4 / Element : 1;
  const Stmt *Declared = declarationOf(V, Body);
  std::optional<ArrayAccesses> Accesses;
  if (Scope.Views)
    Accesses = accessesWithViews(V, Body, U, R.Ctx);
  else if (auto Direct = subscriptsOf(V, Body, R.Ctx))
    Accesses = ArrayAccesses{std::move(*Direct), {}};
  // Each view's offset, as written, read again at its accesses.
  std::vector<std::optional<std::string>> Offsets;
  for (const OffsetView &View : Accesses ? Accesses->Views : std::vector<OffsetView>())
    Offsets.push_back(offsetText(R.Edits, View.Offsets));
  const bool Readable = std::all_of(Offsets.begin(), Offsets.end(),
                                    [](const auto &Text) { return Text.has_value(); });
  // A view at an offset the same in every lane (`float *acc = buf;`, `buf + warp * 32`) puts
  // its lanes in the banks the array's own index would: its accesses count as direct ones.
  const bool ViewsUniform =
      Accesses &&
      std::all_of(Accesses->Views.begin(), Accesses->Views.end(), [&](const OffsetView &View) {
        return std::all_of(View.Offsets.begin(), View.Offsets.end(),
                           [&](const Expr *O) { return U.isUniform(O); });
      });
  // Compacted indices move accesses to other elements: not where the values decide work, nor
  // beside a view's skewed accesses (a compacted element could land on a view's).
  std::vector<const VarDecl *> Names = {V}; // the array and its views, whose values may decide
  for (const OffsetView &View : Accesses ? Accesses->Views : std::vector<OffsetView>())
    Names.push_back(View.View);
  const bool Compacts =
      Accesses && (Accesses->Views.empty() || ViewsUniform) && !sharedValuesDecideWork(M, Names);
  const uint64_t N = Fixed->getSize().getZExtValue();
  uint64_t Grows = N == 0 ? 0 : (N - 1) / RowElements * Pad * Element;
  auto Loc = V->getTypeSourceInfo()
                 ? V->getTypeSourceInfo()->getTypeLoc().getAs<ConstantArrayTypeLoc>()
                 : ConstantArrayTypeLoc();
  if (!Declared || !Accesses || !Readable || !Loc || !Loc.getSizeExpr() ||
      Shared + Grows > StaticSharedLimit)
    return keepLayout(R, V, Declared);
  if (Grows == 0)
    return; // one row: nothing to skew
  // Where the strided accesses lose their stride and every other meets the banks apart
  // already (the tree reduction's store and result), nothing is skewed: the stride's loss
  // alone removes the conflicts, as sequential addressing does, with no arithmetic added.
  // A view at an offset that varies by lane is skewed: its lanes' places are the offset's and
  // the index's.
  std::map<const ArraySubscriptExpr *, std::optional<std::vector<EditSet::Piece>>> Compact;
  std::vector<const ArraySubscriptExpr *> Uses = Accesses->Direct, Conflicting;
  for (const OffsetView &View : Accesses->Views)
    Uses.insert(Uses.end(), View.Uses.begin(), View.Uses.end());
  for (const ArraySubscriptExpr *Use : Uses) {
    if (Scope.Leaves.count(Use))
      continue;
    // A strided index loses its stride, where the skew would add its arithmetic.
    Compact[Use] = Compacts ? compacted(R, Use->getIdx(), U, Root) : std::nullopt;
    if (!Compact[Use] && !(Told && conflictFreeAsWritten({Use}, V->getType(), U, Root)))
      Conflicting.push_back(Use);
  }
  const bool Skews = !ViewsUniform || !Conflicting.empty();
  if (Skews && !Accesses->Views.empty())
    for (auto &[Use, Pieces] : Compact) // every access skewed alike, as the views' are
      Pieces.reset();
  if (!Skews) {
    for (const auto &[Use, Pieces] : Compact)
      if (Pieces &&
          R.replaceIndex(Use, "a shared array's index", [&](TextRange) { return *Pieces; }))
        R.count("shared_accesses_compacted");
    return;
  }
  // Lanes a power-of-two stride S of more than a bank row apart cross S / R rows each, and
  // take that many paddings: lanes 32 doubles apart, 2 rows of 16, shift by 2 and meet again
  // 8 lanes on. Where every access the skew is for has that one stride, a row is S elements,
  // each lane one padding on from the one before (a flat tile read down its columns).
  if (Accesses->Views.empty()) {
    std::optional<long long> Common;
    bool One = true;
    for (const ArraySubscriptExpr *Use : Conflicting) {
      std::optional<long long> K = laneStrideOf(Use, V->getType(), U, Root);
      One &= K && (!Common || *Common == std::llabs(*K));
      if (K)
        Common = std::llabs(*K);
    }
    if (One && Common && *Common > static_cast<long long>(RowElements) &&
        (*Common & (*Common - 1)) == 0 && N > static_cast<uint64_t>(*Common)) {
      RowElements = static_cast<uint64_t>(*Common);
      Grows = (N - 1) / RowElements * Pad * Element;
    }
  }
  Shared += Grows;
  std::optional<TextRange> Size = R.range(Loc.getSizeExpr(), "a shared array's length");
  if (!Size ||
      !R.replace(Loc.getSizeExpr(), "a shared array's length",
                 {std::string("("), EditSet::Sub{*Size}, std::string(") + (("), EditSet::Sub{*Size},
                  ") - 1) / " + std::to_string(RowElements) + " * " + std::to_string(Pad)}))
    return;
  const std::string Helper =
      "lim::bank_skewed<" + std::to_string(RowElements) + ", " + std::to_string(Pad) + ">(";
  for (const ArraySubscriptExpr *Use : Accesses->Direct) {
    if (!Compact.count(Use))
      continue;
    const std::optional<std::vector<EditSet::Piece>> &Pieces = Compact[Use];
    if (R.replaceIndex(Use, "a shared array's index", [&](TextRange Index) {
          return Pieces
                     ? *Pieces
                     : std::vector<EditSet::Piece>{Helper, EditSet::Sub{Index}, std::string(")")};
        }))
      R.count(Pieces ? "shared_accesses_compacted" : "shared_accesses_skewed");
  }
  for (size_t I = 0; I < Accesses->Views.size(); ++I)
    for (const ArraySubscriptExpr *Use : Accesses->Views[I].Uses)
      if (R.replaceIndex(Use, "a shared array's index", [&](TextRange Index) {
            return throughView(*Offsets[I], Index, [&](std::vector<EditSet::Piece> At) {
              At.insert(At.begin(), Helper);
              At.push_back(std::string(")"));
              return At;
            });
          }))
        R.count("shared_view_accesses_skewed");
}

/// Whether an element of type T can be swizzled: 1, 2, 4, 8 or 16 bytes (a template's, told
/// only in each instantiation, is).
bool swizzles(ASTContext &Ctx, QualType T) {
  if (T->isDependentType())
    return true;
  if (T->isIncompleteType() || T->isArrayType())
    return false;
  const uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
  return Bytes != 0 && Bytes <= 16 && (Bytes & (Bytes - 1)) == 0;
}

/// The swizzled index of one access to dynamic shared memory (see the file comment): the row
/// and padding written out for an element whose size one text fixes, else (a template's text,
/// whose instantiations may take other element types) derived from its size.
std::vector<EditSet::Piece> swizzled(RuleContext &R, const DynamicAccess &Access, bool Templated,
                                     const std::vector<EditSet::Piece> &Index,
                                     const std::optional<std::vector<EditSet::Piece>> &Compact) {
  if (Compact)
    return *Compact;
  std::vector<EditSet::Piece> Out;
  if (Templated || Access.Element->isDependentType()) {
    Out = {"lim::bank_swizzled_dynamic_of<sizeof(" + baseText(Access, R.Ctx) + "[0])>("};
  } else {
    const uint64_t Bytes = R.Ctx.getTypeSizeInChars(Access.Element).getQuantity();
    const uint64_t RowElements = 128 / Bytes, Pad = Bytes < 4 ? 4 / Bytes : 1;
    Out = {"lim::bank_swizzled_dynamic<" + std::to_string(RowElements) + ", " +
           std::to_string(Pad) + ", " + std::to_string(Bytes) + ">("};
  }
  Out.insert(Out.end(), Index.begin(), Index.end());
  Out.push_back(std::string(")"));
  return Out;
}

/// Whether Scope leaves V's layout as it is, every access of V meeting the banks apart already
/// (told only in a kernel's text of its own, of an array the kernel declares: one layout
/// serves every instantiation and every function that names the array).
bool conflictFree(const VarDecl *V, const BodyNodes &Body, const Uniformity &U,
                  const BankScope &Scope, bool Told, RuleContext &R, const Stmt *Root) {
  std::optional<std::vector<const ArraySubscriptExpr *>> Uses =
      Told && V->isLocalVarDecl() ? subscriptsOf(V, Body, R.Ctx) : std::nullopt;
  if (!Uses)
    return false;
  std::erase_if(*Uses, [&](const ArraySubscriptExpr *Use) { return Scope.Leaves.count(Use); });
  return conflictFreeAsWritten(*Uses, V->getType(), U, Root);
}

/// Where no function but M's reaches its dynamic shared memory (Own) and every access there
/// meets the banks apart already or loses its stride (Compact), the memory keeps its layout:
/// the strided accesses are compacted, nothing is swizzled, and true is returned. (One layout
/// serves every function that reaches the memory: where another does, layOutDynamic lays it
/// out for all of them, or keeps it and says so.)
bool leftAsWritten(
    RuleContext &R, const FunctionModel &M, const DynamicShared &Own, const BankScope &Scope,
    const Uniformity &U,
    const std::function<const std::optional<std::vector<EditSet::Piece>> &(const DynamicAccess &)>
        &Compact) {
  const Stmt *Root = M.Function->getBody();
  if (Own.Accesses.empty() || Own.Other)
    return false;
  const DynamicShared All =
      R.Models.empty() ? Own : dynamicSharedOfModels(R.Models, R.Ctx, R.Edits);
  const auto OwnAccess = [&](const DynamicAccess &A) {
    return std::any_of(Own.Accesses.begin(), Own.Accesses.end(),
                       [&](const DynamicAccess &B) { return B.Subscript == A.Subscript; });
  };
  if (All.Other || !std::all_of(All.Accesses.begin(), All.Accesses.end(), OwnAccess))
    return false;
  std::vector<const DynamicAccess *> Moved;
  for (const DynamicAccess &A : Own.Accesses) {
    // A view's lanes keep their banks as written where its offset is the same in every lane.
    const bool Free =
        Scope.Leaves.count(A.Subscript) ||
        (std::all_of(A.Offsets.begin(), A.Offsets.end(),
                     [&](const Expr *Offset) { return U.isUniform(Offset); }) &&
         conflictFreeAsWritten(
             {A.Subscript}, R.Ctx.getIncompleteArrayType(A.Element, ArraySizeModifier::Normal, 0),
             U, Root));
    if (!Free && !Compact(A))
      return false;
    if (!Free)
      Moved.push_back(&A);
  }
  unsigned Count = 0;
  for (const DynamicAccess *A : Moved)
    if (R.replaceIndex(A->Subscript, "a shared array's index",
                       [&](TextRange) { return *Compact(*A); }))
      ++Count;
  if (Count)
    R.count("shared_accesses_compacted", Count);
  else
    R.count("shared_arrays_conflict_free_kept");
  return true;
}

} // namespace

void layOutBanks(RuleContext &R, const FunctionModel &M, const BankScope &Scope) {
  BodyNodes Body(M.Function->getBody());
  const Uniformity U(M.Function, R.Ctx);
  uint64_t Shared = staticSharedBytes(Body, R.Ctx);
  // Told only in a kernel: a helper's parameters count as the same in every lane (Uniformity),
  // where a helper is often passed the thread index.
  const bool Told =
      Scope.OnlyConflicting && M.Function->hasAttr<CUDAGlobalAttr>() && textOfItsOwn(M, R);
  for (const VarDecl *V : sharedArraysOf(Body, R.Ctx)) {
    // A template's own text, with no instantiation to read (`T tile[32][32]`), has no sizes to
    // lay out by; each instantiation is laid out in its own model.
    if (!Scope.Static(V) || V->getType()->isDependentType())
      continue;
    if (conflictFree(V, Body, U, Scope, Told, R, M.Function->getBody())) {
      R.count("shared_arrays_conflict_free_kept");
      continue;
    }
    if (ConstantArrayTypeLoc Inner = innermostDimension(V))
      padRows(R, V, Inner, Body, U, sharedValuesDecideWork(M, {V}), Shared);
    else
      skewOneDimensional(R, V, Body, Shared, U, M, Scope, Told && V->isLocalVarDecl());
  }
  if (!Scope.Dynamic)
    return;
  const Stmt *Root = M.Function->getBody();
  const DynamicShared Own = dynamicSharedOf(M.Function, R.Ctx);
  const bool Compacts = !sharedValuesDecideWork(M, Own.Names);
  // Each access's compacted index, asked once for its text and its count.
  std::map<const Expr *, std::optional<std::vector<EditSet::Piece>>> Compacted;
  auto Compact = [&](const DynamicAccess &A) -> const std::optional<std::vector<EditSet::Piece>> & {
    auto [It, New] = Compacted.try_emplace(A.Subscript);
    if (New && Compacts && A.Offsets.empty()) // a view's own stride is not its lanes' places
      It->second = compacted(R, A.Subscript->getIdx(), U, Root);
    return It->second;
  };
  if (Told && leftAsWritten(R, M, Own, Scope, U, Compact))
    return;
  DynamicLayout Layout{
      [&](QualType T) { return swizzles(R.Ctx, T); },
      [&](const DynamicAccess &A, bool Templated, const std::vector<EditSet::Piece> &Index) {
        return swizzled(R, A, Templated, Index, Compact(A));
      },
      "dynamic_accesses_swizzled", "the layout",
      "subscript the `extern __shared__` array, or a pointer set once to it or "
      "to a fixed offset from it, for the what-if to lay it out anew"};
  Layout.Leaves = [&](const DynamicAccess &A) { return Scope.Leaves.count(A.Subscript) > 0; };
  Layout.CountOf = [&](const DynamicAccess &A) {
    return std::string(Compact(A) ? "shared_accesses_compacted" : "dynamic_accesses_swizzled");
  };
  layOutDynamic(R, M, Layout);
}

bool sharedValuesDecideWork(const FunctionModel &M, const std::vector<const VarDecl *> &Names) {
  for (const AccessSite &A : M.Accesses) {
    if (!A.Structural || !A.Node)
      continue;
    const Expr *Node = A.Node->IgnoreParenImpCasts();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Node))
      Node = Sub->getBase()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node))
      if (std::find(Names.begin(), Names.end(), Ref->getDecl()) != Names.end())
        return true;
  }
  return false;
}

} // namespace limiter
