// Diagnostics as compilers print them (file:line:col: error: ... [LIM...]) and as JSON, and
// LIM011 for a part this build left out.

#include "DiagnosticPrinter.h"

#include <iostream>

namespace limiter {
namespace {

const char *severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

} // namespace

void printDiagnostic(std::ostream &OS, const Diagnostic &D) {
  if (D.Where.File.empty())
    OS << "limiter: ";
  else {
    OS << D.Where.File << ':';
    if (D.Where.Line)
      OS << D.Where.Line << ':' << (D.Where.Column ? D.Where.Column : 1) << ':';
    OS << ' ';
  }
  OS << severityName(D.Level) << ": " << D.Message << " [" << formatId(D.Id) << "]\n";
  for (const std::string &Note : D.Notes)
    OS << "  note: " << Note << '\n';
  if (!D.Hint.empty())
    OS << "  hint: " << D.Hint << '\n';
}

void printDiagnostics(std::ostream &OS, const DiagnosticList &Diags) {
  for (const Diagnostic &D : Diags.items())
    printDiagnostic(OS, D);
}

int reportFeatureNotBuilt(const std::string &Part, const std::string &Option,
                          const std::string &Hint) {
  DiagnosticList Diags;
  Diags.error(DiagId::FeatureNotBuilt, {},
              "this limiter was built without " + Part + " (" + Option + "=OFF)", Hint);
  printDiagnostics(std::cerr, Diags);
  return toInt(Diags.exitCode());
}

nlohmann::ordered_json toJson(const Diagnostic &D) {
  nlohmann::ordered_json J = {
      {"id", formatId(D.Id)}, {"name", nameOf(D.Id)}, {"severity", severityName(D.Level)},
      {"message", D.Message}, {"hint", D.Hint},       {"notes", D.Notes}};
  if (!D.Where.File.empty())
    J["location"] = {{"file", D.Where.File}, {"line", D.Where.Line}, {"column", D.Where.Column}};
  return J;
}

nlohmann::ordered_json toJson(const DiagnosticList &Diags) {
  nlohmann::ordered_json Out = nlohmann::ordered_json::array();
  for (const Diagnostic &D : Diags.items())
    Out.push_back(toJson(D));
  return Out;
}

} // namespace limiter
