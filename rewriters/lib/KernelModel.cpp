#include "limiter/rewriters/KernelModel.h"

#include "ParseRepairs.h"

#include "Assignments.h"
#include "BodyNodes.h"
#include "CallArguments.h"
#include "KnownCallees.h"
#include "limiter/rewriters/PointerAccess.h"
#include "limiter/rewriters/UserFiles.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <deque>
#include <set>

using namespace clang;

namespace limiter {

std::string_view toString(AddressSpace Space) {
  switch (Space) {
  case AddressSpace::Global:
    return "global";
  case AddressSpace::Shared:
    return "shared";
  case AddressSpace::Local:
    return "local";
  case AddressSpace::Constant:
    return "constant";
  case AddressSpace::Generic:
    return "generic";
  }
  return "generic";
}

const AccessSite *FunctionModel::accessAt(const Expr *E) const {
  for (const AccessSite &A : Accesses)
    if (A.Node == E)
      return &A;
  return nullptr;
}

void KernelModel::keepWhole(const std::set<const FunctionDecl *> &Patterns) {
  for (FunctionModel &M : Functions) {
    const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
    if (Patterns.count(Pattern ? Pattern : M.Function))
      M.OnlyComputes = false;
  }
}

const FunctionModel *KernelModel::find(const FunctionDecl *F) const {
  for (const FunctionModel &M : Functions)
    if (M.Function == F)
      return &M;
  return nullptr;
}

bool isSharedVariable(const VarDecl *V) {
  if (V->hasAttr<CUDASharedAttr>())
    return true;
  for (const auto *A : V->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == RepairedSharedAnnotation)
      return true;
  return false;
}

namespace {

const Expr *strip(const Expr *E) { return E ? E->IgnoreParens() : nullptr; }

AddressSpace storageSpace(const VarDecl *V) {
  if (isSharedVariable(V))
    return AddressSpace::Shared;
  // Clang marks a static `__device__ const` table __constant__ on its own (an implicit
  // attribute); nvcc keeps it in global memory and reads it with global loads.
  if (const auto *C = V->getAttr<CUDAConstantAttr>();
      C && !(C->isImplicit() && V->hasAttr<CUDADeviceAttr>()))
    return AddressSpace::Constant;
  if (V->hasGlobalStorage())
    return AddressSpace::Global; // __device__ variables (and statics in device code)
  return AddressSpace::Local;
}

AddressSpace merge(AddressSpace A, AddressSpace B) { return A == B ? A : AddressSpace::Generic; }

} // namespace

/// Builds the model of a kernel and its helpers.
class ModelBuilder {
public:
  ModelBuilder(ASTContext &Ctx, KernelModel &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out) {}

  void run(const FunctionDecl *Kernel) {
    // Helpers reached from the kernel, breadth first; each once.
    std::deque<const FunctionDecl *> Work = {Kernel};
    std::set<const FunctionDecl *> Seen = {Kernel};
    while (!Work.empty()) {
      const FunctionDecl *F = Work.front();
      Work.pop_front();
      Out.Functions.push_back({});
      Out.Functions.back().Function = F;
      for (const Expr *E : BodyNodes(F->getBody()).Exprs)
        if (const auto *Call = dyn_cast<CallExpr>(E))
          if (const FunctionDecl *Callee = cloneableCallee(Call, SM)) {
            Out.Functions.back().HelperCalls.push_back(Call);
            if (Seen.insert(Callee).second)
              Work.push_back(Callee);
          }
    }
    // Origins of helper pointer parameters flow from their call sites; structure flows back.
    // First the slice of mem-only (only control that decides memory accesses), then the full
    // one of the other variants (all control).
    for (SliceMode Mode : {SliceMode::Memory, SliceMode::Control}) {
      sliceAll(Mode);
      if (Mode == SliceMode::Memory)
        for (FunctionModel &M : Out.Functions) {
          M.MemStructural = std::move(M.Structural);
          M.MemStructuralVars = std::move(M.StructuralVars);
          M.Structural.clear();
          M.StructuralVars.clear();
        }
    }
    sliceCauses();
    for (FunctionModel &M : Out.Functions) {
      collectComputeOnlyLoops(M);
      M.OnlyComputes = onlyComputes(M);
    }
    for (FunctionModel &M : Out.Functions) {
      collectAccesses(M);
      collectUnsupported(M);
    }
  }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  KernelModel &Out;
  llvm::DenseMap<const ParmVarDecl *, AddressSpace> ParamOrigins;
  /// What each non-const reference parameter of a cloned helper is bound to, over its calls.
  struct ReferenceBinding {
    std::optional<AddressSpace> Memory; ///< memory of this space at some call
    bool Register = false;              ///< a variable of the caller's at some call
  };
  llvm::DenseMap<const ParmVarDecl *, ReferenceBinding> ReferenceBindings;
  llvm::DenseSet<const FunctionDecl *> StructuralReturns;
  llvm::DenseSet<const VarDecl *> StructuralArrays;
  /// Memory: seeds are addresses and the conditions that decide memory accesses. Control:
  /// addresses and every condition.
  /// Addresses, Branches, TripCounts: the Control slice grown from one kind of seed only, to
  /// tell what a structural load decides (AccessSite::Decides).
  enum class SliceMode { Memory, Control, Addresses, Branches, TripCounts } Mode = SliceMode::Control;
  std::set<std::pair<const Stmt *, std::string>> Reported;

  unsigned lineOf(const Stmt *S) const {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
    return P.isValid() ? P.getLine() : 0;
  }
  unsigned columnOf(const Stmt *S) const {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
    return P.isValid() ? P.getColumn() : 0;
  }

