// What the variant rules know of a kernel and the helpers it reaches: each function's memory
// accesses, structural slices, compute-only loops and unsupported constructs.

#ifndef LIMITER_REWRITERS_KERNELMODEL_H
#define LIMITER_REWRITERS_KERNELMODEL_H

#include "limiter/support/Diagnostic.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <array>
#include <set>
#include <string>
#include <vector>

namespace limiter {

enum class AddressSpace { Global, Shared, Local, Constant, Generic };
std::string_view toString(AddressSpace Space);

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
  /// Whether S's value decides an address or a loop's trip count (the cause slices, across
  /// calls): a float's last bit there may move an access or add an iteration.
  bool decidesAddressOrTrip(const clang::Stmt *S) const {
    return S && (CauseSlices[0].contains(S) || CauseSlices[2].contains(S));
  }
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

} // namespace limiter

#endif
