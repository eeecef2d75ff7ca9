// The access bits of memory (read, write), and whether a variable is `__shared__`.

#ifndef LIMITER_REWRITERS_AST_MEMORY_H
#define LIMITER_REWRITERS_AST_MEMORY_H

namespace clang {
class VarDecl;
}

namespace limiter {

enum AccessBits : unsigned { AccessNone = 0, AccessRead = 1, AccessWrite = 2 };

/// A `__shared__` variable: clang's attribute, or the annotation of a declaration the parse
/// repaired (a `__shared__` object whose constructor clang rejects; see ParseRepairs.h).
bool isSharedVariable(const clang::VarDecl *V);

} // namespace limiter

#endif
