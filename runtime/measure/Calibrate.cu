// The device's ceilings: read from the cache, or measured on the GPU (a copy over many times
// the L2, fp32 FMA chains on every lane) and cached.

#include "limiter/runtime/Calibrate.h"

#include "limiter/runtime/Results.h"

#include <algorithm>
#include <ctime>
#include <cuda_runtime.h>
#include <stdexcept>
#include <vector>

namespace limiter {
namespace {

constexpr unsigned Samples = 20;
constexpr int FmaChains = 8;
constexpr int FmaIterations = 1 << 13;
constexpr int BlockSize = 256;

/// Grid-stride copy, 16 bytes per thread per step.
__global__ void copyKernel(const float4 *__restrict__ In, float4 *__restrict__ Out,
                           std::size_t Count) {
  std::size_t Stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t I = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; I < Count;
       I += Stride)
    Out[I] = In[I];
}

/// FmaChains independent chains of FmaIterations dependent FMAs per thread: enough
/// independent work to fill the pipelines. The sum is stored only when it equals a value it
/// never takes, so the chains stay and memory stays out of the measurement.
__global__ void fmaKernel(float *Out, float Seed, float Scale, float Offset) {
  float Chain[FmaChains];
#pragma unroll
  for (int C = 0; C < FmaChains; ++C)
    Chain[C] = Seed + static_cast<float>(threadIdx.x + C);
  for (int I = 0; I < FmaIterations; ++I) {
#pragma unroll
    for (int C = 0; C < FmaChains; ++C)
      Chain[C] = fmaf(Chain[C], Scale, Offset);
  }
  float Sum = 0;
#pragma unroll
  for (int C = 0; C < FmaChains; ++C)
    Sum += Chain[C];
  if (Sum == -1.0f)
    Out[threadIdx.x] = Sum;
}

void check(cudaError_t Status, const char *What) {
  if (Status != cudaSuccess)
    throw std::runtime_error(std::string(What) + ": " + cudaGetErrorName(Status) + ": " +
                             cudaGetErrorString(Status));
}

/// Milliseconds of each of Samples runs of Work, after three unmeasured ones.
template <class F> SampleStats timeIt(cudaStream_t Stream, F &&Work) {
  cudaEvent_t Start, Stop;
  check(cudaEventCreate(&Start), "cudaEventCreate");
  check(cudaEventCreate(&Stop), "cudaEventCreate");
  for (int I = 0; I < 3; ++I)
    Work();
  std::vector<double> Ms;
  for (unsigned I = 0; I < Samples; ++I) {
    check(cudaEventRecord(Start, Stream), "cudaEventRecord");
    Work();
    check(cudaEventRecord(Stop, Stream), "cudaEventRecord");
    check(cudaEventSynchronize(Stop), "cudaEventSynchronize");
    float T = 0;
    check(cudaEventElapsedTime(&T, Start, Stop), "cudaEventElapsedTime");
    Ms.push_back(T);
  }
  cudaEventDestroy(Start);
  cudaEventDestroy(Stop);
  return summarize(Ms);
}

std::string utcNow() {
  std::time_t Now = std::time(nullptr);
  char Buffer[32];
  std::strftime(Buffer, sizeof(Buffer), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  return Buffer;
}

Calibration measure(int Device, const cudaDeviceProp &Prop) {
  Calibration C;
  C.Device = Prop.name;
  C.Uuid = formatGpuUuid(Prop.uuid.bytes);
  check(cudaDriverGetVersion(&C.DriverVersion), "cudaDriverGetVersion");
  C.Samples = Samples;
  C.MeasuredAt = utcNow();
  check(cudaSetDevice(Device), "cudaSetDevice");
  cudaStream_t Stream;
  check(cudaStreamCreateWithFlags(&Stream, cudaStreamNonBlocking), "cudaStreamCreate");

  // Copy: 16 times the L2, at least 256 MiB, at most 1 GiB and a third of free memory.
  std::size_t Free = 0, Total = 0;
  check(cudaMemGetInfo(&Free, &Total), "cudaMemGetInfo");
  std::size_t Bytes = std::max<std::size_t>(std::size_t(16) * Prop.l2CacheSize, 256u << 20);
  Bytes = std::min({Bytes, std::size_t(1) << 30, Free / 3}) & ~std::size_t(4095);
  void *In = nullptr, *Out = nullptr;
  check(cudaMalloc(&In, Bytes), "cudaMalloc");
  check(cudaMalloc(&Out, Bytes), "cudaMalloc");
  check(cudaMemsetAsync(In, 1, Bytes, Stream), "cudaMemset");
  SampleStats Memcpy = timeIt(Stream, [&] {
    check(cudaMemcpyAsync(Out, In, Bytes, cudaMemcpyDeviceToDevice, Stream), "cudaMemcpyAsync");
  });
  int CopyBlocks = 0;
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&CopyBlocks, copyKernel, BlockSize, 0),
        "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
  SampleStats Kernel = timeIt(Stream, [&] {
    copyKernel<<<Prop.multiProcessorCount * CopyBlocks, BlockSize, 0, Stream>>>(
        static_cast<const float4 *>(In), static_cast<float4 *>(Out), Bytes / sizeof(float4));
    check(cudaGetLastError(), "copy kernel launch");
  });
  const SampleStats &Best = Memcpy.MedianMs <= Kernel.MedianMs ? Memcpy : Kernel;
  C.CopyBandwidth = 2.0 * static_cast<double>(Bytes) / (Best.MedianMs / 1000);
  C.CopyRelStdDev = Best.RelStdDev;
  cudaFree(In);
  cudaFree(Out);

  // FMA: every multiprocessor full of blocks.
  int FmaBlocks = 0;
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&FmaBlocks, fmaKernel, BlockSize, 0),
        "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
  float *Sink = nullptr;
  check(cudaMalloc(&Sink, BlockSize * sizeof(float)), "cudaMalloc");
  int Blocks = Prop.multiProcessorCount * FmaBlocks;
  SampleStats Fma = timeIt(Stream, [&] {
    fmaKernel<<<Blocks, BlockSize, 0, Stream>>>(Sink, 0.5f, 0.999f, 0.001f);
    check(cudaGetLastError(), "FMA kernel launch");
  });
  double Flops = 2.0 * FmaChains * FmaIterations * static_cast<double>(Blocks) * BlockSize;
  C.FmaThroughput = Flops / (Fma.MedianMs / 1000);
  C.FmaRelStdDev = Fma.RelStdDev;
  cudaFree(Sink);
  check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
  cudaStreamDestroy(Stream);
  return C;
}

} // namespace

std::optional<Calibration> calibrateDevice(const CalibrateOptions &Options, std::string &Error,
                                           bool *Measured) {
  try {
    cudaDeviceProp Prop{};
    check(cudaGetDeviceProperties(&Prop, Options.Device), "cudaGetDeviceProperties");
    int Driver = 0;
    check(cudaDriverGetVersion(&Driver), "cudaDriverGetVersion");
    if (!Options.Refresh)
      if (std::optional<Calibration> Cached =
              loadCalibration(Options.CacheDir, formatGpuUuid(Prop.uuid.bytes), Driver)) {
        if (Measured)
          *Measured = false;
        return Cached;
      }
    Calibration C = measure(Options.Device, Prop);
    std::string Ignored;
    storeCalibration(Options.CacheDir, C, Ignored);
    if (Measured)
      *Measured = true;
    return C;
  } catch (const std::exception &E) {
    Error = E.what();
    cudaGetLastError();
    return std::nullopt;
  }
}

} // namespace limiter
