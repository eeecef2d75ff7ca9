// What a variant rule works with (a function's model, the variant's edits, the outcome it
// reports into), and the entry points of the rules.

#ifndef LIMITER_REWRITERS_VARIANTS_RULECONTEXT_H
#define LIMITER_REWRITERS_VARIANTS_RULECONTEXT_H

#include "model/KernelModel.h"
#include "variants/EditSet.h"
#include "variants/Variant.h"

#include "clang/AST/ASTContext.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// The surface write an access site is (`surf2Dwrite(v, surf, x, y)`), or null.
const clang::CallExpr *surfaceWriteOf(const AccessSite &A);

/// The asynchronous copy from global into shared memory an access site is, or null.
const clang::CallExpr *asyncCopyOf(const AccessSite &A);

/// What a rule works with: the model of one function, the variant's edits, and the outcome it
/// reports into. Rules only describe edits; rendering and emission are elsewhere.
class RuleContext {
public:
  RuleContext(clang::ASTContext &Ctx, EditSet &Edits, VariantResult &Result,
              std::vector<Diagnostic> &Diags)
      : Ctx(Ctx), Edits(Edits), Result(Result), Diags(Diags) {}

  clang::ASTContext &Ctx;
  EditSet &Edits;
  VariantResult &Result;
  /// The models of the kernel whose variant this is, one an instantiation (the kernel and the
  /// helpers it clones), for a rule that decides over all of them together: the edits of a
  /// template's text serve every instantiation. Empty where a rule is applied on its own.
  std::vector<const KernelModel *> Models;

  /// The node's text range; reports LIM103 and marks the variant conservative when it lies in
  /// a macro expansion that cannot be rewritten as a whole.
  std::optional<TextRange> range(const clang::Stmt *Node, const char *What);
  EditSet::Sub sub(TextRange R) const { return {R}; }

  /// Replaces a node; false when it cannot, or when the same range was already edited (for
  /// another instantiation of the same template), so that counts count each edit once.
  bool replace(const clang::Stmt *Node, const char *What, std::vector<EditSet::Piece> Pieces);
  /// Replaces the index of an access by Index's pieces (given the index's range), as the whole
  /// access (`a[e]` becomes `a[f(e)]`) where the base's text can be written again, so that an
  /// edit of the index itself (a role's thread index) nests inside; else the index alone.
  bool replaceIndex(const clang::ArraySubscriptExpr *Use, const char *What,
                    const std::function<std::vector<EditSet::Piece>(TextRange)> &Index);

  /// The site number of a node: its offset, the same in every instantiation.
  /// A number for the site of R: its offset in its file.
  unsigned siteOf(TextRange R) const { return Edits.fileAndOffset(R.Begin).second; }

  /// `lim::opaque<decltype(LV)>(lim_flag, SITE, &(LV))` for an lvalue, as pieces.
  std::vector<EditSet::Piece> opaqueOf(TextRange LValue) const;
  /// For a load: `lim::opaque_at<decltype(p[i])>(lim_flag, SITE, i)` where it is `p[i]` (the
  /// index is cheaper to keep in registers than the address), else opaqueOf; an lvalue of the
  /// load's type (`lim::as_lvalue`) where the element is bound to a reference.
  std::vector<EditSet::Piece> opaqueLoad(const clang::Expr *Load, TextRange LValue);
  /// opaqueLoad's value, a prvalue.
  std::vector<EditSet::Piece> opaqueValueOf(const clang::Expr *Load, TextRange LValue);
  /// Whether E is bound to a reference that a value in its place could not bind as E does: a
  /// variable or a parameter (of the call it is an argument of) of a non-const or deduced
  /// lvalue reference type as written (`auto &`, a template's `U &`), through parentheses and
  /// qualification conversions. A value in its place must then be an lvalue of E's type
  /// (lim::as_lvalue).
  bool boundToReference(const clang::Expr *E) const;
  /// `lim::stored<decltype(V)>(lim_flag)`: a value to store in place of V (store-only, skeleton).
  std::vector<EditSet::Piece> storedValueFor(TextRange Value) const;
  /// A store that happens only under lim::never (math-only, skeleton):
  /// `lim::guarded_store(&(LHS), VALUE, lim_flag)`, the stored value; where the store's result
  /// is used as an lvalue (`T &r = p[i] = v`, `&(p[i] = v)`), `(*lim::guarded_at(&(LHS), VALUE,
  /// lim_flag))`, the element.
  std::vector<EditSet::Piece> guardedStore(const clang::Expr *Store, TextRange Lhs,
                                           std::vector<EditSet::Piece> Value) const;

  void count(const std::string &What, unsigned N = 1) { Result.Counts[What] += N; }
  /// Inserts Text (declarations of plain arithmetic that Loop reads) before Loop: in front
  /// of the statements before it that it can pass (earlierPlaceBefore, HoistPlace.h), else in
  /// front of its `#pragma`s, which become `_Pragma`s on their lines; the same text once.
  /// False where the loop or its pragmas lie in a macro's expansion.
  bool insertBeforeLoop(const clang::ForStmt *Loop, const std::string &Text);
  /// The text from a loop's first `#pragma` (or `_Pragma` macro) to the loop, empty where it
  /// has none; none where the loop lies in a macro's expansion or a pragma goes on over lines.
  std::optional<TextRange> pragmasOf(const clang::ForStmt *Loop) const;
  /// Records the macro calls Node lies in (those of its first and last tokens): expanded in
  /// place, they would let the rule rewrite it.
  void macroInTheWay(const clang::Stmt *Node);
  /// Which accesses a what-if rewrites: all, loads only, or stores only.
  enum class Unmodelled { Accesses, Reads, Stores };
  /// Says, for a what-if that rewrites global accesses (What: "an access", "a read", "a
  /// store"), each access of M of the kind Which it cannot reach and keeps as written: one
  /// through a pointer of unknown origin (LIM101: it may be global memory), and one an
  /// accessor's operator names (`a(r, c)`, which stays as it is, its access in no model; a
  /// store where it is only assigned to).
  void keepUnmodelled(const FunctionModel &M, const std::string &What, Unmodelled Which);
  void conservative(const clang::Stmt *Node, DiagId Id, const std::string &Message,
                    const std::string &Hint);
  /// Keeps Node's text as written in every instantiation of its template: an edit another
  /// instantiation made there is undone, and none is made later (EditSet::forbid).
  void keepAsWritten(const clang::Stmt *Node);
  void absent(const clang::Stmt *Node, DiagId Id, const std::string &Message,
              const std::string &Hint);

