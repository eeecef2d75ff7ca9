#ifndef LIMITER_REWRITERS_MODEL_MODELBUILDER_H
#define LIMITER_REWRITERS_MODEL_MODELBUILDER_H

// The builder behind KernelModel::build: one class, its passes in model/ by subject (address
// spaces, the structural slices, the helpers that only compute, the accesses, what the rules
// cannot rewrite). Private to model/.

#include "model/KernelModel.h"

#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

class BodyNodes;

/// Builds the model of a kernel and its helpers.
class ModelBuilder {
public:
  ModelBuilder(clang::ASTContext &Ctx, KernelModel &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out) {}

  void run(const clang::FunctionDecl *Kernel);

private:
  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  KernelModel &Out;
  llvm::DenseMap<const clang::ParmVarDecl *, AddressSpace> ParamOrigins;
  /// What each non-const reference parameter of a cloned helper is bound to, over its calls.
  struct ReferenceBinding {
    std::optional<AddressSpace> Memory; ///< memory of this space at some call
    bool Register = false;              ///< a variable of the caller's at some call
  };
  llvm::DenseMap<const clang::ParmVarDecl *, ReferenceBinding> ReferenceBindings;
  llvm::DenseSet<const clang::FunctionDecl *> StructuralReturns;
  llvm::DenseSet<const clang::VarDecl *> StructuralArrays;
  /// Memory: seeds are addresses and the conditions that decide memory accesses. Control:
  /// addresses and every condition.
  /// Addresses, Branches, TripCounts: the Control slice grown from one kind of seed only, to
  /// tell what a structural load decides (AccessSite::Decides).
  enum class SliceMode {
    Memory,
    Control,
    Addresses,
    Branches,
    TripCounts
  } Mode = SliceMode::Control;
  std::set<std::pair<const clang::Stmt *, std::string>> Reported;

  unsigned lineOf(const clang::Stmt *S) const;
  unsigned columnOf(const clang::Stmt *S) const;

  void problem(const clang::Stmt *S, DiagId Id, const std::string &Message,
               const std::string &Hint);

  // --- Address spaces (AddressSpaces.cpp) ----------------------------------------------------

  static const clang::Expr *strip(const clang::Expr *E);
  /// Where a variable lives: shared, constant, global (device variables) or local.
  static AddressSpace storageSpace(const clang::VarDecl *V);
  /// A when both are A, else generic.
  static AddressSpace merge(AddressSpace A, AddressSpace B);

  const clang::FunctionDecl *kernel() const;

  /// Where a pointer expression points.
  AddressSpace originOf(const clang::Expr *P, int Depth = 0);

  /// Where a pointer a function returns points, from its return statements: the accessor
  /// that hands out an `extern __shared__` array (`operator T *()` of a struct, a function
  /// returning `(T *)smem`) gives shared memory. Only functions of the project's files, whose
  /// returns read no parameter: what a parameter points to depends on the call.
  AddressSpace returnedOrigin(const clang::FunctionDecl *Callee, int Depth);

  bool isKernelParam(const clang::ValueDecl *D) const;

  AddressSpace variableOrigin(const clang::ValueDecl *D, int Depth);

  /// Where a pointer field of a local object points (`a.data` of `Strided2D a(in, cols, 1)`
  /// or `RowView a{in, cols}`): what its initializer puts there (a constructor's member
  /// initializer from one of its parameters, an aggregate's element), joined with every
  /// assignment of the field; generic where the object could change otherwise (written whole,
  /// its address taken, a non-const method called on it, bound to a non-const reference).
  AddressSpace localFieldOrigin(const clang::VarDecl *Var, const clang::FieldDecl *Field,
                                int Depth);
  /// What Init (an object's initializer) puts in Field, or nothing where it cannot tell.
  std::optional<AddressSpace> initialFieldOrigin(const clang::Expr *Init,
                                                 const clang::FieldDecl *Field, int Depth);
  /// Whether Ref (a use of a local object) may change the object otherwise than by an
  /// assignment of one of its fields.
  bool mayChangeObject(const clang::DeclRefExpr *Ref);
  /// E's parent, past any parentheses around E.
  const clang::Stmt *parentOutsideParens(const clang::Expr *E);

