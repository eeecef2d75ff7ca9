// Memory-only: keeps every global load and store with its address, width and order, the
// shared-memory stores that stage data and the reads that copy it out, barriers, and the
// computations that decide addresses and which accesses run (the memory slice). The arithmetic
// goes (seed 001: "remove as much arithmetic as possible without changing the access pattern"):
// - a value that carries loaded data not yet stored (Carriers) becomes lim::fold of those
//   carriers, one integer add each, so that every load stays alive until its store;
// - arithmetic that carries none, together with the shared and constant reads that only fed
//   it, is removed (`x += c[r] * tile[i]` is dropped; a store of such a value stores a fold of
//   the plain variables it read);
// - a loop that only computes (Carriers::writtenIn) becomes one fold per variable it writes.
// Each shared variable gets lim::keep_shared where its block ends and at each return: a read
// that never runs but that the compiler cannot rule out; with the reads that fed arithmetic
// gone, it would otherwise delete the variable's stores and the loads feeding them.

#include "variants/MemOnlyRewriter.h"

#include "ast/Memory.h"
#include "ast/Parents.h"
#include "variants/Carriers.h"
#include "variants/MemOnlyValues.h"
#include "variants/RuleContext.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/StatementPlace.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "model/KernelModel.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {

void MemOnlyRewriter::run() {
  reportUnsupported(R, M);
  if (M.OnlyComputes && foldWholeBody())
    return;
  BodyNodes Nodes(M.Function->getBody());
  reportUnfoldableCalls(Nodes.Exprs);
  for (const Stmt *S : Nodes.Stmts)
    if (M.ComputeOnlyLoops.contains(S) && !removed(S))
      removeLoop(S);
  for (const VarDecl *V : Nodes.Vars)
    if (V->getInit() && !removed(V->getInit()) && !M.MemStructuralVars.contains(V) &&
        !V->getType()->isReferenceType())
      foldValue(V->getInit(), /*CarriersOnly=*/true);
  for (const Expr *E : Nodes.Exprs)
    if (!removed(E) && !M.isMemStructural(E))
      rewriteExpr(E);
  for (const Expr *E : Nodes.Exprs) {
    if (removed(E) || M.isMemStructural(E))
      continue;
    if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
      foldValue(Cond->getTrueExpr(), false);
      foldValue(Cond->getFalseExpr(), false);
    } else if (const auto *List = dyn_cast<InitListExpr>(E)) {
      // float4{a * s, ...}: each element is a value of its own.
      for (const Expr *Init : List->inits())
        foldValue(Init, false);
    }
  }
  for (const Stmt *S : Nodes.Stmts)
    if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && Ret->getRetValue() && !removed(S))
      if (!M.isMemStructural(Ret->getRetValue()))
        foldValue(Ret->getRetValue(), false);
  keepSharedArrays(Nodes);
}

bool MemOnlyRewriter::removed(const Stmt *S) const {
  for (SourceRange Range : Removed)
    if (!SM.isBeforeInTranslationUnit(S->getBeginLoc(), Range.getBegin()) &&
        !SM.isBeforeInTranslationUnit(Range.getEnd(), S->getEndLoc()))
      return true;
  return false;
}

