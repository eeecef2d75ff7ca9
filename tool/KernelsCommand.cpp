// `limiter kernels FILE`: the kernels a CUDA file defines, their parameters and which pointers
// each reads and writes, as text or JSON.

#include "KernelsCommand.h"

#include "CommonOptions.h"
#include "DiagnosticPrinter.h"
#include "limiter/support/ExitCode.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>

#ifdef LIMITER_HAVE_CLANG
#include "limiter/rewriters/KernelDiscovery.h"
#endif

namespace limiter {

void addKernelsCommand(CLI::App &App, KernelsCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "kernels", "List the __global__ kernels a CUDA file defines: template parameters, "
                 "parameters, and which pointers each kernel reads and writes.");
  Cmd->add_option("FILE", Options.File, "The .cu file")->required();
  Cmd->add_option("--kernel,-k", Options.Kernel, "Show only this kernel");
  Cmd->add_flag("--json", Options.Json, "Print JSON (schema limiter/kernels, version 1)");
  Cmd->add_option("-p", Options.CompileCommandsDir,
                  "Build directory holding compile_commands.json");
  addClangLocationOptions(*Cmd, Options.CudaPath, Options.ResourceDir,
                          "CUDA installation to parse against (default: CUDA_PATH, "
                          "/usr/local/cuda, nvcc on PATH)",
                          "Clang resource directory (default: the one found at build time)");
  Cmd->footer("Compiler arguments go after `--`, as clang tools take them: -I, -D, -std=, "
              "--cuda-gpu-arch=sm_90 (nvcc's -arch=sm_90 and -gencode are understood too).");
}

#ifdef LIMITER_HAVE_CLANG
namespace {

nlohmann::ordered_json toJson(const KernelParamInfo &P) {
  nlohmann::ordered_json J = {{"name", P.Name}, {"type", P.Type}, {"pointer", P.IsPointer}};
  if (P.IsPointer) {
    J["access"] = toString(P.Access);
    J["exact"] = P.Uncertainties.empty();
    J["uncertainties"] = P.Uncertainties;
  }
  if (!P.PointerFields.empty()) {
    J["pointer_fields"] = nlohmann::ordered_json::array();
    for (const auto &F : P.PointerFields)
      J["pointer_fields"].push_back({{"name", F.Field},
                                     {"type", F.Type},
                                     {"access", toString(F.Access)},
                                     {"exact", F.Uncertainties.empty()},
                                     {"uncertainties", F.Uncertainties}});
  }
  return J;
}

nlohmann::ordered_json toJson(const KernelInfo &K) {
  nlohmann::ordered_json Params = nlohmann::ordered_json::array();
  for (const KernelParamInfo &P : K.Params)
    Params.push_back(toJson(P));
  nlohmann::ordered_json Template = nlohmann::ordered_json::array();
  for (const TemplateParamInfo &T : K.TemplateParams) {
    static constexpr const char *Kinds[] = {"type", "non-type", "template"};
    Template.push_back({{"kind", Kinds[static_cast<int>(T.ParamKind)]},
                        {"name", T.Name},
                        {"type", T.Type},
                        {"default", T.Default},
                        {"pack", T.IsPack}});
  }
  return {{"name", K.Name},
          {"qualified_name", K.QualifiedName},
          {"file", K.Where.File},
          {"line", K.Where.Line},
          {"column", K.Where.Column},
          {"template_parameters", Template},
          {"instantiations", K.Instantiations},
          {"parameters", Params}};
}

std::string accessText(MemoryAccess Access, bool Exact) {
  std::string Text(toString(Access));
  return Exact ? Text : Text + " (at least; see below)";
}

void printKernel(std::ostream &OS, const KernelInfo &K) {
  OS << K.QualifiedName << "  " << K.Where.File << ':' << K.Where.Line << '\n';
  if (K.isTemplate()) {
    OS << "  " << K.templateHeader() << '\n';
    if (!K.Instantiations.empty()) {
      std::string List;
      for (const std::string &I : K.Instantiations)
        List += (List.empty() ? "" : ", ") + K.Name + I;
      OS << "  instantiated as " << List << '\n';
    }
  }
  std::size_t TypeWidth = 4, NameWidth = 4;
  for (const KernelParamInfo &P : K.Params) {
    TypeWidth = std::max(TypeWidth, P.Type.size());
    NameWidth = std::max(NameWidth, P.Name.size());
    for (const auto &F : P.PointerFields) {
      TypeWidth = std::max(TypeWidth, F.Type.size());
      NameWidth = std::max(NameWidth, P.Name.size() + 1 + F.Field.size());
    }
  }
  std::vector<std::string> Footnotes;
  for (const KernelParamInfo &P : K.Params) {
    std::string What = P.IsPointer ? accessText(P.Access, P.Uncertainties.empty()) : "value";
    OS << fmt::format("    {:<{}}  {:<{}}  {}\n", P.Type, TypeWidth, P.Name, NameWidth, What);
    for (const std::string &U : P.Uncertainties)
      Footnotes.push_back(P.Name + ": " + U);
    for (const auto &F : P.PointerFields) {
      OS << fmt::format("    {:<{}}  {:<{}}  {}\n", F.Type, TypeWidth, P.Name + "." + F.Field,
                        NameWidth, accessText(F.Access, F.Uncertainties.empty()));
      for (const std::string &U : F.Uncertainties)
        Footnotes.push_back(P.Name + "." + F.Field + ": " + U);
    }
  }
  for (const std::string &F : Footnotes)
    OS << "    ! " << F << '\n';
}

} // namespace

int runKernelsCommand(const KernelsCommandOptions &Options) {
  ParseOptions Parse;
  Parse.File = Options.File;
  Parse.CompilerArgs = Options.CompilerArgs;
  Parse.CompileCommandsDir = Options.CompileCommandsDir;
  Parse.CudaPath = Options.CudaPath;
  Parse.ResourceDir = Options.ResourceDir;
  DiagnosticList Diags;
  std::optional<std::vector<KernelInfo>> Kernels = discoverKernels(Parse, Options.Kernel, Diags);
  printDiagnostics(std::cerr, Diags);
  if (Options.Json) {
    nlohmann::ordered_json Out = {{"schema", "limiter/kernels"},
                                  {"version", 1},
                                  {"file", Options.File},
                                  {"kernels", nlohmann::ordered_json::array()},
                                  {"diagnostics", limiter::toJson(Diags)}};
    for (const KernelInfo &K : Kernels.value_or(std::vector<KernelInfo>{}))
      Out["kernels"].push_back(toJson(K));
    std::cout << Out.dump(2) << '\n';
  } else if (Kernels) {
    for (std::size_t I = 0; I < Kernels->size(); ++I) {
      if (I)
        std::cout << '\n';
      printKernel(std::cout, (*Kernels)[I]);
    }
  }
  return toInt(Diags.exitCode());
}

#else

int runKernelsCommand(const KernelsCommandOptions &) {
  return reportFeatureNotBuilt(
      "the rewriter", "LIMITER_WITH_CLANG",
      "rebuild with the Clang/LLVM 22 development packages installed (scripts/setup.sh does this)");
}

#endif

} // namespace limiter
