// A kernel's dynamic shared memory, under every name it reaches it by: see DynamicShared.h.
//
// Every `extern __shared__` array starts where the launch's dynamic shared memory starts, so
// two of them, and every pointer that starts there, name the same bytes. A view is a local
// pointer of the kernel initialized with the start (through casts, which may change the element
// type): an `extern __shared__` array, another view, or what a helper returns where each of the
// helper's returns is such an array (a function, or a struct's conversion to a pointer, as in
// `T *s = SharedMemory<T>();`, its explicit specializations included). A view that is changed,
// offset, dereferenced or passed on is a use other than by subscript. A view may also start at
// a fixed offset from another (`float *b = a + 1024`, `&a[TILE * TILE]`: OffsetViews.h) where
// the offset counts elements of the size the view takes; its accesses carry the offsets, and a
// new layout places `b[k]` where it places the memory's element at the offsets plus k.

#include "variants/DynamicShared.h"
#include "ast/Parents.h"
#include "variants/EditSet.h"
#include "variants/OffsetViews.h"
#include "variants/RuleContext.h"
#include "variants/SharedArrays.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <map>
#include <optional>

using namespace clang;

namespace limiter {
namespace {

/// How many helpers deep a view's start is followed (a helper returning another's pointer).
constexpr int MaxHelperDepth = 4;

bool isDynamicSharedArray(const VarDecl *V, ASTContext &Ctx) {
  return V && V->hasAttr<CUDASharedAttr>() && Ctx.getAsIncompleteArrayType(V->getType());
}

/// E without what leaves the address it gives alone: parentheses, casts (explicit ones too: a
/// view may take another element type), and the wrappers of temporaries.
const Expr *stripped(const Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *C = dyn_cast<ExprWithCleanups>(E))
      E = C->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else
      return E;
  }
  return E;
}

bool startsAtBase(const Expr *E, ASTContext &Ctx, int Depth);

/// Whether F has a body whose every return gives the start of dynamic shared memory (and one
/// return at least).
bool returnsBase(const FunctionDecl *F, ASTContext &Ctx, int Depth) {
  if (!F || Depth > MaxHelperDepth)
    return false;
  const FunctionDecl *Definition = nullptr;
  if (!F->hasBody(Definition))
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      Pattern->hasBody(Definition);
  if (!Definition)
    return false;
  BodyNodes Nodes(Definition->getBody());
  bool Any = false;
  for (const Stmt *S : Nodes.Stmts)
    if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
      if (!Return->getRetValue() || !startsAtBase(Return->getRetValue(), Ctx, Depth + 1))
        return false;
      Any = true;
    }
  return Any;
}

/// Whether each conversion of Record to a pointer (one at least) returns the start of dynamic
/// shared memory.
bool convertsToBase(const CXXRecordDecl *Record, ASTContext &Ctx, int Depth) {
  if (!Record || !Record->hasDefinition())
    return false;
  bool Any = false;
  for (const Decl *D : Record->getDefinition()->decls()) {
    const auto *Conversion = dyn_cast<CXXConversionDecl>(D);
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
      Conversion = dyn_cast<CXXConversionDecl>(Template->getTemplatedDecl());
    if (!Conversion || !Conversion->getConversionType()->isPointerType())
      continue;
    if (!returnsBase(Conversion, Ctx, Depth))
      return false;
    Any = true;
  }
  return Any;
}

