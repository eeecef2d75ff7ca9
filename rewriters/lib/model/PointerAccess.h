// Whether a kernel reads or writes the memory a parameter reaches (a pointer, a reference or a
// pointer field), followed through derived pointers and helper calls.

#ifndef LIMITER_REWRITERS_POINTERACCESS_H
#define LIMITER_REWRITERS_POINTERACCESS_H

#include "ast/Memory.h"
#include "limiter/rewriters/KernelInfo.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace limiter {

/// What a function does to the memory one root reaches.
struct AccessSummary {
  unsigned Bits = AccessNone;
  /// Where the memory escapes to code that is not followed ("line 12: passed to 'f', whose
  /// body is not visible"); each makes Bits a lower bound.
  std::vector<std::string> Uncertainties;
  /// A pointer into the memory is returned (helpers such as `row(p, r)`).
  bool ReturnsDerived = false;

  MemoryAccess access() const;
  void merge(const AccessSummary &Other, const std::string &Via);
};

/// Flow-insensitive, interprocedural classification of the memory reached through a pointer
/// parameter, a reference parameter, or a pointer field of a struct parameter: every pointer
/// derived from it by arithmetic, casts, `&p[i]`, local variables, conditionals and helper
/// functions that return one, and every lvalue it designates, read, written or both.
/// Calls into functions with visible bodies are followed; others are conservative and said.
class PointerAccessAnalysis {
public:
  explicit PointerAccessAnalysis(clang::ASTContext &Ctx) : Ctx(Ctx) {}
  PointerAccessAnalysis(const PointerAccessAnalysis &) = delete;
  PointerAccessAnalysis &operator=(const PointerAccessAnalysis &) = delete;

  /// For a pointer parameter: the memory it points to. For a reference parameter: the object
  /// it refers to.
  AccessSummary analyzeParam(const clang::ParmVarDecl *Param);
  /// For a pointer field of a record parameter passed by value or reference.
  AccessSummary analyzeField(const clang::ParmVarDecl *Param, const clang::FieldDecl *Field);

  clang::ASTContext &context() { return Ctx; }

private:
  using Key = std::tuple<const clang::ParmVarDecl *, const clang::FieldDecl *>;
  clang::ASTContext &Ctx;
  std::map<Key, AccessSummary> Cache;
  std::set<Key> InProgress;

  friend class RootWalk;
  AccessSummary summarize(const clang::ParmVarDecl *Param, const clang::FieldDecl *Field);
};

} // namespace limiter

#endif
