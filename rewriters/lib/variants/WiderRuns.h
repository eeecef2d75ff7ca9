// The wider-accesses what-if's search (WiderRuns.cpp) and its text (WiderRule.cpp): the runs
// of a lane's neighbouring narrow global accesses, `p[e + c]` for c = b, b + 1, ..., that one
// vector access can replace.

#ifndef LIMITER_REWRITERS_VARIANTS_WIDERRUNS_H
#define LIMITER_REWRITERS_VARIANTS_WIDERRUNS_H

#include "variants/RuleContext.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// The pointer a global access `p[i]` goes through, as the wider what-if takes it: a kernel's
/// pointer parameter (aligned as allocated), or a local row pointer that starts at one
/// (`const float *row = in + 4 * r;`, `= &in[4 * r]`, `= in`) and is never changed, aligned
/// where its start Lead is.
struct WideBase {
  const clang::VarDecl *Var = nullptr;       ///< What the access names.
  const clang::ParmVarDecl *Param = nullptr; ///< The parameter it starts at (Var itself).
  /// The terms a row pointer adds to Param (`4 * n`, `4 * i`); none for a parameter.
  std::vector<const clang::Expr *> Lead;
  /// Whether the pointer is aligned to Width elements: each of Lead's terms a multiple.
  bool aligned(long long Width, clang::ASTContext &Ctx, const clang::Stmt *Body) const;
};

/// Access's pointer as a WideBase, or none: another kind of pointer, or one changed in Body.
/// OnlyRead caches onlyRead's walk of Body, once per pointer.
std::optional<WideBase> wideBaseOf(const clang::ArraySubscriptExpr *Access, const clang::Stmt *Body,
                                   clang::ASTContext &Ctx,
                                   std::map<const clang::VarDecl *, bool> &OnlyRead);

/// Whether Other, a global access, may touch the memory of accesses through Base: not where it
/// goes through another kernel parameter (or a row pointer of one), never changed in Body,
/// taken as not aliasing (as `__restrict__` says). OnlyRead caches onlyRead's walks.
bool mayAlias(const clang::ArraySubscriptExpr *Other, const WideBase &Base, const clang::Stmt *Body,
              clang::ASTContext &Ctx, std::map<const clang::VarDecl *, bool> &OnlyRead);

/// The element `p[i]` a global access site reads or writes: the site itself, or the element
/// whose address a cache-hinted or read-only load takes (`__ldg(&p[i])`, `__ldcs(&p[i])`;
/// Through that call). Null for any other intrinsic.
const clang::ArraySubscriptExpr *elementOf(const AccessSite &A, const clang::CallExpr *&Through);

/// Whether the load intrinsics (`__ldg`, `__ldcs`, ...) have an overload for Vector (a type's
/// text; each vector `lim::wide_of` may pick): CUDA's float, double and integer vectors, not
/// `long2` nor a packed pair of 16-bit floats.
bool loadsThrough(const std::string &Vector);

/// The name of the load intrinsic Through calls, or "" for none.
std::string intrinsicOf(const clang::CallExpr *Through);

/// One narrow global access `p[e + c]` that could join a wider one.
struct Narrow {
  const clang::ArraySubscriptExpr *Access = nullptr;
  /// The load intrinsic the element is read through (`__ldg(&p[e + c])`), or null: the call is
  /// what the component replaces, and the vector is loaded through the same intrinsic.
  const clang::CallExpr *Through = nullptr;
  WideBase Base;
  const clang::Expr *Start = nullptr; ///< e; null for a constant index.
  long long Offset = 0;               ///< c.
  bool Store = false;                 ///< `p[e + c] = v;`, else a read of the value.
  const clang::CompoundStmt *Block = nullptr;
  unsigned Position = 0; ///< Of the statement of Block that holds it.
};

/// A run of neighbouring accesses to merge: Width of them from Start + First on.
struct Run {
  std::vector<const Narrow *> Members; ///< In element order; one per element at least.
  long long First = 0;
  unsigned Width = 0;
};

/// A run as the template's text has it: its width and first element, and each access's place
/// (the same in every instantiation) with its element. Two instantiations merge the same text
/// where these agree: a template's value argument may move the same accesses to other
/// elements (`in[4 * i + R]`), which the one text cannot follow.
using RunKey =
    std::pair<std::pair<unsigned, long long>, std::vector<std::pair<unsigned, long long>>>;