bool MemOnlyRewriter::computesNothing(const FunctionDecl *Callee) {
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody())
    return false;
  for (const Stmt *S : BodyNodes(Def->getBody()).Stmts)
    if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S))
      return false;
  // A copy between registers (`memcpy(&bits, &payload, sizeof bits)`) computes nothing.
  std::set<const Expr *> Copies;
  for (const Expr *E : BodyNodes(Def->getBody()).Exprs) {
    const auto *Call = dyn_cast<CallExpr>(E);
    // The size a constant (`sizeof bits`): what computes it is not looked at below.
    if (!Call || !isRegisterCopy(Call) || Call->getArg(2)->isValueDependent() ||
        !Call->getArg(2)->isEvaluatable(Def->getASTContext()))
      continue;
    for (const Expr *Part : BodyNodes(Call).Exprs)
      Copies.insert(Part);
  }
  for (const Expr *E : BodyNodes(Def->getBody()).Exprs) {
    if (Copies.count(E))
      continue;
    // A copy computes nothing (a lambda returning one of the values it captured), nor does
    // a trivial default construction (`int4 bits;`).
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
        Construct && Construct->getConstructor()->isTrivial() &&
        (Construct->getConstructor()->isCopyOrMoveConstructor() ||
         Construct->getConstructor()->isDefaultConstructor()))
      continue;
    if (isa<CallExpr>(E) || isa<CXXConstructExpr>(E) || isa<AbstractConditionalOperator>(E) ||
        isa<ArraySubscriptExpr>(E))
      return false;
    // Fields of its own object only; what a pointer reaches, and variables of static
    // storage (`__device__`, `__shared__`, `__constant__`), are memory.
    if (const auto *M = dyn_cast<MemberExpr>(E);
        M && M->isArrow() && !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && V->hasGlobalStorage() &&
          (Ref->isNonOdrUse() != NOUR_Constant || V->getType()->isReferenceType()))
        return false;
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && !B->isComparisonOp() && !B->isLogicalOp())
      return false;
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() != UO_LNot)
      return false;
  }
  return true;
}

void MemOnlyRewriter::reportUnfoldableCalls(const std::vector<const Expr *> &Exprs) {
  for (const Expr *E : Exprs) {
    const auto *Call = dyn_cast<CallExpr>(E);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    // A call that yields an address (a pointer or a reference, an accessor of shared
    // memory) computes no data: it stays as the addresses stay.
    if (!Callee || !Callee->hasBody() || isCompilerProvided(Callee) ||
        isBitCopy(dyn_cast<CXXMethodDecl>(Callee)) || isa<CUDAKernelCallExpr>(Call) ||
        Call->getType()->isPointerType() || Call->getType()->isReferenceType() ||
        Call->isGLValue() || cloneableCallee(Call, SM) || isMathCall(Call, SM) ||
        lookupKnownCallee(Callee) || isLambdaWrittenIn(Callee, M.Function) ||
        SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) || foldedOperator(Call) ||
        computesNothing(Callee))
      continue;
    R.conservative(Call, DiagId::HelperNotCloned,
                   "the arithmetic inside '" + Callee->getNameAsString() + "' (" +
                       whyNotCloned(Call, SM) + ") is kept",
                   "make it a __device__ function, or a method that only reads an object of the "
                   "caller's, so that it can be cloned");
  }
}

bool MemOnlyRewriter::foldedOperator(const CallExpr *Call) const {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  if (!Op)
    return false;
  if (isArithmeticOperatorCall(Op))
    return true;
  std::optional<Assignment> A = asAssignment(Op);
  return A && A->Compound && isArithmetic(A->Target->getType()) &&
         (!A->Value || isArithmetic(A->Value->getType()));
}

bool MemOnlyRewriter::foldWholeBody() {
  const FunctionDecl *F = M.Function;
  std::optional<TextRange> Result = R.Edits.rangeOf(F->getReturnTypeSourceRange());
  std::optional<TextRange> Body = R.Edits.rangeOf(F->getBody()->getSourceRange());
  if (!Result || !Body)
    return false; // spelled in a macro: rewritten statement by statement
  if (R.Edits.hasEdit(*Body))
    return true; // for another instantiation
  std::string Type = R.Edits.original(*Result);
  if (Type.find("//") != std::string::npos || Type.find("/*") != std::string::npos)
    return false; // a comment in it: rewritten statement by statement
  std::replace(Type.begin(), Type.end(), '\n', ' ');
  std::string Text = "{ return lim::fold<" + Type + ">(";
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  const char *Separator = "";
  for (const ParmVarDecl *P : (Pattern ? Pattern : F)->parameters()) {
    Text += Separator + P->getNameAsString();
    Separator = ", ";
  }
  // As many lines as the body had: the lines below keep their numbers.
  std::string Original = R.Edits.original(*Body);
  Text += "); " + std::string(std::count(Original.begin(), Original.end(), '\n'), '\n') + "}";
  if (!R.replace(F->getBody(), "a helper that only computes", {Text}))
    return false;
  R.count("helpers_folded");
  return true;
}

