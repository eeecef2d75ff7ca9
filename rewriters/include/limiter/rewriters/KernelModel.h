#ifndef LIMITER_REWRITERS_KERNELMODEL_H
#define LIMITER_REWRITERS_KERNELMODEL_H

#include "limiter/support/Diagnostic.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <string>
#include <set>
#include <array>
#include <vector>

namespace limiter {

enum class AddressSpace { Global, Shared, Local, Constant, Generic };
std::string_view toString(AddressSpace Space);

/// A `__shared__` variable: clang's attribute, or the annotation of a declaration the parse
/// repaired (a `__shared__` object whose constructor clang rejects; see ParseRepairs.h).
bool isSharedVariable(const clang::VarDecl *V);

/// One place where a function reads or writes memory: an lvalue in memory (`p[i]`, `*q`,
/// `tile[y][x]`, `s->f`, a `__shared__` scalar) or an intrinsic call (`atomicAdd`, `__ldg`).
struct AccessSite {
  const clang::Expr *Node = nullptr; ///< The outermost lvalue, or the call for intrinsics.
  AddressSpace Space = AddressSpace::Generic;
  bool Reads = false;
  bool Writes = false;
  bool IsIntrinsic = false;
  /// A read whose value decides an address or a branch; kept by every variant.
  bool Structural = false;
  unsigned Line = 0;
  unsigned Column = 0; ///< Tells apart two accesses on one line.
  /// What a structural read's value decides: DecidesAddress | DecidesBranch | DecidesTripCount.
  unsigned Decides = 0;
};

/// Bits of AccessSite::Decides, in the order of the cause slices.
enum : unsigned { DecidesAddress = 1, DecidesBranch = 2, DecidesTripCount = 4 };

/// A construct the rules cannot rewrite honestly; every variant but full keeps it and says so.
struct UnsupportedConstruct {
  const clang::Stmt *Node = nullptr;
  DiagId Id = DiagId::UnsupportedMemoryOp;
  std::string Message;
  std::string Hint;
  /// The variants cannot be made at all (rather than kept conservative).
  bool MakesAbsent = false;
};

/// What the variant rules need to know of one function body.
struct FunctionModel {
  const clang::FunctionDecl *Function = nullptr;
  std::vector<AccessSite> Accesses;
  /// Expressions (and everything inside them) whose value decides an address or a branch.
  llvm::DenseSet<const clang::Stmt *> Structural;
  /// Locals and parameters that hold such values.
  llvm::DenseSet<const clang::ValueDecl *> StructuralVars;
  /// The slice mem-only keeps: addresses, and the conditions that decide whether memory is
  /// accessed (what they control reaches memory, a barrier, an intrinsic or a return). The
  /// condition of a loop that only computes is not in it.
  llvm::DenseSet<const clang::Stmt *> MemStructural;
  llvm::DenseSet<const clang::ValueDecl *> MemStructuralVars;
  /// The structural slice grown from one kind of seed each: addresses, branch conditions,
  /// loop conditions (what tells AccessSite::Decides).
  std::array<llvm::DenseSet<const clang::Stmt *>, 3> CauseSlices;
  /// Loops that only compute (no memory, barrier, intrinsic, return or array write inside;
  /// their condition decides no memory access): mem-only removes them whole.
  llvm::DenseSet<const clang::Stmt *> ComputeOnlyLoops;
  /// A helper (a function, not a method of an object) that returns a value computed in
  /// registers alone: no memory, barrier, intrinsic or helper that reaches one, no reference
  /// it writes through, and its result decides no access. Mem-only makes it one fold of its
  /// parameters: the escape loop of a fractal, a polynomial, a hash.
  bool OnlyComputes = false;
  /// Calls into functions with visible bodies that the variants clone.
  std::vector<const clang::CallExpr *> HelperCalls;
  std::vector<UnsupportedConstruct> Unsupported;

  bool isStructural(const clang::Stmt *S) const { return S && Structural.contains(S); }
  bool isMemStructural(const clang::Stmt *S) const { return S && MemStructural.contains(S); }
  const AccessSite *accessAt(const clang::Expr *E) const;
};

/// The kernel and every helper it reaches (with a body), analysed together so that structure
/// crosses calls: a helper parameter used as an index makes the caller's argument structural.
class KernelModel {
public:
  static KernelModel build(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel);