  /// The variable a pointer expression offsets (`p`, `p + i`, `i + (p - j)`), or null.
  static const clang::ValueDecl *pointerBase(const clang::Expr *E);

  std::vector<const clang::Expr *> assignmentsTo(const clang::FunctionDecl *Fn,
                                                 const clang::VarDecl *Var);

  /// threadIdx, blockIdx, blockDim, gridDim, warpSize: special registers that CUDA's headers
  /// declare as `extern __device__` variables.
  bool isBuiltinVariable(const clang::VarDecl *Var) const;

  /// An lvalue that lives in memory rather than in a register.
  bool isMemoryLValue(const clang::Expr *E);

  /// The space of an lvalue in memory; nullopt for registers (local scalars, parameters).
  std::optional<AddressSpace> lvalueSpace(const clang::Expr *E, int Depth = 0);
  /// The space of what a local reference is bound to (`T &r = p[i]`, `T &r = p[i] = v`).
  std::optional<AddressSpace> boundSpace(const clang::VarDecl *Var, int Depth);

  /// The memory a helper's non-const reference parameter is bound to at every call (`swap(
  /// s[i], s[j])`, `accumulate(out[i], x)`): the helper's clone reads and writes it as that
  /// memory, and the call itself accesses nothing. Nullopt for a parameter some call binds
  /// to a variable of the caller's (a register for all the helper can tell), and for the
  /// parameters of kernels and of helpers kept as they are.
  std::optional<AddressSpace> referencedMemory(const clang::ParmVarDecl *P) const;

  /// Records what one call binds to P; returns whether the binding changed.
  bool bindReference(const clang::ParmVarDecl *P, std::optional<AddressSpace> Space);

  // --- Structure (Slices.cpp, ComputeOnly.cpp) ------------------------------------------------

  /// The slice of every function in Mode, grown to a fixed point (helpers pass structure to
  /// each other through calls); the functions' own slices are to be empty before.
  void sliceAll(SliceMode Mode);

  /// Runs the slice once per kind of seed (addresses, branches, trip counts) and keeps each
  /// in FunctionModel::CauseSlices; the Control slice, and the state the later passes read,
  /// are restored after.
  void sliceCauses();

  /// What a structural read's value decides, from the cause slices (AccessSite::Decides).
  static unsigned decidesOf(const FunctionModel &M, const clang::Stmt *S);

  /// Marks E and everything inside it structural; returns whether anything was new.
  bool markStructural(FunctionModel &M, const clang::Stmt *S);
  /// Marks what decides where the lvalue L lies, not its value: a reference bound to `p[i]`
  /// (or to the element of a store, `p[i] = v`) is structural through p and i alone.
  bool markAddressOf(FunctionModel &M, const clang::Expr *L);

  /// `tile` in `tile[i]` (and `v.lane` in `v.lane[i]`, v a struct held by value) decays to a
  /// pointer whose value is fixed, not computed from data.
  static bool isArrayVariableDecay(const clang::Expr *E);

  /// Seeds and propagation of the address and control slice of one function.
  bool slice(FunctionModel &M);
  /// Which seeds the slice in Mode grows from: all of them, or one kind (sliceCauses). In the
  /// memory slice a condition is a seed only when what it controls reaches memory.
  bool allControl() const { return Mode != SliceMode::Memory; }
  bool seedsAddresses() const {
    return Mode != SliceMode::Branches && Mode != SliceMode::TripCounts;
  }
  bool seedsBranches() const {
    return Mode != SliceMode::Addresses && Mode != SliceMode::TripCounts;
  }
  bool seedsTripCounts() const {
    return Mode != SliceMode::Addresses && Mode != SliceMode::Branches;
  }
  /// The slice's seeds: the conditions of branches and loops (and the returns) that decide
  /// what runs; the addresses of accesses. Each returns whether anything was new.
  bool seedConditions(FunctionModel &M, const BodyNodes &Nodes);
  bool seedAddresses(FunctionModel &M, const BodyNodes &Nodes);
  /// Growth to a fixed point within the body: structural locals and what is stored into them,
  /// arrays whose elements are read structurally.
  bool growInBody(FunctionModel &M, const BodyNodes &Nodes);
  /// Growth across M's helper calls: structural parameters make arguments structural, a call
  /// used structurally makes the callee's returns structural; pointer origins flow in.
  bool growAcrossCalls(FunctionModel &M);

