// Reading a TOML file, its failures reported as LIM301 diagnostics.

#ifndef LIMITER_SUPPORT_TOMLFILES_H
#define LIMITER_SUPPORT_TOMLFILES_H

#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>
#include <toml++/toml.h>

namespace limiter {

/// What a TOML file is, for its messages: "the config", and where its format is described.
struct TomlFileKind {
  std::string What;
  std::string FormatHint;
};

/// The table in the TOML file at Path, read whole up to MaxInputBytes; nullopt with LIM301 at
/// the file when it cannot be read, or at the syntax error's line and column when it is not
/// TOML (nesting past toml++'s limit included). Text, when given, receives the file as read.
std::optional<toml::table> readTomlFile(const std::string &Path, const TomlFileKind &Kind,
                                        DiagnosticList &Diags, std::string *Text = nullptr);

} // namespace limiter

#endif
