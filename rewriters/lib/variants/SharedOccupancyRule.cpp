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
// applicable. Where an access adds offsets known at compile time to its base (a stencil's
// `s[i + R + j]`, j a counter of constant bounds), the base alone is folded and the array grows
// by the offsets' range (Folding, below): one AND a base, not one a tap. An AND per access is
// its own cost, which the potential understates; a warp
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
#include "variants/Redirect.h"
#include "variants/RuleContext.h"
#include "variants/SharedArrays.h"

#include "ast/Parents.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"

#include <algorithm>
#include <map>
#include <set>

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

/// The most rows, and bytes, of slack a folded array takes for its accesses' constant
/// offsets: a stencil's taps, not a tile's passes over whole rows (`tile[ty + j][x]`, j up to
/// 31 rows of 528 bytes, would double the 8 KiB).
constexpr long long MaxSlack = 64;
constexpr uint64_t MaxSlackBytes = 1024;

/// The values E takes, where they lie in a range known at compile time: a constant, the
/// counter of a `for` loop that declares it with constant bounds (`for (int j = -R; j <= R;
/// ++j)`), and sums, differences and negations of these.
std::optional<std::pair<long long, long long>> offsetRange(const Expr *E, ASTContext &Ctx,
                                                           int Depth = 0) {
  E = E->IgnoreParenImpCasts();
  if (Depth > 6 || !E->getType()->isIntegerType() || E->isValueDependent())
    return std::nullopt;
  Expr::EvalResult Value;
  if (E->EvaluateAsInt(Value, Ctx)) {
    if (Value.Val.getInt().getSignificantBits() > 32)
      return std::nullopt;
    const long long V = Value.Val.getInt().getExtValue();
    return std::make_pair(V, V);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    const ForStmt *Loop = loopDeclaring(V, Ctx);
    std::optional<CountedLoop> Counted = Loop ? countedLoop(Loop, Ctx, true) : std::nullopt;
    if (!Counted || Counted->Counter != V)
      return std::nullopt;
    auto First = offsetRange(Counted->First, Ctx, Depth + 1),
         End = offsetRange(Counted->End, Ctx, Depth + 1);
    if (!First || !End || First->first != First->second || End->first != End->second)
      return std::nullopt;
    const long long Last = Counted->Inclusive ? End->first : End->first - 1;
    if (Last < First->first)
      return std::nullopt;
    return std::make_pair(First->first, Last);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Minus) {
    auto Sub = offsetRange(U->getSubExpr(), Ctx, Depth + 1);
    return Sub ? std::optional(std::make_pair(-Sub->second, -Sub->first)) : std::nullopt;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub))
    return std::nullopt;
  auto L = offsetRange(B->getLHS(), Ctx, Depth + 1), R = offsetRange(B->getRHS(), Ctx, Depth + 1);
  if (!L || !R)
    return std::nullopt;
  return B->getOpcode() == BO_Add ? std::make_pair(L->first + R->first, L->second + R->second)
                                  : std::make_pair(L->first - R->second, L->second - R->first);
}

/// An index `b + o1 - o2 ...`: its base b (the leftmost operand), and the range of the
/// offsets added to it, each an offsetRange.
struct OffsetIndex {
  const Expr *Base = nullptr;
  const Expr *Whole = nullptr; ///< The index without its parentheses.
  long long Low = 0, High = 0;
};

OffsetIndex splitOffsets(const Expr *Index, ASTContext &Ctx) {
  OffsetIndex Out{Index->IgnoreParens(), Index->IgnoreParens()};
  const Expr *E = Out.Whole;
  while (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens())) {
    if (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)
      break;
    auto Range = offsetRange(B->getRHS(), Ctx);
    if (!Range)
      break;
    Out.Low += B->getOpcode() == BO_Add ? Range->first : -Range->second;
    Out.High += B->getOpcode() == BO_Add ? Range->second : -Range->first;
    E = B->getLHS();
  }
  Out.Base = E;
  return Out;
}