/// Whether an object of type T (a struct, or a template's specialization not yet made) gives
/// the start of dynamic shared memory where it converts to a pointer. For a class template,
/// its explicit specializations must as well.
bool objectConvertsToBase(QualType T, ASTContext &Ctx, int Depth) {
  if (const CXXRecordDecl *Record = T->getAsCXXRecordDecl())
    if (!isa<ClassTemplateSpecializationDecl>(Record) || Record->hasDefinition())
      return convertsToBase(Record, Ctx, Depth);
  const auto *Specialization = T->getAs<TemplateSpecializationType>();
  const auto *Template =
      Specialization ? dyn_cast_or_null<ClassTemplateDecl>(
                           Specialization->getTemplateName().getAsTemplateDecl())
                     : nullptr;
  if (!Template || !convertsToBase(Template->getTemplatedDecl(), Ctx, Depth))
    return false;
  for (const ClassTemplateSpecializationDecl *Each : Template->specializations())
    if (Each->getSpecializationKind() == TSK_ExplicitSpecialization &&
        !convertsToBase(Each, Ctx, Depth))
      return false;
  return true;
}

/// Whether a call's callee, or each function a dependent call may pick, returns the start.
bool calleeReturnsBase(const CallExpr *Call, ASTContext &Ctx, int Depth) {
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    return returnsBase(Callee, Ctx, Depth);
  const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Lookup || Lookup->getNumDecls() == 0)
    return false;
  for (const NamedDecl *D : Lookup->decls()) {
    const FunctionDecl *F = D->getAsFunction();
    if (!F || !returnsBase(F, Ctx, Depth))
      return false;
  }
  return true;
}

/// Whether E, a helper's return, gives the start of dynamic shared memory: an `extern
/// __shared__` array, or a further helper's call that does.
bool startsAtBase(const Expr *E, ASTContext &Ctx, int Depth) {
  E = stripped(E);
  if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E))
    return isDynamicSharedArray(dyn_cast<VarDecl>(Ref->getDecl()), Ctx);
  if (const auto *Member = dyn_cast_or_null<CXXMemberCallExpr>(E))
    if (const auto *Conversion = dyn_cast_or_null<CXXConversionDecl>(Member->getMethodDecl()))
      return returnsBase(Conversion, Ctx, Depth);
  if (const auto *Call = dyn_cast_or_null<CallExpr>(E))
    return calleeReturnsBase(Call, Ctx, Depth);
  if (isa_and_nonnull<CXXUnresolvedConstructExpr, CXXTemporaryObjectExpr, CXXConstructExpr>(E))
    return objectConvertsToBase(E->getType(), Ctx, Depth);
  return false;
}

/// Whether elements of types A and B have one size (a template's, told only in each
/// instantiation, only where the types are the same).
bool sameSize(QualType A, QualType B, ASTContext &Ctx) {
  if (A == B)
    return true;
  if (A->isDependentType() || B->isDependentType() || A->isIncompleteType() ||
      B->isIncompleteType())
    return false;
  return Ctx.getTypeSizeInChars(A) == Ctx.getTypeSizeInChars(B);
}

/// A view of Names at a fixed offset that V's initializer gives (OffsetViews.h), counted in
/// elements of V's size; nullopt where it is not one.
std::optional<ViewStart> offsetView(const VarDecl *V, const llvm::DenseSet<const VarDecl *> &Names,
                                    const Uniformity &U, const BodyNodes &Body, ASTContext &Ctx) {
  std::optional<ViewStart> Start = viewStart(V->getInit());
  const auto *From = Start ? dyn_cast<VarDecl>(Start->Base->getDecl()) : nullptr;
  if (!From || !Names.contains(From) || Start->Offsets.empty() ||
      !sameSize(Start->Unit, elementThrough(V, Ctx), Ctx) || !fixedOffsets(Start->Offsets, U, Body))
    return std::nullopt;
  return Start;
}

