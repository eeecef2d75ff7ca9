// The clang command line of a device-side parse, from one compile command (CudaParser.h).

#include "limiter/rewriters/CudaParser.h"

#include "limiter/rewriters/CompilerArgs.h"
#include "limiter/rewriters/CudaEnvironment.h"

#include <algorithm>

namespace limiter {

std::vector<std::string> adjustCommandLine(const std::vector<std::string> &CommandLine,
                                           const std::vector<std::string> &ExtraArgs,
                                           const CudaEnvironment &Env,
                                           std::vector<std::string> *DroppedNvccFlags,
                                           std::vector<std::string> *NvccDeviceFlags,
                                           std::vector<std::string> *LeftOutNvccFlags) {
  std::vector<std::string> Rest(CommandLine.begin() + (CommandLine.empty() ? 0 : 1),
                                CommandLine.end());
  bool FromNvcc = !CommandLine.empty() && isNvcc(CommandLine.front());
  TranslatedArgs Own = translateCompilerArgs(Rest, FromNvcc);
  TranslatedArgs Extra = translateCompilerArgs(ExtraArgs, /*FromNvcc=*/false);
  if (DroppedNvccFlags)
    DroppedNvccFlags->insert(DroppedNvccFlags->end(), Own.Unknown.begin(), Own.Unknown.end());
  if (NvccDeviceFlags) {
    *NvccDeviceFlags = Own.DeviceCode;
    NvccDeviceFlags->insert(NvccDeviceFlags->end(), Extra.DeviceCode.begin(),
                            Extra.DeviceCode.end());
  }
  if (LeftOutNvccFlags) {
    *LeftOutNvccFlags = Own.LeftOut;
    LeftOutNvccFlags->insert(LeftOutNvccFlags->end(), Extra.LeftOut.begin(), Extra.LeftOut.end());
  }

  // Ours first, so that the user's own --cuda-path or -resource-dir, later, wins.
  std::vector<std::string> Out = {"clang++",
                                  "-x",
                                  "cuda",
                                  "--cuda-device-only",
                                  "-nocudalib",
                                  "--cuda-path=" + Env.CudaPath,
                                  "-resource-dir",
                                  Env.ResourceDir,
                                  "-Wno-unknown-cuda-version",
                                  "-Qunused-arguments"};
  // A device-only compilation does not pass the toolkit's version on to the front end, which
  // then takes kernel launches (`k<<<g, b>>>()` in host code) for the pre-9.2 launch API.
  if (!Env.Version.empty())
    Out.insert(Out.end(), {"-Xclang", "-target-sdk-version=" + Env.Version});
  for (const std::string &Dir : Env.SystemIncludeDirs) {
    Out.push_back("-isystem");
    Out.push_back(Dir);
  }
  // Tooling appends the source file after "--" for fixed databases; keep that order.
  auto Separator = std::find(Own.Args.begin(), Own.Args.end(), "--");
  std::vector<std::string> Flags(Own.Args.begin(), Separator);
  Flags.insert(Flags.end(), Extra.Args.begin(), Extra.Args.end());
  Flags = keepOneGpuArch(Flags);
  Out.insert(Out.end(), Flags.begin(), Flags.end());
  if (!Env.HostCompilerIncludeDir.empty())
    Out.insert(Out.end(), {"-idirafter", Env.HostCompilerIncludeDir});
  Out.insert(Out.end(), Separator, Own.Args.end());
  return Out;
}

} // namespace limiter
