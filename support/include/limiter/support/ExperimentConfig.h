// Experiment configs: a kernel's launch and arguments read from TOML, and where to find the
// config of a source file and kernel.

#ifndef LIMITER_SUPPORT_EXPERIMENTCONFIG_H
#define LIMITER_SUPPORT_EXPERIMENTCONFIG_H

#include "limiter/support/Diagnostic.h"
#include "limiter/support/Expression.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// How a buffer is filled before every sample.
struct FillSpec {
  enum class Kind { Zero, Constant, Iota, Random, RandomInt };
  Kind FillKind = Kind::Zero;
  double First = 0;  ///< Constant value; iota start; random lower bound.
  double Second = 0; ///< Iota step; random upper bound.
};

/// One kernel parameter: a scalar value, a device buffer or a struct's values.
struct ParamSpec {
  std::string Name;
  bool IsBuffer = false;
  /// A struct passed by value: `{ n = 4096, in = { elements = "n" } }`, Fields by member
  /// name, or `[1.0, 2.0, 3.0, 4.0]`, Fields unnamed in declaration order (Positional). A
  /// field is a scalar, a buffer (a pointer member), an expression over the integer
  /// scalars (an integer member: `n = "rows * cols"`) or a nested struct or array.
  bool IsRecord = false;
  bool Positional = false;
  std::vector<ParamSpec> Fields;
  std::optional<Expression> IntegerText; ///< A field's integer given as an expression.
  double Value = 0;       ///< Scalars.
  bool IsInteger = false; ///< Scalars written as integers; they may appear in expressions.
  /// `{ balance = [min, max] }`: an integer scalar chosen on the GPU at hand, within
  /// [min, max], so that the kernel's arithmetic and memory traffic take equally long (first
  /// from the device's calibrated FLOP per byte and [work], then from the twins' times);
  /// Value holds min until then.
  std::optional<std::pair<long long, long long>> Balance;
  std::optional<Expression> Elements; ///< Buffers: the element count.
  FillSpec Fill;
  Location Where;
};

/// A `__constant__` or `__device__` variable the harness initialises.
struct SymbolSpec {
  std::string Name;
  FillSpec Fill;
  Location Where;
};

/// An experiment: which kernel, how to launch it, with what arguments. The format is in
/// README.md ("Experiment configs").
struct ExperimentConfig {
  std::string Path;
  /// The file as read, once: what a bundle copies and what its freshness key holds, so that a
  /// command opens its config once and hands it down.
  std::string Text;
  std::string Name;
  std::string Description;
  std::string Source; ///< Absolute.
  std::string Kernel;
  std::vector<std::string> TemplateArgs;
  std::vector<std::string> CompileFlags;
  std::array<std::optional<Expression>, 3> Grid;
  std::array<std::optional<Expression>, 3> Block;
  std::optional<Expression> DynamicSharedBytes;
  std::vector<ParamSpec> Params;
  /// Named integers for expressions that are not kernel parameters ([sizes]).
  std::map<std::string, long long> Sizes;
  std::vector<SymbolSpec> Symbols;
  /// [work]: DRAM bytes and floating-point operations of one launch, for the achieved rates.
  /// Without bytes the runtime counts each buffer once per direction it is used in.
  std::optional<Expression> WorkBytes;
  std::optional<Expression> WorkFlops;
  unsigned long long Seed = 1;

  /// Integer scalar parameters and sizes by name, for expressions.
  std::map<std::string, long long> integerScalars() const;
  const ParamSpec *param(const std::string &Name) const;
  /// The parameter `{ balance = [min, max] }` picks, if any (at most one).
  const ParamSpec *balanceParam() const;
  /// A copy with the integer scalars of Values set (`limiter run --set`, a balance chosen);
  /// LIM306 for a name that is no integer scalar parameter, LIM303 for a value out of range.
  std::optional<ExperimentConfig> withValues(const std::map<std::string, long long> &Values,
                                             DiagnosticList &Diags) const;
};

/// Reads and checks one config: TOML syntax, required keys, types, fills, expressions and the
/// names they use. Errors are LIM301..LIM305 with the file, line and column.
std::optional<ExperimentConfig> loadExperiment(const std::string &Path, DiagnosticList &Diags);

/// Every *.toml under Dir (recursively), sorted; course.toml files are `limiter lab` courses,
/// not experiments, and are left out.
std::vector<std::string> findExperiments(const std::string &Dir);

/// The config under Dirs whose `source` is File and whose `kernel` is Kernel (the qualified
/// name, or the last component when either side gives only that); with Kernel empty, the only
/// config of File. LIM309 when none matches (the notes list the directories searched), LIM310
/// when several do. Only `source` and `kernel` are read here; files that are not TOML are skipped.
std::optional<std::string> findExperimentFor(const std::string &File, const std::string &Kernel,
                                             const std::vector<std::string> &Dirs,
                                             DiagnosticList &Diags);

/// Where `limiter analyze` looks for configs of File: ./experiments, then an `experiments`
/// directory in File's directory or any directory above it, each once and only if it exists.
std::vector<std::string> defaultExperimentDirs(const std::string &File);

} // namespace limiter

#endif
