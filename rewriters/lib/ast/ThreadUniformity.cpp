// The thread index and block-uniform values of a function: see ThreadUniformity.h.

#include "ast/ThreadUniformity.h"
#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace limiter {

std::pair<std::string, std::string> builtinOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParenImpCasts();
  const auto *Property = dyn_cast<MSPropertyRefExpr>(E);
  const auto *Member = dyn_cast<MemberExpr>(E);
  const Expr *Base = Property ? Property->getBaseExpr() : Member ? Member->getBase() : nullptr;
  const ValueDecl *Field = Property ? static_cast<const ValueDecl *>(Property->getPropertyDecl())
                           : Member ? Member->getMemberDecl()
                                    : nullptr;
  if (!Base || !Field)
    return {};
  Base = Base->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base))
    Base = Opaque->getSourceExpr() ? Opaque->getSourceExpr()->IgnoreParenImpCasts() : nullptr;
  const auto *Ref = Base ? dyn_cast<DeclRefExpr>(Base) : nullptr;
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var)
    return {};
  std::string Name = Var->getNameAsString();
  // A local or parameter named as a built-in (`const uint3 blockIdx = threadIdx;`) is not one.
  if ((Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" || Name == "gridDim") &&
      !Var->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return {};
  return {Name, Field->getNameAsString()};
}

namespace {

bool isBuiltin(const Expr *E, const char *Var, const char *Field) {
  auto [V, F] = builtinOf(E);
  return V == Var && F == Field;
}

/// `A * B` with A and B the two built-ins given, in either order.
bool isProductOf(const Expr *E, const char *Var, const char *Field, const char *Var2,
                 const char *Field2) {
  const auto *Mul = dyn_cast<BinaryOperator>(E->IgnoreParenCasts());
  if (!Mul || Mul->getOpcode() != BO_Mul)
    return false;
  const Expr *L = Mul->getLHS()->IgnoreParenCasts(), *R = Mul->getRHS()->IgnoreParenCasts();
  return (isBuiltin(L, Var, Field) && isBuiltin(R, Var2, Field2)) ||
         (isBuiltin(R, Var, Field) && isBuiltin(L, Var2, Field2));
}

} // namespace

/// Whether evaluating E may change anything: an assignment, an increment, a call; not a read
/// of CUDA's built-in indices (a call of their property getters).
bool changesAnything(const Expr *E) {
  auto [Var, Member] = builtinOf(E);
  if (Var == "threadIdx" || Var == "blockIdx" || Var == "blockDim" || Var == "gridDim")
    return false;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp())
    return true;
  if (isa<CallExpr, CXXConstructExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr, StmtExpr,
          PseudoObjectExpr, LambdaExpr>(E))
    return true;
  for (const Stmt *Child : E->children())
    if (const auto *C = dyn_cast_or_null<Expr>(Child); C && changesAnything(C))
      return true;
  return false;
}

bool isLinearThreadId(const Expr *E) {
  if (isBlockRank(E))
    return true;
  const auto *Add = dyn_cast<BinaryOperator>(E->IgnoreParenCasts());
  if (!Add || Add->getOpcode() != BO_Add)
    return false;
  for (auto [X, Row] :
       {std::pair(Add->getLHS(), Add->getRHS()), std::pair(Add->getRHS(), Add->getLHS())})
    if (isThreadIdxX(X->IgnoreParenCasts()) && isProductOf(Row, "threadIdx", "y", "blockDim", "x"))
      return true;
  return false;
}