/// The local pointers of Body that are views of dynamic shared memory, in Names after the
/// arrays, with each one's offsets from the memory's start (Offsets); ViewStarts gets each
/// one's initializer, stripped (a name, or a helper's call), or the name an offset view is
/// taken from.
void collectViews(const BodyNodes &Body, ASTContext &Ctx, const Uniformity &U,
                  llvm::DenseSet<const VarDecl *> &Names, std::vector<const VarDecl *> &Ordered,
                  llvm::DenseSet<const Expr *> &ViewStarts,
                  std::map<const VarDecl *, std::vector<const Expr *>> &Offsets) {
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const VarDecl *V : Body.Vars) {
      if (Names.contains(V) || !V->getType()->isPointerType() || !V->getInit() ||
          V->isStaticLocal())
        continue;
      const Expr *Start = stripped(V->getInit());
      const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Start);
      const auto *From = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      std::optional<ViewStart> Offset;
      if (From ? !Names.contains(From) : !startsAtBase(Start, Ctx, 0)) {
        Offset = offsetView(V, Names, U, Body, Ctx);
        if (!Offset)
          continue;
        From = cast<VarDecl>(Offset->Base->getDecl());
        Start = Offset->Base;
      }
      // Offsets count elements of the view they were taken for: a view of an offset view
      // must take elements of its size (`reinterpret_cast<float *>(pairs)` of a float2 view
      // at 8 is 16 floats in).
      if (From && !Offsets[From].empty() &&
          !sameSize(elementThrough(From, Ctx), elementThrough(V, Ctx), Ctx))
        continue;
      Names.insert(V);
      Ordered.push_back(V);
      ViewStarts.insert(Start);
      if (From)
        Offsets[V] = Offsets[From];
      if (Offset)
        Offsets[V].insert(Offsets[V].end(), Offset->Offsets.begin(), Offset->Offsets.end());
      Grew = true;
    }
  }
}

/// Whether E is a call that hands out the start of dynamic shared memory (a helper's, or a
/// struct's conversion; in a template's text, the struct's construction).
bool handsOutStart(const Expr *E, ASTContext &Ctx) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E))
    if (const auto *Conversion = dyn_cast_or_null<CXXConversionDecl>(Member->getMethodDecl()))
      return returnsBase(Conversion, Ctx, 0);
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return !isa<CXXMemberCallExpr>(Call) && calleeReturnsBase(Call, Ctx, 0);
  if (isa<CXXUnresolvedConstructExpr>(E))
    return objectConvertsToBase(E->getType(), Ctx, 0);
  return false;
}

/// Sets Out's common element type from its accesses, or notes where they differ.
void settleElement(DynamicShared &Out, ASTContext &Ctx) {
  Out.Element = QualType();
  for (const DynamicAccess &A : Out.Accesses) {
    QualType Element = A.Element;
    if (Out.Element.isNull()) {
      Out.Element = Element;
      continue;
    }
    if (Element == Out.Element)
      continue;
    const bool Sized = !Element->isDependentType() && !Out.Element->isDependentType() &&
                       !Element->isIncompleteType() && !Out.Element->isIncompleteType();
    if (Sized && Ctx.getTypeSizeInChars(Element) == Ctx.getTypeSizeInChars(Out.Element))
      continue;
    Out.Element = QualType();
    if (!Out.Other) {
      Out.Other = A.Subscript;
      Out.Why = "reached through names of different element types, which one new layout "
                "cannot serve";
    }
    return;
  }
}

/// The value of each return of Body.
llvm::DenseSet<const Expr *> returnedValues(const BodyNodes &Body) {
  llvm::DenseSet<const Expr *> Out;
  for (const Stmt *S : Body.Stmts)
    if (const auto *Return = dyn_cast<ReturnStmt>(S); Return && Return->getRetValue())
      Out.insert(stripped(Return->getRetValue()));
  return Out;
}

/// Counts dynamic shared memory kept as written, and says why, at At.
void keepDynamic(RuleContext &R, const std::vector<const VarDecl *> &Names, const Stmt *At,
                 const std::string &Why, const DynamicLayout &Layout) {
  std::string Listed;
  for (const VarDecl *V : Names)
    Listed += (Listed.empty() ? "'" : ", '") + V->getNameAsString() + "'";
  R.count("shared_arrays_kept");
  R.conservative(At, DiagId::UnsupportedMemoryOp,
                 "keeps " + Layout.Kept + " of dynamic shared memory (" + Listed + ": " + Why + ")",
                 Layout.Hint);
}

} // namespace

