// Reading a TOML file through toml++, its failures turned into LIM301 diagnostics.

#include "limiter/support/TomlFiles.h"

#include "limiter/support/Files.h"

namespace limiter {

std::optional<toml::table> readTomlFile(const std::string &Path, const TomlFileKind &Kind,
                                        DiagnosticList &Diags, std::string *Text) {
  std::string Error;
  std::optional<std::string> Read = readFile(Path, Error, MaxInputBytes);
  if (!Read) {
    Diags.error(DiagId::ConfigUnreadable, {Path}, "cannot read " + Kind.What + ": " + Error,
                Kind.FormatHint);
    return std::nullopt;
  }
  // toml++ is built with exceptions here: a syntax error arrives as parse_error.
  try {
    if (Text)
      *Text = *Read;
    return toml::parse(*Read, Path);
  } catch (const toml::parse_error &E) {
    Diags.error(DiagId::ConfigUnreadable,
                {Path, static_cast<unsigned>(E.source().begin.line),
                 static_cast<unsigned>(E.source().begin.column)},
                "not a valid TOML file: " + std::string(E.description()), Kind.FormatHint);
    return std::nullopt;
  }
}

} // namespace limiter
