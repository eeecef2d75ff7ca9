// The table of CUDA intrinsics and C library calls by name, and the tests that sort other
// callees: textures, surfaces, async copies, math, parameter-only helpers, register copies.

#include "ast/KnownCallees.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace limiter {
namespace {

constexpr unsigned R = AccessRead, W = AccessWrite, RW = AccessRead | AccessWrite, N = AccessNone;

constexpr std::array<KnownCallee, 30> KnownCallees{{
    // Atomics read and write the word they update.
    {"atomic", true, {RW, N}, false},
    // nvcc's generic atomics: a load, a store, or (the rest) an update of the first argument.
    {"__nv_atomic_load", true, {R, W}, false},
    {"__nv_atomic_store", true, {W, R}, false},
    {"__nv_atomic_thread_fence", false, {N, N}, false},
    {"__nv_atomic", true, {RW, N}, false},
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

const std::vector<std::string_view> &cacheHintedLoadNames() {
  static const std::vector<std::string_view> Names = {"__ldg",  "__ldcg", "__ldca",
                                                      "__ldcs", "__ldlu", "__ldcv"};
  return Names;
}

const std::vector<std::string_view> &cacheHintedStoreNames() {
  static const std::vector<std::string_view> Names = {"__stcg", "__stcs", "__stwb", "__stwt"};
  return Names;
}

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

bool isSurfaceWrite(const clang::FunctionDecl *Callee) {
  return Callee && Callee->getDeclName().isIdentifier() && !definedInProject(Callee) &&
         Callee->getName().starts_with("surf") && Callee->getName().ends_with("write") &&
         Callee->getNumParams() >= 3;
}

bool isAsyncCopyOrTexture(const clang::FunctionDecl *Callee) {
  return Callee && Callee->getDeclName().isIdentifier() && !definedInProject(Callee) &&
         isAsyncCopyOrTextureName(Callee->getName());
}

std::optional<std::pair<unsigned, unsigned>> asyncCopyOperands(const clang::CallExpr *Call) {
  const clang::FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getDeclName().isIdentifier() || definedInProject(Callee) ||
      (Callee->getName() != "memcpy_async" && Callee->getName() != "__pipeline_memcpy_async"))
    return std::nullopt;
  std::vector<unsigned> Pointers;
  for (unsigned I = 0; I < Call->getNumArgs() && Pointers.size() < 2; ++I)
    if (Call->getArg(I)->IgnoreImpCasts()->getType()->isPointerType())
      Pointers.push_back(I);
  if (Pointers.size() < 2)
    return std::nullopt;
  return std::pair(Pointers[0], Pointers[1]);
}

bool copiesAsBits(const clang::CXXRecordDecl *Record) {
  if (Record->isTriviallyCopyable())
    return true;
  // The toolkit's __half2 and __nv_bfloat162 spell out copies that move their bits.
  const clang::SourceManager &SM = Record->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation()));
}

bool isNumericValueType(clang::QualType T) {
  T = T.getNonReferenceType();
  if (T->isArithmeticType() || T->isVectorType())
    return true;
  // A struct of numbers (__half, __nv_bfloat162, __nv_fp8_e4m3, float2): its conversions and
  // arithmetic compute on its fields.
  const auto *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() || !copiesAsBits(Record) || Record->isPolymorphic() ||
      Record->getNumBases() != 0 || Record->field_empty())
    return false;
  for (const clang::FieldDecl *F : Record->fields())
    if (F->getType()->isBooleanType() || !isNumericValueType(F->getType()))
      return false;
  return true;
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
  auto Value = [](clang::QualType T) { return isNumericValueType(T); };
  return Value(Call->getType()) &&
         std::all_of(Call->arg_begin(), Call->arg_end(),
                     [&](const clang::Expr *Arg) { return Value(Arg->getType()); });
}

namespace {

/// E writes a local variable that F itself declares (through its array elements and fields).
bool writesOwnLocal(const clang::Expr *E, const clang::FunctionDecl *F) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *A = llvm::dyn_cast<clang::ArraySubscriptExpr>(E);
        A && A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
      E = A->getBase();
    else if (const auto *M = llvm::dyn_cast<clang::MemberExpr>(E); M && !M->isArrow())
      E = M->getBase();
    else
      break;
  }
  const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E);
  const auto *V = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !V->getType()->isReferenceType() &&
         V->getParentFunctionOrMethod() == F;
}

