// KernelModel::build: the model of a kernel and the helpers it reaches, pass by pass.

#include "model/ModelBuilder.h"

#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/Memory.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

#include <deque>
#include <set>

using namespace clang;

namespace limiter {

const Expr *ModelBuilder::strip(const Expr *E) { return E ? E->IgnoreParens() : nullptr; }

AddressSpace ModelBuilder::storageSpace(const VarDecl *V) {
  if (isSharedVariable(V))
    return AddressSpace::Shared;
  // Clang marks a static `__device__ const` table __constant__ on its own (an implicit
  // attribute); nvcc keeps it in global memory and reads it with global loads.
  if (const auto *C = V->getAttr<CUDAConstantAttr>();
      C && !(C->isImplicit() && V->hasAttr<CUDADeviceAttr>()))
    return AddressSpace::Constant;
  if (V->hasGlobalStorage())
    return AddressSpace::Global; // __device__ variables (and statics in device code)
  return AddressSpace::Local;
}

AddressSpace ModelBuilder::merge(AddressSpace A, AddressSpace B) {
  return A == B ? A : AddressSpace::Generic;
}

void ModelBuilder::run(const FunctionDecl *Kernel) {
  // Helpers reached from the kernel, breadth first; each once.
  std::deque<const FunctionDecl *> Work = {Kernel};
  std::set<const FunctionDecl *> Seen = {Kernel};
  while (!Work.empty()) {
    const FunctionDecl *F = Work.front();
    Work.pop_front();
    Out.Functions.push_back({});
    Out.Functions.back().Function = F;
    for (const Expr *E : BodyNodes(F->getBody()).Exprs)
      if (const auto *Call = dyn_cast<CallExpr>(E))
        if (const FunctionDecl *Callee = cloneableCallee(Call, SM)) {
          Out.Functions.back().HelperCalls.push_back(Call);
          if (Seen.insert(Callee).second)
            Work.push_back(Callee);
        }
  }
  // Origins of helper pointer parameters flow from their call sites; structure flows back.
  // First the slice of mem-only (only control that decides memory accesses), then the full
  // one of the other variants (all control).
  for (SliceMode Mode : {SliceMode::Memory, SliceMode::Control}) {
    sliceAll(Mode);
    if (Mode == SliceMode::Memory)
      for (FunctionModel &M : Out.Functions) {
        M.MemStructural = std::move(M.Structural);
        M.MemStructuralVars = std::move(M.StructuralVars);
        M.Structural.clear();
        M.StructuralVars.clear();
      }
  }
  sliceCauses();
  for (FunctionModel &M : Out.Functions) {
    collectComputeOnlyLoops(M);
    M.OnlyComputes = onlyComputes(M);
  }
  for (FunctionModel &M : Out.Functions) {
    collectAccesses(M);
    collectUnsupported(M);
  }
}

unsigned ModelBuilder::lineOf(const Stmt *S) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
  return P.isValid() ? P.getLine() : 0;
}

unsigned ModelBuilder::columnOf(const Stmt *S) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
  return P.isValid() ? P.getColumn() : 0;
}

void ModelBuilder::problem(const Stmt *S, DiagId Id, const std::string &Message,
                           const std::string &Hint) {
  if (!Reported.insert({S, Message}).second)
    return;
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
  Diagnostic D{Id, Severity::Warning, {}, Message, Hint, {}};
  if (P.isValid())
    D.Where = {P.getFilename(), P.getLine(), P.getColumn()};
  Out.Problems.push_back(std::move(D));
}

const FunctionDecl *ModelBuilder::kernel() const { return Out.Functions.front().Function; }

FunctionModel *ModelBuilder::modelOf(const FunctionDecl *F) {
  for (FunctionModel &M : Out.Functions)
    if (M.Function == F)
      return &M;
  return nullptr;
}

KernelModel KernelModel::build(ASTContext &Ctx, const FunctionDecl *Kernel) {
  KernelModel Model;
  ModelBuilder(Ctx, Model).run(Kernel);
  return Model;
}

} // namespace limiter
