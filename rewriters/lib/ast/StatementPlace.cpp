// Where a node runs within its function's blocks: see StatementPlace.h.

#include "ast/StatementPlace.h"

#include "ast/IndexArithmetic.h"
#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <set>

using namespace clang;

namespace limiter {

/// The statement of Block that holds N, by its index; none when N is not inside Block.
std::optional<unsigned> positionIn(const Stmt *N, const CompoundStmt *Block, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(*N);
  for (int Depth = 0; Depth < 256; ++Depth) {
    DynTypedNodeList Parents = parentsOf(Ctx, Node);
    if (Parents.empty())
      return std::nullopt;
    if (Parents[0].get<CompoundStmt>() == Block) {
      const Stmt *Top = Node.get<Stmt>();
      for (unsigned I = 0; I < Block->size(); ++I)
        if (Block->body_begin()[I] == Top)
          return I;
      return std::nullopt;
    }
    Node = Parents[0];
  }
  return std::nullopt;
}

/// Whether N lies in the body of a switch (at any depth within its function).
bool insideSwitch(const Stmt *N, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(*N);
  for (int Depth = 0; Depth < 256; ++Depth) {
    DynTypedNodeList Parents = parentsOf(Ctx, Node);
    if (Parents.empty() || Parents[0].get<FunctionDecl>() || Parents[0].get<LambdaExpr>())
      return false;
    if (Parents[0].get<SwitchStmt>())
      return true;
    Node = Parents[0];
  }
  return true;
}

/// The block and statement an access runs in unconditionally: walking up from it, nothing but
/// expressions and declarations before a compound statement, and no `?:` branch or right side
/// of `&&`/`||` on the way. False where it is under control of its own statement.
std::optional<FullStatement> fullStatementOf(const Expr *Access, ASTContext &Ctx,
                                             bool ThroughReturn) {
  DynTypedNode Node = DynTypedNode::create(*Access);
  for (int Depth = 0; Depth < 256; ++Depth) {
    DynTypedNodeList Parents = parentsOf(Ctx, Node);
    if (Parents.empty())
      return std::nullopt;
    const DynTypedNode &Parent = Parents[0];
    const Stmt *Child = Node.get<Stmt>(); // null for a variable's declaration
    // Reached through expressions and declarations only: Child is one of those.
    if (const auto *Block = Parent.get<CompoundStmt>(); Block && Child)
      return FullStatement{Child, Block};
    if (const auto *If = Parent.get<IfStmt>();
        If && Child && (Child == If->getThen() || Child == If->getElse()))
      return FullStatement{Child, If};
    for (const Stmt *Body : {Parent.get<ForStmt>() ? Parent.get<ForStmt>()->getBody() : nullptr,
                             Parent.get<WhileStmt>() ? Parent.get<WhileStmt>()->getBody() : nullptr,
                             Parent.get<DoStmt>() ? Parent.get<DoStmt>()->getBody() : nullptr})
      if (Body && Child == Body)
        return FullStatement{Child, Parent.get<Stmt>()};
    if (const auto *Cond = Parent.get<AbstractConditionalOperator>();
        Cond && Child != Cond->getCond())
      return std::nullopt;
    if (const auto *B = Parent.get<BinaryOperator>(); B && B->isLogicalOp() && Child == B->getRHS())
      return std::nullopt;
    if (const auto *Return = Parent.get<ReturnStmt>();
        Return && ThroughReturn && Child == Return->getRetValue()) {
      Node = Parent;
      continue;
    }
    if (const auto *S = Parent.get<Stmt>(); S && !isa<Expr>(S) && !isa<DeclStmt>(S))
      return std::nullopt; // a condition of a statement of its own: if, loops, switch, return
    if (Parent.get<Decl>() && !Parent.get<VarDecl>())
      return std::nullopt;
    Node = Parent;
  }
  return std::nullopt;
}

bool placeOf(const Expr *Access, ASTContext &Ctx, const CompoundStmt *&Block, unsigned &Position) {
  std::optional<FullStatement> Full = fullStatementOf(Access, Ctx);
  const auto *In = Full ? dyn_cast<CompoundStmt>(Full->Holder) : nullptr;
  // A declaration inside a switch's body could be jumped over by its case labels.
  if (!In || insideSwitch(In, Ctx))
    return false;
  std::optional<unsigned> At = positionIn(Full->Statement, In, Ctx);
  if (!At)
    return false;
  Block = In;
  Position = *At;
  return true;
}

bool hasGoto(const Stmt *S) {
  if (!S)
    return false;
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (hasGoto(Child))
      return true;
  return false;
}

bool semicolonFollows(const Stmt *S) {
  if (!S || isa<CompoundStmt>(S) || isa<DeclStmt>(S) || isa<NullStmt>(S))
    return false;
  if (const auto *Attributed = dyn_cast<AttributedStmt>(S)) // `#pragma unroll` and its loop
    return semicolonFollows(Attributed->getSubStmt());
  if (const auto *For = dyn_cast<ForStmt>(S))
    return semicolonFollows(For->getBody());
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return semicolonFollows(While->getBody());
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(S))
    return semicolonFollows(Range->getBody());
  if (const auto *If = dyn_cast<IfStmt>(S))
    return semicolonFollows(If->getElse() ? If->getElse() : If->getThen());
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return semicolonFollows(Switch->getBody());
  if (const auto *Label = dyn_cast<LabelStmt>(S))
    return semicolonFollows(Label->getSubStmt());
  return true; // an expression, a do loop, return, break, continue, goto
}

