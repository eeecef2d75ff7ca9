// `limiter analyze FILE`: finds the kernel's experiment config, generates its bundle (or reuses
// a current one) and runs it, `limiter generate` and `limiter run` in one step.

#include "AnalyzeCommand.h"

#include "CommonOptions.h"
#include "DiagnosticPrinter.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

namespace limiter {

void addAnalyzeCommand(CLI::App &App, AnalyzeCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "analyze", "Generate the variants of a kernel, time them on the GPU and report what "
                 "limits it: `limiter generate` and `limiter run` in one step.");
  GenerateCommandOptions &G = Options.Generate;
  Cmd->add_option("FILE", G.File, "The .cu file")->required();
  Cmd->add_option("--kernel,-k", G.Kernel, "The kernel (needed when the file has several)");
  Cmd->add_option("--config,-c", G.Config,
                  "Experiment config (default: the one under experiments/ for this file and "
                  "kernel)");
  Cmd->add_option("--experiments", Options.ExperimentDirs,
                  "Where to look for the config (default: ./experiments and experiments/ "
                  "beside or above FILE)");
  Cmd->add_option("-o,--output", G.OutputDir,
                  "Bundle directory; the results go there too (default: "
                  "FILE-STEM.KERNEL.limiter)");
  Cmd->add_option("-p", G.CompileCommandsDir, "Build directory holding compile_commands.json");
  addClangLocationOptions(*Cmd, G.CudaPath, G.ResourceDir);
  Cmd->add_flag("--regenerate", Options.Regenerate,
                "Generate the bundle even when the one in the output directory is current");
  addRunOptions(*Cmd, Options.Run);
  addSetOption(*Cmd, Options.Run.Measure);
  Cmd->footer("Compiler arguments go after `--`, as for `limiter kernels`.");
}

int runAnalyzeCommand(AnalyzeCommandOptions Options) {
  GenerateCommandOptions &G = Options.Generate;
  G.WhatIfs = Options.Run.Measure.WhatIfs; // made only where they are timed
  if (G.Config.empty()) {
    std::vector<std::string> Dirs =
        Options.ExperimentDirs.empty() ? defaultExperimentDirs(G.File) : Options.ExperimentDirs;
    DiagnosticList Diags;
    std::optional<std::string> Found = findExperimentFor(G.File, G.Kernel, Dirs, Diags);
    printDiagnostics(std::cerr, Diags);
    if (!Found)
      return toInt(Diags.exitCode());
    G.Config = *Found;
    std::cout << "config " << G.Config << '\n';
  }
  // The config names the kernel; the bundle goes where `limiter generate` would put it.
  DiagnosticList Diags;
  std::optional<ExperimentConfig> Config = loadExperiment(G.Config, Diags);
  if (!Config) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  G.Kernel = Config->Kernel;
  if (G.OutputDir.empty()) {
    std::string Name = Config->Kernel.substr(Config->Kernel.rfind(':') + 1);
    G.OutputDir = std::filesystem::path(G.File).stem().string() + "." + Name + ".limiter";
  }
  std::string Bundle = G.OutputDir, Why;
  if (!Options.Regenerate &&
      bundleIsCurrent(Bundle, requestKey(bundleRequestFor(G, &*Config)), Why)) {
    std::cout << "bundle " << Bundle << " is current (same source, headers, config and "
              << "options); reusing it\n";
  } else {
    if (!Options.Regenerate)
      std::cout << "generating: " << Why << '\n';
    int Status = generateBundleForCommand(G, &*Config, Bundle);
    if (Status != 0)
      return Status;
  }
  Options.Run.Measure.BundleDir = Bundle;
  int Status = runRunCommand(Options.Run, &*Config); // The config read once, handed down.
  if (Status == toInt(ExitCode::NoGpu))
    std::cerr << "limiter analyze: the bundle is ready: on a machine with a GPU, run `limiter "
                 "run "
              << Bundle << "`\n";
  return Status;
}

} // namespace limiter
