// The reader of one experiment config (ExperimentConfig.cpp reads the top level, the launch,
// the work and the symbols; ConfigValues.cpp the parameters' values, buffers, records and
// balance ranges), reporting each problem at its place in the file. Internal to the support
// library.

#ifndef LIMITER_SUPPORT_CONFIGREADER_H
#define LIMITER_SUPPORT_CONFIGREADER_H

#include "limiter/support/ExperimentConfig.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <toml++/toml.h>
#include <vector>

namespace limiter::config {

/// Reads one config, reporting each problem at its place in the file.
class Reader {
public:
  Reader(const std::string &Path, DiagnosticList &Diags) : Path(Path), Diags(Diags) {}

  std::optional<ExperimentConfig> read();

private:
  const std::string &Path;
  DiagnosticList &Diags;
  bool Failed = false;

  Location at(const toml::node &N) const;

  void error(DiagId Id, Location Where, const std::string &Message, const std::string &Hint);

  std::optional<std::string> optionalString(const toml::table &T, const char *Key);

  std::optional<std::string> requiredString(const toml::table &T, const char *Key);

  std::vector<std::string> stringList(const toml::table &T, const char *Key);

  /// An integer or a string holding an expression.
  std::optional<Expression> expression(const toml::node &N, const std::string &What);

  std::optional<FillSpec> fill(const toml::node &N);

  void break_bounds(const toml::node &N);

  void readSizes(const toml::table &Root, ExperimentConfig &C);

  void readParams(const toml::table &Root, ExperimentConfig &C);

  /// Element counts and integer members may only use integer scalars.
  void checkCounts(const ParamSpec &P, const std::map<std::string, long long> &Scalars);

  /// One parameter's or struct field's value: a number, a buffer table, a balance range (a
  /// parameter's only), a struct's table or array, an integer expression (a field's only).
  bool readValue(const toml::node &Value, ParamSpec &P, bool InRecord);

  /// A buffer's table: `elements` or `fill` in it. In a struct's table, a member may be named
  /// so (`struct Shape { int elements; }`): there only a table of elements and a fill of a
  /// fill's form (a string or a table) is a buffer.
  static bool bufferTable(const toml::table &T, bool InRecord);

  bool readBuffer(const toml::table &T, ParamSpec &P);

  /// A struct's members by name (a table) or in declaration order (an array).
  bool readRecord(const toml::node &Value, ParamSpec &P);

  /// `{ balance = [min, max] }`: an integer scalar the run chooses within [min, max].
  bool readBalance(const toml::table &T, ParamSpec &P);

  /// A balance parameter must change the arithmetic [work] counts, or there is nothing to
  /// balance; one per config.
  void checkBalance(const toml::table &Root, const ExperimentConfig &C);

  void readDims(const toml::table &Launch, const char *Key,
                std::array<std::optional<Expression>, 3> &Out, const ExperimentConfig &C);

  void readLaunch(const toml::table &Root, ExperimentConfig &C);

  /// [work]: what one launch moves and computes, for the achieved rates.
  void readWork(const toml::table &Root, ExperimentConfig &C);

  /// A misspelt table ([lauch]) would otherwise be ignored without a word.
  void checkTopLevelKeys(const toml::table &Root);

  void readSymbols(const toml::table &Root, ExperimentConfig &C);
};

} // namespace limiter::config

#endif
