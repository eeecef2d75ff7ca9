// The driver API entry points, fetched once, and the owners of device memory, events and
// modules (Driver.h).

#include "measure/Driver.h"

#include "limiter/support/EntryNames.h"

#include <optional>
#include <utility>
#include <vector>

namespace limiter {
namespace {

template <class F> void fetch(F &Out, const char *Name) {
  void *Pointer = nullptr;
  cudaDriverEntryPointQueryResult Found{};
  if (cudaGetDriverEntryPointByVersion(Name, &Pointer, 12000, cudaEnableDefault, &Found) !=
          cudaSuccess ||
      Found != cudaDriverEntryPointSuccess || !Pointer)
    throw CudaError(std::string("the CUDA driver does not provide ") + Name);
  Out = reinterpret_cast<F>(Pointer);
}

template <class F> void fetchIfThere(F &Out, const char *Name) {
  void *Pointer = nullptr;
  cudaDriverEntryPointQueryResult Found{};
  if (cudaGetDriverEntryPointByVersion(Name, &Pointer, 12040, cudaEnableDefault, &Found) ==
          cudaSuccess &&
      Found == cudaDriverEntryPointSuccess)
    Out = reinterpret_cast<F>(Pointer);
}

Driver loadDriver() {
  Driver D;
  fetch(D.GetErrorName, "cuGetErrorName");
  fetch(D.GetErrorString, "cuGetErrorString");
  fetch(D.ModuleLoad, "cuModuleLoad");
  fetch(D.ModuleUnload, "cuModuleUnload");
  fetch(D.ModuleGetFunction, "cuModuleGetFunction");
  fetch(D.ModuleGetGlobal, "cuModuleGetGlobal");
  fetch(D.FuncGetAttribute, "cuFuncGetAttribute");
  fetch(D.FuncSetAttribute, "cuFuncSetAttribute");
  fetch(D.Occupancy, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
  fetch(D.MemcpyHtoD, "cuMemcpyHtoD");
  fetch(D.LaunchKernel, "cuLaunchKernel");
  fetchIfThere(D.ModuleGetFunctionCount, "cuModuleGetFunctionCount");
  fetchIfThere(D.ModuleEnumerateFunctions, "cuModuleEnumerateFunctions");
  fetchIfThere(D.FuncGetName, "cuFuncGetName");
  return D;
}

} // namespace

const Driver &Driver::get() {
  static const Driver Instance = loadDriver();
  return Instance;
}

void check(cudaError_t Status, const char *Call, int Line) {
  if (Status != cudaSuccess)
    throw CudaError(std::string(Call) + " (line " + std::to_string(Line) +
                    "): " + cudaGetErrorName(Status) + ": " + cudaGetErrorString(Status));
}

std::string driverErrorText(CUresult Status) {
  const char *Name = nullptr, *Text = nullptr;
  Driver::get().GetErrorName(Status, &Name);
  Driver::get().GetErrorString(Status, &Text);
  return std::string(Name ? Name : "?") + ": " + (Text ? Text : "?");
}

void check(CUresult Status, const char *Call, int Line) {
  if (Status != CUDA_SUCCESS)
    throw CudaError(std::string(Call) + " (line " + std::to_string(Line) +
                    "): " + driverErrorText(Status));
}

CUresult functionOf(CUfunction *Out, CUmodule Module, const std::string &Entry) {
  const Driver &D = Driver::get();
  CUresult Status = D.ModuleGetFunction(Out, Module, Entry.c_str());
  if (Status != CUDA_ERROR_NOT_FOUND || !D.ModuleGetFunctionCount || !D.ModuleEnumerateFunctions ||
      !D.FuncGetName)
    return Status;
  unsigned Count = 0;
  if (D.ModuleGetFunctionCount(&Count, Module) != CUDA_SUCCESS)
    return Status;
  std::vector<CUfunction> All(Count);
  if (D.ModuleEnumerateFunctions(All.data(), Count, Module) != CUDA_SUCCESS)
    return Status;
  std::vector<std::string> Names;
  for (CUfunction F : All) {
    const char *Name = nullptr;
    if (D.FuncGetName(&Name, F) == CUDA_SUCCESS && Name)
      Names.push_back(Name);
  }
  std::optional<std::string> Found = resolveEntry(Entry, Names);
  return Found ? D.ModuleGetFunction(Out, Module, Found->c_str()) : Status;
}

DeviceBuffer::DeviceBuffer(std::size_t Bytes) : Bytes(Bytes) {
  LIM_CUDA(cudaMalloc(&Pointer, Bytes ? Bytes : 1));
}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&O) noexcept {
  std::swap(Pointer, O.Pointer);
  std::swap(Bytes, O.Bytes);
  return *this;
}

DeviceBuffer::~DeviceBuffer() {
  if (Pointer)
    cudaFree(Pointer); // No throw in a destructor.
}

Event::Event() { LIM_CUDA(cudaEventCreate(&E)); }

Event::~Event() { cudaEventDestroy(E); }

LoadedModule::~LoadedModule() {
  if (Module) // No throw: the status is not checked here.
    Driver::get().ModuleUnload(Module);
}

void LoadedModule::load(const std::string &Path) {
  CUmodule Loaded = nullptr;
  LIM_CUDA(Driver::get().ModuleLoad(&Loaded, Path.c_str()));
  if (Module)
    Driver::get().ModuleUnload(Module);
  Module = Loaded;
}

} // namespace limiter
