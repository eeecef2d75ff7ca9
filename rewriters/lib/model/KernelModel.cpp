// The kernel model's lookups, keepWhole and address-space names (KernelModel.h); the model is
// built in ModelBuilder.cpp.

#include "model/KernelModel.h"

#include <set>

using namespace clang;

namespace limiter {

std::string_view toString(AddressSpace Space) {
  switch (Space) {
  case AddressSpace::Global:
    return "global";
  case AddressSpace::Shared:
    return "shared";
  case AddressSpace::Local:
    return "local";
  case AddressSpace::Constant:
    return "constant";
  case AddressSpace::Generic:
    return "generic";
  }
  return "generic";
}

const AccessSite *FunctionModel::accessAt(const Expr *E) const {
  for (const AccessSite &A : Accesses)
    if (A.Node == E)
      return &A;
  return nullptr;
}

void KernelModel::keepWhole(const std::set<const FunctionDecl *> &Patterns) {
  for (FunctionModel &M : Functions) {
    const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
    if (Patterns.count(Pattern ? Pattern : M.Function))
      M.OnlyComputes = false;
  }
}

const FunctionModel *KernelModel::find(const FunctionDecl *F) const {
  for (const FunctionModel &M : Functions)
    if (M.Function == F)
      return &M;
  return nullptr;
}

} // namespace limiter
