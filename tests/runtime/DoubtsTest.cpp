#include "limiter/runtime/Results.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

VariantRow row(const std::string &Variant, std::vector<double> Samples,
               const std::string &Status = "ok") {
  VariantRow R;
  R.Variant = Variant;
  R.Function = "k__" + Variant;
  R.Status = Status;
  if (!Samples.empty())
    R.Time = summarize(std::move(Samples));
  R.BlocksPerSm = 4;
  return R;
}

/// A healthy memory-bound result: full 1.0, mem 0.98, math 0.4 ms, every check passed.
RunResults healthy() {
  RunResults R;
  R.Variants = {row("full", {1.0, 1.001, 0.999}), row("mem", {0.98, 0.981, 0.979}),
                row("math", {0.4, 0.401, 0.399}), row("store", {0.3, 0.3})};
  R.StaticChecks = {{"mem-global-accesses-equal-full", true, "", "counts"},
                    {"math-floating-point-within-10pct-of-full", true, "", "counts"}};
  return R;
}

bool mentions(const std::vector<std::string> &Doubts, const std::string &Text) {
  for (const std::string &D : Doubts)
    if (D.find(Text) != std::string::npos)
      return true;
  return false;
}

TEST(Doubts, NoneForHealthyVariants) { EXPECT_TRUE(verdictDoubts(healthy()).empty()); }

TEST(Doubts, ConservativeAbsentOrFaultedVariant) {
  RunResults R = healthy();
  R.Variants[1].Status = "conservative";
  R.Variants[1].Note = "line 12: inline asm that may access memory is kept as is";
  EXPECT_TRUE(mentions(verdictDoubts(R), "mem-only is conservative (line 12"));
  R = healthy();
  R.Variants.erase(R.Variants.begin() + 2);
  EXPECT_TRUE(mentions(verdictDoubts(R), "math-only is absent"));
  R = healthy();
  R.Variants[2] = row("math", {}, "faulted");
  EXPECT_TRUE(mentions(verdictDoubts(R), "math-only is faulted"));
}

TEST(Doubts, VariantSlowerThanFullBeyondItsSpread) {
  // The stencil of issue 9: mem-only 16% slower than full.
  RunResults R = healthy();
  R.Variants[1] = row("mem", {1.16, 1.161, 1.159});
  EXPECT_TRUE(mentions(verdictDoubts(R), "mem-only runs 16.0% slower than full"));
  // Within 1%, or within twice the spreads, is noise.
  R.Variants[1] = row("mem", {1.008, 1.009, 1.007});
  EXPECT_TRUE(verdictDoubts(R).empty());
  R.Variants[0] = row("full", {0.9, 1.0, 1.1}); // 10% spread
  R.Variants[1] = row("mem", {1.1, 1.1, 1.1});
  EXPECT_TRUE(verdictDoubts(R).empty());
  // The medians' intervals decide, not the spreads: 3% slower over many samples with a 2%
  // spread each is beyond the noise (the old rule allowed twice the summed spreads, 8%).
  std::vector<double> Full, Mem;
  for (int I = 0; I < 200; ++I) {
    double Wobble = 0.02 * ((I * 37) % 21 - 10) / 10.0;
    Full.push_back(1.0 + Wobble);
    Mem.push_back(1.03 + Wobble);
  }
  R = healthy();
  R.Variants[0] = row("full", Full);
  R.Variants[1] = row("mem", Mem);
  EXPECT_TRUE(mentions(verdictDoubts(R), "mem-only runs 3.0% slower than full (95% intervals"))
      << (verdictDoubts(R).empty() ? "" : verdictDoubts(R)[0]);
  // With ten samples of each the same medians' intervals meet: no doubt, and the run reads
  // imprecise instead (its spread misses the target).
  R.Variants[0] = row("full", std::vector<double>(Full.begin(), Full.begin() + 10));
  R.Variants[1] = row("mem", std::vector<double>(Mem.begin(), Mem.begin() + 10));
  EXPECT_TRUE(verdictDoubts(R).empty()) << verdictDoubts(R)[0];
  EXPECT_FALSE(imprecisionOf(R).empty());
  // Store-only slower than full does not touch the verdict.
  R = healthy();
  R.Variants[3] = row("store", {1.5, 1.5});
  EXPECT_TRUE(verdictDoubts(R).empty());
}

