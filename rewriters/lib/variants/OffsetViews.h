// Views into shared memory at an offset (OffsetViews.cpp): a local pointer set once to an
// element of a shared array and only subscripted, `float *row = &strip[r * 64]`, `float *sB =
// smem + TILE * TILE`. Each `row[k]` names the array's element r * 64 + k, so a what-if that
// lays the array out anew can lay the view's accesses out with the array's, reading the offset
// again where the view is used.

#ifndef LIMITER_REWRITERS_VARIANTS_OFFSETVIEWS_H
#define LIMITER_REWRITERS_VARIANTS_OFFSETVIEWS_H

#include "ast/BodyNodes.h"
#include "ast/ThreadUniformity.h"
#include "variants/EditSet.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// The element type an access through V (an array or a pointer) takes, canonical and without
/// qualifiers.
clang::QualType elementThrough(const clang::VarDecl *V, clang::ASTContext &Ctx);

/// Where a view starts: the array or pointer it is taken from, and the terms of the offset
/// (none for its start) in elements of type Unit (the base's, or a cast's:
/// `reinterpret_cast<float *>(raw) + 256` counts floats; canonical, without qualifiers).
struct ViewStart {
  const clang::DeclRefExpr *Base = nullptr;
  std::vector<const clang::Expr *> Offsets;
  clang::QualType Unit;
};

/// The start of a pointer's initializer through parentheses and casts: `A` (no offset),
/// `&A[E]`, `A + E` or `E + A`, A a name or such a start itself (`s + a + b`), every term
/// counting elements of one type; nullopt otherwise.
std::optional<ViewStart> viewStart(const clang::Expr *Init);

/// Whether Offset has the same value wherever in Body it is written again: integer arithmetic
/// without side effects on constants, the block's and thread's built-in indices, template
/// parameters, and locals and parameters never written (U.neverWritten) whose name no other
/// local of Body takes.
bool fixedOffset(const clang::Expr *Offset, const Uniformity &U, const BodyNodes &Body);

/// Whether Node lies inside the body of a lambda of Body, where what an offset reads may not
/// be captured.
bool insideLambda(const clang::Stmt *Node, const BodyNodes &Body);

/// Whether every term of an offset is fixed (fixedOffset).
bool fixedOffsets(const std::vector<const clang::Expr *> &Offsets, const Uniformity &U,
                  const BodyNodes &Body);

/// The subscripts of View, a local pointer never written whose every use is the base of a
/// subscript whose element's address is not taken (`row[k]`); nullopt otherwise.
std::optional<std::vector<const clang::ArraySubscriptExpr *>>
viewSubscripts(const clang::VarDecl *View, const BodyNodes &Body, const Uniformity &U,
               clang::ASTContext &Ctx);

/// A view of a shared array at a fixed offset, with its accesses.
struct OffsetView {
  const clang::VarDecl *View = nullptr;
  std::vector<const clang::Expr *> Offsets;
  std::vector<const clang::ArraySubscriptExpr *> Uses;
};

/// The accesses of a static shared array V of one dimension: its own subscripts (Direct), and
/// the subscripts of its views at a fixed offset (Views), each view's element type V's; nullopt
/// where V or a view of it is used otherwise (an element's address taken other than to start
/// a view, a view changed or offset further).
struct ArrayAccesses {
  std::vector<const clang::ArraySubscriptExpr *> Direct;
  std::vector<OffsetView> Views;
};
std::optional<ArrayAccesses> accessesWithViews(const clang::VarDecl *V, const BodyNodes &Body,
                                               const Uniformity &U, clang::ASTContext &Ctx);

/// The subscripts of a static shared array V of two or more dimensions that a padding of its
/// rows keeps on their elements: its own (`tile[y]` of `tile[y][x]`), and none of a row that
/// decays into a local pointer set once to it and only subscripted at indices provably inside
/// the row (`float *row = tile[y]; row[k]`, k a constant, a loop's counter over the row, `x &
/// 31`, `lane % 32`), where the padding does not reach; nullopt where V or such a pointer is
/// used otherwise (a row of rows, `float (*p)[32] = cube[z]`, would no longer match its
/// padded type; `&tile[0][0]`, or `int *flat = tile[0]; flat[k]` with k past the row, walks
/// across the rows), or where a direct access walks past its row (`idx[0][k]`, k a loop's
/// counter past the row's end) or, ValuesDecide (the array's values decide addresses,
/// branches or trip counts), may leave it.
std::optional<std::vector<const clang::ArraySubscriptExpr *>>
paddedRowUses(const clang::VarDecl *V, const BodyNodes &Body, const Uniformity &U,
              clang::ASTContext &Ctx, bool ValuesDecide);

/// The terms of an offset as written, summed (`(a) + (b)`; empty for none), or nullopt where
/// one cannot be read again so: written by a macro, or changed by an edit already.
std::optional<std::string> offsetText(const EditSet &Edits,
                                      const std::vector<const clang::Expr *> &Offsets);

/// The index of a view's access `row[k]` (k: Index) under a new layout: Place, given the
/// element's index from the array's start, `(off) + (k)`, gives its new place, and the view's
/// index is that place less the offset, `place - off`, in a signed type wide enough that an
/// index below the offset stays below it. Offset empty: Place(k).
std::vector<EditSet::Piece>
throughView(const std::string &Offset, TextRange Index,
            const std::function<std::vector<EditSet::Piece>(std::vector<EditSet::Piece>)> &Place);

} // namespace limiter

#endif
