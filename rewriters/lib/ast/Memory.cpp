// Whether a variable is `__shared__`: clang's attribute or a parse repair's annotation.

#include "ast/Memory.h"

#include "parse/ParseRepairs.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace limiter {

bool isSharedVariable(const VarDecl *V) {
  if (V->hasAttr<CUDASharedAttr>())
    return true;
  for (const auto *A : V->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == RepairedSharedAnnotation)
      return true;
  return false;
}

} // namespace limiter