std::string statementInPlaceOf(const Stmt *S, const std::string &Block) {
  return semicolonFollows(S) ? "do " + Block + " while (0)" : Block;
}

bool leavesEarly(const Stmt *S, bool InnerLoop, bool InnerSwitch) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S) ||
      isa<CXXThrowExpr>(S) || isa<AsmStmt>(S))
    return true;
  if ((isa<BreakStmt>(S) && !InnerLoop && !InnerSwitch) || (isa<ContinueStmt>(S) && !InnerLoop))
    return true;
  const bool Loop =
      isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
  for (const Stmt *Child : S->children())
    if (leavesEarly(Child, InnerLoop || Loop, InnerSwitch || isa<SwitchStmt>(S)))
      return true;
  return false;
}

const ForStmt *loopAround(const Expr *Node, ASTContext &Ctx) {
  const Stmt *Child = Node;
  for (DynTypedNodeList Parents = parentsOf(Ctx, *Child); !Parents.empty();
       Parents = parentsOf(Ctx, *Child)) {
    // An initialiser's parent is its variable, whose parent is the declaration statement.
    while (!Parents.empty() && Parents[0].get<VarDecl>())
      Parents = parentsOf(Ctx, *Parents[0].get<VarDecl>());
    const Stmt *S = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!S)
      return nullptr;
    if (const auto *For = dyn_cast<ForStmt>(S))
      return For->getBody() == Child ? For : nullptr;
    if (const auto *C = dyn_cast<AbstractConditionalOperator>(S); C && C->getCond() != Child)
      return nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isLogicalOp() && B->getRHS() == Child)
      return nullptr;
    if (!isa<Expr>(S) && !isa<DeclStmt>(S) && !isa<CompoundStmt>(S))
      return nullptr;
    Child = S;
  }
  return nullptr;
}

const CallExpr *opaqueCall(const Stmt *S) {
  if (!S)
    return nullptr;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return Call;
    if (definedInProject(Callee) && !Callee->isTrivial()) { // a struct's copy writes its own
      if (isa<CXXMemberCallExpr>(Call) || isa<CXXOperatorCallExpr>(Call))
        return Call; // an object's members, a lambda's captures
      for (const ParmVarDecl *P : Callee->parameters())
        if (!isNumericValueType(P->getType()) && !P->getType()->isEnumeralType())
          return Call;
    }
  }
  for (const Stmt *Child : S->children())
    if (const CallExpr *Call = opaqueCall(Child))
      return Call;
  return nullptr;
}

