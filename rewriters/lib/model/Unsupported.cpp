// What the rules cannot rewrite honestly, for every variant to keep and say (ModelBuilder.h).

#include "model/ModelBuilder.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/CallArguments.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <set>
#include <string>

using namespace clang;

namespace limiter {

void ModelBuilder::collectUnsupported(FunctionModel &M) {
  BodyNodes Nodes(M.Function->getBody());
  std::set<const Expr *> LaunchConfigs;
  collectAsmAndLaunches(M, Nodes, LaunchConfigs);
  for (const Expr *E : Nodes.Exprs)
    if (const auto *Call = dyn_cast<CallExpr>(E);
        Call && !isa<CUDAKernelCallExpr>(Call) && !LaunchConfigs.count(Call))
      collectUnsupportedCall(M, Call);
  collectHelpersDefinedAfter(M);
}

void ModelBuilder::collectAsmAndLaunches(FunctionModel &M, const BodyNodes &Nodes,
                                         std::set<const Expr *> &LaunchConfigs) {
  for (const Stmt *S : Nodes.Stmts)
    if (const auto *Asm = dyn_cast<GCCAsmStmt>(S); Asm && asmTouchesMemory(Asm))
      M.Unsupported.push_back({Asm, DiagId::InlineAsmMemory,
                               "inline asm that may access memory is kept as is",
                               "move the memory access out of the asm statement", false});
  // A launch from the device (dynamic parallelism) runs its child grid as written, whatever
  // the variant; its configuration is a runtime call the launch makes, not the kernel's.
  for (const Expr *E : Nodes.Exprs)
    if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(E)) {
      LaunchConfigs.insert(Launch->getConfig());
      const FunctionDecl *Child = Launch->getDirectCallee();
      M.Unsupported.push_back(
          {Launch, DiagId::DeviceLaunch,
           "a kernel launch from the device ('" +
               (Child ? Child->getNameAsString() : std::string("a kernel")) +
               "', dynamic parallelism) runs its child grid as written in every variant",
           "time the child kernel on its own: point limiter at it with --kernel", false});
    }
}

void ModelBuilder::collectUnsupportedCall(FunctionModel &M, const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee) {
    if (!isa<CXXPseudoDestructorExpr>(Call->getCallee()->IgnoreParenImpCasts()))
      M.Unsupported.push_back({Call, DiagId::IndirectCall,
                               "a call through a function pointer is kept as is",
                               "call the function directly so that it can be cloned", false});
    return;
  }
  if (isCompilerProvided(Callee) || isBitCopy(dyn_cast<CXXMethodDecl>(Callee)))
    return; // The copy of a plain struct, or of a toolkit's `__half2`: an assignment.
  std::string Name = Callee->getNameAsString();
  if (isTextureFetch(Callee) && !Call->getType()->isVoidType() && Call->getNumArgs() >= 2)
    return; // A global read, modelled as one (collectIntrinsic).
  if (isSurfaceWrite(Callee))
    return; // A global store, modelled as one (collectIntrinsic).
  if (isModelledAsyncCopy(Call))
    return; // A global read into shared memory, modelled as one (collectIntrinsic).
  if (isAsyncCopyOrTexture(Callee)) {
    M.Unsupported.push_back({Call, DiagId::UnsupportedMemoryOp,
                             "'" + Name +
                                 "' (an asynchronous copy or a texture or surface "
                                 "access) is kept as is",
                             "time such kernels with care: this access stays in every variant",
                             false});
    return;
  }
  if (cloneableCallee(Call, SM) || lookupKnownCallee(Callee) || isCooperativeGroups(Callee) ||
      isLambdaWrittenIn(Callee, M.Function))
    return;
  // An accessor's operator that names memory through its object's pointer (`a(r, c)` returning
  // `data[r * s0 + c * s1]`) makes an access no variant's model holds: said, not silent.
  if (accessesThroughObject(Call)) {
    M.Unsupported.push_back(
        {Call, DiagId::HelperNotCloned,
         "'" + Name +
             "' (an accessor returning a reference or pointer into the memory its object "
             "points to) is kept as is in every variant; the access it names is in no "
             "variant's model",
         "index the object's pointer in the kernel (`a.data[r * a.ld + c]`) so that every "
         "variant and what-if can rewrite the access (a named method that returns the "
         "element's value serves the twins, not the what-ifs that re-index or hint global "
         "accesses)",
         false});
    return;
  }
  if (!passesMemory(Call))
    return;
  if (!definedInProject(Callee))
    M.Unsupported.push_back(
        {Call, DiagId::UnsupportedMemoryOp,
         "'" + Name +
             "' (a function of a library or of another translation unit) is called with "
             "memory; limiter cannot tell its accesses from its arithmetic, so it is kept "
             "as is in every variant",
         "time such kernels with care: the call does the same work in every variant", false});
  else
    M.Unsupported.push_back(
        {Call, DiagId::HelperNotCloned,
         "'" + Name + "' (" + whyNotCloned(Call, SM) +
             ") is called with memory; it is kept as is in every variant",
         "make it a __device__ function, or a method that only reads an object of the "
         "caller's, so that it can be cloned",
         false});
}

