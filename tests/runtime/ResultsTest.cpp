#include "limiter/runtime/Results.h"
#include "limiter/runtime/ExecutedCounts.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

TEST(Stats, MedianSpreadAndCount) {
  SampleStats S = summarize({1.0, 1.2, 0.9, 1.1, 5.0});
  EXPECT_EQ(S.Samples, 5u);
  EXPECT_DOUBLE_EQ(S.MedianMs, 1.1);
  EXPECT_DOUBLE_EQ(S.MinMs, 0.9);
  EXPECT_DOUBLE_EQ(S.MaxMs, 5.0);
  EXPECT_DOUBLE_EQ(S.MeanMs, 9.2 / 5);
  // Sample standard deviation sqrt(12.532 / 4) = 1.7700 over the mean 1.84.
  EXPECT_NEAR(S.RelStdDev, 0.96197, 1e-4);
  EXPECT_DOUBLE_EQ(summarize({2.0, 4.0}).MedianMs, 3.0);
  EXPECT_EQ(summarize({}).Samples, 0u);
  EXPECT_EQ(summarize({3.0}).RelStdDev, 0.0);
}

RunResults sample() {
  RunResults R;
  R.Kernel = "stencil::fwd_3D";
  R.Experiment = "stencil-fwd_3D";
  R.Device = "NVIDIA H200";
  R.LimiterVersion = "0.1.0";
  R.CopyBandwidth = 4.0e12;
  R.FmaThroughput = 60e12;
  R.BytesMoved = 4.0 * (1 << 29);
  R.FlopCount = 28.0 * (1 << 27);
  VariantRow Full{"full",
                  "fwd_3D__full",
                  "ok",
                  "",
                  summarize({35.39, 35.40, 35.38}),
                  4,
                  true,
                  64,
                  6144,
                  0,
                  {{"ld.global.32", 15}, {"fp32", 28}}};
  VariantRow Mem{
      "mem", "fwd_3D__mem",         "ok", "", summarize({33.27, 33.30}), 4, true, 40, 6144,
      12288, {{"ld.global.32", 15}}};
  VariantRow Math{
      "math", "fwd_3D__math", "faulted", "an illegal address", std::nullopt, 3, false, 72, 6144, 0,
      {}};
  R.Variants = {Full, Mem, Math};
  R.Judgement = judge([] {
    VariantTimes T;
    T.Full = 35.39;
    T.Mem = 33.27;
    T.Math = 16.25;
    return T;
  }());
  return R;
}

// ncu's CSV, one row per launch and metric: the launches of a variant add up, and a metric
// ncu gave as nan in any launch of a variant (a racy what-if's replay, on the H100) is left
// out for it, so that the checks reading it are not judged on nan or on a partial sum.
TEST(NcuCounts, LaunchesAddUpAndAMetricNcuCouldNotMeasureIsLeftOut) {
  const std::string Csv =
      "==PROF== Connected\n"
      "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
      "\"0\",\"k__full(float *)\",\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\",\"\","
      "\"1,024\"\n"
      "\"1\",\"k__full(float *)\",\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\",\"\","
      "\"1,024\"\n"
      "\"2\",\"k__nobarrier(float *)\",\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\","
      "\"\",\"512\"\n"
      "\"3\",\"k__nobarrier(float *)\",\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\","
      "\"\",\"nan\"\n"
      "\"3\",\"k__nobarrier(float *)\",\"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum\","
      "\"\",\"256\"\n";
  auto Counts = parseNcuCounts(Csv);
  EXPECT_DOUBLE_EQ(Counts["full"]["global_ld"], 2048);
  EXPECT_EQ(Counts["nobarrier"].count("global_ld"), 0u);
  EXPECT_DOUBLE_EQ(Counts["nobarrier"]["global_st"], 256);
}