  /// The parent expression of Node, seen through parentheses and qualification casts.
  const clang::Expr *consumer(const clang::Expr *Node) const;

private:
  std::vector<Diagnostic> &Diags;
  void report(const clang::Stmt *Node, DiagId Id, const std::string &Message,
              const std::string &Hint, VariantStatus Status);
};

/// `#pragma X` lines of Text as `_Pragma("X")`, every other character kept (the lines stay,
/// a comment after the pragma follows the `_Pragma`): text put in front of a loop's pragmas
/// then shares their line. None where a pragma is continued on the next line.
std::optional<std::string> pragmasInLine(const std::string &Text);

/// Loop, or the statement that holds it with its `#pragma`s (`#pragma unroll`).
const clang::Stmt *withPragmas(const clang::ForStmt *Loop, clang::ASTContext &Ctx);

/// One rule per variant: each adds its edits for one function body (an instantiation when the
/// function is a template). Full has no rule.
void applyMemOnlyRule(RuleContext &R, const FunctionModel &M);
void applyStoreOnlyRule(RuleContext &R, const FunctionModel &M);
void applyMathOnlyRule(RuleContext &R, const FunctionModel &M);
void applySkeletonRule(RuleContext &R, const FunctionModel &M);
/// The no-barriers what-if: every block (and grid) barrier removed, nothing else changed.
void applyNoBarrierRule(RuleContext &R, const FunctionModel &M);
/// The no-bank-conflicts what-if: the rows of shared arrays of two or more dimensions padded
/// to an odd number of bank words, one-dimensional ones skewed by a bank a row, nothing else
/// changed.
void applyNoBankConflictRule(RuleContext &R, const FunctionModel &M);
/// The no-divergence what-if: the work of each branch that picks its threads by a stride of
/// the thread index given to the first threads of the block, nothing else changed.
void applyNoDivergenceRule(RuleContext &R, const FunctionModel &M);
/// The coalesced what-if: every global `p[e]` re-indexed to the warp's consecutive elements
/// (lim::coalesced), nothing else changed.
void applyCoalescedRule(RuleContext &R, const FunctionModel &M);
/// The read-only-loads what-if: every plain global load through `__ldg`.
void applyReadOnlyRule(RuleContext &R, const FunctionModel &M);
/// The streaming what-if: plain global loads through `__ldcs`, plain stores through `__stcs`.
void applyStreamingRule(RuleContext &R, const FunctionModel &M);
/// The wider-accesses what-if: neighbouring narrow global accesses of a lane (`p[e]`,
/// `p[e + 1]`, ... in one block) merged into one 64- or 128-bit access, nothing else changed.
void applyWiderRule(RuleContext &R, const FunctionModel &M);
void applySharedOccupancyRule(RuleContext &R, const FunctionModel &M);
/// The single-precision-literals what-if: the unsuffixed literals that make float arithmetic
/// double written with `f`, nothing else changed.
void applyFloatLiteralsRule(RuleContext &R, const FunctionModel &M);
/// The block-size what-if of a kernel that reads its block's index: its blocks run as the
/// rows of larger ones (blockIdx.x read as `blockIdx.x * blockDim.y + threadIdx.y`), nothing
/// else changed.
void applyBlockSizeRule(RuleContext &R, const FunctionModel &M);
/// A variant's second build (mem-only, store-only): holds the places Repairs names to full's
/// compiled code.
void applyRepairs(RuleContext &R, const FunctionModel &M, const VariantRepairs &Repairs);

/// What no rule can rewrite (inline asm with memory, indirect calls, ...): the variant keeps it
/// and becomes conservative, or absent where the clones cannot be placed.
void reportUnsupported(RuleContext &R, const FunctionModel &M);

/// Shared by math-only, store-only and skeleton: non-structural global loads become opaque.
void replaceGlobalLoads(RuleContext &R, const FunctionModel &M);

/// Shared by store-only and skeleton, whose stored values are opaque: a loop that only computes
/// (FunctionModel::ComputeOnlyLoops), calls only CUDA's own functions and writes no variable
/// that decides an address or a branch computes nothing the variant keeps: its body is
/// emptied. The compiler deletes most such loops by itself; not one whose arithmetic spills to
/// local memory (precise sinf's reduction of a large argument), which would otherwise stay and
/// be timed as the floor.
void removeDeadComputeLoops(RuleContext &R, const FunctionModel &M);

/// The kernel's function model in each of Models that instantiates the template Pattern: the
/// instantiations one text of the variant serves.
std::vector<const FunctionModel *>
kernelInstantiations(const std::vector<const KernelModel *> &Models,
                     const clang::FunctionDecl *Pattern);

/// True for global memory and pointers of unknown origin (treated as global).
inline bool isGlobalLike(AddressSpace S) {
  return S == AddressSpace::Global || S == AddressSpace::Generic;
}

} // namespace limiter

#endif
