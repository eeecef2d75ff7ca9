// Reading and checking experiment configs, and finding the config of a source file and kernel.

#include "limiter/support/ExperimentConfig.h"
#include "ConfigReader.h"

#include "limiter/support/Files.h"
#include "limiter/support/TomlFiles.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <toml++/toml.h>

namespace fs = std::filesystem;

namespace limiter {
namespace config {

std::optional<ExperimentConfig> Reader::read() {
  ExperimentConfig C;
  std::optional<toml::table> Parsed = readTomlFile(
      Path, {"the config", "fix it; the format is in README.md, \"Experiment configs\""}, Diags,
      &C.Text);
  if (!Parsed)
    return std::nullopt;
  const toml::table &Root = *Parsed;
  C.Path = Path;
  C.Name = optionalString(Root, "name").value_or(fs::path(Path).stem().string());
  C.Description = optionalString(Root, "description").value_or("");
  if (auto Source = requiredString(Root, "source"))
    C.Source = (fs::absolute(Path).parent_path() / *Source).lexically_normal().string();
  C.Kernel = requiredString(Root, "kernel").value_or("");
  C.TemplateArgs = stringList(Root, "template_args");
  C.CompileFlags = stringList(Root, "compile_flags");
  if (auto Seed = Root["seed"].value_exact<int64_t>())
    C.Seed = static_cast<unsigned long long>(*Seed);
  else if (const toml::node *Given = Root.get("seed"))
    error(DiagId::ConfigWrongType, at(*Given), "the seed must be an integer", "e.g. seed = 7");
  readSizes(Root, C);
  readParams(Root, C);
  readLaunch(Root, C);
  readSymbols(Root, C);
  readWork(Root, C);
  checkBalance(Root, C);
  checkTopLevelKeys(Root);
  if (Failed)
    return std::nullopt;
  return C;
}

void Reader::readSizes(const toml::table &Root, ExperimentConfig &C) {
  const toml::node *N = Root.get("sizes");
  if (!N)
    return;
  const toml::table *Sizes = N->as_table();
  if (!Sizes) {
    error(DiagId::ConfigWrongType, at(*N), "[sizes] must be a table of integers", "");
    return;
  }
  for (const auto &[Key, Value] : *Sizes) {
    if (auto I = Value.value_exact<int64_t>())
      C.Sizes[std::string(Key.str())] = *I;
    else
      error(DiagId::ConfigWrongType, at(Value),
            "size '" + std::string(Key.str()) + "' must be an integer", "");
  }
}

void Reader::readDims(const toml::table &Launch, const char *Key,
                      std::array<std::optional<Expression>, 3> &Out, const ExperimentConfig &C) {
  const toml::node *N = Launch.get(Key);
  if (!N) {
    error(DiagId::ConfigMissingKey, at(Launch), "[launch] has no '" + std::string(Key) + "'",
          std::string("add ") + Key + " = [x, y, z] (or a single number)");
    return;
  }
  std::vector<const toml::node *> Dims;
  if (const toml::array *A = N->as_array())
    for (const toml::node &E : *A)
      Dims.push_back(&E);
  else
    Dims.push_back(N);
  if (Dims.empty() || Dims.size() > 3) {
    error(DiagId::ConfigWrongType, at(*N), std::string(Key) + " must have 1 to 3 dimensions", "");
    return;
  }
  std::map<std::string, long long> Scalars = C.integerScalars();
  for (std::size_t I = 0; I < 3; ++I) {
    if (I >= Dims.size()) {
      std::string Unused;
      Out[I] = Expression::parse("1", Unused);
      continue;
    }
    Out[I] = expression(*Dims[I], std::string(Key) + " dimension " + std::to_string(I));
    std::string Error;
    if (Out[I] && !Out[I]->evaluate(Scalars, Error))
      error(DiagId::ConfigBadExpression, at(*Dims[I]), std::string(Key) + ": " + Error,
            "use integer scalar parameters of [params]");
  }
}

void Reader::readLaunch(const toml::table &Root, ExperimentConfig &C) {
  const toml::table *Launch = Root["launch"].as_table();
  if (!Launch) {
    error(DiagId::ConfigMissingKey, {Path, 1, 1}, "the config has no [launch] table",
          "add [launch] with grid and block");
    return;
  }
  for (const auto &[Key, Value] : *Launch)
    if (Key != "grid" && Key != "block" && Key != "dynamic_shared_bytes")
      error(DiagId::ConfigWrongType, at(Value),
            "unknown key '" + std::string(Key.str()) + "' in [launch]",
            "[launch] takes grid, block and dynamic_shared_bytes (the launch's dynamic shared "
            "memory in bytes)");
  readDims(*Launch, "grid", C.Grid, C);
  readDims(*Launch, "block", C.Block, C);
  if (const toml::node *Shared = Launch->get("dynamic_shared_bytes")) {
    C.DynamicSharedBytes = expression(*Shared, "dynamic_shared_bytes");
    std::string Error;
    if (C.DynamicSharedBytes && !C.DynamicSharedBytes->evaluate(C.integerScalars(), Error))
      error(DiagId::ConfigBadExpression, at(*Shared), "dynamic_shared_bytes: " + Error,
            "use integer scalar parameters of [params]");
  }
}

/// [work]: what one launch moves and computes, for the achieved rates.
void Reader::readWork(const toml::table &Root, ExperimentConfig &C) {
  const toml::node *N = Root.get("work");
  if (!N)
    return;
  const toml::table *Work = N->as_table();
  if (!Work) {
    error(DiagId::ConfigWrongType, at(*N), "[work] must be a table with bytes and flops", "");
    return;
  }
  std::map<std::string, long long> Scalars = C.integerScalars();
  for (const auto &[Key, Value] : *Work) {
    std::optional<Expression> *Field = Key == "bytes"   ? &C.WorkBytes
                                       : Key == "flops" ? &C.WorkFlops
                                                        : nullptr;
    if (!Field) {
      error(DiagId::ConfigWrongType, at(Value),
            "unknown key '" + std::string(Key.str()) + "' in [work]",
            "[work] takes bytes and flops");
      continue;
    }
    *Field = expression(Value, "work." + std::string(Key.str()));
    std::string Error;
    if (*Field && !(*Field)->evaluate(Scalars, Error))
      error(DiagId::ConfigBadExpression, at(Value), "work." + std::string(Key.str()) + ": " + Error,
            "use integer scalar parameters of [params] or names of [sizes]");
  }
}

/// A misspelt table ([lauch]) would otherwise be ignored without a word.
void Reader::checkTopLevelKeys(const toml::table &Root) {
  static const std::set<std::string> Known = {"name",          "description",   "source",  "kernel",
                                              "template_args", "compile_flags", "seed",    "launch",
                                              "params",        "sizes",         "symbols", "work"};
  for (const auto &[Key, Value] : Root)
    if (!Known.count(std::string(Key.str())))
      error(DiagId::ConfigWrongType, at(Value),
            "unknown key '" + std::string(Key.str()) + "' at the top level",
            "the keys are name, description, source, kernel, template_args, compile_flags, "
            "seed, [launch], [params], [sizes], [symbols] and [work]");
}

void Reader::readSymbols(const toml::table &Root, ExperimentConfig &C) {
  const toml::node *N = Root.get("symbols");
  if (!N)
    return;
  const toml::table *Symbols = N->as_table();
  if (!Symbols) {
    error(DiagId::ConfigWrongType, at(*N), "[symbols] must be a table", "");
    return;
  }
  for (const auto &[Key, Value] : *Symbols) {
    const toml::table *T = Value.as_table();
    const toml::node *Fill = T ? T->get("fill") : nullptr;
    if (!Fill) {
      error(DiagId::ConfigMissingKey, at(Value),
            "symbol '" + std::string(Key.str()) + "' has no fill", "add fill = ...");
      continue;
    }
    if (auto F = fill(*Fill))
      C.Symbols.push_back({std::string(Key.str()), *F, at(Value)});
  }
}

} // namespace config

std::map<std::string, long long> ExperimentConfig::integerScalars() const {
  std::map<std::string, long long> Out = Sizes;
  for (const ParamSpec &P : Params)
    if (!P.IsBuffer && P.IsInteger)
      Out[P.Name] = static_cast<long long>(P.Value);
  return Out;
}

const ParamSpec *ExperimentConfig::param(const std::string &Name) const {
  for (const ParamSpec &P : Params)
    if (P.Name == Name)
      return &P;
  return nullptr;
}

const ParamSpec *ExperimentConfig::balanceParam() const {
  for (const ParamSpec &P : Params)
    if (P.Balance)
      return &P;
  return nullptr;
}

std::optional<ExperimentConfig>
ExperimentConfig::withValues(const std::map<std::string, long long> &Values,
                             DiagnosticList &Diags) const {
  ExperimentConfig Out = *this;
  bool Ok = true;
  for (const auto &[Name, Value] : Values) {
    auto It = std::find_if(Out.Params.begin(), Out.Params.end(),
                           [&](const ParamSpec &P) { return P.Name == Name; });
    if (It == Out.Params.end() || It->IsBuffer || !It->IsInteger) {
      Diags.error(DiagId::ConfigUnknownParameter, {Path},
                  "--set " + Name + ": the config has no integer scalar parameter '" + Name + "'",
                  "set an integer parameter of [params]");
      Ok = false;
    } else if (It->Balance && (Value < It->Balance->first || Value > It->Balance->second)) {
      Diags.error(DiagId::ConfigWrongType, {It->Where},
                  "--set " + Name + "=" + std::to_string(Value) +
                      " lies outside its balance range [" + std::to_string(It->Balance->first) +
                      ", " + std::to_string(It->Balance->second) + "]",
                  "choose a value within the range the config gives");
      Ok = false;
    } else {
      It->Value = static_cast<double>(Value);
      It->Balance.reset();
    }
  }
  if (!Ok)
    return std::nullopt;
  return Out;
}

std::optional<ExperimentConfig> loadExperiment(const std::string &Path, DiagnosticList &Diags) {
  std::error_code Ec;
  if (!fs::is_regular_file(Path, Ec)) {
    Diags.error(DiagId::ConfigUnreadable, {Path}, "cannot read the experiment config " + Path,
                "check the path");
    return std::nullopt;
  }
  return config::Reader(Path, Diags).read();
}

} // namespace limiter
