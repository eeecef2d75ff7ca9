#include "KnownCallees.h"

#include "clang/AST/DeclCXX.h"

#include <algorithm>
#include <array>
#include <string>

namespace limiter {
namespace {

constexpr unsigned R = AccessRead, W = AccessWrite, RW = AccessRead | AccessWrite, N = AccessNone;

constexpr std::array<KnownCallee, 26> KnownCallees{{
    // Atomics read and write the word they update.
    {"atomic", true, {RW, N}, false},
    {"__nvvm_atom", true, {RW, N}, false},
    // Cache-hinted loads and stores (CUDA programming guide, "Load Functions Using Cache Hints").
    {"__ldg", false, {R, N}, false},
    {"__ldca", false, {R, N}, false},
    {"__ldcg", false, {R, N}, false},
    {"__ldcs", false, {R, N}, false},
    {"__ldlu", false, {R, N}, false},
    {"__ldcv", false, {R, N}, false},
    {"__nvvm_ld", true, {R, N}, false},
    {"__stcg", false, {W, N}, false},
    {"__stcs", false, {W, N}, false},
    {"__stwb", false, {W, N}, false},
    {"__stwt", false, {W, N}, false},
    // C library.
    {"memcpy", false, {W, R}, false},
    {"memmove", false, {W, R}, false},
    {"__builtin_memcpy", false, {W, R}, false},
    {"__builtin_memmove", false, {W, R}, false},
    {"memset", false, {W, N}, false},
    {"__builtin_memset", false, {W, N}, false},
    {"printf", false, {N, N}, false},
    // Address queries and hints that touch no memory.
    {"__builtin_assume_aligned", false, {N, N}, true},
    {"__builtin_prefetch", false, {N, N}, false},
    {"__isGlobal", false, {N, N}, false},
    {"__isShared", false, {N, N}, false},
    {"__isConstant", false, {N, N}, false},
    {"__isLocal", false, {N, N}, false},
}};

bool isTextureFetchName(std::string_view Callee) {
  for (std::string_view Prefix : {"tex1D", "tex2D", "tex3D", "texCubemap"})
    if (Callee.starts_with(Prefix))
      return true;
  return Callee.starts_with("surf") && Callee.ends_with("read");
}

bool isAsyncCopyOrTextureName(std::string_view Callee) {
  for (std::string_view Prefix :
       {"memcpy_async", "__pipeline_memcpy_async", "cp_async", "tex1D", "tex2D", "tex3D",
        "texCubemap", "surf1D", "surf2D", "surf3D", "surfCubemap"})
    if (Callee.starts_with(Prefix))
      return true;
  return false;
}

std::optional<KnownCallee> lookupKnownCalleeName(std::string_view Callee) {
  for (const KnownCallee &K : KnownCallees)
    if (K.IsPrefix ? Callee.starts_with(K.Name) : Callee == K.Name)
      return K;
  return std::nullopt;
}

} // namespace

bool definedInProject(const clang::FunctionDecl *F) {
  const clang::FunctionDecl *Def = F->getDefinition();
  if (!Def || !Def->hasBody())
    return false;
  const clang::SourceManager &SM = F->getASTContext().getSourceManager();
  return !SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation()));
}

std::optional<KnownCallee> lookupKnownCallee(const clang::FunctionDecl *Callee) {
  if (!Callee || !Callee->getDeclName().isIdentifier() || definedInProject(Callee))
    return std::nullopt;
  return lookupKnownCalleeName(Callee->getName());
}

bool isTextureFetch(const clang::FunctionDecl *Callee) {
  return Callee && Callee->getDeclName().isIdentifier() && !definedInProject(Callee) &&
         isTextureFetchName(Callee->getName());
}

bool isAsyncCopyOrTexture(const clang::FunctionDecl *Callee) {
  return Callee && Callee->getDeclName().isIdentifier() && !definedInProject(Callee) &&
         isAsyncCopyOrTextureName(Callee->getName());
}

bool isMathLibraryCall(const clang::CallExpr *Call, const clang::SourceManager &SM) {
  const clang::FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || llvm::isa<clang::CXXMethodDecl>(Callee) ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
    return false;
  std::string Name = Callee->getNameAsString();
  if (lookupKnownCalleeName(Name) || isAsyncCopyOrTextureName(Name))
    return false;
  for (const char *Collective : {"sync", "shfl", "ballot", "__any", "__all", "__match", "__reduce",
                                 "activemask", "fence", "clock", "nanosleep"})
    if (Name.find(Collective) != std::string::npos)
      return false;
  auto Value = [](clang::QualType T) { return T->isArithmeticType() || T->isVectorType(); };
  return Value(Call->getType()) &&
         std::all_of(Call->arg_begin(), Call->arg_end(),
                     [&](const clang::Expr *Arg) { return Value(Arg->getType()); });
}

} // namespace limiter
