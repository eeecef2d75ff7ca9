// The thread index and block-uniform values of a function: which locals hold threadIdx.x
// itself, and which values every thread of the block shares (ThreadUniformity.cpp).

#ifndef LIMITER_REWRITERS_THREADUNIFORMITY_H
#define LIMITER_REWRITERS_THREADUNIFORMITY_H

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/GroupRanks.h"

#include "clang/AST/ASTContext.h"

#include <map>
#include <set>
#include <string>
#include <utility>

namespace limiter {

/// The variable and member an expression reads (`threadIdx.x` gives {"threadIdx", "x"}, `p.n`
/// of a variable p {"p", "n"}), or empty names: callers compare the names with CUDA's
/// built-ins. A local or parameter named as a built-in (`const uint3 blockIdx = threadIdx;`)
/// gives empty names; it is not one.
std::pair<std::string, std::string> builtinOf(const clang::Expr *E);

/// Whether evaluating E may change anything: an assignment, an increment, a call; not a read
/// of CUDA's built-in indices (a call of their property getters, in the toolkit's headers).
bool changesAnything(const clang::Expr *E);

/// A block's linear thread id, which numbers its threads in warp order:
/// `threadIdx.y * blockDim.x + threadIdx.x`, the product in either order, either side of the
/// sum, through casts; or cooperative groups' `block.thread_rank()` (isBlockRank).
bool isLinearThreadId(const clang::Expr *E);

inline bool isThreadIdxX(const clang::Expr *E) {
  auto [Var, Field] = builtinOf(E);
  return Var == "threadIdx" && Field == "x";
}

/// What is known of a function's locals and parameters: which hold threadIdx.x itself or the
/// block's linear thread id, `threadIdx.y * blockDim.x + threadIdx.x` or `block.thread_rank()`
/// (initialised to it, never written, never taken by address), and which hold the same value
/// in every thread of the block (scalars computed from parameters, blockIdx, blockDim,
/// constants and other such values, outside branches and loop exits of the thread's own,
/// never through a call (but one of the math library's, `min(blockDim.x, n - base)`, of such
/// values, or a thread_block's size, dimensions and index in the grid: `block.size()`,
/// `block.group_index().x`), a constructor, inline assembly, a reference or a structured
/// binding;
/// arrays and structs are not followed). Decided conservatively: a value it
/// calls uniform is; one it does not may still be.
class Uniformity {
public:
  /// ThreadIndexParams: parameters of a helper that its every call gives the thread index
  /// (HelperParams.h); such a one, never written, holds it as a local would, if it has 16
  /// bits or more. VaryingParams: parameters not known to be the same in the whole block (a
  /// helper's, given a value of the thread's own); the others count as such.
  Uniformity(const clang::FunctionDecl *Fn, clang::ASTContext &Ctx,
             const std::set<const clang::ParmVarDecl *> &ThreadIndexParams = {},
             const std::set<const clang::ParmVarDecl *> &VaryingParams = {});

  /// threadIdx.x, the block's linear thread id written in place (isLinearThreadId), or a local
  /// or parameter that holds one of them.
  bool isThreadIndex(const clang::Expr *E) const;
  bool isThreadIndexVar(const clang::VarDecl *V) const { return ThreadIndex.count(V); }
  bool isUniformVar(const clang::VarDecl *V) const { return Uniform.count(V); }
  clang::ASTContext &context() const { return Ctx; }
  /// Whether V keeps its initial value: a register local never written after its
  /// initialiser, nor bound to a reference or its address taken.
  bool neverWritten(const clang::VarDecl *V) const {
    return isRegisterLocal(V) && !Escaped.count(V) && !Writes.count(V);
  }

  /// Whether E has the same value in every thread of the block that evaluates it (a local
  /// declared inside a branch of the thread's own is the same in every thread that took it).
  bool isUniform(const clang::Expr *E) const;

  /// Whether S runs in every thread that reaches its function's enclosing statements alike:
  /// no branch, loop or short-circuit around it depends on the thread, and no loop around it
  /// has a break, continue or goto that may not (its iterations would differ by thread).
  /// Within: only the statements around S up to the first that holds Within (a variable's
  /// declaration: what lies around its scope decides which threads have it, not its value).
  bool underUniformControl(const clang::Stmt *S, const clang::Stmt *Within = nullptr) const;

  /// Whether Loop has a break or continue of its own, or a goto, under a condition that may
  /// differ by thread.
  bool exitsDivergently(const clang::Stmt *Loop) const;

  /// A local or parameter the function keeps in registers: not `__shared__`, not static, not
  /// a reference.
  static bool isRegisterLocal(const clang::VarDecl *V);

  /// Calls Each for S and every expression inside it; a built-in variable's member
  /// (`blockDim.x`, a property read through a call in Clang's headers) is one expression.
  template <class F> static void visit(const clang::Stmt *S, F Each) {
    if (!S)
      return;
    if (const auto *E = llvm::dyn_cast<clang::Expr>(S)) {
      Each(E);
      if (!builtinOf(E).first.empty())
        return;
    }
    for (const clang::Stmt *Child : S->children())
      visit(Child, Each);
  }

private:
  BodyNodes Body;
  clang::ASTContext &Ctx;
  std::map<const clang::VarDecl *, std::vector<Assignment>> Writes;
  std::set<const clang::VarDecl *> Escaped, ThreadIndex, Uniform;

  /// Whether a loop exits divergently, by loop, for the current set of uniform variables.
  mutable std::map<const clang::Stmt *, bool> DivergentExits;

  /// A constructor that sets each field from one of its parameters or a constant and does
  /// nothing else (its body empty), or a trivial or defaulted copy: its object is as uniform
  /// as its arguments.
  static bool plainConstructor(const clang::CXXConstructExpr *Construct);
  bool staysUniform(const clang::VarDecl *V) const;
  bool findsDivergentExit(const clang::Stmt *Loop) const;
  /// Whether every use of V only reads it or a member of it.
  bool onlyReadWhole(const clang::VarDecl *V) const;
  /// Whether every condition between S and Top (S's ancestor) is uniform.
  bool conditionsUniform(const clang::Stmt *S, const clang::Stmt *Top) const;
};

} // namespace limiter

#endif