Uniformity::Uniformity(const FunctionDecl *Fn, ASTContext &Ctx,
                       const std::set<const ParmVarDecl *> &ThreadIndexParams,
                       const std::set<const ParmVarDecl *> &VaryingParams)
    : Body(Fn->getBody()), Ctx(Ctx) {
  // What each variable is given, and the variables whose value leaves the function's sight:
  // taken by address, bound to a non-const reference, written by inline assembly.
  for (const Expr *E : Body.Exprs) {
    if (std::optional<Assignment> A = asAssignment(E))
      if (const VarDecl *V = targetVariable(A->Target))
        Writes[V].push_back(*A);
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
      if (const VarDecl *V = targetVariable(U->getSubExpr()))
        Escaped.insert(V);
    if (const auto *Call = dyn_cast<CallExpr>(E))
      forEachReferenceArgument(Call, [&](const Expr *Arg, const ParmVarDecl *) {
        if (const VarDecl *V = targetVariable(Arg))
          Escaped.insert(V);
      });
  }
  for (const Stmt *S : Body.Stmts)
    if (const auto *Asm = dyn_cast<GCCAsmStmt>(S))
      for (const Expr *Out : Asm->outputs())
        if (const VarDecl *V = targetVariable(Out))
          Escaped.insert(V);
  // A reference gives its name to what it binds, which may then change through it.
  for (const VarDecl *V : Body.Vars)
    if (V->getType()->isReferenceType() && V->getInit())
      if (const VarDecl *Bound = targetVariable(V->getInit()))
        Escaped.insert(Bound);
  // Only scalars are followed: an array's elements or a struct's members are written through
  // subscripts and member accesses, which are not assignments to the variable. A parameter
  // that is a struct (a kernel's arguments gathered in one) is followed where it is only read.
  for (const ParmVarDecl *P : Fn->parameters())
    if (ThreadIndexParams.count(P)) {
      // Narrower than 16 bits, it would wrap where a block's index does not.
      if (isRegisterLocal(P) && !Escaped.count(P) && P->getType()->isIntegerType() &&
          !P->getType()->isBooleanType() && Ctx.getTypeSize(P->getType()) >= 16 && !Writes.count(P))
        ThreadIndex.insert(P);
    } else if (!VaryingParams.count(P) && isRegisterLocal(P) && !Escaped.count(P) &&
               (P->getType()->isScalarType() || onlyReadWhole(P))) {
      Uniform.insert(P);
    }
  // A local view or struct built once from values and only read after (`Grid3<const float>
  // u(in, nx, ny)`, `const Rows r{x, n}`): as uniform as what built it (its initialiser, a
  // plain constructor's arguments or an aggregate's elements), which the fixed point asks.
  for (const VarDecl *V : Body.Vars)
    if (isRegisterLocal(V) && V->getType()->isRecordType() && !Escaped.count(V) && V->getInit() &&
        !Writes.count(V) && onlyReadWhole(V))
      Uniform.insert(V);
  for (const VarDecl *V : Body.Vars)
    if (isRegisterLocal(V) && V->getType()->isScalarType() && !Escaped.count(V)) {
      if (V->getInit() && (isThreadIdxX(V->getInit()) || isLinearThreadId(V->getInit())) &&
          !Writes.count(V))
        ThreadIndex.insert(V);
      else
        Uniform.insert(V);
    }
  // The greatest fixed point: a variable stays uniform while all it is given is.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = Uniform.begin(); It != Uniform.end();)
      if (!staysUniform(*It)) {
        It = Uniform.erase(It);
        Changed = true;
        DivergentExits.clear(); // decided on the set as it was
      } else {
        ++It;
      }
  }
}

bool Uniformity::isThreadIndex(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  // The block's linear thread id written in place (`block.thread_rank()`), as a local holding
  // it is.
  if (isThreadIdxX(E) || isLinearThreadId(E))
    return true;
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref && ThreadIndex.count(dyn_cast<VarDecl>(Ref->getDecl()));
}

/// The variable whose member E reads (`p` of `p.lo`), or null.
static const VarDecl *memberBaseOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParenImpCasts();
  const Expr *Base = nullptr;
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    Base = Member->getBase();
  else if (const auto *Property = dyn_cast<MSPropertyRefExpr>(E))
    Base = Property->getBaseExpr();
  const auto *Ref = Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// A function of the math library that only computes on its arguments: minimum, maximum,