TEST(Doubts, OccupancyNotMatched) {
  RunResults R = healthy();
  R.Variants[2].OccupancyMatched = false;
  R.Variants[2].BlocksPerSm = 3;
  EXPECT_TRUE(mentions(verdictDoubts(R), "math-only does not run at the full kernel's occupancy"));
}

TEST(Doubts, SpillsUnderTheRegisterCap) {
  RunResults R = healthy();
  R.Variants[1].RegisterCap = 32;
  EXPECT_TRUE(verdictDoubts(R).empty()) << "a cap that spills nothing is no doubt";
  R.Variants[1].SpillBytes = 24;
  EXPECT_TRUE(mentions(verdictDoubts(R), "mem-only spills 24 bytes per thread to local memory "
                                         "under the register cap"));
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->Variants[1].SpillBytes, 24u);
}

TEST(Doubts, FailedStaticCheckUnlessItsExecutedTwinPassed) {
  RunResults R = healthy();
  R.StaticChecks[0].Passed = false;
  R.StaticChecks[0].Detail = "global loads/stores by width: mem 13/1, full 23/3";
  EXPECT_TRUE(mentions(verdictDoubts(R), "failed static check mem-global-accesses-equal-full"));
  // The executed counts agree: the static difference was the unrolling.
  R.Checks = {{"mem-executes-full-global-accesses", true, "", ""}};
  EXPECT_TRUE(verdictDoubts(R).empty());
  // A static check of store-only is no doubt about the verdict.
  R = healthy();
  R.StaticChecks.push_back({"store-only-structural-global-loads", false, "", "counts"});
  R.StaticChecks.push_back({"store-only-global-stores-equal-full", false, "", "counts"});
  EXPECT_TRUE(verdictDoubts(R).empty());
}

TEST(Doubts, AFailedStaticCheckSaysWhatItsExecutedTwinFound) {
  // A flag what-if whose loop nvcc unrolled four times: the static count fails, the executed
  // requests agree; the report says the executed counts decide, and what they found.
  RunResults R = healthy();
  R.StaticChecks.push_back({"fastmath-keeps-full-global-accesses", false,
                            "global accesses by width: fastmath ld.global.32 8; full "
                            "ld.global.32 2",
                            "counts"});
  R.Checks = {{"fastmath-executes-full-global-requests", true, "", ""}};
  const std::string Settled = "(static; the executed counts decide, and "
                              "fastmath-executes-full-global-requests passes)";
  EXPECT_NE(toMarkdown(R).find(Settled), std::string::npos) << toMarkdown(R);
  EXPECT_NE(toTerminalTable(R).find(Settled), std::string::npos);
  R.Checks.front().Passed = false;
  EXPECT_NE(toMarkdown(R).find("fastmath-executes-full-global-requests fails too"),
            std::string::npos);
  // Math-only's floating-point check: its executed twins are every kind's, and one failing
  // kind is a failure, as the verdict reads it.
  RunResults M = healthy();
  M.StaticChecks[1].Passed = false;
  M.Checks = {{"math-executes-full-fp32-within-10pct", true, "", ""},
              {"math-executes-full-sfu-within-10pct", false, "", ""}};
  EXPECT_NE(toMarkdown(M).find("math-executes-full-*-within-10pct fail too"), std::string::npos);
  EXPECT_TRUE(mentions(verdictDoubts(M), "failed static check math-floating-point"));
  R.Checks.clear(); // no executed counts: the static check stands alone
  EXPECT_NE(toMarkdown(R).find("fastmath-keeps-full-global-accesses (static): "),
            std::string::npos);
}

TEST(Doubts, EveryStaticCheckNamesItsExecutedTwin) {
  EXPECT_EQ(executedTwinOf("mem-global-accesses-equal-full"), "mem-executes-full-global-accesses");
  EXPECT_EQ(executedTwinOf("coalesced-keeps-full-global-accesses"),
            "coalesced-executes-full-global-requests");
  EXPECT_EQ(executedTwinOf("nobarrier-keeps-full-floating-point"),
            "nobarrier-executes-full-fp32-within-10pct");
  EXPECT_EQ(executedTwinOf("wider-merges-global-accesses"),
            "wider-executes-fewer-global-requests-for-full-bytes");
  EXPECT_EQ(executedTwinOf("nobankconflict-keeps-full-shared-accesses"),
            "nobankconflict-executes-full-shared-accesses");
  EXPECT_EQ(executedTwinOf("floatliterals-removes-double-arithmetic"),
            "floatliterals-executes-fewer-fp64");
  EXPECT_EQ(executedTwinOf("nodivergence-keeps-full-global-accesses"),
            "nodivergence-executes-at-most-full-global-requests");
  EXPECT_EQ(executedTwinOf("nobarrier-removes-block-barriers"), "")
      << "executed counts have no barriers";
}

