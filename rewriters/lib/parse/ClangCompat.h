#ifndef LIMITER_REWRITERS_CLANGCOMPAT_H
#define LIMITER_REWRITERS_CLANGCOMPAT_H

// Every Clang/LLVM API difference limiter meets is bridged here and only here. The project
// builds against LLVM 22; when a newer major version changes an API, add the branch here.

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Config/llvm-config.h"

#include <memory>

namespace limiter::compat {

static_assert(LLVM_VERSION_MAJOR >= 21,
              "limiter needs Clang/LLVM 21 or newer (22 is the tested version)");

/// Since LLVM 21 the printer takes its DiagnosticOptions by reference and does not own them,
/// so the options must outlive it.
struct OwnedTextDiagnosticPrinter {
  clang::DiagnosticOptions Options;
  std::unique_ptr<clang::TextDiagnosticPrinter> Printer;

  explicit OwnedTextDiagnosticPrinter(llvm::raw_ostream &OS, bool ShowColors) {
    Options.ShowColors = ShowColors;
    Printer = std::make_unique<clang::TextDiagnosticPrinter>(OS, Options);
  }
};

} // namespace limiter::compat

#endif