/// absolute value, rounding, bit counts (a lane, clock or collective is none of them).
static bool isPureArithmeticName(const FunctionDecl *F) {
  static const std::set<std::string> Names = {
      "min",      "max",   "umin",    "umax",  "llmin",   "llmax",   "ullmin",  "ullmax",
      "abs",      "labs",  "llabs",   "fabs",  "fabsf",   "fmin",    "fmax",    "fminf",
      "fmaxf",    "ceil",  "ceilf",   "floor", "floorf",  "rint",    "rintf",   "__popc",
      "__popcll", "__clz", "__clzll", "__ffs", "__ffsll", "__mul24", "__umul24"};
  return F && F->getIdentifier() && Names.count(F->getName().str());
}

/// Whether Call's callee (a function, or a struct's conversion to a pointer: cuda-samples'
/// `SharedMemory<T>`) only returns the start of a `__shared__` array, through casts: the same
/// address in every thread of the block.
static bool returnsSharedStart(const CallExpr *Call) {
  const FunctionDecl *F = Call->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!F || !Call->getType()->isPointerType())
    return false;
  if (!F->hasBody(Definition))
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      Pattern->hasBody(Definition);
  if (!Definition)
    return false;
  bool Any = false;
  for (const Stmt *S : BodyNodes(Definition->getBody()).Stmts) {
    const auto *Return = dyn_cast<ReturnStmt>(S);
    if (!Return)
      continue;
    const auto *Ref = Return->getRetValue()
                          ? dyn_cast<DeclRefExpr>(Return->getRetValue()->IgnoreParenCasts())
                          : nullptr;
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || !V->hasAttr<CUDASharedAttr>() || !V->getType()->isArrayType())
      return false;
    Any = true;
  }
  return Any;
}

bool Uniformity::isUniform(const Expr *E) const {
  if (!E)
    return true;
  bool Yes = true;
  // A reference's value is what it binds, not followed; nor is a local that is not a scalar
  // (an array's elements, a struct's members are written other than by assignment).
  auto Follows = [&](const VarDecl *V) {
    return !V->getType()->isReferenceType() &&
           (!isRegisterLocal(V) || Uniform.count(V) || isBlockGroupType(V->getType()));
  };
  visit(E, [&](const Expr *Node) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node)) {
      const ValueDecl *D = Ref->getDecl();
      const auto *V = dyn_cast<VarDecl>(D);
      // CUDA's threadIdx itself, whole (`const uint3 t = threadIdx;`), is the thread's own.
      if (V && V->hasGlobalStorage() && V->getName() == "threadIdx" &&
          Ctx.getSourceManager().isInSystemHeader(
              Ctx.getSourceManager().getExpansionLoc(V->getLocation())))
        Yes = false;
      else if (V ? !Follows(V)
                 : !isa<FunctionDecl>(D) && !isa<EnumConstantDecl>(D) &&
                       !isa<NonTypeTemplateParmDecl>(D))
        Yes = false; // a structured binding, say: not followed
    } else if (const auto *Call = dyn_cast<CallExpr>(Node);
               Call && isMathLibraryCall(Call, Ctx.getSourceManager()) &&
               isPureArithmeticName(Call->getDirectCallee())) {
      // Minimum, maximum and the like only compute: of values the same in every thread, the
      // same (its arguments are visited). Not every function of a system header that takes
      // and gives numbers (`cuda::ptx::get_sreg_laneid()` reads the lane).
    } else if (const auto *Start = dyn_cast<CallExpr>(Node); Start && returnsSharedStart(Start)) {
      // The start of a shared array, handed out by a helper (`SharedMemory<float>()`).
    } else if (blockGroupCall(Node,
                              {"size", "num_threads", "group_index", "group_dim", "dim_threads"})) {
      // A thread_block's size and dimensions, and its index in the grid: blockDim, blockIdx.
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(Node);
               Construct && plainConstructor(Construct)) {
      // Fields set from its arguments alone (visited as the node's children).
    } else if (isa<CallExpr>(Node) || isa<CXXConstructExpr>(Node) || isa<LambdaExpr>(Node)) {
      Yes = false; // a call may read the lane (`__activemask()`, `clock()`, a functor)
    } else if (auto [Var, Field] = builtinOf(Node); Var == "threadIdx") {
      Yes = false;
    } else if (!Var.empty() && Var != "blockIdx" && Var != "blockDim" && Var != "gridDim") {
      // A member of a variable of the kernel's own (`p.lo`): as that variable.
      const VarDecl *Base = memberBaseOf(Node);
      if (!Base || !Follows(Base))
        Yes = false;
    }
  });
  return Yes;
}

