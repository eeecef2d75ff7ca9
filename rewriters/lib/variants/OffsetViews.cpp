// Views into shared memory at an offset: see OffsetViews.h.
//
// A view's accesses are laid out by reading its offset again where each is written: `row[k]`
// takes the index `layout(off + k) - off`, the view's start being the array's element off. So
// the offset must have one value wherever it is read again: nothing in it is written after the
// view is set (parameters and locals never written, constants, the built-in indices), it
// changes nothing itself, and no other local takes a name it reads (the text read again at a
// use inside that local's scope would read the other one).

#include "variants/OffsetViews.h"
#include "variants/SharedArrays.h"

#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// Whether a parameter of a lambda in Body has D's name.
bool lambdaParameterNamed(const ValueDecl *D, const BodyNodes &Body) {
  for (const Expr *E : Body.Exprs)
    if (const auto *Lambda = dyn_cast<LambdaExpr>(E))
      for (const ParmVarDecl *P : Lambda->getCallOperator()->parameters())
        if (P->getName() == D->getName())
          return true;
  return false;
}

/// Whether Ref reads a value Body cannot change: a constant, a template's parameter, or a
/// local or parameter never written whose name no other local takes.
bool fixedName(const DeclRefExpr *Ref, const Uniformity &U, const BodyNodes &Body) {
  const ValueDecl *D = Ref->getDecl();
  // Read again elsewhere, the name must still be D's: no local of Body, nor a lambda's
  // parameter, takes it (an enumerator's or a constant's name included).
  if (nameShared(D, Body.Vars) || lambdaParameterNamed(D, Body))
    return false;
  if (isa<EnumConstantDecl, NonTypeTemplateParmDecl>(D))
    return true;
  const auto *V = dyn_cast<VarDecl>(D);
  if (!V)
    return false;
  if (Ref->isNonOdrUse() == NOUR_Constant && !V->getType()->isReferenceType())
    return true;
  return U.neverWritten(V) && V->getType()->isIntegerType();
}

} // namespace

QualType elementThrough(const VarDecl *V, ASTContext &Ctx) {
  QualType T = V->getType();
  if (const ArrayType *Array = Ctx.getAsArrayType(T))
    T = Array->getElementType();
  else if (T->isPointerType())
    T = T->getPointeeType();
  return Ctx.getCanonicalType(T).getUnqualifiedType();
}

bool insideLambda(const Stmt *Node, const BodyNodes &Body) {
  for (const Expr *E : Body.Exprs)
    if (const auto *Lambda = dyn_cast<LambdaExpr>(E)) {
      BodyNodes Inside(Lambda->getBody());
      if (std::find(Inside.Exprs.begin(), Inside.Exprs.end(), Node) != Inside.Exprs.end())
        return true;
    }
  return false;
}

std::optional<ViewStart> viewStart(const Expr *Init) {
  if (!Init)
    return std::nullopt;
  const Expr *E = Init->IgnoreParenCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return ViewStart{Ref, {}, {}};
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(E); AddrOf && AddrOf->getOpcode() == UO_AddrOf)
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(AddrOf->getSubExpr()->IgnoreParens()))
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Sub->getBase()->IgnoreParenCasts()))
        return ViewStart{
            Ref, {Sub->getIdx()}, Sub->getType().getCanonicalType().getUnqualifiedType()};
  const auto *Sum = dyn_cast<BinaryOperator>(E);
  if (!Sum || Sum->getOpcode() != BO_Add)
    return std::nullopt;
  const Expr *Pointer = Sum->getLHS(), *Offset = Sum->getRHS();
  if (!Pointer->getType()->isPointerType())
    std::swap(Pointer, Offset);
  if (!Pointer->getType()->isPointerType() || !Offset->getType()->isIntegerType())
    return std::nullopt;
  std::optional<ViewStart> Start = viewStart(Pointer);
  const QualType Unit =
      Pointer->getType()->getPointeeType().getCanonicalType().getUnqualifiedType();
  if (!Start || (!Start->Offsets.empty() && Start->Unit != Unit))
    return std::nullopt;
  Start->Offsets.push_back(Offset);
  Start->Unit = Unit;
  return Start;
}

