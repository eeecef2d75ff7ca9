// A node's parents as the rules read them: through the semantic form of an initializer list.
// Clang keeps a braced initializer's list twice where the two differ (`RowView in{x, cols}`): as
// written, with each initializer bare, and as analysed, with its conversions. The parent map
// holds both, the written form first, so `getParents(*Ref)[0]` of a pointer parameter braced
// into a struct is the list, not the read (`CK_LValueToRValue`) that the analysed form shows,
// and a rule took the parameter for written. Each rule asks here instead.

#ifndef LIMITER_REWRITERS_AST_PARENTS_H
#define LIMITER_REWRITERS_AST_PARENTS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"

namespace limiter {

/// Node's parents, less any leading written form of an initializer list that has an analysed
/// form beside it (the analysed form holds the same node, or its conversion, too).
clang::DynTypedNodeList parentsOf(clang::ParentMapContext &Map, const clang::DynTypedNode &Node);

template <class T> clang::DynTypedNodeList parentsOf(clang::ParentMapContext &Map, const T &Node) {
  return parentsOf(Map, clang::DynTypedNode::create(Node));
}

template <class T> clang::DynTypedNodeList parentsOf(clang::ASTContext &Ctx, const T &Node) {
  return parentsOf(Ctx.getParentMapContext(), Node);
}

} // namespace limiter

#endif
