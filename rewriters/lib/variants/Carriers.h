// The variables that carry loaded global data not yet stored, which mem-only's folds must
// keep alive.

#ifndef LIMITER_REWRITERS_VARIANTS_CARRIERS_H
#define LIMITER_REWRITERS_VARIANTS_CARRIERS_H

#include "model/KernelModel.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseSet.h"

namespace limiter {

/// The variables that carry loaded global data not yet stored anywhere, for mem-only: a global
/// load must stay alive until a store, so the arithmetic that mem-only removes must still pass
/// on what these carry (at one integer add each), and nothing else.
///
/// A variable (local, field of a local, local array, helper parameter) carries when a value
/// assigned to it reads a global load or another carrier; a variable written in a loop that
/// mem-only removes whole carries when the loop reads a carrier (its value depended on them);
/// so does one assigned under a branch or loop whose condition carries (control dependence).
/// Shared memory never carries: its stores stay, so what they stored is already in memory.
/// Nor does a variable that only ever holds copies of loaded values and passes them, by
/// copies, to a variable stored to memory (a register queue along z whose head goes into a
/// shared tile): that store keeps the loads alive.
class Carriers {
public:
  Carriers(const clang::ASTContext &Ctx, const FunctionModel &M);

  /// E's value depends on a global load or a carrier (or on a helper's result, which may).
  bool carries(const clang::Expr *E) const;
  bool isCarrier(const clang::VarDecl *V) const { return Vars.contains(V); }

  /// The variables declared outside S that S assigns (through fields and non-const
  /// references too).
  static std::vector<const clang::VarDecl *> writtenIn(const clang::Stmt *S);
  /// The carriers declared outside S that S reads.
  std::vector<const clang::VarDecl *> carriersReadIn(const clang::Stmt *S) const;

private:
  const clang::ASTContext &Ctx;
  const FunctionModel &M;
  llvm::DenseSet<const clang::VarDecl *> Vars;

  /// Variables that copy loaded data on to a store (see above); never carriers.
  llvm::DenseSet<const clang::VarDecl *> Drained;
  /// Local references bound to memory (`float &slot = tile[t]`): what is assigned through them
  /// is stored, so they never carry.
  llvm::DenseSet<const clang::VarDecl *> MemoryReferences;

  bool add(const clang::VarDecl *V);
  void grow(const std::vector<const clang::Expr *> &Exprs,
            const std::vector<const clang::VarDecl *> &Declared,
            const std::vector<const clang::Stmt *> &Stmts);
  llvm::DenseSet<const clang::VarDecl *>
  drained(const std::vector<const clang::Expr *> &Exprs,
          const std::vector<const clang::VarDecl *> &Declared) const;
};

} // namespace limiter

#endif