std::string baseText(const DynamicAccess &Access, ASTContext &Ctx) {
  return Lexer::getSourceText(
             CharSourceRange::getTokenRange(Access.Subscript->getBase()->getSourceRange()),
             Ctx.getSourceManager(), Ctx.getLangOpts())
      .str();
}

DynamicShared dynamicSharedOf(const FunctionDecl *F, ASTContext &Ctx) {
  DynamicShared Out;
  if (!F || !F->getBody())
    return Out;
  BodyNodes Body(F->getBody());
  llvm::DenseSet<const VarDecl *> Names;
  for (const VarDecl *V : sharedArraysOf(Body, Ctx))
    if (isDynamicSharedArray(V, Ctx) && Names.insert(V).second)
      Out.Names.push_back(V);
  llvm::DenseSet<const Expr *> Starts;
  std::map<const VarDecl *, std::vector<const Expr *>> Offsets;
  const Uniformity U(F, Ctx);
  collectViews(Body, Ctx, U, Names, Out.Names, Starts, Offsets);
  // A helper that hands out the start (each of its returns the start) passes it on as a view.
  if (returnsBase(F, Ctx, 0))
    Starts.insert_range(returnedValues(Body));
  for (const Expr *E : Body.Exprs) {
    // A helper's start used other than to begin a view (`scratch()[i]`, `scratch() + n`, an
    // argument, an assignment) reaches the memory where no view sees it.
    if (!Starts.contains(E) && !Out.Other && handsOutStart(E, Ctx)) {
      Out.Other = E;
      Out.Why = "a helper's pointer to it used other than to initialize a pointer that only "
                "subscripts it";
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || !Names.contains(V) || Starts.contains(Ref))
      continue;
    const ArraySubscriptExpr *Subscript = plainSubscript(Ref, Ctx);
    if (Subscript && !Offsets[V].empty() && insideLambda(Ref, Body)) {
      if (!Out.Other) {
        Out.Other = Ref;
        Out.Why = "a view at an offset subscripted inside a lambda, which may not capture what "
                  "the offset reads";
      }
      continue;
    }
    if (Subscript) {
      Out.Accesses.push_back({Subscript, V, elementThrough(V, Ctx), Offsets[V]});
      continue;
    }
    if (!Out.Other) {
      Out.Other = Ref;
      Out.Why = "used other than by subscript: passed on, offset by what may change, changed, "
                "an element's address taken other than for an atomic";
    }
  }
  settleElement(Out, Ctx);
  return Out;
}

