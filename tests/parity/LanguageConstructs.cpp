// The language as kernels and their host code use it, where nvcc's front end is more lenient
// than clang's (`register`, narrowing in braces), and the forms a rewriter must see through
// (static_assert, block-scope aliases, constexpr locals, lambdas, attributes).

#include "Constructs.h"

namespace limiter::parity {
namespace {

void lenient(std::vector<Construct> &Out) {
  const std::string G = "language";
  add(Out, G, "register local", "  register int r = threadIdx.x;\n  (void)r;\n");
  add(Out, G, "register local in host code", "  register int r = 3;\n  (void)r;\n", Place::Host);
  add(Out, G, "register parameter",
      "__device__ int @(register int a) { return a + 1; }\n", Place::File);
  add(Out, G, "narrowing unsigned short to unsigned char in braces",
      "  unsigned short s = threadIdx.x;\n  unsigned char c[2] = {s, s};\n  (void)c;\n");
  add(Out, G, "narrowing double to int in braces",
      "  double d = threadIdx.x * 0.5;\n  int i[1] = {d * 2.0};\n  (void)i;\n");
  add(Out, G, "narrowing int to float in a struct's braces",
      "  struct P { float x, y; };\n  int a = threadIdx.x;\n  P p = {a, a + 1};\n  (void)p;\n");
  add(Out, G, "narrowing in a host function's braces",
      "  double d = 2.5;\n  int i[1] = {d};\n  long l = 3;\n  int j{l};\n  (void)i; (void)j;\n",
      Place::Host);
  add(Out, G, "narrowing of a constant that does not fit",
      "  unsigned char c[1] = {300};\n  (void)c;\n");
  add(Out, G, "narrowing in a vector type's braces",
      "  double d = threadIdx.x;\n  float2 f = {d, d};\n  (void)f;\n");
  add(Out, G, "string literal to char *",
      "  char *s = \"text\";\n  (void)s;\n", Place::Host);
  add(Out, G, "missing return in a non-void function",
      "__device__ int @(int a) { if (a > 0) return a; }\n", Place::File);
  add(Out, G, "unused label and goto",
      "  int i = 0;\nagain:\n  if (++i < 3) goto again;\n");
  add(Out, G, "a host function called from a host-device function",
      "inline int @_host() { return 1; }\n"
      "__host__ __device__ int @(int a) { return a; }\n",
      Place::File);
  add(Out, G, "printf in device code", "  printf(\"%d %f\\n\", threadIdx.x, 1.0);\n");
  add(Out, G, "assert in device code", "  assert(threadIdx.x < 1024);\n");
  add(Out, G, "malloc and free in device code",
      "  float *p = (float *)malloc(16);\n  free(p);\n");
  add(Out, G, "new and delete in device code", "  int *p = new int[4];\n  delete[] p;\n");
  add(Out, G, "__trap and __brkpt", "  if (threadIdx.x > 2000) __trap();\n");
  add(Out, G, "__builtin_assume and __builtin_expect",
      "  __builtin_assume(threadIdx.x < 1024);\n  if (__builtin_expect(threadIdx.x == 0, 0)) return;\n");
  add(Out, G, "__builtin_assume_aligned",
      "  float *p = (float *)__builtin_assume_aligned(lim_any<float *>(), 16);\n  (void)p;\n");
  add(Out, G, "__builtin_unreachable", "  if (threadIdx.x > 2048) __builtin_unreachable();\n");
  add(Out, G, "#pragma unroll forms",
      "  float a = 0;\n#pragma unroll\n  for (int i = 0; i < 4; ++i) a += i;\n"
      "#pragma unroll 2\n  for (int i = 0; i < 8; ++i) a += i;\n"
      "#pragma unroll 1\n  for (int i = 0; i < 8; ++i) a += i;\n  (void)a;\n");
  add(Out, G, "#pragma unroll of a constexpr count",
      "  constexpr int N = 4;\n  float a = 0;\n#pragma unroll N\n  for (int i = 0; i < 8; ++i) a += i;\n  (void)a;\n");
}

void rewriterForms(std::vector<Construct> &Out) {
  const std::string G = "language";
  add(Out, G, "static_assert in a kernel",
      "  constexpr int U = 4;\n  static_assert(U <= 32, \"too large\");\n  static_assert(sizeof(float) == 4);\n");
  add(Out, G, "namespace alias in a block", "  namespace m = ::std;\n  (void)sizeof(m::size_t);\n");
  add(Out, G, "using declaration and alias in a block",
      "  using T = float;\n  using std::size_t;\n  T a = size_t(2);\n  (void)a;\n");
  add(Out, G, "typedef in a block", "  typedef unsigned long long U64;\n  U64 a = 1;\n  (void)a;\n");
  add(Out, G, "constexpr and static constexpr locals",
      "  constexpr float Scale = 0.5f;\n  static constexpr int Table[2] = {1, 2};\n"
      "  float a = Scale * Table[threadIdx.x & 1];\n  (void)a;\n");
  add(Out, G, "if constexpr",
      "  constexpr bool Wide = sizeof(void *) == 8;\n  int a = 0;\n"
      "  if constexpr (Wide) a = 1; else a = 2;\n  (void)a;\n");
  add(Out, G, "structured bindings of a vector type",
      "  float2 v = make_float2(1, 2);\n  auto [x, y] = v;\n  (void)x; (void)y;\n");
  add(Out, G, "lambda with captures in a kernel",
      "  float s = 2;\n  auto f = [&](float x) { return x * s; };\n  auto g = [=](auto x) { return x + s; };\n"
      "  float a = f(1.0f) + g(2.0f);\n  (void)a;\n");
  add(Out, G, "__restrict__ locals and parameters",
      "__global__ void @(float *__restrict__ out, const float *__restrict__ in) {\n"
      "  const float *__restrict__ p = in;\n  out[threadIdx.x] = p[threadIdx.x];\n}\n",
      Place::File);
  add(Out, G, "__launch_bounds__ with two and three arguments",
      "__global__ void __launch_bounds__(256, 2) @(float *p) { p[0] = 1; }\n"
      "__global__ void __launch_bounds__(128, 1, 1) @_b(float *p) { p[0] = 1; }\n",
      Place::File);
  add(Out, G, "__cluster_dims__",
      "__global__ void __cluster_dims__(2, 1, 1) @(float *p) { p[0] = 1; }\n", Place::File);
  add(Out, G, "__grid_constant__ parameter",
      "struct @_Args { float a[8]; };\n"
      "__global__ void @(const __grid_constant__ @_Args args, float *p) { p[0] = args.a[1]; }\n",
      Place::File);
  add(Out, G, "extern __shared__ of a vector type",
      "  extern __shared__ float4 dyn[];\n  dyn[threadIdx.x] = make_float4(0, 0, 0, 0);\n");
  add(Out, G, "__shared__ with alignas and __align__",
      "  __shared__ alignas(16) float a[64];\n  __shared__ __align__(16) float b[64];\n"
      "  a[threadIdx.x] = b[threadIdx.x];\n");
  add(Out, G, "__forceinline__ and __noinline__ helpers",
      "__forceinline__ __device__ float @_a(float x) { return x * 2; }\n"
      "__noinline__ __device__ float @_b(float x) { return x + 2; }\n"
      "__global__ void @(float *p) { p[0] = @_a(p[1]) + @_b(p[2]); }\n",
      Place::File);
  add(Out, G, "helper defined after the kernel, declared above",
      "__device__ float @_late(float x);\n"
      "__global__ void @(float *p) { p[0] = @_late(p[1]); }\n"
      "__device__ float @_late(float x) { return x * 3; }\n",
      Place::File);
  add(Out, G, "function-pointer template argument",
      "__device__ float @_twice(float x) { return 2 * x; }\n"
      "template <float (*F)(float)> __global__ void @_apply(float *p) { p[0] = F(p[1]); }\n"
      "template __global__ void @_apply<@_twice>(float *);\n",
      Place::File);
  add(Out, G, "functor template argument",
      "struct @_Square { __device__ float operator()(float x) const { return x * x; } };\n"
      "template <class F> __global__ void @_map(float *p, F f) { p[0] = f(p[1]); }\n"
      "template __global__ void @_map<@_Square>(float *, @_Square);\n",
      Place::File);
  add(Out, G, "extern \"C\" kernel",
      "extern \"C\" __global__ void @(float *p) { p[0] = 1; }\n", Place::File);
  add(Out, G, "enum class parameter",
      "enum class @_Mode { A, B };\n"
      "__global__ void @(float *p, @_Mode m) { if (m == @_Mode::A) p[0] = 1; }\n",
      Place::File);
  add(Out, G, "__device__ and __constant__ globals",
      "__device__ float @_g[4];\n__constant__ float @_c[4] = {1, 2, 3, 4};\n"
      "__global__ void @(float *p) { p[0] = @_g[1] + @_c[2]; }\n",
      Place::File);
  add(Out, G, "__managed__ global",
      "__managed__ int @_m;\n__global__ void @() { @_m = 1; }\n", Place::File);
  add(Out, G, "inline asm with operands",
      "  float a = 1, b;\n  asm(\"add.f32 %0, %1, %1;\" : \"=f\"(b) : \"f\"(a));\n  (void)b;\n");
  add(Out, G, "inline asm with a predicate",
      "  unsigned r;\n  asm volatile(\"{\\n .reg .pred p;\\n setp.ne.u32 p, %1, 0;\\n selp.u32 %0, 1, 0, p;\\n}\" : \"=r\"(r) : \"r\"(threadIdx.x));\n  (void)r;\n");
  add(Out, G, "ld.global.nc through inline asm",
      "  float v;\n  asm volatile(\"ld.global.nc.f32 %0, [%1];\" : \"=f\"(v) : \"l\"(lim_any<const float *>()));\n  (void)v;\n");
  add(Out, G, "template kernel with a default argument and a launch",
      "template <int N = 4, class T = float> __global__ void @(T *p) { p[0] = N; }\n"
      "void @_launch(float *p) { @<<<1, 32>>>(p); @<8><<<dim3(1), dim3(32), 0, 0>>>(p); }\n",
      Place::File);
  add(Out, G, "variadic template device function",
      "template <class... A> __device__ float @_sum(A... a) { return (0.0f + ... + a); }\n"
      "__global__ void @(float *p) { p[0] = @_sum(1.0f, 2, 3.0); }\n",
      Place::File);
  add(Out, G, "C++20 designated initializers",
      "  struct P { int a; float b; };\n  P p{.a = 1, .b = 2};\n  (void)p;\n");
  add(Out, G, "std::min and std::max in device code",
      "  float a = std::min(1.0f, 2.0f) + std::max(3.0f, 4.0f);\n  (void)a;\n");
  add(Out, G, "min and max on mixed types in device code",
      "  int i = threadIdx.x;\n  unsigned u = blockDim.x;\n  float f = 2;\n"
      "  float a = min(i, u) + max(f, 1.0f) + fminf(f, 2.0f);\n  (void)a;\n");
  add(Out, G, "INFINITY and NAN in device code",
      "  float a = INFINITY, b = NAN, c = HUGE_VALF;\n  (void)a; (void)b; (void)c;\n");
}

void hostCode(std::vector<Construct> &Out) {
  const std::string G = "host-code";
  for (const char *Fn : {"isfinite", "isnan", "isinf", "signbit", "isnormal", "fpclassify"})
    for (const char *T : {"float", "double"}) {
      add(Out, G, std::string(Fn) + "(" + T + ") in host code with <math.h>",
          std::string("  ") + T + " x = 1;\n  bool b = " + Fn + "(x);\n  (void)b;\n", Place::Host);
      add(Out, G, std::string("std::") + Fn + "(" + T + ") in host code",
          std::string("  ") + T + " x = 1;\n  bool b = std::" + Fn + "(x);\n  (void)b;\n",
          Place::Host);
      add(Out, G, std::string(Fn) + "(" + T + ") in device code",
          std::string("  ") + T + " x = threadIdx.x;\n  bool b = " + Fn + "(x);\n  (void)b;\n");
    }
  add(Out, G, "fabsf, sqrtf, expf in host code",
      "  float a = fabsf(-1.0f) + sqrtf(2.0f) + expf(1.0f) + logf(2.0f) + tanhf(0.5f);\n  (void)a;\n",
      Place::Host);
  add(Out, G, "kernel launch with a stream",
      "__global__ void @_k(float *p, int n) { if (threadIdx.x < n) p[threadIdx.x] = 0; }\n"
      "void @(float *p, cudaStream_t s) { @_k<<<dim3(4, 1), 256, 1024, s>>>(p, 4); }\n",
      Place::File);
  add(Out, G, "cudaLaunchKernelEx with attributes",
      "__global__ void @_k(float *p) { p[0] = 0; }\n"
      "void @(float *p) {\n  cudaLaunchConfig_t cfg = {};\n  cfg.gridDim = 4;\n  cfg.blockDim = 128;\n"
      "  cudaLaunchAttribute a[1];\n  a[0].id = cudaLaunchAttributeClusterDimension;\n"
      "  a[0].val.clusterDim.x = 2;\n  a[0].val.clusterDim.y = 1;\n  a[0].val.clusterDim.z = 1;\n"
      "  cfg.attrs = a;\n  cfg.numAttrs = 1;\n  cudaLaunchKernelEx(&cfg, @_k, p);\n}\n",
      Place::File);
  add(Out, G, "cudaLaunchCooperativeKernel",
      "__global__ void @_k(float *p) { p[0] = 0; }\n"
      "void @(float *p) { void *args[] = {&p}; cudaLaunchCooperativeKernel((void *)@_k, 4, 128, args); }\n",
      Place::File);
  add(Out, G, "cudaOccupancyMaxActiveBlocksPerMultiprocessor of a kernel",
      "__global__ void @_k(float *p) { p[0] = 0; }\n"
      "void @() { int n; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, @_k, 256, 0); }\n",
      Place::File);
  add(Out, G, "cudaFuncSetAttribute of a kernel",
      "__global__ void @_k(float *p) { p[0] = 0; }\n"
      "void @() { cudaFuncSetAttribute(@_k, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536); }\n",
      Place::File);
  add(Out, G, "cudaMalloc of a typed pointer",
      "  float *p;\n  cudaMalloc(&p, 1024);\n  cudaMallocManaged(&p, 1024);\n"
      "  cudaMallocHost(&p, 1024);\n  cudaFree(p);\n",
      Place::Host);
  add(Out, G, "cudaMemAdvise with a cudaMemLocation",
      "  float *p = nullptr;\n  cudaMemLocation loc{};\n  loc.type = cudaMemLocationTypeDevice;\n"
      "  loc.id = 0;\n  cudaMemAdvise(p, 1024, cudaMemAdviseSetPreferredLocation, loc);\n"
      "  cudaMemPrefetchAsync(p, 1024, loc, 0, 0);\n",
      Place::Host);
  add(Out, G, "cudaMemcpyToSymbol and cudaGetSymbolAddress",
      "__constant__ float @_c[4];\n"
      "void @() { float h[4] = {}; cudaMemcpyToSymbol(@_c, h, sizeof(h)); void *a;\n"
      "  cudaGetSymbolAddress(&a, @_c); }\n",
      Place::File);
  add(Out, G, "cudaGetDeviceProperties fields",
      "  cudaDeviceProp p;\n  cudaGetDeviceProperties(&p, 0);\n"
      "  int n = p.multiProcessorCount + p.maxThreadsPerMultiProcessor + p.sharedMemPerBlockOptin;\n  (void)n;\n",
      Place::Host);
  add(Out, G, "std::vector and printf in host code",
      "  std::vector<float> v(16, 1.0f);\n  printf(\"%zu %f\\n\", v.size(), v[0]);\n", Place::Host);
}

/// What nvcc's implicit cuda_runtime.h brings in (math.h, cmath, stdlib.h, stdio.h, string.h,
/// time.h, assert.h, limits...), used by a file that includes nothing.
void implicitIncludes(std::vector<Construct> &Out) {
  const std::string G = "implicit-includes";
  for (const char *Fn : {"isfinite", "isnan", "isinf", "signbit"})
    add(Out, G, std::string(Fn) + " in a host template",
        std::string("template <class T> bool @_t(const T *v) { return ") + Fn +
            "(v[0]); }\nbool @(const float *v, const double *w) { return @_t(v) && @_t(w); }\n",
        Place::File);
  add(Out, G, "std::isfinite in host code", "  bool b = std::isfinite(1.0f);\n  (void)b;\n",
      Place::Host);
  add(Out, G, "clock() in host code", "  clock_t t = clock();\n  (void)t;\n", Place::Host);
  add(Out, G, "time(nullptr) in host code", "  long t = time(nullptr);\n  (void)t;\n", Place::Host);
  add(Out, G, "printf and fprintf in host code",
      "  printf(\"%d\\n\", 1);\n  fprintf(stderr, \"%d\\n\", 2);\n", Place::Host);
  add(Out, G, "malloc, memcpy, memset and strlen in host code",
      "  char *p = (char *)malloc(8);\n  memset(p, 0, 8);\n  memcpy(p, \"abc\", 4);\n"
      "  size_t n = strlen(p);\n  free(p);\n  (void)n;\n",
      Place::Host);
  add(Out, G, "exit and abs in host code", "  if (abs(-1) != 1) exit(1);\n", Place::Host);
  add(Out, G, "assert in host and device code", "  assert(threadIdx.x < 4096);\n");
  add(Out, G, "std::numeric_limits and INT_MAX",
      "  float a = std::numeric_limits<float>::max();\n  int b = INT_MAX;\n  (void)a; (void)b;\n",
      Place::Host);
  add(Out, G, "sqrt, exp, fabs in host code",
      "  double a = sqrt(2.0) + exp(1.0) + fabs(-1.0) + sqrtf(2.0f) + powf(2.0f, 3.0f);\n  (void)a;\n",
      Place::Host);
  add(Out, G, "std::swap and std::move", "  int a = 1, b = 2;\n  std::swap(a, b);\n  int c = std::move(a);\n  (void)c;\n",
      Place::Host);
  add(Out, G, "toupper in host code", "  int c = toupper('a');\n  (void)c;\n", Place::Host);
  add(Out, G, "std::is_same_v in device code",
      "  static_assert(std::is_same_v<float, float>);\n");
  add(Out, G, "placement new in device code",
      "  __shared__ float s[4];\n  float *p = new (s) float(1.0f);\n  (void)p;\n");
}

} // namespace

void addLanguageConstructs(std::vector<Construct> &Out) {
  lenient(Out);
  rewriterForms(Out);
  hostCode(Out);
  implicitIncludes(Out);
}

} // namespace limiter::parity
