// `limiter batch` and `limiter lab`: many experiments at once, bundled in parallel, run on every
// GPU and reported together.
#ifndef LIMITER_TOOL_BATCHCOMMAND_H
#define LIMITER_TOOL_BATCHCOMMAND_H

#include "BatchCommandOptions.h"

namespace CLI {
class App;
}

namespace limiter {

/// `limiter batch DIR`: every experiment config under DIR, bundled in parallel and run on
/// every GPU, resumable.
void addBatchCommand(CLI::App &App, BatchCommandOptions &Options);
int runBatchCommand(const BatchCommandOptions &Options);

/// `limiter lab [COURSE]`: the course's experiments as a batch, and the report an instructor
/// shows, with a sentence per experiment.
void addLabCommand(CLI::App &App, BatchCommandOptions &Options);
int runLabCommand(const BatchCommandOptions &Options);

} // namespace limiter

#endif