TEST(Results, JsonRoundTrip) {
  RunResults R = sample();
  std::string Text = toJson(R);
  EXPECT_NE(Text.find("\"schema\": \"limiter/results\""), std::string::npos);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(Text, Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(toJson(*Back), Text) << "read and written again, the file is unchanged";
  EXPECT_EQ(Back->row("mem")->PaddingSharedBytes, 12288u);
  EXPECT_FALSE(Back->row("math")->Time);
  EXPECT_EQ(Back->Judgement->Kind, Limiter::MemoryBound);
}

TEST(Results, JsonErrors) {
  std::string Error;
  EXPECT_FALSE(resultsFromJson("[1, 2]", Error));
  EXPECT_EQ(Error, "not a JSON object");
  EXPECT_FALSE(resultsFromJson(R"({"schema": "limiter/bundle", "version": 1})", Error));
  EXPECT_NE(Error.find("not a limiter results file"), std::string::npos) << Error;
  std::string Newer = toJson(sample());
  std::string Version = "\"version\": " + std::to_string(RunResults::SchemaVersion);
  Newer.replace(Newer.find(Version), Version.size(), "\"version\": 99");
  EXPECT_FALSE(resultsFromJson(Newer, Error));
  EXPECT_NE(Error.find("newer than this limiter reads"), std::string::npos) << Error;
  std::string Missing = toJson(sample());
  Missing.replace(Missing.find("\"registers\""), 11, "\"registerz\"");
  EXPECT_FALSE(resultsFromJson(Missing, Error));
  EXPECT_EQ(Error, "variant: missing field 'registers'");
}

TEST(Results, TerminalTable) {
  std::string Table = toTerminalTable(sample());
  EXPECT_NE(Table.find("stencil::fwd_3D  (stencil-fwd_3D)  on NVIDIA H200, cold L2"),
            std::string::npos)
      << Table;
  EXPECT_NE(Table.find("35.3900"), std::string::npos) << Table;
  EXPECT_NE(Table.find("4 (+12288 B)"), std::string::npos) << Table;
  EXPECT_NE(Table.find("3 NOT MATCHED"), std::string::npos) << Table;
  EXPECT_NE(Table.find("! math: an illegal address"), std::string::npos) << Table;
  EXPECT_NE(Table.find("verdict: memory-bound"), std::string::npos) << Table;
}

TEST(Results, RegisterCapShownAndKept) {
  RunResults R = sample();
  R.Variants[1].RegisterCap = 40;
  R.Variants[1].Note = "registers capped at 40 (from 48, -maxrregcount)";
  EXPECT_NE(toTerminalTable(R).find("4 (+12288 B) (regs <= 40)"), std::string::npos)
      << toTerminalTable(R);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->row("mem")->RegisterCap, 40);
  EXPECT_EQ(toJson(*Back), toJson(R));
}

TEST(Results, AchievedRatesAgainstTheCeilings) {
  RunResults R = sample();
  // 2 GiB in 35.39 ms is 60.7 GB/s, 1.5% of 4 TB/s; 3.76 GFLOP in 35.39 ms is 106 GFLOP/s.
  EXPECT_EQ(ratesLine(R), "achieved 60.7 GB/s (2% of the 4 TB/s copy ceiling) counting each "
                          "buffer once per direction (a lower bound); 106 GFLOP/s (0% of the "
                          "60 TFLOP/s fp32 FMA ceiling)");
  // Past the ceiling, the count cannot be a lower bound and says so.
  RunResults Over = sample();
  Over.CopyBandwidth = 30e9;
  EXPECT_NE(ratesLine(Over).find("(202% of the 30 GB/s copy ceiling) counting each buffer once "
                                 "per direction (a lower bound), above the ceiling, so the count "
                                 "is too high"),
            std::string::npos)
      << ratesLine(Over);
  R.BytesFromConfig = true;
  R.FlopCount.reset();
  R.CopyBandwidth.reset();
  EXPECT_EQ(ratesLine(R), "achieved 60.7 GB/s from work.bytes");
  EXPECT_NE(toTerminalTable(sample()).find("achieved 60.7 GB/s"), std::string::npos);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(sample()), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->BytesMoved, sample().BytesMoved);
  EXPECT_EQ(Back->FlopCount, sample().FlopCount);
}

TEST(Results, CsvAndMarkdown) {
  std::string Csv = toCsv(sample());
  EXPECT_EQ(Csv.substr(0, Csv.find('\n')),
            "kernel,variant,status,samples,median_ms,min_ms,max_ms,rel_std_dev,blocks_per_sm,"
            "occupancy_matched,registers,padding_shared_bytes");
  EXPECT_NE(Csv.find("\"stencil::fwd_3D\",math,faulted,,,,,,3,false,72,0"), std::string::npos)
      << Csv;
  std::string Md = toMarkdown(sample());
  EXPECT_NE(Md.find("| variant | status |"), std::string::npos) << Md;
  EXPECT_NE(Md.find("**Verdict:** memory-bound"), std::string::npos) << Md;
}