/// The folded indices of an array's accesses: `lim::shared_folded<Rows>(b) + o - Low` where
/// an access adds offsets o of a range known at compile time to its base b (a stencil's `s[i +
/// R + j]`), so that nvcc keeps one folded address for the offsets it unrolls, as full keeps
/// one for its immediates (folding each index whole cost a radius-8 convolution 16% of its
/// time on the H200); `lim::shared_folded<Rows>(e) - Low` for the others. The array grows by
/// High - Low rows, within which every offset lands; each element moves by a multiple of
/// Rows (whole rows of 32 banks) and by -Low rows, the same for every access, so that the
/// banks' pattern stays full's. Slack: High - Low, or nothing where that passes MaxSlack rows
/// or MaxSlackBytes.
struct Folding {
  std::map<const ArraySubscriptExpr *, OffsetIndex> Splits;
  long long Low = 0, High = 0;
};

Folding foldingOf(const std::vector<const ArraySubscriptExpr *> &Uses, uint64_t RowBytes,
                  ASTContext &Ctx) {
  Folding F;
  for (const ArraySubscriptExpr *Use : Uses) {
    OffsetIndex Split = splitOffsets(Use->getIdx(), Ctx);
    if (Split.Base == Split.Whole || offsetRange(Split.Base, Ctx))
      continue; // no offsets, or nothing but offsets: folded whole
    F.Low = std::min(F.Low, Split.Low);
    F.High = std::max(F.High, Split.High);
    F.Splits[Use] = Split;
  }
  if (F.High - F.Low > MaxSlack ||
      static_cast<uint64_t>(F.High - F.Low) * RowBytes > MaxSlackBytes || F.Splits.empty())
    return {};
  return F;
}

/// Rewrites Use's index as Fold says, with Helper (`lim::shared_folded<Rows>(`).
bool foldIndex(RuleContext &R, const ArraySubscriptExpr *Use, const Folding &Fold,
               const std::string &Helper) {
  const std::string Shift = Fold.Low ? " - (" + std::to_string(Fold.Low) + ")" : "";
  auto Split = Fold.Splits.find(Use);
  std::optional<TextRange> Index = R.range(Use->getIdx(), "a shared array's index");
  if (!Index)
    return false;
  if (Split == Fold.Splits.end())
    return R.replace(Use->getIdx(), "a shared array's index",
                     {Helper, EditSet::Sub{*Index}, ")" + Shift});
  std::optional<TextRange> Base = R.range(Split->second.Base, "a shared array's index");
  std::optional<TextRange> Whole = R.range(Split->second.Whole, "a shared array's index");
  if (!Base || !Whole || Base->Begin != Whole->Begin)
    return R.replace(Use->getIdx(), "a shared array's index",
                     {Helper, EditSet::Sub{*Index}, ")" + Shift});
  return R.replace(Use->getIdx(), "a shared array's index",
                   {Helper, EditSet::Sub{*Base}, std::string(")"),
                    EditSet::Sub{TextRange{Base->End, Whole->End}}, Shift});
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
std::vector<EditSet::Piece> foldedIndex(RuleContext &R, const DynamicAccess &Access, bool Templated,
                                        const std::vector<EditSet::Piece> &Index) {
  std::vector<EditSet::Piece> Out;
  if (Templated || Access.Element->isDependentType()) {
    Out = {"lim::shared_folded_dynamic_of<sizeof(" + baseText(Access, R.Ctx) + "[0])>("};
  } else {
    const uint64_t Bytes = R.Ctx.getTypeSizeInChars(Access.Element).getQuantity();
    uint64_t Elements = 1;
    while (2 * Elements * Bytes <= FoldedBytes)
      Elements *= 2;
    Out = {"lim::shared_folded<" + std::to_string(Elements) + ">("};
  }
  Out.insert(Out.end(), Index.begin(), Index.end());
  Out.push_back(std::string(")"));
  return Out;
}

/// The element V's whole is handed to a helper as, where Ref (a use of V, not a subscript) is
/// an argument of a direct call, the array decayed to a pointer to its first element and
/// nothing else: the call and the argument's position.
std::optional<std::pair<const CallExpr *, unsigned>> handedWhole(const DeclRefExpr *Ref,
                                                                 ASTContext &Ctx) {
  DynTypedNodeList Up = parentsOf(Ctx, *Ref);
  const auto *Decay = Up.empty() ? nullptr : Up[0].get<ImplicitCastExpr>();
  if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
    return std::nullopt;
  const Expr *Arg = Decay;
  Up = parentsOf(Ctx, *Arg);
  while (!Up.empty() && Up[0].get<ImplicitCastExpr>() &&
         Up[0].get<ImplicitCastExpr>()->getCastKind() == CK_NoOp) { // `float *` to `const float *`
    Arg = Up[0].get<Expr>();
    Up = parentsOf(Ctx, *Arg);
  }
  const auto *Call = Up.empty() ? nullptr : Up[0].get<CallExpr>();
  if (!Call || isa<CXXMemberCallExpr>(Call) || isa<CXXOperatorCallExpr>(Call))
    return std::nullopt;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I)
    if (Call->getArg(I) == Arg)
      return std::make_pair(Call, I);
  return std::nullopt;
}