TEST(Doubts, FailedExecutedCheck) {
  // The escape-time kernel of issue 9: math-only ran 54M fp32 instructions against 7.5G.
  RunResults R = healthy();
  R.Checks = {{"math-executes-full-fp32-within-10pct", false,
               "fp32 thread instructions: math 54000000, full 7500000000", ""},
              {"store-executes-full-global-stores", false, "", ""}};
  std::vector<std::string> Doubts = verdictDoubts(R);
  ASSERT_EQ(Doubts.size(), 1u);
  EXPECT_TRUE(mentions(Doubts, "failed executed check math-executes-full-fp32-within-10pct"));
}

TEST(Doubts, MathOnlyRunningOtherArithmeticThanItsCodeHoldsSaysItsValuesSteeredIt) {
  // attenuateIntrinsics on the H200: the same machine code (128 instructions, 50 fp32, 20 of
  // them predicated range handling of __expf and __fdividef), but math-only's stand-in inputs
  // in [1, 2) drove the iteration where the Gaussian underflows: 1.87G fp32 against 1.61G.
  RunResults R = healthy();
  R.StaticChecks = {{"math-floating-point-within-10pct-of-full", true, "math 50, full 50", ""}};
  R.Checks = {{"math-executes-full-fp32-within-10pct", false,
               "fp32 thread instructions: math 1873389616, full 1610612736", ""}};
  std::vector<std::string> Doubts = verdictDoubts(R);
  ASSERT_EQ(Doubts.size(), 1u);
  EXPECT_TRUE(mentions(Doubts, "took other data-dependent paths than the config's data"))
      << Doubts.front();
  // Where the code itself differs, the static check says so and the executed one stands alone.
  R.StaticChecks.front().Passed = false;
  Doubts = verdictDoubts(R);
  EXPECT_FALSE(mentions(Doubts, "data-dependent paths"));
}

TEST(Doubts, UncertainVerdictSaysWhyFirstAndGivesNoClassAdvice) {
  VariantTimes T;
  T.Full = 0.398;
  T.Mem = 0.390;
  T.Math = 0.013;
  Verdict Sure = judge(T);
  EXPECT_FALSE(Sure.uncertain());
  EXPECT_EQ(verdictLabel(Sure), "memory-bound");
  Verdict V = judge(T, {}, {}, {"failed executed check math-executes-full-fp32-within-10pct"});
  EXPECT_TRUE(V.uncertain());
  EXPECT_EQ(V.Kind, Limiter::MemoryBound); // tentative
  EXPECT_EQ(verdictLabel(V), "uncertain (tentatively memory-bound)");
  EXPECT_EQ(V.Sentence.rfind("uncertain (failed executed check", 0), 0u) << V.Sentence;
  EXPECT_NE(V.Sentence.find("tentatively memory-bound"), std::string::npos) << V.Sentence;
  ASSERT_EQ(V.Advice.size(), 1u);
  EXPECT_NE(V.Advice[0].find("trustworthy"), std::string::npos);
}

TEST(Doubts, UncertainVerdictSurvivesResultsJson) {
  RunResults R = healthy();
  R.StaticChecks[0] = {"mem-global-accesses-equal-full", true, "mem 13/1, full 23/3", "lines"};
  VariantTimes T;
  T.Full = 1.0;
  T.Mem = 0.98;
  T.Math = 0.4;
  R.Judgement = judge(T, {}, {}, {"mem-only is conservative"});
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_TRUE(Back->Judgement);
  EXPECT_TRUE(Back->Judgement->uncertain());
  EXPECT_EQ(Back->Judgement->Doubts, R.Judgement->Doubts);
  ASSERT_EQ(Back->StaticChecks.size(), 2u);
  EXPECT_EQ(Back->StaticChecks[0].Method, "lines");
  EXPECT_NE(toTerminalTable(*Back).find("verdict: uncertain (mem-only is conservative)"),
            std::string::npos);
  EXPECT_NE(toJson(*Back).find("\"label\": \"uncertain (tentatively memory-bound)\""),
            std::string::npos);
}

} // namespace
} // namespace limiter