bool fixedOffset(const Expr *Offset, const Uniformity &U, const BodyNodes &Body) {
  if (!Offset)
    return true;
  const Expr *E = Offset->IgnoreParens();
  const auto [Var, Field] = builtinOf(E);
  if (!Field.empty() &&
      (Var == "threadIdx" || Var == "blockIdx" || Var == "blockDim" || Var == "gridDim"))
    return true;
  if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return fixedName(Ref, U, Body);
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return Cast->getType()->isIntegerType() && fixedOffset(Cast->getSubExpr(), U, Body);
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return fixedOffset(Subst->getReplacement(), U, Body);
  if (const auto *Constant = dyn_cast<ConstantExpr>(E))
    return fixedOffset(Constant->getSubExpr(), U, Body);
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    const UnaryOperatorKind Op = Unary->getOpcode();
    return (Op == UO_Minus || Op == UO_Plus || Op == UO_Not || Op == UO_LNot) &&
           fixedOffset(Unary->getSubExpr(), U, Body);
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return !Binary->isAssignmentOp() && Binary->getOpcode() != BO_Comma &&
           fixedOffset(Binary->getLHS(), U, Body) && fixedOffset(Binary->getRHS(), U, Body);
  if (const auto *Choice = dyn_cast<ConditionalOperator>(E))
    return fixedOffset(Choice->getCond(), U, Body) && fixedOffset(Choice->getTrueExpr(), U, Body) &&
           fixedOffset(Choice->getFalseExpr(), U, Body);
  return false;
}

bool fixedOffsets(const std::vector<const Expr *> &Offsets, const Uniformity &U,
                  const BodyNodes &Body) {
  return std::all_of(Offsets.begin(), Offsets.end(),
                     [&](const Expr *Offset) { return fixedOffset(Offset, U, Body); });
}

std::optional<std::vector<const ArraySubscriptExpr *>>
viewSubscripts(const VarDecl *View, const BodyNodes &Body, const Uniformity &U, ASTContext &Ctx) {
  if (!View->getType()->isPointerType() || !U.neverWritten(View) || isa<ParmVarDecl>(View))
    return std::nullopt;
  std::vector<const ArraySubscriptExpr *> Out;
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != View)
      continue;
    // A lambda may not capture what the offset reads, read again inside it.
    const ArraySubscriptExpr *Subscript = plainSubscript(Ref, Ctx);
    if (!Subscript || insideLambda(Ref, Body))
      return std::nullopt;
    Out.push_back(Subscript);
  }
  return Out;
}

std::optional<ArrayAccesses> accessesWithViews(const VarDecl *V, const BodyNodes &Body,
                                               const Uniformity &U, ASTContext &Ctx) {
  const ArrayType *Array = Ctx.getAsArrayType(V->getType());
  if (!Array || Ctx.getAsArrayType(Array->getElementType()))
    return std::nullopt;
  const QualType Element = elementThrough(V, Ctx);
  ArrayAccesses Out;
  std::map<const DeclRefExpr *, const VarDecl *> Starts; // each view's start, by its name's use
  for (const VarDecl *W : Body.Vars) {
    std::optional<ViewStart> Start = W->getType()->isPointerType() && !W->isStaticLocal()
                                         ? viewStart(W->getInit())
                                         : std::nullopt;
    if (!Start || Start->Base->getDecl() != V || elementThrough(W, Ctx) != Element ||
        (!Start->Offsets.empty() && Start->Unit != Element) ||
        !fixedOffsets(Start->Offsets, U, Body))
      continue;
    std::optional<std::vector<const ArraySubscriptExpr *>> Uses = viewSubscripts(W, Body, U, Ctx);
    if (!Uses)
      return std::nullopt;
    Starts[Start->Base] = W;
    Out.Views.push_back({W, Start->Offsets, std::move(*Uses)});
  }
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V || Starts.count(Ref))
      continue;
    const ArraySubscriptExpr *Subscript = plainSubscript(Ref, Ctx);
    if (!Subscript)
      return std::nullopt;
    Out.Direct.push_back(Subscript);
  }
  return Out;
}

