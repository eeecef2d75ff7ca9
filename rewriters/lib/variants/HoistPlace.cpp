// A declaration taken once before a loop (the coalesced what-if's warp shift) is computed by
// warp instructions that nvcc must assume touch memory (`__activemask()` is a volatile asm).
// Between a store before the loop and the loop (PolyBench's `tmp[i] = 0;` before `tmp[i] +=
// A[...] * x[j]` in a loop), they make nvcc load the element again where full kept it in a
// register: two loads more a thread, and the what-if's static check fails. Taken in front of
// that store instead, they leave full's code as it was.

#include "variants/HoistPlace.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"

#include "clang/Lex/Lexer.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace limiter {

namespace {

/// The variables S names, or none where it calls anything (a constructor that is not
/// trivial too) or holds a body of its own (a lambda's, a statement expression's).
std::optional<std::set<const VarDecl *>> namesWithoutCalls(const Stmt *S) {
  std::set<const VarDecl *> Vars;
  for (const Expr *E : BodyNodes(S).Exprs) {
    const auto *Construct = dyn_cast<CXXConstructExpr>(E);
    if (isa<CallExpr>(E) || isa<LambdaExpr>(E) || isa<StmtExpr>(E) || isa<CXXNewExpr>(E) ||
        isa<CXXDeleteExpr>(E) || isa<CXXThrowExpr>(E) ||
        (Construct && !Construct->getConstructor()->isTrivial()))
      return std::nullopt;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        Vars.insert(V);
  }
  return Vars;
}

const FunctionDecl *functionOf(const Stmt *S, ASTContext &Ctx) {
  for (DynTypedNodeList P = parentsOf(Ctx, *S); !P.empty(); P = parentsOf(Ctx, P[0]))
    if (const auto *F = P[0].get<FunctionDecl>())
      return F;
  return nullptr;
}

/// Whether a declaration reading only variables of Nameable can be taken before S rather
/// than after it: S declares none of them, writes none of them, calls nothing and has no way
/// out (a declaration, an expression or an empty statement).
bool passable(const Stmt *S, const std::set<const VarDecl *> &Nameable, ASTContext &Ctx) {
  if (isa<NullStmt>(S))
    return true;
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || V->isStaticLocal() || Nameable.count(V))
        return false;
    }
  } else if (!isa<Expr>(S)) {
    return false;
  }
  std::optional<std::set<const VarDecl *>> Named = namesWithoutCalls(S);
  if (!Named)
    return false;
  return std::all_of(Named->begin(), Named->end(),
                     [&](const VarDecl *V) { return !Nameable.count(V) || onlyRead(V, S, Ctx); });
}

} // namespace

std::optional<unsigned> earlierPlaceBefore(const ForStmt *Loop, const RuleContext &R) {
  ASTContext &Ctx = R.Ctx;
  const FunctionDecl *Function = functionOf(Loop, Ctx);
  if (!Function)
    return std::nullopt;
  if (const FunctionDecl *Pattern = Function->getTemplateInstantiationPattern();
      Pattern &&
      (!Function->hasAttr<CUDAGlobalAttr>() || kernelInstantiations(R.Models, Pattern).size() > 1))
    return std::nullopt;
  const Stmt *Whole = withPragmas(Loop, Ctx);
  DynTypedNodeList Parents = parentsOf(Ctx, *Whole);
  const auto *Block = Parents.empty() ? nullptr : Parents[0].get<CompoundStmt>();
  if (!Block)
    return std::nullopt;
  auto At = std::find(Block->body_begin(), Block->body_end(), Whole);
  if (At == Block->body_end())
    return std::nullopt;
  // What the declaration may name: variables the loop reads and never writes (a counter it
  // steps is named by its start, which the loop's own text holds), none of floating point
  // (its index is integer arithmetic, a struct parameter's members at most).
  std::set<const VarDecl *> InLoop;
  for (const Expr *E : BodyNodes(Loop).Exprs)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        InLoop.insert(V);
  std::set<const VarDecl *> Nameable;
  for (const VarDecl *V : InLoop) {
    const Type *T = V->getType()->getBaseElementTypeUnsafe();
    if (!T->isFloatingType() && onlyRead(V, Loop, Ctx))
      Nameable.insert(V);
  }
  auto First = At;
  while (First != Block->body_begin() && passable(*(First - 1), Nameable, Ctx))
    --First;
  if (First == At)
    return std::nullopt;
  // Right after the statement before the first one passed (its `;` too), or the block's `{`:
  // blank text, where no edit of a statement can begin.
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &Lang = Ctx.getLangOpts();
  SourceLocation After;
  if (First == Block->body_begin()) {
    After = Block->getLBracLoc().getLocWithOffset(1);
  } else {
    const Stmt *Before = *(First - 1);
    After = Lexer::getLocForEndOfToken(Before->getEndLoc(), 0, SM, Lang);
    if (!isa<DeclStmt>(Before) && !isa<NullStmt>(Before) && !isa<CompoundStmt>(Before)) {
      SourceLocation Semi = Lexer::findLocationAfterToken(Before->getEndLoc(), tok::semi, SM, Lang,
                                                          /*SkipTrailingWhitespace=*/false);
      if (Semi.isValid())
        After = Semi;
    }
  }
  std::optional<unsigned> Place = R.Edits.offsetOf(After);
  std::optional<unsigned> Next = R.Edits.offsetOf((*First)->getBeginLoc());
  if (!Place || !Next || *Place > *Next ||
      R.Edits.fileAndOffset(*Place).first != R.Edits.fileAndOffset(*Next).first)
    return std::nullopt;
  const std::string Blank = R.Edits.original({*Place, *Place + 1});
  if (Blank.size() != 1 || !isspace(static_cast<unsigned char>(Blank[0])))
    return std::nullopt;
  return Place;
}

} // namespace limiter