/// Whether the variant clones the helper whose text is Text, and every call of that text in
/// the variant's functions gives its parameter at Position V alone (another instantiation's V
/// too): not another pointer, nor the helper's address taken.
bool handsOnly(const VarDecl *V, const FunctionDecl *Text, unsigned Position,
               const RuleContext &R) {
  auto TextOf = [](const FunctionDecl *F) { return patternOf(F)->getCanonicalDecl(); };
  auto SameArray = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *W = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return W && W->getLocation() == V->getLocation();
  };
  bool Cloned = false;
  for (const KernelModel *Model : R.Models)
    for (const FunctionModel &F : Model->functions()) {
      Cloned |= TextOf(F.Function) == Text;
      for (const Expr *Each : BodyNodes(F.Function->getBody()).Exprs) {
        const auto *Named = dyn_cast<DeclRefExpr>(Each);
        const auto *Fn = Named ? dyn_cast<FunctionDecl>(Named->getDecl()) : nullptr;
        if (!Fn || TextOf(Fn) != Text)
          continue;
        DynTypedNodeList Up = parentsOf(R.Ctx, *Named);
        const auto *Decay = Up.empty() ? nullptr : Up[0].get<ImplicitCastExpr>();
        DynTypedNodeList Above = Decay ? parentsOf(R.Ctx, *Decay) : Up;
        const auto *Call = Above.empty() ? nullptr : Above[0].get<CallExpr>();
        if (!Call || Call->getCallee()->IgnoreParenImpCasts() != Named ||
            Call->getNumArgs() <= Position || !SameArray(Call->getArg(Position)))
          return false;
      }
    }
  return Cloned;
}

/// The subscripts that reach V: its own in Body, and, where V is handed whole to a helper the
/// variant clones (`decodeOneHead(..., logits, ...)`), those of the helper's parameter, which
/// the helper's clone folds alike. None where V is used otherwise, or a helper's parameter
/// is: used other than by subscript (offset, written, copied, passed on, an element's address
/// taken), of another element type than V's, or given anything but V by one of its calls.
std::optional<std::vector<const ArraySubscriptExpr *>> foldableSubscripts(const VarDecl *V,
                                                                          const BodyNodes &Body,
                                                                          const FunctionModel &M,
                                                                          const RuleContext &R) {
  std::vector<const ArraySubscriptExpr *> Out;
  // The helpers' parameters whose subscripts are in Out: one array handed to one helper at
  // two places (`pairSum(s, s, ...)`) is subscripted through both.
  std::set<std::pair<const FunctionDecl *, unsigned>> Through;
  const auto *Array = R.Ctx.getAsArrayType(V->getType());
  if (!Array)
    return std::nullopt;
  const QualType Element = R.Ctx.getCanonicalType(Array->getElementType()).getUnqualifiedType();
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V)
      continue;
    BodyNodes One(Ref);
    if (std::optional<std::vector<const ArraySubscriptExpr *>> Own = subscriptsOf(V, One, R.Ctx)) {
      Out.insert(Out.end(), Own->begin(), Own->end());
      continue;
    }
    std::optional<std::pair<const CallExpr *, unsigned>> Handed = handedWhole(Ref, R.Ctx);
    const FunctionDecl *Callee = Handed ? Handed->first->getDirectCallee() : nullptr;
    const FunctionDecl *Helper = nullptr; // its definition: the parameters its body names
    // A call the variant redirects to the helper's clone (not one a macro spells, say).
    if (!Callee || Callee->hasAttr<CUDAGlobalAttr>() || !Callee->getBody(Helper) || !Helper ||
        Handed->second >= Helper->getNumParams() || R.Models.empty() ||
        !llvm::is_contained(M.HelperCalls, Handed->first))
      return std::nullopt;
    const FunctionDecl *Pattern = patternOf(Helper);
    const FunctionDecl *Text = Pattern->getCanonicalDecl(); // the one text every copy shares
    const ParmVarDecl *Param = Helper->getParamDecl(Handed->second);
    const ParmVarDecl *Written =
        Pattern->getNumParams() > Handed->second ? Pattern->getParamDecl(Handed->second) : nullptr;
    // One text for every instantiation: the parameter's type is no template's.
    if (!Param->getType()->isPointerType() || !Written || Written->getType()->isDependentType() ||
        R.Ctx.getCanonicalType(Param->getType()->getPointeeType()).getUnqualifiedType() != Element)
      return std::nullopt;
    if (Through.count({Text, Handed->second}))
      continue; // called again: this parameter's subscripts are in already
    if (!handsOnly(V, Text, Handed->second, R))
      return std::nullopt;
    Through.insert({Text, Handed->second});
    std::optional<std::vector<const ArraySubscriptExpr *>> Inside =
        subscriptsOf(Param, BodyNodes(Helper->getBody()), R.Ctx);
    if (!Inside)
      return std::nullopt;
    Out.insert(Out.end(), Inside->begin(), Inside->end());
  }
  return Out;
}
} // namespace

void applySharedOccupancyRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  for (const VarDecl *V : sharedArraysOf(Body, R.Ctx)) {
    if (V->isFileVarDecl() || V->getType()->isDependentType())
      continue; // a file's own array; dynamic shared memory is laid out below
    const auto *Array = R.Ctx.getAsConstantArrayType(V->getType());
    if (!Array ||
        static_cast<uint64_t>(R.Ctx.getTypeSizeInChars(V->getType()).getQuantity()) <= FoldedBytes)
      continue;
    const uint64_t RowBytes = R.Ctx.getTypeSizeInChars(Array->getElementType()).getQuantity();
    const uint64_t Rows = foldedRows(RowBytes);
    if (Rows == 0 || Rows >= Array->getSize().getZExtValue())
      continue;
    auto Loc = V->getTypeSourceInfo()
                   ? V->getTypeSourceInfo()->getTypeLoc().getAs<ConstantArrayTypeLoc>()
                   : ConstantArrayTypeLoc();
    const Stmt *Declared = declarationOf(V, Body);
    std::optional<std::vector<const ArraySubscriptExpr *>> Uses = foldableSubscripts(V, Body, M, R);
    // Every index is rewritable text before the array shrinks: one left unfolded would run
    // past the smaller array.
    const bool Rewritable =
        Uses && std::all_of(Uses->begin(), Uses->end(), [&](const ArraySubscriptExpr *Use) {
          return R.Edits.rangeOf(Use->getIdx()->getSourceRange()).has_value();
        });
    if (!Declared || !Rewritable || !Loc || !Loc.getSizeExpr()) {
      keepFootprint(R, V, Declared ? Declared : firstUse(V, Body));
      continue;
    }
    const Folding Fold = foldingOf(*Uses, RowBytes, R.Ctx);
    const long long Slack = Fold.High - Fold.Low;
    if (!R.replace(Loc.getSizeExpr(), "a shared array's length",
                   {std::to_string(Rows) + (Slack ? " + " + std::to_string(Slack) : "")}))
      continue;
    const std::string Helper = "lim::shared_folded<" + std::to_string(Rows) + ">(";
    for (const ArraySubscriptExpr *Use : *Uses)
      if (foldIndex(R, Use, Fold, Helper))
        R.count(Fold.Splits.count(Use) ? "shared_accesses_folded_at_base"
                                       : "shared_accesses_folded");
    R.count("shared_arrays_folded");
  }
  layOutDynamic(
      R, M,
      {[&](QualType T) { return folds(R.Ctx, T); },
       [&](const DynamicAccess &A, bool Templated, const std::vector<EditSet::Piece> &Index) {
         return foldedIndex(R, A, Templated, Index);
       },
       "dynamic_accesses_folded", "the size",
       "subscript the `extern __shared__` array, or a pointer set once to it or to a "
       "fixed offset from it, for the what-if to fold it"});
}

} // namespace limiter
