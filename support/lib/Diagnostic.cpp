// The table of diagnostic ids with their names and exit codes, and DiagnosticList.

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
constexpr std::array<DiagInfo, 49> DiagTable{{
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
    {DiagId::OutputUnwritable, "output-unwritable", ExitCode::BadInput},
    {DiagId::BundleDoesNotCompile, "bundle-does-not-compile", ExitCode::BuildFailure},
    {DiagId::CountsUnavailable, "counts-unavailable", ExitCode::Ok},
    {DiagId::ParseRepaired, "parse-repaired", ExitCode::Ok},
    {DiagId::ManifestInvalid, "manifest-invalid", ExitCode::BadInput},
    {DiagId::OutputBusy, "output-busy", ExitCode::BadInput},
    {DiagId::SchedulerUnavailable, "scheduler-unavailable", ExitCode::Environment},
    {DiagId::TaskListInvalid, "task-list-invalid", ExitCode::BadInput},
    {DiagId::InjectionNotLoaded, "injection-not-loaded", ExitCode::Environment},
    {DiagId::KernelNotLaunched, "kernel-not-launched", ExitCode::BadInput},
    {DiagId::LaunchNotMeasured, "launch-not-measured", ExitCode::VariantFault},
    {DiagId::CheckpointFailed, "checkpoint-failed", ExitCode::Environment},
    {DiagId::LaunchNotSupported, "launch-not-supported", ExitCode::Environment},
    {DiagId::KernelSourceMismatch, "kernel-source-mismatch", ExitCode::BadInput},
    {DiagId::ParseCrashed, "parse-crashed", ExitCode::InternalError},
    {DiagId::UnknownPointerOrigin, "unknown-pointer-origin", ExitCode::BadInput},
    {DiagId::MemoryByReference, "memory-by-reference", ExitCode::BadInput},
    {DiagId::MacroNotRewritten, "macro-not-rewritten", ExitCode::BadInput},
    {DiagId::StoreNotGuardable, "store-not-guardable", ExitCode::BadInput},
    {DiagId::InlineAsmMemory, "inline-asm-memory", ExitCode::BadInput},
    {DiagId::IndirectCall, "indirect-call", ExitCode::BadInput},
    {DiagId::HelperNotCloned, "helper-not-cloned", ExitCode::BadInput},
    {DiagId::UnsupportedMemoryOp, "unsupported-memory-operation", ExitCode::BadInput},
    {DiagId::HelperDefinedAfterKernel, "helper-defined-after-kernel", ExitCode::BadInput},
    {DiagId::DeviceLaunch, "device-launch", ExitCode::BadInput},
    {DiagId::MacroExpanded, "macro-expanded", ExitCode::Ok},
    {DiagId::CompiledCodeDiffers, "compiled-code-differs", ExitCode::Ok},
    {DiagId::AccessorInlined, "accessor-inlined", ExitCode::Ok},
    {DiagId::ConfigUnreadable, "config-unreadable", ExitCode::BadInput},
    {DiagId::ConfigMissingKey, "config-missing-key", ExitCode::BadInput},
    {DiagId::ConfigWrongType, "config-wrong-type", ExitCode::BadInput},
    {DiagId::ConfigUnknownFill, "config-unknown-fill", ExitCode::BadInput},
    {DiagId::ConfigBadExpression, "config-bad-expression", ExitCode::BadInput},
    {DiagId::ConfigUnknownParameter, "config-unknown-parameter", ExitCode::BadInput},
    {DiagId::ConfigMissingParameter, "config-missing-parameter", ExitCode::BadInput},
    {DiagId::ConfigTemplateArgs, "config-template-args", ExitCode::BadInput},
    {DiagId::ConfigNotFound, "config-not-found", ExitCode::BadInput},
    {DiagId::ConfigAmbiguous, "config-ambiguous", ExitCode::BadInput},
}};

constexpr bool isInIdOrder() {
  for (std::size_t I = 1; I < DiagTable.size(); ++I)
    if (static_cast<int>(DiagTable[I - 1].Id) >= static_cast<int>(DiagTable[I].Id))
      return false;
  return true;
}
static_assert(isInIdOrder(), "DiagTable rows must be in increasing id order, each id once");

const DiagInfo &infoOf(DiagId Id) {
  for (const DiagInfo &Info : DiagTable)
    if (Info.Id == Id)
      return Info;
  return DiagTable.front(); // Unreachable while every DiagId has a row (tested).
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
