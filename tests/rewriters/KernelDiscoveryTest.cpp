// Kernel discovery on small inputs against the fake CUDA header.

#include "ParseHelpers.h"

namespace limiter::test {
namespace {

TEST(KernelDiscovery, FindsKernelsInSourceOrderWithLocations) {
  std::vector<KernelInfo> Kernels = kernelsOf("__global__ void first(int *a) { a[0] = 1; }\n"
                                              "__device__ void helper() {}\n"
                                              "__host__ void host() {}\n"
                                              "__global__ void second() {}\n");
  ASSERT_EQ(Kernels.size(), 2u);
  EXPECT_EQ(Kernels[0].Name, "first");
  EXPECT_EQ(Kernels[0].Where.Line, 1u);
  EXPECT_EQ(Kernels[0].Where.Column, 17u);
  EXPECT_EQ(Kernels[1].Name, "second");
  EXPECT_EQ(Kernels[1].Where.Line, 4u);
  EXPECT_TRUE(Kernels[1].Params.empty());
}

TEST(KernelDiscovery, DeclarationsAreNotKernels) {
  EXPECT_TRUE(kernelsOf("__global__ void declared(float *);\n").empty());
}

TEST(KernelDiscovery, NoKernelsInPlainDeviceCode) {
  EXPECT_TRUE(kernelsOf("__device__ float twice(float x) { return 2 * x; }\n").empty());
}

TEST(KernelDiscovery, QualifiedNamesInNamespaces) {
  std::vector<KernelInfo> Kernels =
      kernelsOf("namespace a { namespace b { __global__ void k() {} } }\n");
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(Kernels[0].Name, "k");
  EXPECT_EQ(Kernels[0].QualifiedName, "a::b::k");
}

TEST(KernelDiscovery, ParameterTypesAsWritten) {
  std::vector<KernelInfo> Kernels = kernelsOf(
      "__global__ void k(const float *__restrict__ in, float4 *v, int n, double scale) {}\n");
  ASSERT_EQ(Kernels.size(), 1u);
  ASSERT_EQ(Kernels[0].Params.size(), 4u);
  EXPECT_EQ(Kernels[0].Params[0].Type, "const float *__restrict");
  EXPECT_TRUE(Kernels[0].Params[0].IsPointer);
  EXPECT_EQ(Kernels[0].Params[1].Type, "float4 *");
  EXPECT_EQ(Kernels[0].Params[2].Type, "int");
  EXPECT_FALSE(Kernels[0].Params[2].IsPointer);
  EXPECT_EQ(Kernels[0].Params[3].Name, "scale");
}

TEST(KernelDiscovery, TemplateParametersAndInstantiations) {
  const char *Code = R"(
    template <unsigned BlockSize, typename T = float, int... Extra>
    __global__ void reduce(const T *in, T *out, unsigned n) {}
    template __global__ void reduce<256>(const float *, float *, unsigned);
    void launch(const double *in, double *out) { reduce<128, double><<<1, 128>>>(in, out, 128); })";
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  ASSERT_EQ(Kernels.size(), 1u) << "instantiations are not kernels of their own";
  const KernelInfo &K = Kernels[0];
  ASSERT_EQ(K.TemplateParams.size(), 3u);
  EXPECT_EQ(K.TemplateParams[0].ParamKind, TemplateParamInfo::Kind::NonType);
  EXPECT_EQ(K.TemplateParams[0].Type, "unsigned int");
  EXPECT_EQ(K.TemplateParams[0].Name, "BlockSize");
  EXPECT_EQ(K.TemplateParams[1].ParamKind, TemplateParamInfo::Kind::Type);
  EXPECT_EQ(K.TemplateParams[1].Default, "float");
  EXPECT_TRUE(K.TemplateParams[2].IsPack);
  EXPECT_EQ(K.templateHeader(),
            "template <unsigned int BlockSize, typename T = float, int... Extra>");
  std::vector<std::string> Expected = {"<256, float>", "<128, double>"};
  EXPECT_EQ(K.Instantiations, Expected);
}

TEST(KernelDiscovery, KernelFromMacroIsReportedAtItsExpansion) {
  std::vector<KernelInfo> Kernels =
      kernelsOf("#define KERNEL(name) __global__ void name(float *p) { p[0] = 0; }\n"
                "KERNEL(generated)\n");
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(Kernels[0].Name, "generated");
  EXPECT_EQ(Kernels[0].Where.Line, 2u);
  EXPECT_EQ(Kernels[0].Params[0].Access, MemoryAccess::Write);
}

} // namespace
} // namespace limiter::test