namespace {

/// The use of V a row view W starts from: W a local pointer whose initializer is a row of V,
/// an array of elements that are not arrays, decayed (`tile[y]`, `cube[z][y]`); null otherwise.
const DeclRefExpr *rowViewStart(const VarDecl *W, const VarDecl *V) {
  if (!W->getType()->isPointerType() || W->isStaticLocal() || !W->getInit())
    return nullptr;
  const auto *Row = dyn_cast<ArraySubscriptExpr>(W->getInit()->IgnoreParenImpCasts());
  const ArrayType *RowType = Row ? Row->getType()->getAsArrayTypeUnsafe() : nullptr;
  if (!RowType || RowType->getElementType()->isArrayType())
    return nullptr;
  const Expr *Base = Row;
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
    Base = Sub->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  return Ref && Ref->getDecl() == V ? Ref : nullptr;
}

/// The range [From, End) V counts over where it is the counter of a loop that steps it up
/// from a constant to a constant (countedLoop); nullopt otherwise.
std::optional<std::pair<long long, long long>> loopRange(const VarDecl *V, ASTContext &Ctx) {
  const ForStmt *Loop = loopDeclaring(V, Ctx);
  std::optional<CountedLoop> Counted =
      Loop ? countedLoop(Loop, Ctx, /*AnyStep=*/true) : std::nullopt;
  if (!Counted || Counted->Counter != V)
    return std::nullopt;
  std::optional<long long> From = integerConstant(Counted->First, Ctx);
  std::optional<long long> End = integerConstant(Counted->End, Ctx);
  if (!From || !End)
    return std::nullopt;
  const long long Past = *End + (Counted->Inclusive ? 1 : 0);
  if (*From > Past)
    return std::nullopt;
  return std::pair{*From, Past};
}

/// Whether Index provably lies in [0, Columns): a constant; `x & k` with 0 <= k < Columns;
/// `x % k` with 0 < k <= Columns and x unsigned or the thread index; a loop's counter over such
/// a range (loopRange); or a local never written set to one of these.
bool withinRow(const Expr *Index, uint64_t Columns, const Uniformity &U, const BodyNodes &Body,
               int Depth = 3) {
  ASTContext &Ctx = U.context();
  Index = Index->IgnoreParenImpCasts();
  if (std::optional<long long> C = integerConstant(Index, Ctx))
    return *C >= 0 && static_cast<uint64_t>(*C) < Columns;
  if (const auto *Op = dyn_cast<BinaryOperator>(Index)) {
    std::optional<long long> K = integerConstant(Op->getRHS(), Ctx);
    if (Op->getOpcode() == BO_And)
      return K && *K >= 0 && static_cast<uint64_t>(*K) < Columns;
    const Expr *X = Op->getLHS()->IgnoreParenImpCasts();
    if (Op->getOpcode() == BO_Rem)
      return K && *K > 0 && static_cast<uint64_t>(*K) <= Columns &&
             (X->getType()->isUnsignedIntegerType() || U.isThreadIndex(X));
    return false;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Index);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl())
    return false;
  if (auto Range = loopRange(V, Ctx);
      Range && Range->first >= 0 && Range->second <= static_cast<long long>(Columns))
    return true;
  return Depth > 0 && V->getInit() && U.neverWritten(V) &&
         withinRow(V->getInit(), Columns, U, Body, Depth - 1);
}

/// The index into a row of the element a subscript of an array's outer dimension names
/// through its further subscripts (`k` of `tile[y][k]`), or null where it names a row.
const Expr *inRowIndex(const ArraySubscriptExpr *Outer, ASTContext &Ctx) {
  const ArraySubscriptExpr *At = Outer;
  while (At->getType()->isArrayType()) {
    const Expr *Up = At;
    DynTypedNodeList Parents = parentsOf(Ctx, *Up);
    while (!Parents.empty() &&
           (Parents[0].get<ImplicitCastExpr>() || Parents[0].get<ParenExpr>())) {
      Up = Parents[0].get<Expr>();
      Parents = parentsOf(Ctx, *Up);
    }
    const auto *Next = Parents.empty() ? nullptr : Parents[0].get<ArraySubscriptExpr>();
    if (!Next || Next->getBase() != Up)
      return nullptr;
    At = Next;
  }
  return At->getIdx();
}

} // namespace