void ModelBuilder::collectHelpersDefinedAfter(FunctionModel &M) {
  // Each clone stands beside its original: a helper defined after the function that calls it
  // needs a declaration above that caller. A plain function's calls bind where it is
  // defined (llm.c's matmul_tri3, below the kernel, calls ld_vec above itself); a template's,
  // where it is instantiated, from the kernel on (a specialization below the template).
  const FunctionDecl *Caller = M.Function->getTemplateInstantiationPattern();
  SourceLocation CallerAt = (Caller ? Caller : M.Function)->getBeginLoc();
  if ((Caller || M.Function->isFunctionTemplateSpecialization()) &&
      SM.isBeforeInTranslationUnit(CallerAt, kernel()->getBeginLoc()))
    CallerAt = kernel()->getBeginLoc();
  for (const CallExpr *Call : M.HelperCalls) {
    const FunctionDecl *Callee = cloneableCallee(Call, SM);
    const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
    Pattern = Pattern ? Pattern : Callee;
    // Declared above the caller, its clone is declared there too (VariantBuilder).
    const FunctionDecl *Forward = forwardDeclarationOf(Pattern, SM);
    // Else called through a function-pointer template parameter: its clone is declared above
    // the first clone that calls it, where it can be (VariantBuilder).
    if (SM.isBeforeInTranslationUnit(CallerAt, Pattern->getBeginLoc()) &&
        (!Forward || SM.isBeforeInTranslationUnit(CallerAt, Forward->getBeginLoc())) &&
        !(calleeParameter(Call) && cloneDeclarableAbove(Pattern)))
      M.Unsupported.push_back(
          {Call, DiagId::HelperDefinedAfterKernel,
           "'" + Callee->getNameAsString() +
               "' is defined after the kernel, where its clones cannot "
               "be placed before their use",
           "move the definition of '" + Callee->getNameAsString() + "' above the kernel", true});
  }
}

bool ModelBuilder::asmTouchesMemory(const GCCAsmStmt *Asm) const {
  for (unsigned I = 0; I < Asm->getNumClobbers(); ++I)
    if (Asm->getClobber(I) == "memory")
      return true;
  for (unsigned I = 0; I < Asm->getNumInputs(); ++I)
    if (Asm->getInputExpr(I)->getType()->isPointerType())
      return true;
  std::string Text = Asm->generateAsmString(Ctx);
  for (const char *Op :
       {"ld.", "st.", "atom.", "red.", "cp.async", "prefetch", "tex.", "suld", "sust"})
    if (Text.find(Op) != std::string::npos)
      return true;
  return false;
}

} // namespace limiter
