// The coalesced what-if's block runs (CoalescedBlocks.cpp): a block's accesses of one array
// around the same lane-dependent index (`p[e]`, `p[e + 1]`, ... or a struct's members
// `p[i].x`, `p[i].y`) take the warp's work once, before the first of them, and keep full's
// bytes: each access one contiguous run of the warp, the runs apart as the lanes' elements
// were.

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDBLOCKS_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDBLOCKS_H

#include "variants/RuleContext.h"

#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace limiter {

class BlockRuns {
public:
  /// U: what is the same in every lane of the kernel (none in a helper, whose parameters may
  /// differ: nothing then has a block run).
  BlockRuns(RuleContext &R, const Uniformity *U, const clang::Stmt *Body);

  /// Notes an access `p[e + c]` (Terms: its index's terms) of Array, a variable every lane
  /// shares: of its block's run of Array around e, where it runs unconditionally in a block
  /// (StatementPlace's placeOf), c is the index's constant terms and e the others, plain
  /// arithmetic of variables that, as Array, the block never writes (a loop's counter in
  /// its body), all declared before the group's first statement.
  void noteIndexed(const clang::Expr *Access, const clang::Expr *Array,
                   const std::vector<const clang::Expr *> &Terms);
  /// Notes a member `p[i].x`: of its block's run of the structs of Array at i, on the same
  /// terms, i with no constant term.
  void noteMember(const clang::Expr *Member, const clang::Expr *Array,
                  const std::vector<const clang::Expr *> &Terms);

  /// After every note: puts each run's declaration in front of the statement of its first
  /// member (that statement, with its `;`, replaced by the declarations and itself, so that
  /// edits inside it render in place), for every group of two or more members that can have
  /// one: the block leaves no way out between its first member and its last, and no variable
  /// the run reads is ever written through a pointer or reference. Where the block is a
  /// loop's body that every lane runs whole in every iteration, with the mask it entered
  /// with, and the group's index keeps its value through the loop or moves with its counter
  /// alike in every lane (hoistIndex, LoopStart.h), the declaration goes before the loop instead,
  /// the index taken at the loop's start: the run's shift and spread are the same in every
  /// iteration, and the warp's work is done once.
  void host();
  /// What to add to a noted access's index (`lim_run_N.at(c)`), or for a member the run's
  /// name; none where it has no run.
  std::optional<std::string> useOf(const clang::Expr *Access) const;

private:
  struct Group {
    const clang::CompoundStmt *Block = nullptr;
    bool Member = false, Valid = false;
    bool Mixed = false; ///< a member's index text names other variables than the first's
    const clang::VarDecl *ArrayVar = nullptr;
    unsigned First = ~0u, Last = 0, Members = 0;
    long long Low = 0, High = 0;
    std::string Array, Index, Name;
    std::set<const clang::VarDecl *> Vars, IndexVars;
    std::optional<long long> Stride;      ///< how far apart the lanes' indices lie
    const clang::ForStmt *Loop = nullptr; ///< where the run is taken before a loop
    std::string Start;                    ///< the index at the loop's start
  };
  using Key = std::tuple<const clang::CompoundStmt *, const clang::Decl *, std::string, bool>;

  RuleContext &R;
  const Uniformity *U;
  const clang::Stmt *Body;
  bool Jumps;
  std::map<Key, Group> Groups;
  std::map<const clang::Expr *, std::pair<Group *, long long>> Of;

  void note(const clang::Expr *Access, const clang::Expr *Array,
            const std::vector<const clang::Expr *> &Terms, bool Member);
  bool canHost(const Group &G) const;
  /// The loop before which G's run can be taken, with G's Terms at its start.
  void hoist(Group &G, const clang::Expr *Access, const std::vector<const clang::Expr *> &Terms);
  std::string declarationOf(const Group &G, const std::string &Index) const;
  /// The text range of a block's statement with its `;`: a declaration's own, an
  /// expression's and the `;` after it.
  std::optional<TextRange> statementWithSemicolon(const clang::Stmt *S) const;
};

} // namespace limiter

#endif
