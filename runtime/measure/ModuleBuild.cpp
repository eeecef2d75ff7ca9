// The bundle's module for the GPU at hand, compiled from variants.cu once and kept in the
// bundle (by `limiter run` and `limiter profile`).

#include "limiter/runtime/ModuleBuild.h"

#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <filesystem>
#include <unistd.h>

namespace limiter {

namespace fs = std::filesystem;

std::string bundleCubinPath(const std::string &BundleDir, int Major, int Minor,
                            const ModuleFlavour &Flavour) {
  return (fs::path(BundleDir) /
          ("variants.sm_" + std::to_string(Major) + std::to_string(Minor) +
           (Flavour.MaxRegisters > 0 ? ".maxreg" + std::to_string(Flavour.MaxRegisters) : "") +
           (Flavour.WhatIf.empty() ? "" : "." + Flavour.WhatIf) + ".cubin"))
      .string();
}

std::vector<std::string> moduleBuildCommand(const std::vector<std::string> &NvccFlags,
                                            const std::string &Nvcc, int Major, int Minor,
                                            const ModuleFlavour &Flavour,
                                            const std::string &Output) {
  std::vector<std::string> Argv = {Nvcc, "-cubin", "-O3", "-std=c++17",
                                   "-arch=sm_" + std::to_string(Major) + std::to_string(Minor)};
  Argv.insert(Argv.end(), NvccFlags.begin(), NvccFlags.end());
  // After the project's own -maxrregcount, which nvcc reads the last of.
  if (Flavour.MaxRegisters > 0)
    Argv.push_back("-maxrregcount=" + std::to_string(Flavour.MaxRegisters));
  Argv.insert(Argv.end(), Flavour.Flags.begin(), Flavour.Flags.end());
  Argv.insert(Argv.end(), {"variants.cu", "-o", Output});
  return Argv;
}

/// Compiles variants.cu for this GPU once (with Flavour's -maxrregcount or what-if flags); the
/// cubin stays in the bundle. The plain module's failure is LIM013; a capped or what-if one's
/// only a warning, its variants staying flagged.
bool buildBundleModule(const std::string &BundleDir, const std::vector<std::string> &NvccFlags,
                       const std::string &Nvcc, int Major, int Minor,
                       const ModuleFlavour &Flavour, DiagnosticList &Diags) {
  const int MaxRegisters = Flavour.MaxRegisters;
  fs::path Dir = BundleDir;
  fs::path Cubin = bundleCubinPath(BundleDir, Major, Minor, Flavour);
  if (fs::exists(Cubin))
    return true;
  std::string Temp = Cubin.string() + ".tmp-" + std::to_string(::getpid());
  std::string Arch = "-arch=sm_" + std::to_string(Major) + std::to_string(Minor);
  const bool Relocatable =
      std::find(NvccFlags.begin(), NvccFlags.end(), "-rdc=true") != NvccFlags.end();
  // Relocatable code (a kernel that launches kernels) is linked with the device runtime
  // into a cubin the driver can load.
  std::string Compiled =
      Relocatable ? Cubin.string() + ".rdc-" + std::to_string(::getpid()) + ".cubin" : Temp;
  std::vector<std::string> Argv =
      moduleBuildCommand(NvccFlags, Nvcc, Major, Minor, Flavour, fs::absolute(Compiled).string());
  // In the bundle's directory: the include paths of a bundle that carries its sources are
  // relative to it.
  SubprocessResult R =
      runSubprocess(Argv, {std::chrono::minutes(10), fs::absolute(Dir).string(), {}});
  if (R.succeeded() && Relocatable) {
    R = runSubprocess({Nvcc, "-dlink", "-cubin", Arch, fs::absolute(Compiled).string(),
                       "-lcudadevrt", "-o", fs::absolute(Temp).string()},
                      {std::chrono::minutes(10), fs::absolute(Dir).string(), {}});
    fs::remove(Compiled);
  }
  if (!R.succeeded()) {
    Location Where{(Dir / "variants.cu").string()};
    Diagnostic &D =
        !Flavour.WhatIf.empty()
            ? Diags.warning(DiagId::BundleDoesNotCompile, Where,
                            "nvcc cannot build the module of the what-if " + Flavour.WhatIf +
                                "; it is not measured",
                            "")
        : MaxRegisters > 0
            ? Diags.warning(DiagId::BundleDoesNotCompile, Where,
                            "nvcc cannot build the module with -maxrregcount=" +
                                std::to_string(MaxRegisters) +
                                "; the variants that need more registers stay NOT MATCHED",
                            "")
            : Diags.error(DiagId::BundleDoesNotCompile, Where,
                          "nvcc cannot build the bundle's module for this GPU",
                          "check that nvcc matches the driver (`nvcc --version`)");
    D.Notes.push_back((R.StartError.empty() ? R.Stderr : R.StartError).substr(0, 3000));
    fs::remove(Temp);
    return false;
  }
  fs::rename(Temp, Cubin);
  return true;
}

} // namespace limiter
