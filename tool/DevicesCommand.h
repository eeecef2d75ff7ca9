// `limiter devices`: the GPUs limiter can time kernels on.
#ifndef LIMITER_TOOL_DEVICESCOMMAND_H
#define LIMITER_TOOL_DEVICESCOMMAND_H

namespace CLI {
class App;
}

namespace limiter {

struct DevicesCommandOptions {
  bool Json = false;
  bool Calibrate = false;
};

/// `limiter devices`: the GPUs this process sees, or LIM009 when there are none.
void addDevicesCommand(CLI::App &App, DevicesCommandOptions &Options);
int runDevicesCommand(const DevicesCommandOptions &Options);

} // namespace limiter

#endif
