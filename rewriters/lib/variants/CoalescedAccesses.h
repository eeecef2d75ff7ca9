// The shapes of a global access the coalesced what-if re-indexes: a pointer plus an index
// (`p[e]`, `*(p + a + b)`), a member of an array of structs narrower than its element, and a
// local pointer that is a fixed offset into another (`float *row = M + r * n`).

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDACCESSES_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDACCESSES_H

#include "variants/RuleContext.h"

#include "clang/AST/Expr.h"

#include <optional>
#include <utility>
#include <vector>

namespace limiter {

/// The subscript an access is (`p[e]`, seen through `.field` of an element and parentheses), or
/// null.
const clang::ArraySubscriptExpr *subscriptOf(const clang::Expr *Node);

/// An access written as a pointer plus an index: `p[e]` (through `.field` and parentheses) or
/// `*(p + e)`, `*(e + p)`, `*(p + a + b)` (the pointer and every integer term it is offset by).
/// Node is the whole access to replace; the index is the sum of Terms.
struct IndexedAccess {
  const clang::Expr *Node = nullptr, *Base = nullptr;
  std::vector<const clang::Expr *> Terms;
  bool Address = false; ///< Node is the element's address (`p + e`, a load's argument)
};

/// Access as a pointer plus an index, or nullopt (a plain `*p`, `p->f`, a call).
std::optional<IndexedAccess> indexedAccessOf(const clang::Expr *Access);

/// The element a cache-hinted or read-only load reads or a cache-hinted store writes, where
/// its address is written `&p[e]` (`__ldg(&in[i])`, `__ldcs(&(p[i]))`, `__stcs(&out[i], v)`:
/// as indexedAccessOf gives it, the element being the node to re-index inside the call) or
/// `p + e` (`__ldg(in + 4 * i)`: the sum, an Address). Nullopt for any other call.
std::optional<IndexedAccess> hintedAccess(const clang::Expr *Call);

/// An access through a wider type's view of an array's element (`reinterpret_cast<const float4
/// *>(&p[e])[0]`, `*(float2 *)(p + e)`, `__ldg((const float4 *)&p[e])`): the view's pointer
/// differs in every lane, so re-indexing it would leave each lane its own. Inner is the element
/// whose address the view takes (`p[e]`, or the sum `p + e`, an Address), to re-index in the
/// array's own elements, each lane's access Scale of them; the view's own subscript or offset
/// must be a constant (the same in every lane: the lanes' accesses move by it alike).
struct WideView {
  IndexedAccess Inner;
  long long Scale = 1;
};

/// Access (Outer, as indexedAccessOf gives it, or none for a plain `*view` or a load's
/// argument) as such a view, or nullopt.
std::optional<WideView> wideViewOf(const clang::Expr *Access,
                                   const std::optional<IndexedAccess> &Outer,
                                   clang::ASTContext &Ctx);

/// A member of an array's element narrower than the element (`p[i].x` of an array of
/// structs): the lanes' members lie a struct apart, which re-indexing the struct cannot
/// change. Null where Node is no such member: one of a scalar type (not a bitfield, a reference
/// or a struct), of an element `p[i]` of a pointer variable, read for its value or stored
/// (assigned, updated; not bound to a reference, its address taken or in a decltype, which
/// would see the rewritten text's type or place); and, where stored, of a struct of nothing but
/// fields of its type, none of which the kernel reads for an address or a branch (the
/// what-if's stores land on the other members).
const clang::MemberExpr *narrowMember(const AccessSite &A, const IndexedAccess &Access,
                                      const FunctionModel &M, RuleContext &R);

/// Whether one text of the function serves it alone: a template with several instantiations
/// may see a member narrow in one and not in another, or a struct of one type of field in one
/// and not in another.
bool textOfItsOwn(const FunctionModel &M, const RuleContext &R);

/// A lane's own row pointer as the array it points into and the terms it adds to it.
struct RowRoot {
  const clang::Expr *Array = nullptr;
  std::vector<const clang::Expr *> Offset;
  const clang::VarDecl *Root = nullptr; ///< The variable Array names.
};

/// Where Base is a local pointer never written after its declaration, initialised to
/// `P + a`, `a + P`, `P + a + b`, `&P[a]` or `P` (rowStartOf; P a pointer parameter or local
/// that is only read, of the same element type): P and the terms, whatever they read (a
/// loop's counter, a loaded value). Base holds what its declaration gave it wherever it is
/// read.
std::optional<RowRoot> fixedRowOf(const clang::Expr *Base, const clang::Stmt *Body,
                                  clang::ASTContext &Ctx);

/// fixedRowOf where the terms are plain arithmetic of variables only read in Body, which
/// can be written again at an access: P and the terms. Each lane's own base (a row of a matrix)
/// would leave coalesced() nothing to do: the warp's lanes index different arrays to it, and each
/// keeps its own index.
std::optional<RowRoot> rootOf(const clang::Expr *Base, const clang::Stmt *Body,
                              clang::ASTContext &Ctx);

} // namespace limiter

#endif // LIMITER_REWRITERS_VARIANTS_COALESCEDACCESSES_H
