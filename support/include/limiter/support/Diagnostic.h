// The diagnostics limiter emits: their stable ids, names and exit codes, and the list that
// library calls collect them in.

#ifndef LIMITER_SUPPORT_DIAGNOSTIC_H
#define LIMITER_SUPPORT_DIAGNOSTIC_H

#include "limiter/support/ExitCode.h"

#include <string>
#include <string_view>
#include <vector>

namespace limiter {

/// Every diagnostic limiter can emit. The numeric value is the stable id (`LIM001`); never
/// renumber, only append. LIM0xx: inputs and environment; LIM1xx: the rewriter. The table in
/// Diagnostic.cpp gives each its name and exit code; docs/diagnostics.md explains each.
enum class DiagId : int {
  InputUnreadable = 1,
  SourceDoesNotCompile = 2,
  NoKernelInFile = 3,
  KernelNotFound = 4,
  CudaInstallationMissing = 5,
  ClangCudaHeadersMissing = 6,
  CompilationDatabase = 7,
  NvccFlagIgnored = 8,
  NoGpu = 9,
  CudaRuntimeError = 10,
  FeatureNotBuilt = 11,
  OutputUnwritable = 12,
  BundleDoesNotCompile = 13,
  CountsUnavailable = 14,
  ParseRepaired = 15,
  ManifestInvalid = 16,
  OutputBusy = 17,
  SchedulerUnavailable = 18,
  TaskListInvalid = 19,
  InjectionNotLoaded = 20,
  KernelNotLaunched = 21,
  LaunchNotMeasured = 22,
  CheckpointFailed = 23,
  LaunchNotSupported = 24,
  KernelSourceMismatch = 25,
  ParseCrashed = 26,

  UnknownPointerOrigin = 101,
  MemoryByReference = 102,
  MacroNotRewritten = 103,
  StoreNotGuardable = 104,
  InlineAsmMemory = 105,
  IndirectCall = 106,
  HelperNotCloned = 107,
  UnsupportedMemoryOp = 108,
  HelperDefinedAfterKernel = 109,
  DeviceLaunch = 110,
  MacroExpanded = 111,
  CompiledCodeDiffers = 112,
  AccessorInlined = 113,

  ConfigUnreadable = 301,
  ConfigMissingKey = 302,
  ConfigWrongType = 303,
  ConfigUnknownFill = 304,
  ConfigBadExpression = 305,
  ConfigUnknownParameter = 306,
  ConfigMissingParameter = 307,
  ConfigTemplateArgs = 308,
  ConfigNotFound = 309,
  ConfigAmbiguous = 310,
};

enum class Severity { Note, Warning, Error };

/// A place in a file; Line and Column are 1-based, 0 when unknown.
struct Location {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

/// One message for the user: what happened, where, and what to do about it.
struct Diagnostic {
  DiagId Id;
  Severity Level = Severity::Error;
  Location Where;
  std::string Message; ///< One sentence: what happened.
  std::string Hint;    ///< One sentence: what the user can do; may be empty.
  std::vector<std::string> Notes;
};

/// "LIM004".
std::string formatId(DiagId Id);
/// The exit code an error with this id ends the command with.
ExitCode exitCodeFor(DiagId Id);
/// A short kebab-case name, e.g. "kernel-not-found".
std::string_view nameOf(DiagId Id);

/// Collects diagnostics from library calls; the command line decides how to print them.
class DiagnosticList {
public:
  void add(Diagnostic D) { Items.push_back(std::move(D)); }
  Diagnostic &error(DiagId Id, Location Where, std::string Message, std::string Hint = {});
  Diagnostic &warning(DiagId Id, Location Where, std::string Message, std::string Hint = {});

  bool hasErrors() const;
  /// The exit code of the first error, or Ok.
  ExitCode exitCode() const;
  const std::vector<Diagnostic> &items() const { return Items; }

private:
  std::vector<Diagnostic> Items;
};

} // namespace limiter

#endif
