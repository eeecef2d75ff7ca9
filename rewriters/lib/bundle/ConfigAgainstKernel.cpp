// The check of an experiment config against its kernel's parameters and template arguments
// (Generate.h).

#include "limiter/rewriters/Generate.h"

#include "limiter/support/NearestNames.h"

#include <algorithm>

namespace limiter {

bool checkConfigAgainstKernel(const ExperimentConfig &Config, const KernelInfo &Kernel,
                              DiagnosticList &Diags) {
  bool Ok = true;
  std::vector<std::string> Names;
  for (const KernelParamInfo &P : Kernel.Params)
    Names.push_back(P.Name);
  for (const KernelParamInfo &P : Kernel.Params) {
    const ParamSpec *Given = Config.param(P.Name);
    if (!Given) {
      Ok = false;
      Diags.error(DiagId::ConfigMissingParameter, {Config.Path},
                  "the config gives no value for parameter '" + P.Name + "' (" + P.Type + ") of " +
                      Kernel.QualifiedName,
                  P.IsPointer
                      ? "add " + P.Name + " = { elements = N, fill = \"zero\" } under [params]"
                      : "add " + P.Name + " = VALUE under [params]");
    } else if (Given->IsBuffer != P.IsPointer) {
      Ok = false;
      Diags.error(
          DiagId::ConfigWrongType, Given->Where,
          "parameter '" + P.Name + "' is " + (P.IsPointer ? "a pointer" : "a value") + " (" +
              P.Type + ") but the config gives " + (Given->IsBuffer ? "a buffer" : "a number"),
          P.IsPointer ? "give it a buffer: { elements = N, fill = ... }" : "give it a number");
    }
  }
  for (const ParamSpec &P : Config.Params)
    if (std::find(Names.begin(), Names.end(), P.Name) == Names.end()) {
      Ok = false;
      Diagnostic &D = Diags.error(DiagId::ConfigUnknownParameter, P.Where,
                                  "'" + P.Name + "' is not a parameter of " + Kernel.QualifiedName,
                                  "named integers for expressions go under [sizes]");
      std::vector<std::string> Near = nearestNames(P.Name, Names);
      if (!Near.empty())
        D.Hint = "did you mean '" + Near.front() + "'? (" + D.Hint + ")";
    }
  if (Kernel.isTemplate() == Config.TemplateArgs.empty()) {
    Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                Kernel.isTemplate()
                    ? Kernel.QualifiedName + " is a template (" + Kernel.templateHeader() +
                          ") and the config gives no template_args"
                    : Kernel.QualifiedName + " is not a template but the config gives "
                                             "template_args",
                Kernel.isTemplate() ? "add template_args = [...] with one argument per "
                                      "template parameter"
                                    : "remove template_args");
    return false;
  }
  if (Kernel.isTemplate()) {
    std::string Args = "<";
    for (const std::string &A : Config.TemplateArgs)
      Args += (Args.size() > 1 ? ", " : "") + A;
    Args += ">";
    if (std::find(Kernel.Instantiations.begin(), Kernel.Instantiations.end(), Args) ==
        Kernel.Instantiations.end()) {
      Ok = false;
      std::string Seen;
      for (const std::string &I : Kernel.Instantiations)
        Seen += (Seen.empty() ? "" : ", ") + Kernel.Name + I;
      if (!Kernel.ConfigInstantiation.empty())
        // The instantiation the config's arguments made, printed otherwise: a type alias.
        Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                    "template_args " + Args + " name " + Kernel.QualifiedName +
                        Kernel.ConfigInstantiation +
                        ", which limiter names by its types as "
                        "the compiler prints them",
                    "write template_args as " + Kernel.ConfigInstantiation +
                        " spells them (a type alias such as std::int8_t is its type, signed "
                        "char)");
      else
        Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                    Kernel.QualifiedName + Args + " is not instantiated in its source" +
                        (Seen.empty() ? "" : " (it has " + Seen + ")"),
                    "set template_args to one of those, or add an explicit instantiation "
                    "`template __global__ void " +
                        Kernel.Name + Args + "(...);` to the source");
    }
  }
  return Ok;
}

} // namespace limiter