bool invariantIn(const Expr *E, const Stmt *Loop, ASTContext &Ctx) {
  std::set<const ValueDecl *> Vars;
  if (!plainArithmetic(E, Vars))
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const ValueDecl *D : Vars) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Loop->getBeginLoc()) ||
        !onlyRead(V, Loop, Ctx))
      return false;
  }
  return true;
}

const ForStmt *loopDeclaring(const VarDecl *V, ASTContext &Ctx) {
  DynTypedNodeList Parents = V ? parentsOf(Ctx, *V) : DynTypedNodeList(DynTypedNode());
  const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  Parents = Decl ? parentsOf(Ctx, *Decl) : DynTypedNodeList(DynTypedNode());
  const auto *Loop = Decl && !Parents.empty() ? Parents[0].get<ForStmt>() : nullptr;
  return Loop && Loop->getInit() == Decl ? Loop : nullptr;
}

const VarDecl *ownCounter(const ForStmt *Loop, ASTContext &Ctx) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  const auto *Counter =
      Init && Init->isSingleDecl() ? dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
  if (!Counter || !Counter->getType()->isIntegerType() || !Counter->isLocalVarDecl() ||
      Counter->isStaticLocal() || !Counter->getInit() || !Loop->getCond() || !Loop->getInc() ||
      !onlyRead(Counter, Loop->getBody(), Ctx))
    return nullptr;
  return Counter;
}

std::optional<CountedLoop> countedLoop(const ForStmt *Loop, ASTContext &Ctx, bool AnyStep) {
  const VarDecl *Counter = ownCounter(Loop, Ctx);
  if (!Counter)
    return std::nullopt;
  CountedLoop Out{Counter, Counter->getInit(), nullptr, false};
  const auto *Cond = dyn_cast<BinaryOperator>(Loop->getCond()->IgnoreParenImpCasts());
  if (Cond && refersTo(Cond->getLHS(), Counter) &&
      (Cond->getOpcode() == BO_LT || Cond->getOpcode() == BO_LE || Cond->getOpcode() == BO_NE)) {
    Out.End = Cond->getRHS();
    Out.Inclusive = Cond->getOpcode() == BO_LE;
  } else if (Cond && refersTo(Cond->getRHS(), Counter) &&
             (Cond->getOpcode() == BO_GT || Cond->getOpcode() == BO_GE)) {
    Out.End = Cond->getLHS();
    Out.Inclusive = Cond->getOpcode() == BO_GE;
  } else {
    return std::nullopt;
  }
  const Expr *Inc = Loop->getInc()->IgnoreParens();
  Expr::EvalResult One;
  if (const auto *U = dyn_cast<UnaryOperator>(Inc);
      U && U->isIncrementOp() && refersTo(U->getSubExpr(), Counter))
    return Out;
  if (const auto *A = dyn_cast<CompoundAssignOperator>(Inc);
      A && A->getOpcode() == BO_AddAssign && refersTo(A->getLHS(), Counter) &&
      !A->getRHS()->isValueDependent() && A->getRHS()->EvaluateAsInt(One, Ctx)) {
    const llvm::APSInt &Step = One.Val.getInt();
    if (Step == 1)
      return Out;
    // A longer step may pass an end it never meets: only an ordered comparison stops it.
    if (!AnyStep || Step.getSignificantBits() > 32 || Step < 2 || Cond->getOpcode() == BO_NE)
      return std::nullopt;
    Out.Step = Step.getExtValue();
    Out.StepText = A->getRHS();
    return Out;
  }
  return std::nullopt;
}

} // namespace limiter