  const FunctionModel &kernel() const { return Functions.front(); }
  const std::vector<FunctionModel> &functions() const { return Functions; }
  const FunctionModel *find(const clang::FunctionDecl *F) const;
  /// Problems the rules must respect (pointers of unknown origin, inline asm, ...).
  const std::vector<Diagnostic> &problems() const { return Problems; }
  /// Turns OnlyComputes off for the helpers whose template pattern (or the function itself)
  /// is in Patterns: a template's text is folded only where every instantiation may be.
  void keepWhole(const std::set<const clang::FunctionDecl *> &Patterns);

private:
  std::vector<FunctionModel> Functions;
  std::vector<Diagnostic> Problems;
  friend class ModelBuilder;
};

/// A method cloned like a function: not virtual, and static or with a body that never names
/// `this`, so that its object carries nothing the clone would have to follow.
bool isCloneableMethod(const clang::CXXMethodDecl *Method);

/// A method that only reads its object's fields (and calls methods that do): `this` appears
/// only as the object of a field read or of such a method, never written, stored or passed.
bool readsObjectOnly(const clang::CXXMethodDecl *Method, unsigned Depth = 0);

/// Like readsObjectOnly, and the object's numeric fields may also be assigned or incremented
/// (`state = state * a + c`): its own state, held in registers where the object is.
bool updatesObjectFieldsOnly(const clang::CXXMethodDecl *Method);

/// A call's object that is a variable of the caller's own, held in registers: a local or a
/// by-value parameter (or a field of one), not in shared or global memory; a reference
/// parameter that every call of its function binds to such an object; or the object of a
/// method that reads its object only.
bool isRegisterObject(const clang::Expr *Object);

/// The parameter of the callee's definition (else of its declaration) that receives argument
/// I of Call, or null (argument 0 of a
/// method's operator call, `functor(x)` or `a += b`, is its object; a variadic argument has
/// none).
const clang::ParmVarDecl *parameterFor(const clang::CallExpr *Call, unsigned I);

/// Whether Callee is the call operator of a lambda written in F's body: the rules rewrite its
/// body in place, as part of F's.
bool isLambdaWrittenIn(const clang::FunctionDecl *Callee, const clang::FunctionDecl *F);

/// A function whose body only returns one of its object's fields (or an element of an array
/// field) or of its parameters, as it is (`operator int() const { return d; }`,
/// `E &operator[](int k) { return lane[k]; }`): no arithmetic and no memory, the same in every
/// variant, so that a call of it may stay where its clone cannot be called.
bool returnsAFieldOnly(const clang::FunctionDecl *F);

/// `lane[k]` where lane is an array (a field's, or a variable's) and k a parameter or a
/// constant: an element's address, with no memory or arithmetic in the index.
bool isArrayElementAtParameter(const clang::ArraySubscriptExpr *Subscript);

/// Why a call of a function with a body in the project's files is not cloned, as a phrase
/// ("a virtual method", "a lambda", "a method that changes its object"), for diagnostics.
std::string whyNotCloned(const clang::CallExpr *Call, const clang::SourceManager &SM);

/// The function a call reaches when limiter can clone it: a `__device__` function or cloneable
/// method with a body in the project's files (not a system header, not an intrinsic), else null.
const clang::FunctionDecl *cloneableCallee(const clang::CallExpr *Call,
                                           const clang::SourceManager &SM);

/// The first declaration of a helper's written definition (Pattern) in the project's files
/// that is not the definition itself and comes before it (`__device__ float f(float x = 1);`
/// above the kernel, the body below), or null. Its clone declares the helper's clone there.
const clang::FunctionDecl *forwardDeclarationOf(const clang::FunctionDecl *Pattern,
                                                const clang::SourceManager &SM);

/// A helper without such a declaration whose clone limiter can declare itself, from its
/// definition's head, above the clones that call it: a free function of a namespace (not a
/// method, not a template or its specialization, no deduced return type), without default
/// arguments.
bool cloneDeclarableAbove(const clang::FunctionDecl *Pattern);

/// The template parameter a call's callee is, substituted by a function in this instantiation
/// (`op(x)` in `template <float (*op)(float)>`), or null. Such a call names no function in its
/// text: a variant's call of the clone names it (lim::clone_for), which must then be declared.
const clang::SubstNonTypeTemplateParmExpr *calleeParameter(const clang::CallExpr *Call);

} // namespace limiter

#endif