  void problem(const Stmt *S, DiagId Id, const std::string &Message, const std::string &Hint) {
    if (!Reported.insert({S, Message}).second)
      return;
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
    Diagnostic D{Id, Severity::Warning, {}, Message, Hint, {}};
    if (P.isValid())
      D.Where = {P.getFilename(), P.getLine(), P.getColumn()};
    Out.Problems.push_back(std::move(D));
  }

  // --- Address spaces ------------------------------------------------------------------------

  const FunctionDecl *kernel() const { return Out.Functions.front().Function; }

  /// Where a pointer expression points.
  AddressSpace originOf(const Expr *P, int Depth = 0) {
    P = strip(P);
    if (!P || Depth > 32)
      return AddressSpace::Generic;
    if (const auto *Full = dyn_cast<FullExpr>(P)) // A temporary's cleanups around a call.
      return originOf(Full->getSubExpr(), Depth + 1);
    if (const auto *Cast = dyn_cast<CastExpr>(P)) {
      if (Cast->getCastKind() == CK_ArrayToPointerDecay)
        return lvalueSpace(Cast->getSubExpr(), Depth + 1).value_or(AddressSpace::Local);
      if (Cast->getCastKind() == CK_LValueToRValue) {
        const auto *Ref = dyn_cast<DeclRefExpr>(strip(Cast->getSubExpr()));
        if (!Ref && isMemoryLValue(Cast->getSubExpr()))
          return AddressSpace::Generic; // A pointer loaded from memory.
      }
      return originOf(Cast->getSubExpr(), Depth + 1);
    }
    if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->isAdditiveOp())
        return originOf(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS(),
                        Depth + 1);
      if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
        return originOf(B->getRHS(), Depth + 1);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(P)) {
      if (U->getOpcode() == UO_AddrOf)
        return lvalueSpace(U->getSubExpr(), Depth + 1).value_or(AddressSpace::Local);
      if (U->isIncrementDecrementOp())
        return originOf(U->getSubExpr(), Depth + 1);
    }
    if (const auto *C = dyn_cast<AbstractConditionalOperator>(P))
      return merge(originOf(C->getTrueExpr(), Depth + 1), originOf(C->getFalseExpr(), Depth + 1));
    if (const auto *M = dyn_cast<MemberExpr>(P)) {
      // A pointer field of a struct parameter of the kernel.
      const auto *Base = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
      if (!M->isArrow() && Base && isKernelParam(Base->getDecl()))
        return AddressSpace::Global;
      return AddressSpace::Generic;
    }
    if (const auto *Call = dyn_cast<CallExpr>(P)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (Callee && Callee->getName() == "__builtin_assume_aligned" && Call->getNumArgs() > 0)
        return originOf(Call->getArg(0), Depth + 1);
      return returnedOrigin(Callee, Depth);
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(P))
      return variableOrigin(Ref->getDecl(), Depth);
    return AddressSpace::Generic;
  }

  /// Where a pointer a function returns points, from its return statements: the accessor
  /// that hands out an `extern __shared__` array (`operator T *()` of a struct, a function
  /// returning `(T *)smem`) gives shared memory. Only functions of the project's files, whose
  /// returns read no parameter: what a parameter points to depends on the call.
  AddressSpace returnedOrigin(const FunctionDecl *Callee, int Depth) {
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->hasBody() || !isInUserFile(SM, Def->getLocation()))
      return AddressSpace::Generic;
    std::optional<AddressSpace> Space;
    for (const Stmt *S : BodyNodes(Def->getBody()).Stmts) {
      const auto *Return = dyn_cast<ReturnStmt>(S);
      if (!Return)
        continue;
      const Expr *Value = Return->getRetValue();
      bool ReadsParam = false;
      for (const Expr *E : BodyNodes(Value).Exprs)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && isa<ParmVarDecl>(Ref->getDecl()))
          ReadsParam = true;
      AddressSpace This = ReadsParam || !Value ? AddressSpace::Generic : originOf(Value, Depth + 1);
      Space = Space ? merge(*Space, This) : This;
    }
    return Space.value_or(AddressSpace::Generic);
  }

  bool isKernelParam(const ValueDecl *D) const {
    const auto *Param = dyn_cast<ParmVarDecl>(D);
    return Param && Param->getDeclContext() == kernel();
  }

  AddressSpace variableOrigin(const ValueDecl *D, int Depth) {
    if (isKernelParam(D))
      return AddressSpace::Global;
    if (const auto *Param = dyn_cast<ParmVarDecl>(D)) {
      auto It = ParamOrigins.find(Param);
      return It == ParamOrigins.end() ? AddressSpace::Generic : It->second;
    }
    const auto *Var = dyn_cast<VarDecl>(D);
    if (!Var)
      return AddressSpace::Generic;
    if (Var->getType()->isArrayType())
      return storageSpace(Var);
    if (Var->hasGlobalStorage())
      return AddressSpace::Generic; // A pointer kept in a global variable.
    // A local pointer: where its initialiser and every assignment point.
    std::optional<AddressSpace> Space;
    auto Add = [&](const Expr *E) {
      AddressSpace S = originOf(E, Depth + 1);
      Space = Space ? merge(*Space, S) : S;
    };
    if (Var->getInit())
      Add(Var->getInit());
    const auto *Fn = dyn_cast<FunctionDecl>(Var->getDeclContext());
    if (Fn && Fn->hasBody())
      for (const Expr *E : assignmentsTo(Fn, Var))
        if (pointerBase(E) != Var) // `p = p + step` keeps p's origin, as `p += step` does.
          Add(E);
    return Space.value_or(AddressSpace::Generic);
  }

  /// The variable a pointer expression offsets (`p`, `p + i`, `i + (p - j)`), or null.
  static const ValueDecl *pointerBase(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub))
      return pointerBase(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS());
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return Ref ? Ref->getDecl() : nullptr;
  }

  std::vector<const Expr *> assignmentsTo(const FunctionDecl *Fn, const VarDecl *Var) {
    std::vector<const Expr *> Out;
    for (const Expr *E : BodyNodes(Fn->getBody()).Exprs)
      if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Assign)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(B->getLHS()));
            Ref && Ref->getDecl() == Var)
          Out.push_back(B->getRHS());
    return Out;
  }

  /// threadIdx, blockIdx, blockDim, gridDim, warpSize: special registers that CUDA's headers
  /// declare as `extern __device__` variables.
  bool isBuiltinVariable(const VarDecl *Var) const {
    return SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation()));
  }

  /// An lvalue that lives in memory rather than in a register.
  bool isMemoryLValue(const Expr *E) { return lvalueSpace(E).has_value(); }

  /// The space of an lvalue in memory; nullopt for registers (local scalars, parameters).
  std::optional<AddressSpace> lvalueSpace(const Expr *E, int Depth = 0) {
    E = strip(E);
    if (!E)
      return std::nullopt;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      return Cast->getCastKind() == CK_NoOp ? lvalueSpace(Cast->getSubExpr(), Depth) : std::nullopt;
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      return originOf(A->getBase(), Depth + 1);
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return U->getOpcode() == UO_Deref ? std::optional(originOf(U->getSubExpr(), Depth + 1))
                                        : std::nullopt;
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (!isa<FieldDecl>(M->getMemberDecl()))
        return std::nullopt;
      // The fields of a cloned method's object are registers (cloneableCallee).
      if (isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
        return std::nullopt;
      return M->isArrow() ? std::optional(originOf(M->getBase(), Depth + 1))
                          : lvalueSpace(M->getBase(), Depth);
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
      if (const auto *Param = dyn_cast_or_null<ParmVarDecl>(Var))
        return referencedMemory(Param);
      if (!Var || isBuiltinVariable(Var))
        return std::nullopt;
      if (Var->hasGlobalStorage() || isSharedVariable(Var))
        return storageSpace(Var);
      // Local arrays live in local memory (or registers after promotion); local scalars do
      // not count as memory.
      return Var->getType()->isArrayType() ? std::optional(AddressSpace::Local) : std::nullopt;
    }
    return std::nullopt;
  }

  /// The memory a helper's non-const reference parameter is bound to at every call (`swap(
  /// s[i], s[j])`, `accumulate(out[i], x)`): the helper's clone reads and writes it as that
  /// memory, and the call itself accesses nothing. Nullopt for a parameter some call binds
  /// to a variable of the caller's (a register for all the helper can tell), and for the
  /// parameters of kernels and of helpers kept as they are.
  std::optional<AddressSpace> referencedMemory(const ParmVarDecl *P) const {
    auto It = ReferenceBindings.find(P);
    if (It == ReferenceBindings.end() || It->second.Register)
      return std::nullopt;
    return It->second.Memory;
  }

  /// Records what one call binds to P; returns whether the binding changed.
  bool bindReference(const ParmVarDecl *P, std::optional<AddressSpace> Space) {
    ReferenceBinding &B = ReferenceBindings[P];
    ReferenceBinding Before = B;
    if (!Space)
      B.Register = true;
    else
      B.Memory = B.Memory ? merge(*B.Memory, *Space) : *Space;
    return B.Register != Before.Register || B.Memory != Before.Memory;
  }

  // --- Structure -----------------------------------------------------------------------------

  /// The slice of every function in Mode, grown to a fixed point (helpers pass structure to
  /// each other through calls); the functions' own slices are to be empty before.
  void sliceAll(SliceMode Mode) {
    this->Mode = Mode;
    StructuralReturns.clear();
    StructuralArrays.clear();
    for (int Round = 0; Round < 8; ++Round) {
      bool Changed = false;
      for (FunctionModel &M : Out.Functions)
        Changed |= slice(M);
      if (!Changed)
        break;
    }
  }

  /// Runs the slice once per kind of seed (addresses, branches, trip counts) and keeps each
  /// in FunctionModel::CauseSlices; the Control slice, and the state the later passes read,
  /// are restored after.
  void sliceCauses() {
    std::vector<std::pair<decltype(FunctionModel::Structural),
                          decltype(FunctionModel::StructuralVars)>>
        Control;
    for (FunctionModel &M : Out.Functions)
      Control.emplace_back(std::move(M.Structural), std::move(M.StructuralVars));
    auto Returns = StructuralReturns;
    auto Arrays = StructuralArrays;
    const SliceMode Causes[] = {SliceMode::Addresses, SliceMode::Branches, SliceMode::TripCounts};
    for (std::size_t K = 0; K < 3; ++K) {
      for (FunctionModel &M : Out.Functions) {
        M.Structural.clear();
        M.StructuralVars.clear();
      }
      sliceAll(Causes[K]);
      for (FunctionModel &M : Out.Functions)
        M.CauseSlices[K] = std::move(M.Structural);
    }
    Mode = SliceMode::Control;
    StructuralReturns = std::move(Returns);
    StructuralArrays = std::move(Arrays);
    for (std::size_t I = 0; I < Out.Functions.size(); ++I) {
      Out.Functions[I].Structural = std::move(Control[I].first);
      Out.Functions[I].StructuralVars = std::move(Control[I].second);
    }
  }

  /// What a structural read's value decides, from the cause slices (AccessSite::Decides).
  static unsigned decidesOf(const FunctionModel &M, const Stmt *S) {
    unsigned Out = 0;
    for (std::size_t K = 0; K < 3; ++K)
      if (M.CauseSlices[K].contains(S))
        Out |= 1u << K;
    return Out;
  }

  /// Marks E and everything inside it structural; returns whether anything was new.
  bool markStructural(FunctionModel &M, const Stmt *S) {
    if (!S || M.Structural.contains(S))
      return false;
    M.Structural.insert(S);
    for (const Stmt *Child : S->children())
      markStructural(M, Child);
    return true;
  }

  /// `tile` in `tile[i]` decays to a pointer whose value is fixed, not computed from data.
  static bool isArrayVariableDecay(const Expr *E) {
    const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
    return Cast && Cast->getCastKind() == CK_ArrayToPointerDecay &&
           arrayRoot(Cast->getSubExpr()) != nullptr;
  }

  /// Seeds and propagation of the address and control slice of one function.
  bool slice(FunctionModel &M) {
    const FunctionDecl *F = M.Function;
    BodyNodes Nodes(F->getBody());
    bool Changed = false;
    auto Mark = [&](const Stmt *S) { Changed |= markStructural(M, S); };

    // In the memory slice a condition is a seed only when what it controls reaches memory.
    // A return in a helper ends the helper only: it decides accesses when the helper makes
    // some, or when its result decides them.
    bool AllControl = Mode != SliceMode::Memory;
    // Which seeds this slice grows from: all of them, or one kind (sliceCauses).
    bool Addresses = Mode != SliceMode::Branches && Mode != SliceMode::TripCounts;
    bool Branches = Mode != SliceMode::Addresses && Mode != SliceMode::TripCounts;
    bool Trips = Mode != SliceMode::Addresses && Mode != SliceMode::Branches;
    bool ReturnsDecide = F == kernel() || StructuralReturns.contains(F) ||
                         writesThroughReference(F) || reachesMemory(F->getBody(), /*Depth=*/1);
    auto Decides = [&](const Stmt *Controlled) {
      return AllControl || reachesMemory(Controlled, 0, ReturnsDecide);
    };
    for (const Stmt *S : Nodes.Stmts) {
      if (const auto *If = dyn_cast<IfStmt>(S)) {
        if (Branches && (Decides(If->getThen()) || Decides(If->getElse())))
          Mark(If->getCond());
      } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
        if (Trips && Decides(While->getBody()))
          Mark(While->getCond());
      } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
        if (Trips && Decides(Do->getBody()))
          Mark(Do->getCond());
      } else if (const auto *For = dyn_cast<ForStmt>(S)) {
        if (Trips && (Decides(For->getBody()) || Decides(For->getInc()))) {
          Mark(For->getCond());
          Mark(For->getInc());
        }
      } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
        if (Branches)
          Mark(Switch->getCond());
      } else if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
        // A structural helper's returns carry what its callers' use decides (propagation);
        // a returned pointer is an address.
        if (StructuralReturns.contains(F) ||
            (Addresses && Ret->getRetValue() && Ret->getRetValue()->getType()->isPointerType()))
          Mark(Ret->getRetValue());
      }
    }
    for (const Expr *E : Nodes.Exprs) {
      if (!Addresses && !isa<AbstractConditionalOperator>(E) &&
          !(isa<BinaryOperator>(E) && cast<BinaryOperator>(E)->isLogicalOp()))
        continue; // the seeds below but those two are addresses
      if (const auto *Call = dyn_cast<CallExpr>(E);
          Call && Call->getDirectCallee() &&
          (isTextureFetch(Call->getDirectCallee()) || isSurfaceWrite(Call->getDirectCallee()))) {
        // A texture's or a surface's coordinates are its address.
        for (unsigned I = 1; I < Call->getNumArgs(); ++I)
          Mark(Call->getArg(I));
      } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
        Mark(A->getIdx());
        if (!A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
          Mark(A->getBase());
      } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) {
        Mark(U->getSubExpr());
      } else if (const auto *Mem = dyn_cast<MemberExpr>(E);
                 Mem && Mem->isArrow() &&
                 !isa<CXXThisExpr>(Mem->getBase()->IgnoreParenImpCasts())) {
        Mark(Mem->getBase());
      } else if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) {
        if (Branches && (AllControl || reachesMemory(C->getTrueExpr()) ||
                         reachesMemory(C->getFalseExpr())))
          Mark(C->getCond());
      } else if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isLogicalOp()) {
        if (Branches && (AllControl || reachesMemory(B->getRHS()))) {
          Mark(B->getLHS());
          Mark(B->getRHS());
        }
      } else if (E->getType()->isPointerType() && !isa<DeclRefExpr>(E) && !isa<CXXThisExpr>(E) &&
                 !isArrayVariableDecay(E)) {
        Mark(E); // Address computations.
      }
    }
    // Values stored in structural locals are structural; fixed point over the body.
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (const Expr *E : Nodes.Exprs)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && M.Structural.contains(Ref)) {
          if (isa<VarDecl>(Ref->getDecl()) && M.StructuralVars.insert(Ref->getDecl()).second)
            Grew = true;
        } else if (isa<CXXThisExpr>(E) && M.Structural.contains(E)) {
          // A method's object decides an address or a branch: it stands in StructuralVars as
          // the method itself, and makes the callers' objects structural.
          if (M.StructuralVars.insert(F).second)
            Grew = true;
        }
      // A pointer variable is an address (in the slices that grow from addresses).
      for (const VarDecl *V : Nodes.Vars)
        if (M.StructuralVars.contains(V) || (Addresses && V->getType()->isPointerType())) {
          M.StructuralVars.insert(V);
          if (V->getInit() && markStructural(M, V->getInit()))
            Grew = true;
        }
      for (const Expr *E : Nodes.Exprs) {
        std::optional<Assignment> A = asAssignment(E);
        if (!A)
          continue;
        // Into a structural variable, or one of its fields (`z.re = ...`, `z = f(z, c)` on a
        // struct); or into an array (shared or local) whose elements decide addresses or
        // branches, which carries structure through memory: `s[t] = idx[t]; ... out[s[k]]`.
        const VarDecl *Var = targetVariable(A->Target);
        const VarDecl *Array = arrayRoot(A->Target);
        if (((Var && M.StructuralVars.contains(Var)) ||
             (Array && StructuralArrays.contains(Array))) &&
            markStructural(M, E))
          Grew = true;
      }
      // An array's contents are structural when one of its elements is read where an
      // address or a branch is decided (its address alone being structural is not enough).
      for (const Expr *E : Nodes.Exprs) {
        const auto *Read = dyn_cast<ImplicitCastExpr>(E);
        if (!Read || Read->getCastKind() != CK_LValueToRValue || !M.Structural.contains(Read))
          continue;
        if (const VarDecl *Array = arrayRoot(Read->getSubExpr());
            Array && StructuralArrays.insert(Array).second)
          Grew = true;
      }
      Changed |= Grew;
    }
    // Across calls: structural parameters make arguments structural; a call used
    // structurally makes the callee's returns structural. Pointer origins flow in.
    for (const CallExpr *Call : M.HelperCalls) {
      const FunctionDecl *Callee = cloneableCallee(Call, SM);
      if (M.Structural.contains(Call) && StructuralReturns.insert(Callee).second)
        Changed = true;
      FunctionModel *CalleeModel = modelOf(Callee);
      // A structural variable passed by non-const reference: what the helper stores into it
      // is structural too.
      forEachReferenceArgument(Call, [&](const Expr *Arg, const ParmVarDecl *P) {
        Changed |= bindReference(P, lvalueSpace(Arg));
        const VarDecl *Var = targetVariable(Arg);
        if (CalleeModel && Var && M.StructuralVars.contains(Var) &&
            CalleeModel->StructuralVars.insert(P).second)
          Changed = true;
      });
      if (CalleeModel && CalleeModel->StructuralVars.contains(Callee)) {
        if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call))
          Mark(MemberCall->getImplicitObjectArgument());
        else if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee))
          Mark(Call->getArg(0)); // `functor(x)`: its object
      }
      for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
        const ParmVarDecl *P = parameterFor(Call, I);
        if (!P)
          continue;
        if (CalleeModel && CalleeModel->StructuralVars.contains(P)) {
          Mark(Call->getArg(I));
          // An element bound to a reference the helper reads structurally (a compare-and-swap
          // on shared slots): the array's contents are structural, as for a direct read.
          const VarDecl *Array =
              P->getType()->isReferenceType() ? arrayRoot(Call->getArg(I)) : nullptr;
          if (Array && StructuralArrays.insert(Array).second)
            Changed = true;
        }
        if (P->getType()->isPointerType()) {
          AddressSpace S = originOf(Call->getArg(I));
          auto [It, New] = ParamOrigins.try_emplace(P, S);
          if (!New && It->second != merge(It->second, S)) {
            It->second = merge(It->second, S);
            Changed = true;
          }
          Changed |= New;
        }
      }
    }
    return Changed;
  }

  /// Whether running S may access memory or do more than compute registers: a memory lvalue
  /// (any space), a call other than a pure math function (barriers, atomics, shuffles, helpers
  /// that reach memory), inline asm, or a return or goto (which decide what runs after;
  /// Returns false: not in this function, see slice).
  bool reachesMemory(const Stmt *S, int Depth = 0, bool Returns = true) {
    if (!S)
      return false;
    // A return decides what runs after it, in the function itself; in a helper it only ends
    // the helper.
    if ((Depth == 0 && Returns && (isa<ReturnStmt>(S) || isa<GotoStmt>(S))) || isa<AsmStmt>(S))
      return true;
    if (const auto *E = dyn_cast<Expr>(S)) {
      if (E->isGLValue() && !isa<ParenExpr>(E) && lvalueSpace(E))
        return true;
      if (const auto *Call = dyn_cast<CallExpr>(E)) {
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (const FunctionDecl *Helper = cloneableCallee(Call, SM)) {
          if (Depth > 8 || reachesMemory(Helper->getBody(), Depth + 1))
            return true;
        } else if (!isCompilerProvided(Callee) && !isMathLibraryCall(Call, SM)) {
          return true;
        }
      }
    }
    for (const Stmt *Child : S->children())
      if (reachesMemory(Child, Depth, Returns))
        return true;
    return false;
  }

  /// A field of a cloned method's object (`state`, `this->pos.x`): a register, as the
  /// object is one (cloneableCallee).
  static bool isObjectField(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    while (const auto *Member = dyn_cast<MemberExpr>(E)) {
      if (!isa<FieldDecl>(Member->getMemberDecl()))
        return false;
      const Expr *Base = Member->getBase()->IgnoreParenImpCasts();
      if (isa<CXXThisExpr>(Base))
        return true;
      if (Member->isArrow())
        return false;
      E = Base;
    }
    return false;
  }

  /// Loops that only compute: their condition decides no memory access and nothing in them
  /// reaches memory or writes an array. Mem-only may remove them whole.
  void collectComputeOnlyLoops(FunctionModel &M) {
    for (const Stmt *S : BodyNodes(M.Function->getBody()).Stmts) {
      const Expr *Cond = nullptr;
      if (const auto *While = dyn_cast<WhileStmt>(S))
        Cond = While->getCond();
      else if (const auto *Do = dyn_cast<DoStmt>(S))
        Cond = Do->getCond();
      else if (const auto *For = dyn_cast<ForStmt>(S))
        Cond = For->getCond();
      else
        continue;
      if ((Cond && M.MemStructural.contains(Cond)) || reachesMemory(S))
        continue;
      bool WritesArray = false;
      for (const Expr *E : BodyNodes(S).Exprs)
        if (std::optional<Assignment> A = asAssignment(E);
            A && !targetVariable(A->Target) && !isObjectField(A->Target))
          WritesArray = true;
      if (!WritesArray)
        M.ComputeOnlyLoops.insert(S);
    }
  }

  /// A helper that may assign through a reference parameter: its returns decide whether the
  /// caller's variable changes.
  static bool writesThroughReference(const FunctionDecl *F) {
    for (const ParmVarDecl *P : F->parameters())
      if (P->getType()->isReferenceType() && !P->getType().getNonReferenceType().isConstQualified())
        return true;
    return false;
  }

  /// A value lim::fold takes or makes: a number (not a bool: not every byte is one), or a
  /// trivial record of them whose size its 32-bit words cover (float2, a point).
  bool foldable(QualType T) const {
    T = T.getNonReferenceType().getCanonicalType();
    if (T->isDependentType() || T->isIncompleteType())
      return false;
    if (T->isArithmeticType())
      return !T->isBooleanType();
    const auto *Record = T->getAsCXXRecordDecl();
    if (!Record || !Record->hasDefinition() || !Record->isTrivial())
      return false;
    uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
    return Bytes <= 8 || Bytes % 4 == 0;
  }

  /// A helper whose body is registers' arithmetic alone (FunctionModel::OnlyComputes).
  bool onlyComputes(const FunctionModel &M) {
    const FunctionDecl *F = M.Function;
    if (F == kernel() || !F->getBody() || F->isVariadic() || writesThroughReference(F))
      return false;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(F); Method && !Method->isStatic())
      return false; // its object's fields may carry loaded data
    if (!foldable(F->getReturnType()) || F->getDeclaredReturnType()->getContainedAutoType())
      return false;
    // By value, or a number by const reference: the fold reads no more than the body may.
    for (const ParmVarDecl *P : F->parameters())
      if (!foldable(P->getType()) ||
          (P->getType()->isReferenceType() && !P->getType().getNonReferenceType()->isArithmeticType()))
        return false;
    const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
    for (const ParmVarDecl *P : (Pattern ? Pattern : F)->parameters())
      if (P->isParameterPack() || P->getName().empty())
        return false;
    if (reachesMemory(F->getBody(), /*Depth=*/1)) // its returns end the helper only
      return false;
    BodyNodes Nodes(F->getBody());
    for (const Stmt *S : Nodes.Stmts)
      if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && M.isMemStructural(Ret->getRetValue()))
        return false;
    // What a call does not show: a constructor's work (an RAII counter), a const_cast.
    for (const Expr *E : Nodes.Exprs)
      if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
          (Construct && !Construct->getConstructor()->isTrivial()) || isa<CXXConstCastExpr>(E) ||
          isa<CXXNewExpr>(E) || isa<CXXDeleteExpr>(E))
        return false;
    return true;
  }

  FunctionModel *modelOf(const FunctionDecl *F) {
    for (FunctionModel &M : Out.Functions)
      if (M.Function == F)
        return &M;
    return nullptr;
  }

  // --- Accesses ------------------------------------------------------------------------------

  DynTypedNode parentOf(const Stmt *S) {
    DynTypedNodeList Parents = Ctx.getParents(*S);
    return Parents.empty() ? DynTypedNode() : Parents[0];
  }

  /// The first ancestor that is not a parenthesis, and the child it holds.
  std::pair<const Expr *, DynTypedNode> beyondParens(const Expr *E) {
    DynTypedNode Parent = parentOf(E);
    while (const auto *Paren = Parent.get<ParenExpr>()) {
      E = Paren;
      Parent = parentOf(Paren);
    }
    return {E, Parent};
  }

  /// Whether the memory lvalue A is read, written or both by its context.
  std::pair<bool, bool> useOf(const Expr *Access) {
    auto [A, Parent] = beyondParens(Access);
    if (const auto *Var = Parent.get<VarDecl>())
      return {!Var->getType()->isReferenceType(), false};
    const auto *P = Parent.get<Expr>();
    if (!P)
      return {!Parent.get<CompoundStmt>(), false};
    if (const auto *Cast = dyn_cast<CastExpr>(P))
      return {Cast->getCastKind() != CK_ArrayToPointerDecay, false};
    if (const auto *U = dyn_cast<UnaryOperator>(P)) {
      if (U->getOpcode() == UO_AddrOf)
        return {false, false};
      return {true, U->isIncrementDecrementOp()};
    }
    if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->isAssignmentOp() && strip(B->getLHS()) == strip(A))
        return {B->isCompoundAssignmentOp(), true};
      return {true, false};
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P)) {
      bool IsObject = Op->getNumArgs() > 0 && strip(Op->getArg(0)) == strip(A);
      if (IsObject && Op->getOperator() == OO_Equal)
        return {false, true};
      if (IsObject && Op->isAssignmentOp())
        return {true, true};
      return {true, false};
    }
    if (const auto *Call = dyn_cast<CallExpr>(P)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (Callee && isCooperativeGroups(Callee))
        return {true, false}; // `cg::reduce(tile, s[i], op)` reads the value it is given
      for (unsigned I = 0; Callee && I < Call->getNumArgs(); ++I) {
        const ParmVarDecl *Param = parameterFor(Call, I);
        QualType T = Param ? Param->getType() : QualType();
        if (Param && strip(Call->getArg(I)) == strip(A) && T->isReferenceType() &&
            !T->getPointeeType().isConstQualified()) {
          if (referencedMemory(Param))
            return {false, false}; // The helper's clone accesses it, through its parameter.
          bool AlsoRegister = ReferenceBindings.lookup(Param).Register;
          problem(Call, DiagId::MemoryByReference,
                  "memory is passed by non-const reference to '" + Callee->getNameAsString() +
                      "'" +
                      (AlsoRegister ? ", whose parameter '" + Param->getNameAsString() +
                                          "' another call binds to a variable"
                                    : std::string()) +
                      "; its accesses there are not rewritten",
                  "pass a pointer or a value instead, so that each variant can see the access");
          return {true, true};
        }
      }
      return {true, false};
    }
    return {true, false};
  }

  /// The lvalue is seen again, beyond parentheses, through a qualification cast or a field
  /// selection: the outer one is the access. (Parentheses themselves are never recorded.)
  bool wrapsSameLValue(const Expr *Child) {
    const auto *P = beyondParens(Child).second.get<Expr>();
    if (!P || !lvalueSpace(P))
      return false;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P))
      return Cast->getCastKind() == CK_NoOp;
    if (const auto *Mem = dyn_cast<MemberExpr>(P))
      return !Mem->isArrow() && strip(Mem->getBase()) == strip(Child);
    return false;
  }

  void collectAccesses(FunctionModel &M) {
    for (const Expr *E : BodyNodes(M.Function->getBody()).Exprs) {
      if (const auto *Call = dyn_cast<CallExpr>(E)) {
        collectIntrinsic(M, Call);
        continue;
      }
      if (isa<ParenExpr>(E) || E->getType()->isArrayType() || !E->isGLValue() ||
          isLibrarySyncObject(E->getType()))
        continue;
      std::optional<AddressSpace> Space = lvalueSpace(E);
      if (!Space || wrapsSameLValue(E))
        continue;
      auto [Reads, Writes] = useOf(E);
      if (!Reads && !Writes)
        continue;
      AccessSite Site{E, *Space, Reads, Writes, false, M.isStructural(E), lineOf(E), columnOf(E)};
      Site.Decides = Site.Structural ? decidesOf(M, E) : 0;
      if (*Space == AddressSpace::Generic)
        problem(E, DiagId::UnknownPointerOrigin,
                "a pointer of unknown origin is dereferenced here; it is treated as global memory",
                "derive the pointer from a kernel parameter or a __shared__ array where "
                "possible");
      M.Accesses.push_back(Site);
    }
  }

  /// Inline asm that may touch memory, indirect calls, asynchronous copies, texture and surface
  /// fetches, helpers that cannot be cloned, helpers defined after the kernel.
  void collectUnsupported(FunctionModel &M) {
    BodyNodes Nodes(M.Function->getBody());
    for (const Stmt *S : Nodes.Stmts)
      if (const auto *Asm = dyn_cast<GCCAsmStmt>(S); Asm && asmTouchesMemory(Asm))
        M.Unsupported.push_back({Asm, DiagId::InlineAsmMemory,
                                 "inline asm that may access memory is kept as is",
                                 "move the memory access out of the asm statement", false});
    // A launch from the device (dynamic parallelism) runs its child grid as written, whatever
    // the variant; its configuration is a runtime call the launch makes, not the kernel's.
    std::set<const Expr *> LaunchConfigs;
    for (const Expr *E : Nodes.Exprs)
      if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(E)) {
        LaunchConfigs.insert(Launch->getConfig());
        const FunctionDecl *Child = Launch->getDirectCallee();
        M.Unsupported.push_back(
            {Launch, DiagId::DeviceLaunch,
             "a kernel launch from the device ('" +
                 (Child ? Child->getNameAsString() : std::string("a kernel")) +
                 "', dynamic parallelism) runs its child grid as written in every variant",
             "time the child kernel on its own: point limiter at it with --kernel", false});
      }
    for (const Expr *E : Nodes.Exprs) {
      const auto *Call = dyn_cast<CallExpr>(E);
      if (!Call || isa<CUDAKernelCallExpr>(Call) || LaunchConfigs.count(Call))
        continue;
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee) {
        if (!isa<CXXPseudoDestructorExpr>(Call->getCallee()->IgnoreParenImpCasts()))
          M.Unsupported.push_back({Call, DiagId::IndirectCall,
                                   "a call through a function pointer is kept as is",
                                   "call the function directly so that it can be cloned", false});
        continue;
      }
      if (isCompilerProvided(Callee))
        continue; // The copy of a plain struct: an assignment.
      std::string Name = Callee->getNameAsString();
      if (isTextureFetch(Callee) && !Call->getType()->isVoidType() && Call->getNumArgs() >= 2)
        continue; // A global read, modelled as one (collectIntrinsic).
      if (isSurfaceWrite(Callee))
        continue; // A global store, modelled as one (collectIntrinsic).
      if (isModelledAsyncCopy(Call))
        continue; // A global read into shared memory, modelled as one (collectIntrinsic).
      if (isAsyncCopyOrTexture(Callee)) {
        M.Unsupported.push_back({Call, DiagId::UnsupportedMemoryOp,
                                 "'" + Name +
                                     "' (an asynchronous copy or a texture or surface "
                                     "access) is kept as is",
                                 "time such kernels with care: this access stays in every variant",
                                 false});
        continue;
      }
      if (cloneableCallee(Call, SM) || lookupKnownCallee(Callee) || isCooperativeGroups(Callee) ||
          isLambdaWrittenIn(Callee, M.Function) || !passesMemory(Call))
        continue;
      if (!definedInProject(Callee))
        M.Unsupported.push_back(
            {Call, DiagId::UnsupportedMemoryOp,
             "'" + Name +
                 "' (a function of a library or of another translation unit) is called with "
                 "memory; limiter cannot tell its accesses from its arithmetic, so it is kept "
                 "as is in every variant",
             "time such kernels with care: the call does the same work in every variant", false});
      else
        M.Unsupported.push_back(
            {Call, DiagId::HelperNotCloned,
             "'" + Name +
                 "' (" + whyNotCloned(Call, SM) +
                 ") is called with memory; it is kept as is in every variant",
             "make it a __device__ function, or a method that only reads an object of the "
             "caller's, so that it can be cloned",
             false});
    }
    // Each clone stands beside its original: a helper defined after the function that calls it
    // needs a declaration above that caller. A plain function's calls bind where it is
    // defined (llm.c's matmul_tri3, below the kernel, calls ld_vec above itself); a template's,
    // where it is instantiated, from the kernel on (a specialization below the template).
    const FunctionDecl *Caller = M.Function->getTemplateInstantiationPattern();
    SourceLocation CallerAt = (Caller ? Caller : M.Function)->getBeginLoc();
    if ((Caller || M.Function->isFunctionTemplateSpecialization()) &&
        SM.isBeforeInTranslationUnit(CallerAt, kernel()->getBeginLoc()))
      CallerAt = kernel()->getBeginLoc();
    for (const CallExpr *Call : M.HelperCalls) {
      const FunctionDecl *Callee = cloneableCallee(Call, SM);
      const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
      Pattern = Pattern ? Pattern : Callee;
      // Declared above the caller, its clone is declared there too (VariantBuilder).
      const FunctionDecl *Forward = forwardDeclarationOf(Pattern, SM);
      // Else called through a function-pointer template parameter: its clone is declared above
      // the first clone that calls it, where it can be (VariantBuilder).
      if (SM.isBeforeInTranslationUnit(CallerAt, Pattern->getBeginLoc()) &&
          (!Forward || SM.isBeforeInTranslationUnit(CallerAt, Forward->getBeginLoc())) &&
          !(calleeParameter(Call) && cloneDeclarableAbove(Pattern)))
        M.Unsupported.push_back(
            {Call, DiagId::HelperDefinedAfterKernel,
             "'" + Callee->getNameAsString() +
                 "' is defined after the kernel, where its clones cannot "
                 "be placed before their use",
             "move the definition of '" + Callee->getNameAsString() + "' above the kernel", true});
    }
  }

  bool asmTouchesMemory(const GCCAsmStmt *Asm) const {
    for (unsigned I = 0; I < Asm->getNumClobbers(); ++I)
      if (Asm->getClobber(I) == "memory")
        return true;
    for (unsigned I = 0; I < Asm->getNumInputs(); ++I)
      if (Asm->getInputExpr(I)->getType()->isPointerType())
        return true;
    std::string Text = Asm->generateAsmString(Ctx);
    for (const char *Op :
         {"ld.", "st.", "atom.", "red.", "cp.async", "prefetch", "tex.", "suld", "sust"})
      if (Text.find(Op) != std::string::npos)
        return true;
    return false;
  }

  /// An asynchronous copy from global into shared memory (`cuda::memcpy_async(block, &tile[i],
  /// &in[j], bytes, pipe)`): a global read whose data lands in shared memory without passing
  /// through a register. Copies of other directions stay unsupported.
  bool isModelledAsyncCopy(const CallExpr *Call) {
    std::optional<std::pair<unsigned, unsigned>> Operands = asyncCopyOperands(Call);
    return Operands && originOf(Call->getArg(Operands->first)) == AddressSpace::Shared &&
           originOf(Call->getArg(Operands->second)) == AddressSpace::Global;
  }

  void collectIntrinsic(FunctionModel &M, const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || Call->getNumArgs() == 0)
      return;
    if (isTextureFetch(Callee) && !Call->getType()->isVoidType() && Call->getNumArgs() >= 2) {
      M.Accesses.push_back({Call, AddressSpace::Global, true, false, true, M.isStructural(Call),
                            lineOf(Call), columnOf(Call)});
      M.Accesses.back().Decides = M.isStructural(Call) ? decidesOf(M, Call) : 0;
      return;
    }
    if (isSurfaceWrite(Callee)) {
      M.Accesses.push_back(
          {Call, AddressSpace::Global, false, true, true, false, lineOf(Call), columnOf(Call)});
      return;
    }
    if (isModelledAsyncCopy(Call)) {
      M.Accesses.push_back(
          {Call, AddressSpace::Global, true, false, true, false, lineOf(Call), columnOf(Call)});
      return;
    }
    std::optional<KnownCallee> Known = lookupKnownCallee(Callee);
    if (!Known)
      return;
    unsigned Bits = Known->ArgBits[0] | Known->ArgBits[1];
    if (!Bits)
      return;
    AddressSpace Space = originOf(Call->getArg(0));
    M.Accesses.push_back({Call, Space, (Bits & AccessRead) != 0, (Bits & AccessWrite) != 0, true,
                          M.isStructural(Call), lineOf(Call), columnOf(Call)});
    M.Accesses.back().Decides = M.isStructural(Call) ? decidesOf(M, Call) : 0;
  }
};

KernelModel KernelModel::build(ASTContext &Ctx, const FunctionDecl *Kernel) {
  KernelModel Model;
  ModelBuilder(Ctx, Model).run(Kernel);
  return Model;
}

} // namespace limiter