RunKey keyOf(const Run &Merge);

/// How an access `p[i]` is used: read for its value (an lvalue-to-rvalue conversion, or a
/// struct of numbers' trivial copy), stored by an assignment (`=`, or a struct's trivial
/// operator), which Assignment then gets; or otherwise.
enum class ElementUse { Read, Stored, Other };

/// E as a statement: with the ExprWithCleanups around it where it has one (a struct's
/// assignment from a temporary).
const clang::Stmt *statementOf(const clang::Expr *E, clang::ASTContext &Ctx);
ElementUse useOf(RuleContext &R, const clang::ArraySubscriptExpr *Access,
                 const clang::Expr *&Assignment);

/// The vector type of Width elements of T (`float4`, `uint2`, `double2`, `uchar4`; for
/// `__half` and `__nv_bfloat16`, which have no vectors of four or eight, an aligned array
/// `lim::packed<__half, 8>`; for their pairs `__half2` and `__nv_bfloat162`, their bits,
/// `lim::packed_bits<__half2, 4>`), or empty where there is none or it would pass 16 bytes.
std::string vectorOf(clang::QualType T, clang::ASTContext &Ctx, unsigned Width);

/// The search of one function's runs and the edits that merge them.
class Widener {
public:
  Widener(RuleContext &R, const FunctionModel &M) : R(R), M(M), Ctx(R.Ctx) {}

  /// Whether this function's accesses may be merged at all: a kernel's (a helper's pointers
  /// are often a kernel's plus an offset: only kernels' are taken to be aligned as allocated).
  bool eligible() const;
  /// The runs to merge, none wider than Cap elements.
  std::vector<Run> plan(unsigned Cap);
  /// The vector type of a run in the text: its name where the pointer's element type is the
  /// same in every instantiation, else picked by the element's from Pairs (element, vector).
  void rewrite(const Run &Merge, const std::vector<std::pair<std::string, std::string>> &Pairs);
  /// The element type and vector type of a run, as the pair wide_of picks by.
  std::pair<std::string, std::string> pairOf(const Run &Merge) const;
  /// One edit around each statement that gains a declaration before it or a vector store
  /// after it: the accesses' own edits nest inside.
  void finish();

private:
  RuleContext &R;
  const FunctionModel &M;
  clang::ASTContext &Ctx;
  std::vector<Narrow> Candidates;
  bool Found = false;   ///< Candidates found.
  bool HasGoto = false; ///< The function has a goto: its labels are jump targets.
  /// Whether each pointer parameter is only read (never assigned, nor its address taken).
  std::map<const clang::VarDecl *, bool> BaseOnlyRead;
  /// Text to put before and after statements, by statement.
  std::map<const clang::Stmt *, std::pair<std::string, std::string>> Wraps;

  /// The access as a candidate: `p[e + c]` of a pointer parameter to a type with vectors, read
  /// for its value or stored by a statement of its own.
  std::optional<Narrow> narrowOf(const AccessSite &A);
  bool sameGroup(const Narrow &A, const Narrow &B) const;
  /// The aligned runs of a group: the widest first (four elements, then two), each element of
  /// a run present and in no other run.
  std::vector<Run> runsOf(const std::vector<const Narrow *> &G, unsigned Cap);
  /// Nothing between the run's first and last statement changes where it points or what its
  /// reads would see (a store through its pointer, or through a pointer other than a
  /// parameter, between reads; a read or another store between stores; a call to the
  /// project's own function given a pointer), leaves the block (a return, break,
  /// continue, goto or throw) or is the target of a jump past the vector's declaration (a
  /// label or case, to the block's end); the variables of its start are declared before it
  /// and only read.
  bool allowed(const Run &Merge);
  /// Whether S holds a label a goto could reach (past the declaration), or, when Between, a
  /// statement that leaves the block's sequence: a return, goto or throw anywhere, a break or
  /// continue not inside a loop or switch of its own. (A case label in S is its own switch's:
  /// a block inside a switch is never merged in.)
  bool jumpsOrIsJumpedTo(const clang::Stmt *S, bool Between, bool InOwnLoop = false) const;
  static std::pair<unsigned, unsigned> spanOf(const Run &Merge);
  /// The run's vector declared before its first statement, each access a component of it, and
  /// for stores the vector stored after the last statement.
  void rewrite(const Run &Merge, const std::string &Vector);
};

} // namespace limiter

#endif
