// The parse, the kernel model and the variant rules on CUDA kernels written from the input by a
// small grammar of kernel bodies of our own: loads and stores of global and shared memory,
// arithmetic, branches, loops, barriers, atomics, shuffles, helpers, packed accesses,
// static_assert and block-scope declarations. Each kernel is generated (without nvcc); a crash
// in the parse or the rules, caught as LIM026, aborts so that the fuzzer keeps the input.
#include "FuzzScratch.h"

#include "limiter/rewriters/Generate.h"

#include <cstdlib>
#include <string>

using namespace limiter;

namespace {

/// Reads choices from the input, zero once it is used up.
class Choices {
public:
  Choices(const std::uint8_t *Data, std::size_t Size) : Data(Data), Size(Size) {}
  unsigned next(unsigned Count) { return At < Size ? Data[At++] % Count : 0; }
  bool done() const { return At >= Size; }

private:
  const std::uint8_t *Data;
  std::size_t Size, At = 0;
};

std::string value(Choices &C, int Depth);

std::string leaf(Choices &C) {
  static const char *Leaves[] = {"in[i]", "x", "acc", "s[threadIdx.x]", "2.0f", "(float)n",
                                 "in[(i + 1) % n]", "__ldg(in + i)", "tile[threadIdx.x % 32]",
                                 "packed.x", "gain"};
  return Leaves[C.next(sizeof(Leaves) / sizeof(*Leaves))];
}

std::string value(Choices &C, int Depth) {
  if (Depth > 3)
    return leaf(C);
  switch (C.next(9)) {
  case 0:
    return value(C, Depth + 1) + " + " + value(C, Depth + 1);
  case 1:
    return value(C, Depth + 1) + " * " + value(C, Depth + 1);
  case 2:
    return "sqrtf(fabsf(" + value(C, Depth + 1) + "))";
  case 3:
    return "(" + value(C, Depth + 1) + " > 0.0f ? " + value(C, Depth + 1) + " : " +
           leaf(C) + ")";
  case 4:
    return "twice(" + value(C, Depth + 1) + ")";
  case 5:
    return "__shfl_down_sync(0xffffffffu, " + value(C, Depth + 1) + ", 1)";
  case 6:
    return "(float)(int)(" + value(C, Depth + 1) + ")";
  default:
    return leaf(C);
  }
}

std::string statements(Choices &C, int Depth);

std::string statement(Choices &C, int Depth) {
  switch (C.next(14)) {
  case 0:
    return "out[i] = " + value(C, 0) + ";\n";
  case 1:
    return "x = " + value(C, 0) + ";\n";
  case 2:
    return "acc += " + value(C, 0) + ";\n";
  case 3:
    return "s[threadIdx.x] = " + value(C, 0) + ";\n__syncthreads();\n";
  case 4:
    return Depth > 2 ? "x += 1.0f;\n"
                     : "if (" + value(C, 0) + " < x) {\n" + statements(C, Depth + 1) + "}\n";
  case 5:
    return Depth > 2 ? "acc *= 0.5f;\n"
                     : "for (int k = 0; k < 4; ++k) {\n" + statements(C, Depth + 1) + "}\n";
  case 6:
    return "atomicAdd(out + (i % 7), " + value(C, 0) + ");\n";
  case 7:
    return "static_assert(sizeof(float) == 4, \"float\");\n";
  case 8:
    return "{ namespace m = detail; using T = float; constexpr T c = 3; acc += m::half(c); }\n";
  case 9:
    return "packed = reinterpret_cast<const float4 *>(in)[i / 4];\n";
  case 10:
    return "reinterpret_cast<float4 *>(out)[i / 4] = make_float4(x, acc, packed.y, " +
           value(C, 0) + ");\n";
  case 11:
    return "__stcs(out + i, " + value(C, 0) + ");\n";
  case 12:
    return "if (i >= n) return;\n";
  default:
    return "tile[threadIdx.x % 32] = " + value(C, 0) + ";\n";
  }
}

std::string statements(Choices &C, int Depth) {
  std::string Out;
  for (unsigned N = 1 + C.next(4); N > 0 && !C.done(); --N)
    Out += statement(C, Depth);
  return Out.empty() ? "x += 1.0f;\n" : Out;
}

std::string kernelFrom(Choices &C) {
  std::string Body = statements(C, 0);
  while (!C.done())
    Body += statement(C, 0);
  return "namespace detail { __device__ inline float half(float v) { return v * 0.5f; } }\n"
         "__device__ float twice(float v) { return 2.0f * v; }\n"
         "__global__ void fuzzed(float *out, const float *in, float gain, int n) {\n"
         "__shared__ float s[256];\n__shared__ float tile[32];\n"
         "int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
         "float x = 0.0f, acc = 0.0f;\nfloat4 packed = make_float4(0, 0, 0, 0);\n" +
         Body + "out[0] = x + acc + packed.x;\n}\n";
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  if (Size > 256) // Longer inputs add statements, not new shapes: keep each run short.
    return 0;
  Choices C(Data, Size);
  std::string File = fuzz::writeScratch("kernel.cu", kernelFrom(C));
  GenerateOptions Options;
  Options.Parse.File = File;
  Options.Parse.ShowCompilerDiagnostics = false;
  Options.CompileCheck = false;
  Options.OutputDir = fuzz::scratchDir() + "/bundle";
  DiagnosticList Diags;
  generateBundle(Options, Diags);
  for (const Diagnostic &D : Diags.items())
    if (D.Id == DiagId::ParseCrashed || D.Id == DiagId::SourceDoesNotCompile)
      std::abort(); // The grammar writes only kernels that compile; a crash is a bug.
  return 0;
}
