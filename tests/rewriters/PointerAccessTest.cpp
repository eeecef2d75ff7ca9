// Read/write classification of pointer parameters: input kernels and expectations side by side.

#include "ParseHelpers.h"

namespace limiter::test {
namespace {

struct AccessCase {
  const char *Name;
  const char *Code;
  const char *Param;
  MemoryAccess Expected;
  bool Exact; ///< No uncertainty reported.
};

std::ostream &operator<<(std::ostream &OS, const AccessCase &C) { return OS << C.Name; }

class PointerAccessTest : public ::testing::TestWithParam<AccessCase> {};

TEST_P(PointerAccessTest, Classifies) {
  const AccessCase &C = GetParam();
  std::vector<KernelInfo> Kernels = kernelsOf(C.Code);
  ASSERT_EQ(Kernels.size(), 1u);
  const KernelParamInfo *P = param(Kernels[0], C.Param);
  ASSERT_NE(P, nullptr);
  EXPECT_TRUE(P->IsPointer);
  EXPECT_EQ(toString(P->Access), toString(C.Expected));
  EXPECT_EQ(P->Uncertainties.empty(), C.Exact)
      << (P->Uncertainties.empty() ? std::string("none") : P->Uncertainties.front());
}

constexpr MemoryAccess R = MemoryAccess::Read, W = MemoryAccess::Write,
                       RW = MemoryAccess::ReadWrite, None = MemoryAccess::None;

const AccessCase Cases[] = {
    {"Subscript",
     "__global__ void k(const float *in, float *out) { out[threadIdx.x] = in[threadIdx.x]; }", "in",
     R, true},
    {"SubscriptStore",
     "__global__ void k(const float *in, float *out) { out[threadIdx.x] = in[threadIdx.x]; }",
     "out", W, true},
    {"Unused", "__global__ void k(float *p) {}", "p", None, true},
    {"LambdaCaptureRead",
     "__global__ void k(const float *in, float *out) { auto f = [in](int i) { return in[i]; }; "
     "out[threadIdx.x] = f(threadIdx.x); }",
     "in", R, true},
    {"LambdaCaptureByReferenceStore",
     "__global__ void k(float *out) { auto put = [&out](int i) { out[i] = 1.0f; }; "
     "put(threadIdx.x); }",
     "out", W, true},
    {"LambdaInitCaptureFollowedAsALocal",
     "__global__ void k(float *out) { auto put = [p = out + 1](int i) { p[i] = 1.0f; }; "
     "put(threadIdx.x); }",
     "out", W, true},
    {"OnlyCompared", "__global__ void k(float *p, float *q) { if (p == q) return; }", "p", None,
     true},
    {"Deref", "__global__ void k(int *p) { int v = *p; (void)v; }", "p", R, true},
    {"CompoundAssign", "__global__ void k(float *p) { p[threadIdx.x] += 1.0f; }", "p", RW, true},
    {"Increment", "__global__ void k(int *p) { p[0]++; }", "p", RW, true},
    {"PointerArithmetic", "__global__ void k(float *p) { *(p + threadIdx.x * 2) = 0; }", "p", W,
     true},
    {"LocalPointer",
     "__global__ void k(float *p, int n) { float *row = p + blockIdx.x * n; row[threadIdx.x] = 1; "
     "}",
     "p", W, true},
    {"PointerAdvancedInLoop",
     "__global__ void k(const float *p, float *o, int n) { float s = 0; for (const float *q = p; q "
     "!= p + n; ++q) s += *q; o[0] = s; }",
     "p", R, true},
    {"PointerReassigned",
     "__global__ void k(float *a, float *b) { float *t = 0; t = b; t[1] = 2; }", "b", W, true},
    {"ParamPointerBumped", "__global__ void k(float *p) { p += threadIdx.x; *p = 1; }", "p", W,
     true},
    {"VectorCast",
     "__global__ void k(const float *in, float *out) { float4 v = reinterpret_cast<const float4 "
     "*>(in)[threadIdx.x]; out[0] = v.x; }",
     "in", R, true},
    {"VectorCastStore",
     "__global__ void k(float *out) { reinterpret_cast<float4 *>(out)[threadIdx.x] = float4{1, 2, "
     "3, 4}; }",
     "out", W, true},
    {"FieldOfElement", "__global__ void k(float4 *p) { p[threadIdx.x].y = 3; }", "p", W, true},
    {"ArrowField", "struct S { int a; }; __global__ void k(S *s) { int v = s->a; (void)v; }", "s",
     R, true},
    {"CStyleCast", "__global__ void k(void *raw) { ((float *)raw)[threadIdx.x] = 1; }", "raw", W,
     true},
    {"Ldg", "__global__ void k(const float *in, float *out) { out[0] = __ldg(in + threadIdx.x); }",
     "in", R, true},
    {"Stcs", "__global__ void k(float *out) { __stcs(&out[threadIdx.x], 1.0f); }", "out", W, true},
    {"Atomic", "__global__ void k(int *counter) { atomicAdd(counter, 1); }", "counter", RW, true},
    {"AtomicOnElement",
     "__global__ void k(float *hist, const int *bins) { atomicAdd(&hist[bins[threadIdx.x]], 1.0f); "
     "}",
     "hist", RW, true},
    {"IndirectIndexIsRead",
     "__global__ void k(float *hist, const int *bins) { atomicAdd(&hist[bins[threadIdx.x]], 1.0f); "
     "}",
     "bins", R, true},
    {"Memcpy", "__global__ void k(float *dst, const float *src) { memcpy(dst, src, 16); }", "dst",
     W, true},
    {"MemcpySource", "__global__ void k(float *dst, const float *src) { memcpy(dst, src, 16); }",
     "src", R, true},
    {"ReferenceAlias", "__global__ void k(float *p) { float &r = p[threadIdx.x]; r = 2; }", "p", W,
     true},
    {"ConstReferenceAlias",
     "__global__ void k(float *p, float *o) { const float &r = p[0]; o[0] = r; }", "p", R, true},
    {"HelperReads",
     "__device__ float load(const float *q, int i) { return q[i]; }\n__global__ void k(const float "
     "*p, float *o) { o[0] = load(p, 3); }",
     "p", R, true},
    {"HelperWrites",
     "__device__ void put(float *q, int i, float v) { q[i] = v; }\n__global__ void k(float *p) { "
     "put(p, threadIdx.x, 1); }",
     "p", W, true},
    {"HelperTwoLevels",
     "__device__ void put(float *q) { q[0] = 1; }\n__device__ void mid(float *q) { put(q + 1); "
     "}\n__global__ void k(float *p) { mid(p); }",
     "p", W, true},
    {"HelperReturnsPointer",
     "__device__ float *row(float *q, int r) { return q + r * 32; }\n__global__ void k(float *p) { "
     "row(p, blockIdx.x)[threadIdx.x] = 0; }",
     "p", W, true},
    {"HelperByReference",
     "__device__ void twice(float &x) { x *= 2; }\n__global__ void k(float *p) { "
     "twice(p[threadIdx.x]); }",
     "p", RW, true},
    {"HelperByConstReference",
     "__device__ float get(const float &x) { return x; }\n__global__ void k(float *p, float *o) { "
     "o[0] = get(p[0]); }",
     "p", R, true},
    {"RecursiveHelper",
     "__device__ void walk(float *q, int n) { if (n) { q[n] = 0; walk(q, n - 1); } }\n__global__ "
     "void k(float *p) { walk(p, 4); }",
     "p", W, true},
    {"OpaqueCallee", "__device__ void opaque(float *);\n__global__ void k(float *p) { opaque(p); }",
     "p", RW, false},
    {"StoredToMemory", "__global__ void k(float *p, float **table) { table[0] = p; }", "p", RW,
     false},
    {"TableOfPointersIsWritten", "__global__ void k(float *p, float **table) { table[0] = p; }",
     "table", W, true},
    {"ToInteger",
     "__global__ void k(float *p, unsigned long long *o) { o[0] = (unsigned long long)p; }", "p",
     RW, false},
    {"InlineAsm",
     "__global__ void k(float *p) { asm volatile(\"st.global.f32 [%0], 1.0;\" :: \"l\"(p)); }", "p",
     RW, false},
    {"Conditional", "__global__ void k(float *a, float *b, bool f) { (f ? a : b)[0] = 1; }", "b", W,
     true},
    {"SharedStaging",
     "__global__ void k(const float *in, float *out) { __shared__ float t[256]; t[threadIdx.x] = "
     "in[threadIdx.x]; __syncthreads(); out[threadIdx.x] = t[255 - threadIdx.x]; }",
     "in", R, true},
    {"Printf", "__global__ void k(float *p) { printf(\"%p\", p); }", "p", None, true},
};

INSTANTIATE_TEST_SUITE_P(Rules, PointerAccessTest, ::testing::ValuesIn(Cases),
                         [](const auto &Info) { return std::string(Info.param.Name); });

TEST(PointerAccessTemplates, PatternWithoutInstantiation) {
  const char *Code = R"(
    template <typename T, int BlockSize>
    __global__ void scale(T *out, const T *in, T factor) {
      unsigned i = blockIdx.x * BlockSize + threadIdx.x;
      out[i] = in[i] * factor;
    })";
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(param(Kernels[0], "out")->Access, MemoryAccess::Write);
  EXPECT_EQ(param(Kernels[0], "in")->Access, MemoryAccess::Read);
  EXPECT_FALSE(param(Kernels[0], "factor")->IsPointer);
}

TEST(PointerAccessTemplates, InstantiationsAreMerged) {
  // Only the <true> instantiation writes; the kernel as a whole may write.
  const char *Code = R"(
    template <bool Accumulate>
    __global__ void step(float *acc, const float *x) {
      if constexpr (Accumulate) acc[threadIdx.x] += x[threadIdx.x];
    }
    template __global__ void step<true>(float *, const float *);
    template __global__ void step<false>(float *, const float *);)";
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(param(Kernels[0], "acc")->Access, MemoryAccess::ReadWrite);
  EXPECT_EQ(param(Kernels[0], "x")->Access, MemoryAccess::Read);
}

