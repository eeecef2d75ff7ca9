// How a kernel reaches its block's dynamic shared memory: `extern __shared__` arrays it names,
// and views, local pointers that start where that memory starts (`float *s =
// reinterpret_cast<float *>(raw)`, `T *s = SharedMemory<T>()` through a helper's return) or at
// a fixed offset from there (`float *b = s + TILE * TILE`). The no-bank-conflicts what-if lays
// out all of them together or none (DynamicShared.cpp).

#ifndef LIMITER_REWRITERS_VARIANTS_DYNAMICSHARED_H
#define LIMITER_REWRITERS_VARIANTS_DYNAMICSHARED_H

#include "model/KernelModel.h"
#include "variants/EditSet.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <functional>
#include <string>
#include <vector>

namespace limiter {

/// One subscript of dynamic shared memory: `Name[e]`, with Name an `extern __shared__` array
/// or a view of one.
struct DynamicAccess {
  const clang::ArraySubscriptExpr *Subscript = nullptr;
  const clang::VarDecl *Name = nullptr;
  /// The element type it takes (canonical, without qualifiers).
  clang::QualType Element;
  /// Where Name is a view at an offset (`float *b = smem + 1024`, OffsetViews.h): each offset
  /// from the memory's start to the view, in elements of Element's size, outermost first.
  std::vector<const clang::Expr *> Offsets;
};

/// Every access of a kernel's body to its dynamic shared memory, or where it reaches that
/// memory otherwise, which rules out a new layout for all of it (the same memory, under any
/// name, must be laid out alike).
struct DynamicShared {
  std::vector<DynamicAccess> Accesses;
  /// The element type every access takes (its canonical type, without qualifiers; a
  /// template's parameter where it depends on one), or null where they differ.
  clang::QualType Element;
  /// The first use other than by subscript (an element's address taken, offset by pointer
  /// arithmetic, passed on, a view changed), or null.
  const clang::Stmt *Other = nullptr;
  /// Why Other rules out a new layout, in words, or empty.
  std::string Why;
  /// The arrays and views found (every name the accesses are through, used or not).
  std::vector<const clang::VarDecl *> Names;
};

/// The text of an access's array or pointer as written (`part`, `::smem`), for the size of its
/// element in a template's text: `sizeof(part[0])`.
std::string baseText(const DynamicAccess &Access, clang::ASTContext &Ctx);

/// One function's dynamic shared memory (its own body: a return of the start, in a function
/// whose every return is one, is a use by subscript's right).
DynamicShared dynamicSharedOf(const clang::FunctionDecl *F, clang::ASTContext &Ctx);

/// The same over every instantiation of a kernel (Models: each the kernel and the helpers
/// its variants clone), whose edits share one text: the accesses of all, each instantiation's
/// one element type (Element: the first's), and the first reason anywhere to keep the layout:
/// a use other than by subscript, elements of different sizes in one instantiation, a function
/// the variants do not clone that reaches the memory, an access a macro writes. One layout
/// serves every function and instantiation, or none.
DynamicShared dynamicSharedOfModels(const std::vector<const KernelModel *> &Models,
                                    clang::ASTContext &Ctx, const EditSet &Edits);

class RuleContext;
struct FunctionModel;

/// How a what-if lays dynamic shared memory out anew: whether it can take an element of a type
/// (a template's, told only in each instantiation, always), the new index of one access (in
/// a template's text, Templated), the edit count it records ("dynamic_accesses_swizzled"),
/// and what it keeps where it cannot ("the layout", "the size") with the hint.
struct DynamicLayout {
  std::function<bool(clang::QualType)> Takes;
  std::function<std::vector<EditSet::Piece>(const DynamicAccess &, bool Templated,
                                            const std::vector<EditSet::Piece> &)>
      Index;
  const char *Count;
  std::string Kept, Hint;
  /// Where set: the accesses it leaves as they are (a what-if's own index, laid out by none).
  std::function<bool(const DynamicAccess &)> Leaves = {};
  /// Where set: the edit count of one access, in place of Count.
  std::function<std::string(const DynamicAccess &)> CountOf = {};
};

/// Rewrites every access of M's function to dynamic shared memory by Layout, where the
/// decision over all of R's models (dynamicSharedOfModels) allows it and Layout takes every
/// element; else counts the memory kept and says why.
void layOutDynamic(RuleContext &R, const FunctionModel &M, const DynamicLayout &Layout);

} // namespace limiter

#endif