VariantRow counted(const char *Variant, double Ld, double St, double Fp) {
  VariantRow R;
  R.Variant = Variant;
  R.Status = "ok";
  R.Executed = {{"global_ld", Ld},      {"global_st", St},      {"global_atom", 0}, {"fp32", Fp},
                {"ld_sectors", 4 * Ld}, {"st_sectors", 4 * St}, {"inst", 1e6}};
  return R;
}

std::map<std::string, bool> verdicts(const std::vector<CountCheck> &Checks) {
  std::map<std::string, bool> Out;
  for (const CountCheck &C : Checks)
    Out[C.Name] = C.Passed;
  return Out;
}

TEST(ExecutedCounts, FaithfulVariantsPass) {
  std::vector<VariantRow> Rows = {counted("full", 4096, 1024, 28672), counted("mem", 4096, 1024, 0),
                                  counted("store", 0, 1024, 0), counted("math", 0, 0, 28672),
                                  counted("skeleton", 0, 1024, 0)};
  std::map<std::string, bool> V = verdicts(executedCountChecks(Rows, false));
  EXPECT_EQ(V.size(), 7u);
  for (const auto &[Name, Passed] : V)
    EXPECT_TRUE(Passed) << Name;
}

// The single-precision-literals what-if turns double instructions into float ones on purpose:
// its check is that fewer double instructions ran, not that full's float ones did.
TEST(ExecutedCounts, TheSinglePrecisionLiteralsWhatIfRunsFewerDoubleInstructions) {
  VariantRow Full = counted("full", 4096, 1024, 1000),
             Literals = counted("floatliterals", 4096, 1024, 9000);
  Literals.WhatIf = "floatliterals";
  Full.Executed["fp64"] = 8000;
  Literals.Executed["fp64"] = 0;
  std::map<std::string, bool> V = verdicts(executedCountChecks({Full, Literals}, false));
  EXPECT_TRUE(V.at("floatliterals-executes-fewer-fp64"));
  EXPECT_TRUE(V.at("floatliterals-executes-full-global-requests"));
  EXPECT_FALSE(V.count("floatliterals-executes-full-fp32-within-10pct"));
  Literals.Executed["fp64"] = 8000;
  EXPECT_FALSE(verdicts(executedCountChecks({Full, Literals}, false))
                   .at("floatliterals-executes-fewer-fp64"));
}

// The no-divergence what-if hands each arm to whole warps: a branch's accesses issue from fewer
// warps (full's even and odd lanes each issued one request per warp), never from more.
TEST(ExecutedCounts, TheNoDivergenceWhatIfIssuesAtMostFullsRequests) {
  VariantRow Full = counted("full", 4096, 2048, 28672),
             Split = counted("nodivergence", 4096, 1024, 28672);
  Split.WhatIf = "nodivergence";
  std::map<std::string, bool> V = verdicts(executedCountChecks({Full, Split}, false));
  EXPECT_TRUE(V.at("nodivergence-executes-at-most-full-global-requests"));
  EXPECT_FALSE(V.count("nodivergence-executes-full-global-requests"));
  EXPECT_TRUE(V.at("nodivergence-executes-full-fp32-within-10pct"));
  Split.Executed["global_ld"] = 4097;
  EXPECT_FALSE(verdicts(executedCountChecks({Full, Split}, false))
                   .at("nodivergence-executes-at-most-full-global-requests"));
}