std::optional<std::vector<const ArraySubscriptExpr *>>
paddedRowUses(const VarDecl *V, const BodyNodes &Body, const Uniformity &U, ASTContext &Ctx,
              bool ValuesDecide) {
  // The row's length: a row view's every subscript must stay inside it, as real code may
  // walk a tile flat through its first row (`int *flat = idx[0]; flat[k]`, k up to the whole
  // tile), which the padding would move.
  const Type *Row = V->getType()->getArrayElementTypeNoTypeQual();
  while (Row && Row->isArrayType() &&
         Ctx.getAsArrayType(QualType(Row, 0))->getElementType()->isArrayType())
    Row = Ctx.getAsArrayType(QualType(Row, 0))->getElementType().getTypePtr();
  const auto *Columns = Row ? Ctx.getAsConstantArrayType(QualType(Row, 0)) : nullptr;
  if (!Columns)
    return std::nullopt;
  std::set<const DeclRefExpr *> Rows; // the uses that start a row view
  for (const VarDecl *W : Body.Vars)
    if (const DeclRefExpr *Start = rowViewStart(W, V)) {
      std::optional<std::vector<const ArraySubscriptExpr *>> Uses = viewSubscripts(W, Body, U, Ctx);
      if (!Uses)
        return std::nullopt;
      for (const ArraySubscriptExpr *Use : *Uses)
        if (!withinRow(Use->getIdx(), Columns->getSize().getZExtValue(), U, Body))
          return std::nullopt;
      Rows.insert(Start);
    }
  std::vector<const ArraySubscriptExpr *> Out;
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V || Rows.count(Ref))
      continue;
    const ArraySubscriptExpr *Subscript = plainSubscript(Ref, Ctx);
    if (!Subscript)
      return std::nullopt;
    // A direct access past its row (`idx[0][k]` over the whole tile, a flat fill) would land
    // elsewhere once the rows are padded; where the array's values decide work, every
    // access must provably stay in its row.
    const Expr *Index = inRowIndex(Subscript, Ctx);
    const auto *Counter = Index ? dyn_cast<DeclRefExpr>(Index->IgnoreParenImpCasts()) : nullptr;
    const auto *Var = Counter ? dyn_cast<VarDecl>(Counter->getDecl()) : nullptr;
    std::optional<std::pair<long long, long long>> Range = Var ? loopRange(Var, Ctx) : std::nullopt;
    const long long Length = static_cast<long long>(Columns->getSize().getZExtValue());
    if (!Index || (Range && (Range->first < 0 || Range->second > Length)) ||
        (ValuesDecide && !withinRow(Index, Length, U, Body)))
      return std::nullopt;
    Out.push_back(Subscript);
  }
  return Out;
}

std::optional<std::string> offsetText(const EditSet &Edits,
                                      const std::vector<const Expr *> &Offsets) {
  std::string Out;
  for (const Expr *Offset : Offsets) {
    std::optional<TextRange> Range = Edits.rangeOf(Offset->getSourceRange());
    if (!Range || Edits.render(*Range) != Edits.original(*Range))
      return std::nullopt;
    Out += (Out.empty() ? "(" : " + (") + Edits.original(*Range) + ")";
  }
  return Out;
}

std::vector<EditSet::Piece>
throughView(const std::string &Offset, TextRange Index,
            const std::function<std::vector<EditSet::Piece>(std::vector<EditSet::Piece>)> &Place) {
  if (Offset.empty())
    return Place({EditSet::Sub{Index}});
  std::vector<EditSet::Piece> Out = {std::string("static_cast<long long>(")};
  for (EditSet::Piece &P : Place({Offset + " + (", EditSet::Sub{Index}, std::string(")")}))
    Out.push_back(std::move(P));
  Out.push_back(") - static_cast<long long>(" + Offset + ")");
  return Out;
}

} // namespace limiter
