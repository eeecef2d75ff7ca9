#include "ast/Parents.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace limiter {

DynTypedNodeList parentsOf(ParentMapContext &Map, const DynTypedNode &Node) {
  DynTypedNodeList All = Map.getParents(Node);
  if (All.size() < 2) // one parent is held in the list itself: nothing to leave out
    return All;
  // Two or more are a view of the map's own storage, which outlives the list.
  llvm::ArrayRef<DynTypedNode> Kept(All.begin(), All.end());
  // A list that the parent map names but that does not hold the node among its own children
  // holds it as written: its analysed form has a conversion in between.
  const Stmt *Child = Node.get<Stmt>();
  auto writtenOnly = [Child](const DynTypedNode &Parent) {
    const auto *List = Parent.get<InitListExpr>();
    return Child && List && !llvm::is_contained(List->children(), Child);
  };
  while (Kept.size() > 1 && writtenOnly(Kept.front()))
    Kept = Kept.drop_front();
  return DynTypedNodeList(Kept);
}

} // namespace limiter