namespace {

/// The condition that decides whether Child, a part of P, runs (or how often), or null.
const Expr *conditionOver(const Stmt *P, const Stmt *Child) {
  if (const auto *If = dyn_cast<IfStmt>(P); If && If->getCond() != Child)
    return If->getCond();
  if (const auto *For = dyn_cast<ForStmt>(P); For && For->getInit() != Child)
    return For->getCond();
  if (const auto *While = dyn_cast<WhileStmt>(P); While && While->getCond() != Child)
    return While->getCond();
  if (const auto *Do = dyn_cast<DoStmt>(P))
    return Do->getCond();
  if (const auto *Switch = dyn_cast<SwitchStmt>(P); Switch && Switch->getCond() != Child)
    return Switch->getCond();
  if (const auto *C = dyn_cast<ConditionalOperator>(P); C && C->getCond() != Child)
    return C->getCond();
  if (const auto *B = dyn_cast<BinaryOperator>(P); B && B->isLogicalOp() && B->getLHS() != Child)
    return B->getLHS();
  return nullptr;
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
}

/// The statement (or expression) above S, seen through declarations (an initialiser's
/// DeclStmt); null at the function's body.
const Stmt *parentOf(const Stmt *S, ASTContext &Ctx) {
  DynTypedNodeList Parents = parentsOf(Ctx, *S);
  while (!Parents.empty()) {
    if (const Stmt *P = Parents[0].get<Stmt>())
      return P;
    const auto *D = Parents[0].get<Decl>();
    if (!D || isa<FunctionDecl>(D))
      return nullptr;
    Parents = parentsOf(Ctx, *D);
  }
  return nullptr;
}

} // namespace

bool Uniformity::conditionsUniform(const Stmt *S, const Stmt *Top) const {
  const Stmt *Child = S;
  for (const Stmt *P = parentOf(S, Ctx); P && Child != Top; Child = P, P = parentOf(P, Ctx)) {
    if (const Expr *Cond = conditionOver(P, Child); Cond && !isUniform(Cond))
      return false;
    if (P == Top)
      break;
  }
  return true;
}

bool Uniformity::exitsDivergently(const Stmt *Loop) const {
  if (auto It = DivergentExits.find(Loop); It != DivergentExits.end())
    return It->second;
  return DivergentExits[Loop] = findsDivergentExit(Loop);
}

bool Uniformity::findsDivergentExit(const Stmt *Loop) const {
  // A break of the loop (not of a loop or switch inside it), a continue of it (not of a loop
  // inside it), or a goto, where the threads may not agree: some then leave or skip an
  // iteration that others run.
  bool Found = false;
  auto Visit = [&](auto &&Self, const Stmt *S, bool InnerLoop, bool InnerSwitch) -> void {
    if (!S || Found)
      return;
    if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) ||
        ((isa<BreakStmt>(S) && !InnerLoop && !InnerSwitch) ||
         (isa<ContinueStmt>(S) && !InnerLoop)) &&
            !conditionsUniform(S, Loop)) {
      Found = true;
      return;
    }
    for (const Stmt *Child : S->children())
      Self(Self, Child, InnerLoop || isLoop(S), InnerSwitch || isa<SwitchStmt>(S));
  };
  for (const Stmt *Child : Loop->children())
    Visit(Visit, Child, false, false);
  return Found;
}

bool Uniformity::underUniformControl(const Stmt *S, const Stmt *Within) const {
  std::set<const Stmt *> Around;
  for (const Stmt *P = Within ? parentOf(Within, Ctx) : nullptr; P; P = parentOf(P, Ctx))
    Around.insert(P);
  const Stmt *Child = S;
  for (const Stmt *P = parentOf(S, Ctx); P; Child = P, P = parentOf(P, Ctx)) {
    if (const Expr *Cond = conditionOver(P, Child); Cond && !isUniform(Cond))
      return false;
    // How often a loop's body runs in a thread also depends on its exits.
    if (isLoop(P) && exitsDivergently(P))
      return false;
    if (Around.count(P))
      break; // the statement that holds the declaration: the conditions above it say who
             // has the variable, not what it holds
  }
  return true;
}

