#include "limiter/support/Diagnostic.h"

#include <array>
#include <cstdio>

namespace limiter {
namespace {

struct DiagInfo {
  DiagId Id;
  std::string_view Name;
  ExitCode Exit;
};

// Data, not code: one row per id, in id order.
constexpr std::array<DiagInfo, 11> DiagTable{{
    {DiagId::InputUnreadable, "input-unreadable", ExitCode::BadInput},
    {DiagId::SourceDoesNotCompile, "source-does-not-compile", ExitCode::SourceError},
    {DiagId::NoKernelInFile, "no-kernel-in-file", ExitCode::BadInput},
    {DiagId::KernelNotFound, "kernel-not-found", ExitCode::BadInput},
    {DiagId::CudaInstallationMissing, "cuda-installation-missing", ExitCode::Environment},
    {DiagId::ClangCudaHeadersMissing, "clang-cuda-headers-missing", ExitCode::Environment},
    {DiagId::CompilationDatabase, "compilation-database", ExitCode::BadInput},
    {DiagId::NvccFlagIgnored, "nvcc-flag-ignored", ExitCode::Ok},
    {DiagId::NoGpu, "no-gpu", ExitCode::NoGpu},
    {DiagId::CudaRuntimeError, "cuda-runtime-error", ExitCode::InternalError},
    {DiagId::FeatureNotBuilt, "feature-not-built", ExitCode::Environment},
}};

constexpr bool isInIdOrder() {
  for (std::size_t I = 0; I < DiagTable.size(); ++I)
    if (static_cast<std::size_t>(DiagTable[I].Id) != I + 1)
      return false;
  return true;
}
static_assert(isInIdOrder(), "DiagTable rows must follow DiagId values");

const DiagInfo &infoOf(DiagId Id) {
  return DiagTable.at(static_cast<std::size_t>(static_cast<int>(Id) - 1));
}

} // namespace

std::string formatId(DiagId Id) {
  char Buffer[16];
  std::snprintf(Buffer, sizeof(Buffer), "LIM%03d", static_cast<int>(Id));
  return Buffer;
}

ExitCode exitCodeFor(DiagId Id) { return infoOf(Id).Exit; }

std::string_view nameOf(DiagId Id) { return infoOf(Id).Name; }

Diagnostic &DiagnosticList::error(DiagId Id, Location Where, std::string Message,
                                  std::string Hint) {
  Items.push_back({Id, Severity::Error, std::move(Where), std::move(Message), std::move(Hint), {}});
  return Items.back();
}

Diagnostic &DiagnosticList::warning(DiagId Id, Location Where, std::string Message,
                                    std::string Hint) {
  Items.push_back(
      {Id, Severity::Warning, std::move(Where), std::move(Message), std::move(Hint), {}});
  return Items.back();
}

bool DiagnosticList::hasErrors() const { return exitCode() != ExitCode::Ok; }

ExitCode DiagnosticList::exitCode() const {
  for (const Diagnostic &D : Items)
    if (D.Level == Severity::Error)
      return exitCodeFor(D.Id) == ExitCode::Ok ? ExitCode::InternalError : exitCodeFor(D.Id);
  return ExitCode::Ok;
}

} // namespace limiter
