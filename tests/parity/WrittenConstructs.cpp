// The constructs the headers do not list as plain declarations, written here as data: the
// operators and conversions of the narrow float types, warp and block collectives, cooperative
// groups, cub, libcu++, packed vector accesses, timers, and the language rules nvcc relaxes.
// nvcc decides which of them count: one it rejects is dropped from the comparison and listed.

#include "Constructs.h"

#include <algorithm>

namespace limiter::parity {
namespace {

/// Arithmetic, comparisons and conversions of each narrow float type, in device code.
void narrowFloats(std::vector<Construct> &Out) {
  const char *Types[] = {"__half", "__half2", "__nv_bfloat16", "__nv_bfloat162"};
  for (const char *T : Types) {
    std::string Group = std::string(T).find("half") != std::string::npos ? "fp16" : "bf16";
    std::string Decl = std::string("  ") + T + " a = lim_any<" + T + ">(), b = lim_any<" + T +
                       ">();\n";
    for (const char *Op : {"+", "-", "*", "/"}) {
      add(Out, Group, std::string(T) + " a " + Op + " b", Decl + "  " + T + " c = a " + Op +
                                                                  " b;\n  (void)c;\n");
      add(Out, Group, std::string(T) + " a " + Op + "= b", Decl + "  a " + Op + "= b;\n");
    }
    for (const char *Op : {"==", "!=", "<", ">", "<=", ">="})
      add(Out, Group, std::string(T) + " a " + Op + " b", Decl + "  bool c = a " + Op +
                                                                " b;\n  (void)c;\n");
    add(Out, Group, std::string(T) + " -a", Decl + "  a = -a;\n");
    add(Out, Group, std::string(T) + " ++a", Decl + "  ++a; a--;\n");
    bool Pair = std::string(T).back() == '2';
    if (!Pair) {
      for (const char *From : {"float", "double", "int", "unsigned", "short", "long long"}) {
        add(Out, Group, std::string(T) + " from " + From,
            std::string("  ") + T + " a = lim_any<" + From + ">();\n  (void)a;\n");
        add(Out, Group, std::string(T) + " to " + From,
            Decl + "  " + From + " c = static_cast<" + From + ">(a);\n  (void)c;\n");
      }
      add(Out, Group, std::string(T) + " to float implicitly",
          Decl + "  float c = a;\n  float d = a * 2.0f;\n  (void)c; (void)d;\n");
      add(Out, Group, std::string(T) + " in a condition", Decl + "  if (a) a = b;\n");
    } else {
      add(Out, Group, std::string(T) + " .x and .y",
          Decl + "  a.x = b.y;\n  (void)a;\n");
    }
  }
  // fp8, fp6 and fp4 storage types: conversions both ways, and the packed forms.
  const char *Small[] = {"__nv_fp8_e4m3", "__nv_fp8_e5m2", "__nv_fp8_e8m0", "__nv_fp6_e2m3",
                         "__nv_fp6_e3m2", "__nv_fp4_e2m1"};
  for (const char *T : Small) {
    std::string Group = std::string(T).find("fp8") != std::string::npos ? "fp8" : "fp6-fp4";
    add(Out, Group, std::string(T) + " from float and back",
        std::string("  ") + T + " a(lim_any<float>());\n  float f = float(a);\n  (void)f;\n");
    add(Out, Group, std::string(T) + " from __half and to __half",
        std::string("  ") + T + " a(lim_any<__half>());\n  __half h = __half(a);\n  (void)h;\n");
    add(Out, Group, std::string(T) + " from __nv_bfloat16",
        std::string("  ") + T + " a(lim_any<__nv_bfloat16>());\n  (void)a;\n");
    add(Out, Group, std::string(T) + " from double",
        std::string("  ") + T + " a(lim_any<double>());\n  (void)a;\n");
  }
  for (const char *T : {"__nv_fp8x2_e4m3", "__nv_fp8x2_e5m2", "__nv_fp8x4_e4m3",
                        "__nv_fp8x4_e5m2", "__nv_fp4x2_e2m1", "__nv_fp4x4_e2m1",
                        "__nv_fp6x2_e2m3"}) {
    std::string Group = std::string(T).find("fp8") != std::string::npos ? "fp8" : "fp6-fp4";
    add(Out, Group, std::string(T) + " from float2",
        std::string("  ") + T + " a(lim_any<float2>());\n  (void)a;\n");
  }
  for (const char *T : {"__nv_fp8x2_e4m3", "__nv_fp8x2_e5m2"})
    add(Out, "fp8", std::string(T) + " to __half2",
        std::string("  ") + T + " a(lim_any<float2>());\n  __half2 h = __half2(a);\n  (void)h;\n");
}

/// Shuffles, votes, matches and reductions over a warp, for each element type they take.
void warpCollectives(std::vector<Construct> &Out) {
  for (const char *T : {"int", "unsigned", "long long", "unsigned long long", "float",
                        "double", "__half", "__half2", "__nv_bfloat16", "__nv_bfloat162"})
    for (const char *Fn : {"__shfl_sync(~0u, v, 0)", "__shfl_up_sync(~0u, v, 1)",
                           "__shfl_down_sync(~0u, v, 1)", "__shfl_xor_sync(~0u, v, 1)",
                           "__shfl_xor_sync(~0u, v, 16, 32)", "__shfl_down_sync(0xffffffff, v, 2, 16)"})
      add(Out, "warp", std::string(Fn) + " on " + T,
          std::string("  ") + T + " v = lim_any<" + T + ">();\n  v = " + Fn + ";\n  (void)v;\n");
  for (const char *T : {"int", "unsigned", "long long", "unsigned long long", "float", "double"}) {
    add(Out, "warp", std::string("__match_any_sync on ") + T,
        std::string("  ") + T + " v = lim_any<" + T + ">();\n  unsigned m = __match_any_sync(~0u, v);\n  (void)m;\n");
    add(Out, "warp", std::string("__match_all_sync on ") + T,
        std::string("  ") + T + " v = lim_any<" + T + ">();\n  int p;\n  unsigned m = __match_all_sync(~0u, v, &p);\n  (void)m;\n");
  }
  for (const char *Fn : {"__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync"})
    for (const char *T : {"int", "unsigned"})
      add(Out, "warp", std::string(Fn) + " on " + T,
          std::string("  ") + T + " v = " + Fn + "(~0u, lim_any<" + T + ">());\n  (void)v;\n");
  for (const char *Fn : {"__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync"})
    add(Out, "warp", Fn, std::string("  unsigned v = ") + Fn + "(~0u, 1u);\n  (void)v;\n");
  add(Out, "warp", "__ballot_sync", "  unsigned b = __ballot_sync(~0u, threadIdx.x & 1);\n  (void)b;\n");
  add(Out, "warp", "__all_sync and __any_sync",
      "  int a = __all_sync(~0u, threadIdx.x < 8) + __any_sync(~0u, threadIdx.x < 8);\n  (void)a;\n");
  add(Out, "warp", "__uni_sync", "  int a = __uni_sync(~0u, threadIdx.x < 8);\n  (void)a;\n");
  add(Out, "warp", "__activemask and __syncwarp",
      "  unsigned m = __activemask();\n  __syncwarp(m);\n  __syncwarp();\n");
  add(Out, "warp", "__popc of a ballot",
      "  int n = __popc(__ballot_sync(__activemask(), threadIdx.x % 3 == 0));\n  (void)n;\n");
  add(Out, "warp", "__fns and __ffs", "  unsigned n = __fns(~0u, 0, 1) + __ffs(5);\n  (void)n;\n");
  add(Out, "warp", "warpSize", "  int n = warpSize;\n  (void)n;\n");
  add(Out, "warp", "lane id from %laneid",
      "  unsigned lane;\n  asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(lane));\n  (void)lane;\n");
}

/// Clocks and timers.
void timers(std::vector<Construct> &Out) {
  add(Out, "timers", "clock()", "  clock_t t = clock();\n  (void)t;\n");
  add(Out, "timers", "clock64()", "  long long t = clock64();\n  (void)t;\n");
  add(Out, "timers", "clock() difference in a long long",
      "  long long t0 = clock();\n  long long t1 = clock() - t0;\n  (void)t1;\n");
  add(Out, "timers", "%globaltimer in inline asm",
      "  unsigned long long t;\n  asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t));\n  (void)t;\n");
  add(Out, "timers", "%globaltimer_lo",
      "  unsigned t;\n  asm volatile(\"mov.u32 %0, %%globaltimer_lo;\" : \"=r\"(t));\n  (void)t;\n");
  add(Out, "timers", "%clock64 in inline asm",
      "  unsigned long long t;\n  asm volatile(\"mov.u64 %0, %%clock64;\" : \"=l\"(t));\n  (void)t;\n");
  add(Out, "timers", "%smid", "  unsigned s;\n  asm(\"mov.u32 %0, %%smid;\" : \"=r\"(s));\n  (void)s;\n");
  add(Out, "timers", "__nanosleep", "  __nanosleep(100);\n");
  add(Out, "timers", "clock() in a host function", "  clock_t t = clock();\n  (void)t;\n",
      Place::Host);
}

} // namespace

void addCollectiveConstructs(std::vector<Construct> &Out);
void addLanguageConstructs(std::vector<Construct> &Out);

std::vector<Construct> writtenConstructs() {
  std::vector<Construct> Out;
  narrowFloats(Out);
  warpCollectives(Out);
  timers(Out);
  addCollectiveConstructs(Out);
  addLanguageConstructs(Out);
  return Out;
}

std::vector<Group> groups() {
  const std::vector<std::string> Runtime = {"<cuda_runtime.h>"};
  const std::vector<std::string> Narrow = {"<cuda_fp16.h>", "<cuda_bf16.h>"};
  return {
      {"math", {"<math.h>"}},
      {"math-host", {"<math.h>"}},
      {"math-std", {"<cmath>"}},
      {"math-std-host", {"<cmath>"}},
      {"intrinsics", Runtime},
      {"cache-hints", Runtime},
      {"atomics", Narrow},
      {"fp16", {"<cuda_fp16.h>"}},
      {"bf16", Narrow},
      {"fp8", {"<cuda_fp8.h>"}},
      {"fp6-fp4", {"<cuda_fp6.h>", "<cuda_fp4.h>"}},
      {"runtime-api", Runtime},
      {"warp", Narrow},
      {"timers", {"<ctime>"}},
      {"cooperative-groups",
       {"<cooperative_groups.h>", "<cooperative_groups/reduce.h>",
        "<cooperative_groups/scan.h>", "<cooperative_groups/memcpy_async.h>",
        "<cuda/atomic>", "<cuda/barrier>"}},
      {"cub", {"<cub/cub.cuh>"}},
      {"libcu++",
       {"<cuda/std/array>", "<cuda/std/atomic>", "<cuda/std/limits>", "<cuda/std/complex>",
        "<cuda/std/span>", "<cuda/std/tuple>", "<cuda/std/utility>", "<cuda/std/bit>",
        "<cuda/std/optional>", "<cuda/std/functional>", "<cuda/atomic>", "<cuda/pipeline>",
        "<cuda/barrier>", "<cuda/cmath>", "<cooperative_groups.h>"}},
      {"packed", {"<cuda_bf16.h>", "<cuda_fp16.h>"}},
      {"language", {"<cstdio>", "<cassert>", "<cstdint>", "<cstdlib>", "<math.h>", "<algorithm>"}},
      {"host-code", {"<math.h>", "<cstdio>", "<cuda_runtime.h>", "<vector>"}},
      {"implicit-includes", {}},
  };
}

GeneratedFile generate(const Group &G, const std::vector<const Construct *> &Items) {
  GeneratedFile Out;
  std::string &T = Out.Text;
  T += "// Generated by limiter's differential parse test (tests/parity): group " + G.Name + "\n";
  for (const std::string &Include : G.Includes)
    T += "#include " + Include + "\n";
  // A value of any parameter type, never evaluated at run time: the test only compiles.
  T += "template <class T> struct LimAnyOf {\n"
       "  __host__ __device__ static T get() { return *reinterpret_cast<T *>(256ul); }\n"
       "};\n"
       "template <class T> struct LimAnyOf<T &> {\n"
       "  __host__ __device__ static T &get() { return *reinterpret_cast<T *>(256ul); }\n"
       "};\n"
       "template <class T> __host__ __device__ decltype(auto) lim_any() {\n"
       "  return LimAnyOf<T>::get();\n"
       "}\n";
  auto Line = [&] { return 1 + static_cast<unsigned>(std::count(T.begin(), T.end(), '\n')); };
  for (size_t I = 0; I < Items.size(); ++I) {
    const Construct &C = *Items[I];
    std::string Id = "lim_c" + std::to_string(I);
    Out.Lines.push_back(Line());
    switch (C.Where) {
    case Place::Kernel:
      T += "__global__ void " + Id + "() {\n" + C.Text + "}\n";
      break;
    case Place::Host:
      T += "void " + Id + "() {\n" + C.Text + "}\n";
      break;
    case Place::File: {
      std::string Text = C.Text;
      for (size_t At; (At = Text.find('@')) != std::string::npos;)
        Text.replace(At, 1, Id);
      T += Text;
      break;
    }
    }
  }
  Out.Lines.push_back(Line());
  return Out;
}

} // namespace limiter::parity