DynamicShared dynamicSharedOfModels(const std::vector<const KernelModel *> &Models,
                                    ASTContext &Ctx, const EditSet &Edits) {
  DynamicShared Out;
  auto Note = [&](const Stmt *At, const std::string &Why) {
    if (!Out.Other) {
      Out.Other = At;
      Out.Why = Why;
    }
  };
  for (const KernelModel *Model : Models) {
    llvm::DenseSet<const FunctionDecl *> Cloned;
    for (const FunctionModel &F : Model->functions())
      Cloned.insert(F.Function->getCanonicalDecl());
    DynamicShared Instance; // one instantiation's: one element type
    for (const FunctionModel &F : Model->functions()) {
      DynamicShared Own = dynamicSharedOf(F.Function, Ctx);
      Instance.Accesses.insert(Instance.Accesses.end(), Own.Accesses.begin(), Own.Accesses.end());
      for (const VarDecl *V : Own.Names) // once a name, over the instantiations
        if (std::none_of(Out.Names.begin(), Out.Names.end(), [&](const VarDecl *Seen) {
              return Seen->getName() == V->getName() &&
                     Seen->getLocation() == V->getLocation();
            }))
          Out.Names.push_back(V);
      if (Own.Other)
        Note(Own.Other, Own.Why);
      // A function the variant does not clone (a method that changes its object, a helper
      // outside the user's files) keeps its accesses as written.
      for (const Expr *E : BodyNodes(F.Function->getBody()).Exprs) {
        const auto *Call = dyn_cast<CallExpr>(E);
        const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
        const FunctionDecl *Definition = nullptr;
        if (!Callee || !Callee->hasBody(Definition) || Callee->hasAttr<CUDAGlobalAttr>() ||
            Cloned.contains(Callee->getCanonicalDecl()))
          continue;
        // One that only hands out the start (SharedMemory<T>'s conversion) accesses nothing.
        if (DynamicShared Reached = dynamicSharedOf(Definition, Ctx);
            !Reached.Accesses.empty() || Reached.Other)
          Note(Call, "reached by a function the variant does not clone ('" +
                         Callee->getQualifiedNameAsString() + "')");
      }
    }
    settleElement(Instance, Ctx);
    if (Instance.Other)
      Note(Instance.Other, Instance.Why);
    if (Out.Element.isNull())
      Out.Element = Instance.Element;
    // Every access's text must take the new index: one that a macro hides would keep its place.
    for (const DynamicAccess &A : Instance.Accesses)
      if (!Edits.rangeOf(A.Subscript->getIdx()->getSourceRange()) ||
          !Edits.rangeOf(A.Subscript->getBase()->getSourceRange()) ||
          std::any_of(A.Offsets.begin(), A.Offsets.end(),
                      [&](const Expr *O) { return !Edits.rangeOf(O->getSourceRange()); }))
        Note(A.Subscript, "an access whose text a macro writes");
    Out.Accesses.insert(Out.Accesses.end(), Instance.Accesses.begin(), Instance.Accesses.end());
  }
  return Out;
}

void layOutDynamic(RuleContext &R, const FunctionModel &M, const DynamicLayout &Layout) {
  DynamicShared Own = dynamicSharedOf(M.Function, R.Ctx);
  if (Own.Names.empty())
    return;
  DynamicShared All =
      R.Models.empty() ? Own : dynamicSharedOfModels(R.Models, R.Ctx, R.Edits);
  const bool Takes = std::all_of(All.Accesses.begin(), All.Accesses.end(),
                                 [&](const DynamicAccess &A) { return Layout.Takes(A.Element); });
  if (All.Other || !Takes) {
    // An access a macro writes is expanded in place where the variants are parsed again.
    for (const DynamicAccess &A : All.Accesses)
      for (const Stmt *Part : {A.Subscript->getIdx(), A.Subscript->getBase()})
        if (!R.Edits.rangeOf(Part->getSourceRange()))
          R.macroInTheWay(Part);
    if (All.Other)
      return keepDynamic(R, All.Names, All.Other, All.Why, Layout);
    R.count("shared_arrays_kept");
    return;
  }
  const bool Templated = M.Function->isTemplateInstantiation() || M.Function->isDependentContext();
  std::vector<std::optional<std::string>> Offsets;
  for (const DynamicAccess &Access : Own.Accesses)
    if (!Offsets.emplace_back(offsetText(R.Edits, Access.Offsets)))
      return keepDynamic(R, All.Names, Access.Subscript,
                         "a view's offset that an edit of the same what-if changes", Layout);
  for (size_t I = 0; I < Own.Accesses.size(); ++I) {
    const DynamicAccess &Access = Own.Accesses[I];
    const std::optional<std::string> &Offset = Offsets[I];
    if (Layout.Leaves && Layout.Leaves(Access))
      continue;
    if (R.replaceIndex(Access.Subscript, "a shared array's index", [&](TextRange Index) {
          return throughView(*Offset, Index, [&](std::vector<EditSet::Piece> At) {
            return Layout.Index(Access, Templated, At);
          });
        }))
      R.count(Layout.CountOf ? Layout.CountOf(Access) : std::string(Layout.Count));
  }
}

} // namespace limiter