TEST(ExecutedCounts, EachUnfaithfulVariantFailsItsCheck) {
  std::vector<VariantRow> Rows = {counted("full", 4096, 1024, 28672), counted("mem", 4000, 1024, 0),
                                  counted("store", 12, 1000, 0), counted("math", 8, 3, 20000)};
  std::map<std::string, bool> V = verdicts(executedCountChecks(Rows, false));
  EXPECT_FALSE(V["mem-executes-full-global-accesses"]);
  EXPECT_FALSE(V["store-executes-no-global-loads"]);
  EXPECT_FALSE(V["store-executes-full-global-stores"]);
  EXPECT_FALSE(V["math-executes-no-global-loads"]);
  EXPECT_FALSE(V["math-executes-no-global-stores"]) << "a store escaped its never-true guard";
  EXPECT_FALSE(V["math-executes-full-fp32-within-10pct"]);
  // Loads that decide addresses or control stay in math-only: allowed up to full's.
  EXPECT_TRUE(verdicts(executedCountChecks(Rows, true))["math-executes-no-global-loads"]);
  EXPECT_TRUE(executedCountChecks({counted("mem", 1, 1, 1)}, false).empty()) << "no full row";
}

// A count the profiler could not take (its key absent: CUPTI's profiler on a GPU that lacks
// the metric) leaves out the checks that read it, instead of passing them on zeros.
TEST(ExecutedCounts, ACountNotTakenLeavesItsChecksOut) {
  std::vector<VariantRow> Rows = {counted("full", 4096, 1024, 28672), counted("mem", 4096, 1024, 0),
                                  counted("store", 0, 1024, 0), counted("math", 0, 0, 28672)};
  for (VariantRow &R : Rows) {
    R.Executed.erase("fp32");
    R.Executed.erase("st_sectors");
  }
  std::map<std::string, bool> V = verdicts(executedCountChecks(Rows, false));
  EXPECT_FALSE(V.count("math-executes-full-fp32-within-10pct"));
  EXPECT_FALSE(V.count("mem-executes-full-global-accesses"));
  EXPECT_TRUE(V.count("math-executes-no-global-loads"));
  EXPECT_TRUE(V.count("store-executes-full-global-stores"));
}

TEST(ExecutedCounts, EveryArithmeticKindIsCheckedOnItsOwn) {
  // A kernel of fp64 FMAs, a bf16 activation and integer hashing of its data: math-only that
  // keeps its fp32 work but loses the others fails once per kind.
  auto With = [](VariantRow R, std::map<std::string, double> More) {
    R.Executed.insert(More.begin(), More.end());
    return R;
  };
  VariantRow Full = With(counted("full", 4096, 1024, 28672),
                         {{"fp64", 8192}, {"fp16", 4096}, {"sfu", 512}, {"int", 20000}});
  Full.Counts = {{"fp32", 7}, {"fp64", 2}, {"fp16", 1}, {"sfu", 1}};
  VariantRow Mem = With(counted("mem", 4096, 1024, 0), {{"int", 12000}});
  VariantRow Skeleton = With(counted("skeleton", 0, 1024, 0), {{"int", 3000}});
  VariantRow Faithful = With(counted("math", 0, 0, 28672),
                             {{"fp64", 8192}, {"fp16", 4096}, {"sfu", 512}, {"int", 13000}});
  std::map<std::string, bool> V =
      verdicts(executedCountChecks({Full, Mem, Faithful, Skeleton}, false));
  for (const char *Name :
       {"math-executes-full-fp64-within-10pct", "math-executes-full-fp16-within-10pct",
        "math-executes-full-sfu-within-10pct", "math-executes-full-data-integer-work"}) {
    ASSERT_TRUE(V.count(Name)) << Name;
    EXPECT_TRUE(V[Name]) << Name;
  }
  VariantRow Lossy = With(counted("math", 0, 0, 28672),
                          {{"fp64", 0}, {"fp16", 1000}, {"sfu", 512}, {"int", 5000}});
  V = verdicts(executedCountChecks({Full, Mem, Lossy, Skeleton}, false));
  EXPECT_TRUE(V["math-executes-full-fp32-within-10pct"]);
  EXPECT_FALSE(V["math-executes-full-fp64-within-10pct"]);
  EXPECT_FALSE(V["math-executes-full-fp16-within-10pct"]);
  EXPECT_TRUE(V["math-executes-full-sfu-within-10pct"]);
  EXPECT_FALSE(V["math-executes-full-data-integer-work"]) << "2000 of full's 8000 kept";
  // A kind full does not execute is not checked; nor one its PTX does not hold (the machine
  // code's HFMA2 register moves of an fp32 kernel are no half-precision work).
  V = verdicts(executedCountChecks({counted("full", 1, 1, 10), counted("math", 0, 0, 10)}, false));
  EXPECT_FALSE(V.count("math-executes-full-fp64-within-10pct"));
  VariantRow Fp32Only = Full;
  Fp32Only.Counts = {{"fp32", 7}};
  V = verdicts(executedCountChecks({Fp32Only, Mem, Lossy, Skeleton}, false));
  EXPECT_FALSE(V.count("math-executes-full-fp16-within-10pct"));
  EXPECT_FALSE(V.count("math-executes-full-fp64-within-10pct"));
  // On the XU pipe only losing counts: made-up values add conversions.
  VariantRow MoreXu = Faithful;
  MoreXu.Executed["sfu"] = 2048;
  V = verdicts(executedCountChecks({Full, Mem, MoreXu, Skeleton}, false));
  EXPECT_TRUE(V["math-executes-full-sfu-within-10pct"]);
  // A static floating-point failure is waived by executed counts only when every kind passes.
  RunResults R;
  R.Variants = {Full, Mem, Lossy, Skeleton};
  R.StaticChecks = {
      {"math-floating-point-within-10pct-of-full", false, "math 1, full 2", "counts"}};
  R.Checks = executedCountChecks(R.Variants, false);
  bool StaticDoubt = false;
  for (const std::string &D : verdictDoubts(R))
    StaticDoubt |= D.starts_with("failed static check math-floating-point");
  EXPECT_TRUE(StaticDoubt);
}

