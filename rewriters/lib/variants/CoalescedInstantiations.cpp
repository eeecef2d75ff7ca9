// What the coalesced what-if asks of a template kernel's other instantiations: see
// CoalescedInstantiations.h.

#include "variants/CoalescedInstantiations.h"

using namespace clang;

namespace limiter {
namespace {

/// The access of Model at the place of A (an instantiation's copy of the same text), or null.
const AccessSite *counterpart(const FunctionModel &Model, const AccessSite &A) {
  for (const AccessSite &Theirs : Model.Accesses)
    if (Theirs.Node && A.Node && Theirs.Node->getStmtClass() == A.Node->getStmtClass() &&
        Theirs.Node->getBeginLoc() == A.Node->getBeginLoc() &&
        Theirs.Node->getEndLoc() == A.Node->getEndLoc() && Theirs.IsIntrinsic == A.IsIntrinsic)
      return &Theirs;
  return nullptr;
}

} // namespace

std::optional<IndexedAccess> counterpartAccess(const FunctionModel &Model, const AccessSite &A) {
  const AccessSite *Theirs = counterpart(Model, A);
  if (!Theirs || Theirs->Structural)
    return std::nullopt;
  std::optional<IndexedAccess> Access =
      Theirs->IsIntrinsic ? hintedAccess(Theirs->Node) : indexedAccessOf(Theirs->Node);
  if (!Access || !Access->Base->getType()->isPointerType())
    return std::nullopt;
  return Access;
}

/// The terms of Access's index in the array it reaches: its own, and where it goes through a
/// lane's row pointer (Root), the row's offset.
std::vector<const Expr *> termsInArray(const IndexedAccess &Access,
                                       const std::optional<RowRoot> &Root) {
  std::vector<const Expr *> Terms = Access.Terms;
  if (Root)
    Terms.insert(Terms.end(), Root->Offset.begin(), Root->Offset.end());
  return Terms;
}

/// Whether every other instantiation takes the same shift for its copy of access A, Mine,
/// written as the same text (its lane stride and its loop's step are numbers of the
/// instantiation's): one text then serves them all. Through a reference binding, not asked.
bool everyInstantiationAgrees(const CoalescedShifts::Shift &Mine, const AccessSite &A,
                              const Expr *Binding, std::vector<OtherInstantiation> &Others,
                              ASTContext &Ctx) {
  if (Binding)
    return false;
  for (OtherInstantiation &O : Others) {
    std::optional<IndexedAccess> Access = counterpartAccess(*O.Model, A);
    if (!Access)
      return false;
    std::optional<RowRoot> Root = rootOf(Access->Base, O.Model->Function->getBody(), Ctx);
    const std::vector<const Expr *> Terms = termsInArray(*Access, Root);
    CoalescedShifts::Shift Shift =
        O.Shifts->shiftOf(Access->Node, Root ? Root->Array : Access->Base, Terms);
    if (Shift.Use != Mine.Use || Shift.Declaration != Mine.Declaration || Shift.Runs != Mine.Runs ||
        !Shift.Loop || Shift.Loop->getBeginLoc() != Mine.Loop->getBeginLoc())
      return false;
  }
  return true;
}

/// Whether every other instantiation (none known: no) sees its copy of access A as a wider
/// view Scale elements wide.
bool everyInstantiationViews(const AccessSite &A, long long Scale,
                             const std::vector<OtherInstantiation> &Others, ASTContext &Ctx) {
  if (Others.empty())
    return false;
  for (const OtherInstantiation &O : Others) {
    const AccessSite *Theirs = counterpart(*O.Model, A);
    std::optional<WideView> View =
        !Theirs
            ? std::nullopt
            : wideViewOf(Theirs->Node,
                         Theirs->IsIntrinsic ? std::nullopt : indexedAccessOf(Theirs->Node), Ctx);
    if (!View || View->Scale != Scale)
      return false;
  }
  return true;
}

} // namespace limiter