void MemOnlyRewriter::removeLoop(const Stmt *Loop) {
  std::vector<const VarDecl *> Reads = C.carriersReadIn(Loop);
  std::string Text = "{";
  for (const VarDecl *V : Carriers::writtenIn(Loop)) {
    std::string Name = V->getNameAsString();
    Text += " " + Name + " = lim::fold<decltype(" + Name + ")>(" + Name;
    for (const VarDecl *Read : Reads)
      if (Read != V)
        Text += ", " + Read->getNameAsString();
    Text += ");";
  }
  Text += " }";
  std::optional<TextRange> Range = R.Edits.rangeOf(Loop->getSourceRange());
  bool Done = Range && R.Edits.hasEdit(*Range); // for another instantiation
  if (!Done && R.replace(Loop, "a loop that only computes", {statementInPlaceOf(Loop, Text)})) {
    R.count("loops_removed");
    Done = true;
  }
  if (Done)
    Removed.push_back(Loop->getSourceRange());
}

bool MemOnlyRewriter::isStatement(const Expr *E) const {
  DynTypedNodeList Parents = parentsOf(R.Ctx, *E);
  return !Parents.empty() && Parents[0].get<Stmt>() && !Parents[0].get<Expr>();
}

void MemOnlyRewriter::keepSharedArrays(const BodyNodes &Nodes) {
  std::vector<const VarDecl *> Shared;
  for (const Expr *E : Nodes.Exprs)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && isSharedVariable(V) && std::find(Shared.begin(), Shared.end(), V) == Shared.end())
        Shared.push_back(V);
  const auto *Body = dyn_cast<CompoundStmt>(M.Function->getBody());
  if (!Body)
    return;
  // The block each variable is kept at the end of, and what is kept at each block's end and
  // at each return, in the order the variables were met.
  std::map<const CompoundStmt *, std::vector<const VarDecl *>> AtEnd;
  std::map<const ReturnStmt *, std::vector<const VarDecl *>> AtReturn;
  for (const VarDecl *V : Shared) {
    const CompoundStmt *Scope = Body;
    for (const Stmt *S : Nodes.Stmts)
      if (const auto *Block = dyn_cast<CompoundStmt>(S))
        for (const Stmt *Child : Block->body())
          if (const auto *Decl = dyn_cast<DeclStmt>(Child))
            for (const class Decl *D : Decl->decls())
              if (D == V)
                Scope = Block;
    AtEnd[Scope].push_back(V);
    // A return above the declaration (`if (idle) return; __shared__ float tile[...];`)
    // cannot name it.
    for (const Stmt *S : BodyNodes(Scope).Stmts)
      if (const auto *Return = dyn_cast<ReturnStmt>(S);
          Return && SM.isBeforeInTranslationUnit(V->getLocation(), Return->getBeginLoc()))
        AtReturn[Return].push_back(V);
  }
  auto Call = [](const std::vector<const VarDecl *> &Vars) {
    std::string Args;
    for (const VarDecl *V : Vars)
      Args += (Args.empty() ? "&" : ", &") + V->getNameAsString();
    return "lim::keep_shared(" + Args + ")";
  };
  for (const auto &[Block, Vars] : AtEnd) {
    std::optional<unsigned> Brace = R.Edits.offsetOf(Block->getRBracLoc());
    if (Brace && R.Edits.insertOnce(*Brace, " " + Call(Vars) + "; "))
      R.count("shared_arrays_kept");
  }
  for (const auto &[Return, Vars] : AtReturn) {
    std::optional<TextRange> Keyword = R.Edits.tokenAt(Return->getReturnLoc());
    if (!Keyword || R.Edits.hasEdit(*Keyword))
      continue;
    // A value is returned after the reads (a void left operand: the built-in comma).
    R.Edits.replace(*Keyword, {"return " + Call(Vars) + (Return->getRetValue() ? "," : "")});
  }
}

void applyMemOnlyRule(RuleContext &R, const FunctionModel &M) { MemOnlyRewriter(R, M).run(); }

} // namespace limiter