bool Uniformity::onlyReadWhole(const VarDecl *V) const {
  // Each use reaches, through members, subscripts of array members and parentheses, a read
  // of a value (or a copy of the whole): nothing written through it, no address taken.
  for (const Expr *E : Body.Exprs) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref || Ref->getDecl() != V)
      continue;
    const Stmt *Child = Ref;
    for (const Stmt *P = parentOf(Ref, Ctx);; Child = P, P = parentOf(P, Ctx)) {
      if (!P)
        return false;
      if (const auto *Member = dyn_cast<MemberExpr>(P); Member && !Member->isArrow())
        continue;
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P)) {
        if (Cast->getCastKind() == CK_LValueToRValue)
          break;
        if (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_ArrayToPointerDecay)
          continue;
        return false;
      }
      if (isa<ParenExpr>(P))
        continue;
      if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(P);
          Subscript && Subscript->getBase() == Child)
        continue;
      if (const auto *Copy = dyn_cast<CXXConstructExpr>(P);
          Copy && Copy->getConstructor()->isCopyOrMoveConstructor() &&
          Copy->getConstructor()->getParamDecl(0)->getType()->getPointeeType().isConstQualified())
        break;
      // A const method called on it (`in.rows()`, a view's getter): it reads the object, and
      // writes none of it (its mutable fields aside, which a view has none of).
      if (const auto *Call = dyn_cast<CXXMemberCallExpr>(P);
          Call && Call->getCallee()->IgnoreParens() == Child && Call->getMethodDecl() &&
          Call->getMethodDecl()->isConst())
        break;
      if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P);
          Op && Op->getNumArgs() > 0 && Op->getArg(0) == Child) {
        const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
        if (Method && Method->isConst())
          break;
      }
      return false;
    }
  }
  return true;
}

bool Uniformity::plainConstructor(const CXXConstructExpr *Construct) {
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  if (Ctor->isTrivial() || Ctor->isCopyOrMoveConstructor())
    return Ctor->isTrivial() || Ctor->isDefaulted();
  const FunctionDecl *Definition = nullptr;
  if (!Ctor->hasBody(Definition))
    return false;
  const auto *Def = cast<CXXConstructorDecl>(Definition);
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || !Body->body_empty())
    return false;
  // Each field from a parameter, a constant, or its type's default.
  for (const CXXCtorInitializer *Init : Def->inits()) {
    const Expr *E = Init->getInit() ? Init->getInit()->IgnoreImplicit()->IgnoreParens() : nullptr;
    if (!E || !Init->isMemberInitializer())
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && isa<ParmVarDecl>(Ref->getDecl()))
      continue;
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CXXNullPtrLiteralExpr,
            ImplicitValueInitExpr>(E))
      continue;
    if (const auto *Inner = dyn_cast<CXXConstructExpr>(E); Inner && Inner->getNumArgs() == 0)
      continue;
    return false;
  }
  return true;
}

bool Uniformity::isRegisterLocal(const VarDecl *V) {
  return V && V->isLocalVarDeclOrParm() && !V->isStaticLocal() && !V->hasAttr<CUDASharedAttr>() &&
         !V->getType()->isReferenceType();
}

bool Uniformity::staysUniform(const VarDecl *V) const {
  if (!isUniform(V->getInit()))
    return false;
  auto It = Writes.find(V);
  if (It == Writes.end())
    return true;
  // A local declared in a branch of the thread's own: its writes count from its scope in.
  DynTypedNodeList Parents = parentsOf(Ctx, *V);
  const Stmt *Declaration =
      isa<ParmVarDecl>(V) || Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  for (const Assignment &A : It->second)
    if (!isUniform(A.Value) || !underUniformControl(A.Target, Declaration))
      return false;
  return true;
}

} // namespace limiter
