// The shared arrays of a kernel and how it uses them: see SharedArrays.h.

#include "variants/SharedArrays.h"
#include "ast/Parents.h"
#include "variants/RuleContext.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>

using namespace clang;

namespace limiter {

/// Whether the element a subscript names (through the subscripts of its further dimensions)
/// is used by address, other than as an atomic's operand (`&s[k]` carving a second array out
/// of the first, or `reinterpret_cast<float4 *>(&s[4 * t])`), or a row of it decays to a
/// pointer, or is used whole (a reference to it, `sizeof(tile[0])`): the new layout would move
/// what the pointer reaches, or change the row's type or size.
bool addressTaken(const ArraySubscriptExpr *Subscript, ASTContext &Ctx) {
  const Expr *Element = Subscript;
  while (true) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Element);
    const Expr *Parent = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    const auto *Cast = Parent ? dyn_cast<ImplicitCastExpr>(Parent) : nullptr;
    if (Cast && Cast->getCastKind() == CK_ArrayToPointerDecay) {
      // A row: subscripted further (`tile[y][x]`), or handed on as a pointer.
      DynTypedNodeList Up = parentsOf(Ctx, *Cast);
      const auto *Outer = Up.empty() ? nullptr : Up[0].get<ArraySubscriptExpr>();
      if (!Outer || Outer->getBase() != Cast)
        return true;
      Element = Outer;
      continue;
    }
    // A row used whole, other than decayed (bound to a reference, measured by sizeof): its
    // type would no longer match, or its size would change.
    if (Element->getType()->isArrayType() && !(Parent && isa<ParenExpr>(Parent)))
      return true;
    if (Parent && (isa<ParenExpr>(Parent) || Cast)) {
      Element = Parent;
      continue;
    }
    const auto *AddrOf = Parent ? dyn_cast<UnaryOperator>(Parent) : nullptr;
    if (!AddrOf || AddrOf->getOpcode() != UO_AddrOf)
      return false;
    DynTypedNodeList Up = parentsOf(Ctx, *AddrOf);
    const Expr *Arg = AddrOf;
    while (!Up.empty() && (Up[0].get<ImplicitCastExpr>() || Up[0].get<ParenExpr>())) {
      Arg = Up[0].get<Expr>();
      Up = parentsOf(Ctx, *Arg);
    }
    const auto *Call = Up.empty() ? nullptr : Up[0].get<CallExpr>();
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    return !(Callee && Callee->getIdentifier() && Callee->getName().starts_with("atomic"));
  }
}

const ArraySubscriptExpr *plainSubscript(const DeclRefExpr *Ref, ASTContext &Ctx) {
  const Expr *Use = Ref;
  DynTypedNodeList Parents = parentsOf(Ctx, *Use);
  while (!Parents.empty() && (Parents[0].get<ImplicitCastExpr>() || Parents[0].get<ParenExpr>())) {
    Use = Parents[0].get<Expr>();
    Parents = parentsOf(Ctx, *Use);
  }
  const auto *Subscript = Parents.empty() ? nullptr : Parents[0].get<ArraySubscriptExpr>();
  if (!Subscript || Subscript->getBase() != Use || addressTaken(Subscript, Ctx))
    return nullptr;
  return Subscript;
}

/// The subscripts of V in Body (`tile[y][x]` gives `tile[y]`), or nullopt where V is used
/// other than by subscript: an array passed on whole (to a helper taking `float (*)[32]`, or by
/// address) would no longer match its padded type or skewed layout.
std::optional<std::vector<const ArraySubscriptExpr *>>
subscriptsOf(const VarDecl *V, const BodyNodes &Body, ASTContext &Ctx) {
  std::vector<const ArraySubscriptExpr *> Out;
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V)
      continue;
    const ArraySubscriptExpr *Subscript = plainSubscript(Ref, Ctx);
    if (!Subscript)
      return std::nullopt;
    Out.push_back(Subscript);
  }
  return Out;
}

/// The static shared memory the function's own `__shared__` variables take, in bytes. A
/// template's own text, whose sizes are its parameters' (`double buf[NT]`), has none to count:
/// its instantiations do.
uint64_t staticSharedBytes(const BodyNodes &Body, ASTContext &Ctx) {
  uint64_t Bytes = 0;
  for (const VarDecl *V : Body.Vars)
    if (V->hasAttr<CUDASharedAttr>() && !V->getType()->isIncompleteType() &&
        !V->getType()->isDependentType())
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

/// The shared arrays Body uses: its own `__shared__` variables, and the `extern __shared__`
/// arrays of the file it reads by name (a file's static array is every variant's, and keeps
/// its layout).
std::vector<const VarDecl *> sharedArraysOf(const BodyNodes &Body, ASTContext &Ctx) {
  std::vector<const VarDecl *> Out;
  for (const VarDecl *V : Body.Vars)
    if (V->hasAttr<CUDASharedAttr>())
      Out.push_back(V);
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (V && V->hasAttr<CUDASharedAttr>() && V->isFileVarDecl() &&
        Ctx.getAsIncompleteArrayType(V->getType()) &&
        std::find(Out.begin(), Out.end(), V) == Out.end())
      Out.push_back(V);
  }
  return Out;
}

/// The first expression of Body that names V.
const Stmt *firstUse(const VarDecl *V, const BodyNodes &Body) {
  for (const Expr *E : Body.Exprs)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && Ref->getDecl() == V)
      return Ref;
  return nullptr;
}

void keepSharedArray(RuleContext &R, const VarDecl *V, const Stmt *At, const std::string &What,
                     const std::string &Else, const std::string &Verb) {
  R.count("shared_arrays_kept");
  if (At)
    R.conservative(At, DiagId::UnsupportedMemoryOp,
                   "keeps the " + What + " of shared array '" + V->getNameAsString() +
                       "' (used other than by subscript: passed on, an element's address taken "
                       "other than for an atomic, a row decayed to a pointer that may leave its "
                       "row, or a row used whole; or " +
                       Else + ")",
                   "subscript the array where it is declared for the what-if to " + Verb + " it");
}

} // namespace limiter
