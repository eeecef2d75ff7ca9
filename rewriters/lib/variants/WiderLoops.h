// The wider-accesses what-if on a loop over a lane's neighbouring elements (WiderLoops.cpp):
// `for (int c = 0; c < 4; ++c) acc[c] += p[e + c];` reads one element an iteration, which one
// vector read before the loop can replace, each iteration's element a component of it.

#ifndef LIMITER_REWRITERS_VARIANTS_WIDERLOOPS_H
#define LIMITER_REWRITERS_VARIANTS_WIDERLOOPS_H

#include "variants/RuleContext.h"
#include "variants/WiderRuns.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// The accesses `p[e + i + k]` of one loop `for (i = From; i < From + Width; ++i)` that one
/// vector access of Width elements, from element e + k + From, replaces.
struct LoopRun {
  const clang::ForStmt *Loop = nullptr;
  const clang::VarDecl *Index = nullptr;
  long long From = 0;
  unsigned Width = 0;
  WideBase Base;
  std::vector<const clang::Expr *> Terms; ///< e's terms (none when e is 0).
  long long Offset = 0;                   ///< k
  bool Store = false;
  std::vector<const clang::ArraySubscriptExpr *> Members; ///< In source order.
  /// What each member's component replaces: the member, or the load intrinsic's call it is
  /// read through (`__ldg(&p[e + i])`); and that intrinsic's name ("" for none), the same for
  /// every member, through which the vector is loaded.
  std::vector<const clang::Expr *> Replaced;
  std::string Intrinsic;
  /// The stores' assignments (a store run), in source order.
  std::vector<const clang::Expr *> Assignments;
};

/// A loop run as the template's text has it: every instantiation must merge the same accesses
/// of the same loop at the same width, from the same element (a template's value argument
/// may move k or the loop's start, which the text writes as numbers).
struct LoopRunKey {
  unsigned Loop = 0, Width = 0;
  long long From = 0, Offset = 0;
  std::vector<unsigned> Accesses;
  auto operator<=>(const LoopRunKey &) const = default;
};
LoopRunKey keyOf(const LoopRun &Merge);

/// Whether the element type of pointer parameter P of M's function depends on the template's
/// arguments.
bool dependentElement(const FunctionModel &M, const clang::ParmVarDecl *P);

/// The search of one kernel's loop runs and the edits that merge them.
class LoopWidener {
public:
  LoopWidener(RuleContext &R, const FunctionModel &M) : R(R), M(M), Ctx(R.Ctx) {}

  /// The runs to merge, of accesses not in Taken.
  std::vector<LoopRun> plan(const std::set<const clang::Expr *> &Taken);
  /// The element type and vector type of a run, as the pair wide_of picks by.
  std::pair<std::string, std::string> pairOf(const LoopRun &Merge) const;
  /// Each access a component of the run's vector; Vector its type's text.
  void rewrite(const LoopRun &Merge, const std::string &Vector);
  /// One edit around each loop that gains a vector: declared (and loaded) before it, stored
  /// after it, the loop's `#pragma`s kept in front of it as `_Pragma`s.
  void finish();

private:
  /// A loop's counter, start and trip count: `for (T i = K0; i < K1; ++i)` with K0 and K1
  /// constants (`<=`, `!=`, `i++`, `i += 1` too), i a local only read in the body, and no way
  /// out of an iteration but its end.
  struct Counted {
    const clang::VarDecl *Index = nullptr;
    long long From = 0;
    long long Trip = 0;
  };
  RuleContext &R;
  const FunctionModel &M;
  clang::ASTContext &Ctx;
  std::map<const clang::ForStmt *, std::optional<Counted>> Loops;
  std::map<const clang::VarDecl *, bool> BaseOnlyRead;
  /// Text to put before and after loops, by loop.
  std::map<const clang::ForStmt *, std::pair<std::string, std::string>> Around;

  /// `for (T i = K0; i < K1; ++i)`, 0 <= K0 < K1, at most eight iterations.
  const std::optional<Counted> &countedOf(const clang::ForStmt *Loop);
  /// The access as a candidate: the loop it runs in every iteration of, its pointer, its
  /// index split into the counter, e's terms and k.
  std::optional<LoopRun> candidateOf(const AccessSite &A);
  bool sameRun(const LoopRun &A, const LoopRun &B) const;
  /// Width, alignment, e unchanged by the loop, and no access through the pointer in the
  /// loop that the vector would read too early or write too late.
  bool allowed(const LoopRun &Merge);
  /// The first element's index as text, or none where e lies in a macro.
  std::optional<std::string> firstElement(const LoopRun &Merge) const;
};

} // namespace limiter

#endif
