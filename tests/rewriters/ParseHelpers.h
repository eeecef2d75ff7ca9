#ifndef LIMITER_TESTS_PARSEHELPERS_H
#define LIMITER_TESTS_PARSEHELPERS_H

#include "limiter/rewriters/CudaEnvironment.h"
#include "limiter/rewriters/KernelDiscovery.h"

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <vector>

namespace limiter::test {

/// Parses Code device-side against tests/rewriters/Inputs/cuda.h (no toolkit), as input.cu.
inline std::unique_ptr<clang::ASTUnit>
parseWithFakeCuda(const std::string &Code, const std::vector<std::string> &ExtraArgs = {}) {
  std::vector<std::string> Args = {"-xcuda", "--cuda-device-only", "--cuda-gpu-arch=sm_90",
                                   "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
                                   "-resource-dir", defaultResourceDir(),
                                   // A system header, as the real CUDA headers are.
                                   "-isystem", LIMITER_TEST_INPUTS, "-include", "cuda.h"};
  Args.insert(Args.end(), ExtraArgs.begin(), ExtraArgs.end());
  return clang::tooling::buildASTFromCodeWithArgs(Code, Args, "input.cu");
}

/// The kernels of Code; fails the test when Code does not compile.
inline std::vector<KernelInfo> kernelsOf(const std::string &Code) {
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(Code);
  EXPECT_TRUE(AST) << "no AST";
  if (!AST)
    return {};
  EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred()) << "the test input does not compile";
  return collectKernels(AST->getASTContext());
}

/// Find's answer for the only kernel of Code (parsed with parseWithFakeCuda), called with the
/// AST's context and the kernel; "" and a failed test where Code does not compile or holds
/// another number of kernels.
template <class FindFn> std::string ofOnlyKernel(const std::string &Code, FindFn Find) {
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(Code);
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred()) << "input does not compile";
  if (!AST)
    return "";
  auto Kernels = collectKernelDecls(AST->getASTContext());
  EXPECT_EQ(Kernels.size(), 1u);
  if (Kernels.empty())
    return "";
  return Find(AST->getASTContext(), Kernels[0].first);
}

inline const KernelParamInfo *param(const KernelInfo &K, const std::string &Name) {
  for (const KernelParamInfo &P : K.Params)
    if (P.Name == Name)
      return &P;
  ADD_FAILURE() << "no parameter " << Name << " in " << K.Name;
  return nullptr;
}

/// The access of parameter Name of the only kernel in Code.
inline MemoryAccess accessOf(const std::string &Code, const std::string &Name) {
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  EXPECT_EQ(Kernels.size(), 1u);
  if (Kernels.size() != 1)
    return MemoryAccess::None;
  const KernelParamInfo *P = param(Kernels[0], Name);
  return P ? P->Access : MemoryAccess::None;
}

} // namespace limiter::test

#endif