// A reduction tree: memory-only drops `if (at < n) s[at] += s[at + s]` whole, the branch's
// condition with it, while the skeleton keeps that condition around its guarded store. Full's
// work that is not data is the larger of the two, so the condition does not count as data.
TEST(ExecutedCounts, DataIntegerWorkLeavesOutTheControlTheSkeletonKeeps) {
  auto WithInt = [](VariantRow R, double Int) {
    R.Executed["int"] = Int;
    return R;
  };
  VariantRow Full = WithInt(counted("full", 4096, 1024, 28672), 1000);
  VariantRow Mem = WithInt(counted("mem", 4096, 1024, 0), 300);
  VariantRow Skeleton = WithInt(counted("skeleton", 0, 1024, 0), 600);
  VariantRow Math = WithInt(counted("math", 0, 0, 28672), 980);
  std::map<std::string, bool> V = verdicts(executedCountChecks({Full, Mem, Math, Skeleton}, false));
  ASSERT_TRUE(V.count("math-executes-full-data-integer-work"));
  EXPECT_TRUE(V["math-executes-full-data-integer-work"]) << "380 kept of 400 (not 700)";
  // Math-only that loses the tree's arithmetic still fails.
  V = verdicts(executedCountChecks({Full, Mem, WithInt(Math, 800), Skeleton}, false));
  EXPECT_FALSE(V["math-executes-full-data-integer-work"]) << "200 kept of 400";
  // Where memory-only keeps more than the skeleton (the global addresses), it is the base.
  V = verdicts(executedCountChecks({Full, WithInt(Mem, 700), WithInt(Math, 760), Skeleton}, false));
  EXPECT_FALSE(V["math-executes-full-data-integer-work"]) << "160 kept of 300";
}

TEST(ExecutedCounts, ShownOnlyWhenMeasuredAndKeptInJson) {
  RunResults R = sample();
  EXPECT_EQ(toTerminalTable(R).find("executed"), std::string::npos);
  R.Variants[0].Executed = {{"global_ld", 15.0 * 1048576}, {"global_st", 1048576}, {"fp32", 28}};
  R.Checks = {{"mem-executes-full-global-accesses", false, "mem 1/2, full 3/4"}};
  std::string Table = toTerminalTable(R);
  EXPECT_NE(Table.find("executed ld/st/fp"), std::string::npos) << Table;
  EXPECT_NE(Table.find("15.7M/1.05M/28"), std::string::npos) << Table;
  EXPECT_NE(Table.find("FAIL  mem-executes-full-global-accesses: mem 1/2, full 3/4"),
            std::string::npos)
      << Table;
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(toJson(*Back), toJson(R));
  EXPECT_EQ(Back->Checks.size(), 1u);
}

} // namespace
} // namespace limiter
