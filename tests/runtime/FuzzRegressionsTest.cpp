// Every input the fuzz targets (tests/fuzz) crashed a reader with, read again with the coded
// error, or the plain result, it now gets. The sanitize build replays the same inputs under
// ASan and UBSan (FuzzReplay.*); these tests say what each input must come to.

#include "limiter/runtime/Calibration.h"
#include "limiter/runtime/ReportInputs.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Expression.h"
#include "limiter/support/Files.h"
#include "limiter/support/PtxStats.h"

#include <algorithm>
#include <climits>
#include <filesystem>
#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

const fs::path Regressions = LIMITER_FUZZ_REGRESSIONS;

std::string textOf(const fs::path &Path) {
  std::string Error;
  std::optional<std::string> Text = readFile(Path.string(), Error);
  EXPECT_TRUE(Text) << Path << ": " << Error;
  return Text.value_or("");
}

/// Found by fuzz_expression: LLONG_MAX + 1 was a signed overflow (undefined), now an error.
TEST(FuzzRegressions, ExpressionsThatOverflowAreErrors) {
  std::string Error;
  std::optional<Expression> E =
      Expression::parse(textOf(Regressions / "expression/max-plus-one.txt"), Error);
  ASSERT_TRUE(E) << Error;
  EXPECT_FALSE(E->evaluate({{"big", LLONG_MAX}}, Error));
  EXPECT_NE(Error.find("overflows 64-bit integers"), std::string::npos) << Error;
  for (const char *Text : {"big * 2", "-small", "small / (0 - 1)", "0 - big - 2"}) {
    EXPECT_FALSE(Expression::parse(Text, Error)->evaluate({{"big", LLONG_MAX}, {"small", LLONG_MIN}},
                                                          Error))
        << Text;
  }
}

/// Found by fuzz_experiment_config: `grid = 1e32` went through toml++'s float-to-integer
/// conversion, undefined past 64 bits; a launch dimension must now be written as an integer.
TEST(FuzzRegressions, LaunchDimensionsWrittenAsFloatsAreLim303) {
  fs::path Path = Regressions / "experiment_config/grid-1e32.toml";
  DiagnosticList Diags;
  EXPECT_FALSE(loadExperiment(Path.string(), Diags));
  auto Grid = std::find_if(Diags.items().begin(), Diags.items().end(), [](const Diagnostic &D) {
    return D.Message.find("grid") != std::string::npos;
  });
  ASSERT_NE(Grid, Diags.items().end()) << "the config also has no [params]; grid is said too";
  EXPECT_EQ(Grid->Id, DiagId::ConfigWrongType) << Grid->Message;
  EXPECT_EQ(Grid->Where.File, Path.string());
  EXPECT_EQ(Grid->Where.Line, 7u);
}

/// Found by fuzz_calibration: a driver version written as 1.3e14 was converted to int
/// (undefined); the cache entry is now refused and measured again.
TEST(FuzzRegressions, CalibrationCountsMustBeIntegers) {
  std::string Error;
  EXPECT_FALSE(
      calibrationFromJson(textOf(Regressions / "calibration/driver-version-a-float.json"), Error));
  EXPECT_NE(Error.find("driver_version is not a count"), std::string::npos) << Error;
}

/// Found by fuzz_results: a static check that is a number, not an object, threw from deep in
/// the reader and ended `limiter report`; now LIM001 at the file, with the reason.
TEST(FuzzRegressions, ResultsWithFieldsOfAnotherTypeAreLim001) {
  fs::path Path = Regressions / "results/static-check-not-an-object.json";
  DiagnosticList Diags;
  EXPECT_FALSE(readResultsFile(Path.string(), Diags));
  ASSERT_EQ(Diags.items().size(), 1u);
  EXPECT_EQ(Diags.items()[0].Id, DiagId::InputUnreadable);
  EXPECT_EQ(Diags.items()[0].Where.File, Path.string());
  EXPECT_NE(Diags.items()[0].Message.find("static_checks: missing field 'check'"),
            std::string::npos)
      << Diags.items()[0].Message;
}

/// Found by fuzz_ptx: a predicate with no instruction after it, and a branch with no target,
/// threw out of the counters (std::out_of_range); now the line is skipped, the branch ends
/// its block, and the rest of the entry is counted.
TEST(FuzzRegressions, PtxWithoutInstructionOrTargetIsCounted) {
  for (const char *Name : {"ptx/predicate-without-instruction.ptx", "ptx/branch-without-target.ptx"}) {
    std::string Ptx = textOf(Regressions / Name);
    std::map<std::string, InstructionCounts> Entries;
    EXPECT_NO_THROW(Entries = countPtxEntries(Ptx)) << Name;
    for (const auto &[Entry, Counts] : Entries)
      EXPECT_NO_THROW(countUnguardedGlobalStores(Ptx, Entry)) << Name << " " << Entry;
  }
  // The smallest of each: the predicated line is skipped, the target-less branch exits.
  const char *Module = ".visible .entry k(\n.param .u64 p\n)\n{\n@%p1\nst.global.f32 [%rd1], %f1;\n"
                       "ld.param.u64 %rd9, [p];\nsetp.eq.u64 %p2, %rd9, 0;\n"
                       "@%p2 bra\nst.global.f32 [%rd2], %f2;\nret;\n}\n";
  EXPECT_EQ(sumWithPrefix(countPtxEntries(Module).at("k"), "st.global."), 2u);
  EXPECT_EQ(countUnguardedGlobalStores(Module, "k"), 1) << "the store after the branch may not run";
}

} // namespace
} // namespace limiter