/// One node of a body that computes on its parameters alone (computesOnParametersOnly).
bool staysWithParameters(const clang::Stmt *S, const clang::FunctionDecl *F, unsigned Depth) {
  using namespace clang;
  if (isa<AsmStmt>(S) || isa<CXXThisExpr>(S) || isa<CUDAKernelCallExpr>(S) || isa<LambdaExpr>(S))
    return false;
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    return U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf &&
           (!U->isIncrementDecrementOp() || writesOwnLocal(U->getSubExpr(), F));
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    return !B->isAssignmentOp() || writesOwnLocal(B->getLHS(), F);
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(S))
    return A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType();
  if (const auto *M = dyn_cast<MemberExpr>(S))
    return !M->isArrow();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V)
      return true; // functions, enumerators
    if (V->hasGlobalStorage())
      return V->isConstexpr();
    // A reference the function did not declare (a parameter bound to the caller's memory)
    // is read through: only by-value parameters and own locals.
    return V->getParentFunctionOrMethod() == F &&
           (!V->getType()->isReferenceType() || !isa<ParmVarDecl>(V) ||
            V->getType().getNonReferenceType().isConstQualified());
  }
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    const SourceManager &SM = F->getASTContext().getSourceManager();
    if (isMathLibraryCall(Call, SM))
      return true;
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Callee && !isa<CXXMethodDecl>(Callee) && definedInProject(Callee) &&
           computesOnParametersOnly(Callee, Depth + 1);
  }
  return true;
}

} // namespace

bool computesOnParametersOnly(const clang::FunctionDecl *F, unsigned Depth) {
  const auto *Method = llvm::dyn_cast_or_null<clang::CXXMethodDecl>(F);
  if (!F || Depth > 4 || (Method && !Method->isStatic()) || !definedInProject(F))
    return false;
  const clang::FunctionDecl *Def = F->getDefinition();
  std::vector<const clang::Stmt *> Work = {Def->getBody()};
  while (!Work.empty()) {
    const clang::Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    if (!staysWithParameters(S, Def, Depth))
      return false;
    for (const clang::Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return true;
}

namespace {

/// A local, a parameter held by value, or a field (of a field...) of such a variable or of the
/// method's own object, with constant or variable subscripts of its arrays.
bool isRegisterOperand(const clang::Expr *E) {
  for (;;) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Member = llvm::dyn_cast<clang::MemberExpr>(E)) {
      if (!llvm::isa<clang::FieldDecl>(Member->getMemberDecl()))
        return false;
      if (Member->isArrow())
        return llvm::isa<clang::CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts());
      E = Member->getBase();
      continue;
    }
    if (const auto *Subscript = llvm::dyn_cast<clang::ArraySubscriptExpr>(E);
        Subscript && Subscript->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) {
      E = Subscript->getBase();
      continue;
    }
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E);
    const auto *Var = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
    return Var && !Var->hasGlobalStorage() && !Var->getType()->isReferenceType() &&
           !Var->hasAttr<clang::CUDASharedAttr>();
  }
}

/// The object whose storage a copy's pointer argument is: `&x` or an array `x` decayed.
const clang::Expr *copiedObject(const clang::Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (const auto *Address = llvm::dyn_cast<clang::UnaryOperator>(Arg);
      Address && Address->getOpcode() == clang::UO_AddrOf)
    return Address->getSubExpr();
  if (Arg->getType()->isArrayType())
    return Arg;
  return nullptr;
}

} // namespace

bool isRegisterCopy(const clang::CallExpr *Call) {
  const clang::FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() != 3)
    return false;
  // By name: in device code `memcpy` is the CUDA headers' device declaration, not the builtin.
  const clang::IdentifierInfo *Name = Callee->getIdentifier();
  if (!Name || definedInProject(Callee) ||
      !llvm::is_contained({"memcpy", "memmove", "__builtin_memcpy", "__builtin_memmove"},
                          Name->getName()))
    return false;
  for (unsigned I = 0; I < 2; ++I) {
    const clang::Expr *Object = copiedObject(Call->getArg(I));
    if (!Object || !isRegisterOperand(Object))
      return false;
  }
  return true;
}

bool isToolkitPair(const CXXRecordDecl *Record) {
  if (!Record || !Record->getIdentifier() ||
      (Record->getName() != "__half2" && Record->getName() != "__nv_bfloat162"))
    return false;
  const SourceManager &SM = Record->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation()));
}

bool isBitCopy(const CXXMethodDecl *Method) {
  if (!Method)
    return false;
  const auto *Constructor = dyn_cast<CXXConstructorDecl>(Method);
  const bool Copy = (Constructor && Constructor->isCopyOrMoveConstructor()) ||
                    Method->isCopyAssignmentOperator() || Method->isMoveAssignmentOperator();
  return Copy && (Method->isTrivial() || isToolkitPair(Method->getParent()));
}

} // namespace limiter