  /// Whether running S may access memory or do more than compute registers: a memory lvalue
  /// (any space), a call other than a pure math function (barriers, atomics, shuffles, helpers
  /// that reach memory), inline asm, or a return or goto (which decide what runs after;
  /// Returns false: not in this function, see slice).
  bool reachesMemory(const clang::Stmt *S, int Depth = 0, bool Returns = true);

  /// A field of a cloned method's object (`state`, `this->pos.x`): a register, as the
  /// object is one (cloneableCallee).
  static bool isObjectField(const clang::Expr *E);

  /// Loops that only compute: their condition decides no memory access and nothing in them
  /// reaches memory or writes an array. Mem-only may remove them whole.
  void collectComputeOnlyLoops(FunctionModel &M);

  /// A helper that may assign through a reference parameter: its returns decide whether the
  /// caller's variable changes.
  static bool writesThroughReference(const clang::FunctionDecl *F);

  /// A value lim::fold takes or makes: a number (not a bool: not every byte is one), or a
  /// trivial record of them whose size its 32-bit words cover (float2, a point).
  bool foldable(clang::QualType T) const;

  /// A helper whose body is registers' arithmetic alone (FunctionModel::OnlyComputes).
  bool onlyComputes(const FunctionModel &M);

  FunctionModel *modelOf(const clang::FunctionDecl *F);

  // --- Accesses (Accesses.cpp, Unsupported.cpp) -----------------------------------------------

  clang::DynTypedNode parentOf(const clang::Stmt *S);

  /// The first ancestor that is not a parenthesis, and the child it holds.
  std::pair<const clang::Expr *, clang::DynTypedNode> beyondParens(const clang::Expr *E);

  /// Whether the memory lvalue A is read, written or both by its context.
  std::pair<bool, bool> useOf(const clang::Expr *Access);

  /// The lvalue is seen again, beyond parentheses, through a qualification cast or a field
  /// selection: the outer one is the access. (Parentheses themselves are never recorded.)
  bool wrapsSameLValue(const clang::Expr *Child);

  void collectAccesses(FunctionModel &M);

  /// Inline asm that may touch memory, indirect calls, asynchronous copies, texture and surface
  /// fetches, helpers that cannot be cloned, helpers defined after the kernel.
  void collectUnsupported(FunctionModel &M);
  /// Inline asm that may touch memory, and launches from the device (whose configuration
  /// calls, added to LaunchConfigs, are the launch's, not the kernel's).
  void collectAsmAndLaunches(FunctionModel &M, const BodyNodes &Nodes,
                             std::set<const clang::Expr *> &LaunchConfigs);
  /// What one call the rules cannot rewrite is: indirect, an asynchronous copy or texture
  /// access not modelled, a library function or a helper that is not cloned, given memory.
  void collectUnsupportedCall(FunctionModel &M, const clang::CallExpr *Call);
  /// Each clone stands beside its original: a helper defined after the function that calls it
  /// needs a declaration above that caller.
  void collectHelpersDefinedAfter(FunctionModel &M);

  bool asmTouchesMemory(const clang::GCCAsmStmt *Asm) const;

  /// An asynchronous copy from global into shared memory (`cuda::memcpy_async(block, &tile[i],
  /// &in[j], bytes, pipe)`): a global read whose data lands in shared memory without passing
  /// through a register. Copies of other directions stay unsupported.
  bool isModelledAsyncCopy(const clang::CallExpr *Call);

  void collectIntrinsic(FunctionModel &M, const clang::CallExpr *Call);
};

} // namespace limiter

#endif