TEST(PointerAccessFields, PointerFieldsOfStructParameter) {
  const char *Code = R"(
    struct Args { const float *in; float *out; int n; };
    __global__ void k(Args a) {
      int i = threadIdx.x;
      if (i < a.n) a.out[i] = a.in[i];
    })";
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  ASSERT_EQ(Kernels.size(), 1u);
  const KernelParamInfo *A = param(Kernels[0], "a");
  ASSERT_NE(A, nullptr);
  EXPECT_FALSE(A->IsPointer);
  ASSERT_EQ(A->PointerFields.size(), 2u);
  EXPECT_EQ(A->PointerFields[0].Field, "in");
  EXPECT_EQ(A->PointerFields[0].Access, MemoryAccess::Read);
  EXPECT_EQ(A->PointerFields[1].Field, "out");
  EXPECT_EQ(A->PointerFields[1].Access, MemoryAccess::Write);
  EXPECT_TRUE(A->PointerFields[1].Uncertainties.empty());
}

TEST(PointerAccessFields, StructPassedToHelperIsFollowed) {
  const char *Code = R"(
    struct Args { const float *in; float *out; };
    __device__ void body(const Args &a) { a.out[threadIdx.x] = 2 * a.in[threadIdx.x]; }
    __global__ void k(Args a) { body(a); })";
  std::vector<KernelInfo> Kernels = kernelsOf(Code);
  ASSERT_EQ(Kernels.size(), 1u);
  const KernelParamInfo *A = param(Kernels[0], "a");
  ASSERT_EQ(A->PointerFields.size(), 2u);
  EXPECT_EQ(A->PointerFields[0].Access, MemoryAccess::Read);
  EXPECT_EQ(A->PointerFields[1].Access, MemoryAccess::Write);
  EXPECT_TRUE(A->PointerFields[1].Uncertainties.empty())
      << A->PointerFields[1].Uncertainties.front();
}

TEST(PointerAccessUncertainty, SaysWhereAndWhy) {
  std::vector<KernelInfo> Kernels =
      kernelsOf("__device__ void opaque(float *);\n__global__ void k(float *p) {\n  opaque(p);\n}");
  ASSERT_EQ(Kernels.size(), 1u);
  const KernelParamInfo *P = param(Kernels[0], "p");
  ASSERT_EQ(P->Uncertainties.size(), 1u);
  EXPECT_NE(P->Uncertainties[0].find("line 3"), std::string::npos) << P->Uncertainties[0];
  EXPECT_NE(P->Uncertainties[0].find("'opaque'"), std::string::npos) << P->Uncertainties[0];
}

} // namespace
} // namespace limiter::test
