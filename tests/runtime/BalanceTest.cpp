// Choosing a balance parameter: the first guess from the ceilings, the solution from the
// pilots' twin times, the sentence, results.json, and the lesson placeholders it feeds.

#include "limiter/runtime/Balance.h"
#include "limiter/runtime/Report.h"
#include "limiter/support/Course.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// lab::intensity's [work]: 32 bytes and 8 * rounds flops per float4.
ExperimentConfig intensity(long long Min = 1, long long Max = 1024) {
  ExperimentConfig C;
  std::string Error;
  C.WorkBytes = Expression::parse("32 * n", Error);
  C.WorkFlops = Expression::parse("8 * rounds * n", Error);
  ParamSpec N;
  N.Name = "n";
  N.Value = 1 << 26;
  N.IsInteger = true;
  ParamSpec Rounds;
  Rounds.Name = "rounds";
  Rounds.Balance = std::pair{Min, Max};
  Rounds.Value = static_cast<double>(Min);
  Rounds.IsInteger = true;
  C.Params = {N, Rounds};
  return C;
}

TEST(Balance, FirstGuessIsWhereWorkReachesTheDevicesFlopPerByte) {
  ExperimentConfig C = intensity();
  const ParamSpec &P = *C.balanceParam();
  // rounds / 4 FLOP per byte: an H100's 64.4 TFLOP/s over 2.99 TB/s is 21.54 -> 87.
  EXPECT_EQ(balanceFromCeilings(C, P, 64.4e12 / 2.99e12).value_or(0), 87);
  EXPECT_EQ(balanceFromCeilings(C, P, 21.0).value_or(0), 84) << "exactly reached";
  EXPECT_EQ(balanceFromCeilings(C, P, 0.01).value_or(0), 1) << "the range's least";
  EXPECT_EQ(balanceFromCeilings(C, P, 1e6).value_or(0), 1024) << "the range's most";
  C.WorkBytes.reset();
  EXPECT_FALSE(balanceFromCeilings(C, P, 21.5)) << "no [work] bytes, no guess";
}

TEST(Balance, StartHoldsTheGuessOrTheRangesLeast) {
  ExperimentConfig C = intensity(2, 512);
  BalanceChoice S = balanceStart(C, *C.balanceParam(), 21.0);
  EXPECT_EQ(S.Param, "rounds");
  EXPECT_EQ(S.Min, 2);
  EXPECT_EQ(S.Max, 512);
  EXPECT_EQ(S.FromCeilings, 84);
  EXPECT_EQ(S.Value, 84);
  BalanceChoice NoCeilings = balanceStart(C, *C.balanceParam(), std::nullopt);
  EXPECT_FALSE(NoCeilings.FromCeilings);
  EXPECT_FALSE(NoCeilings.DeviceFlopPerByte);
  EXPECT_EQ(NoCeilings.Value, 2);
}

BalanceChoice choice(std::vector<BalanceChoice::Pilot> Pilots) {
  BalanceChoice C;
  C.Param = "rounds";
  C.Min = 1;
  C.Max = 1024;
  C.FromCeilings = 86;
  C.Pilots = std::move(Pilots);
  return C;
}

TEST(Balance, PilotsAreSolvedForMathAtItsShareOfMemory) {
  std::string Note;
  // One pilot: math-only taken as proportional to rounds (86 * 0.95 * 0.70 / 0.94 = 60.8).
  EXPECT_EQ(balanceFromPilots(choice({{86, 0.70, 0.94}}), Note), 61);
  EXPECT_EQ(Note, "");
  // Two: each twin affine in rounds; math-only 0.1 ms + 0.01 ms a round, memory-only 0.8 ms:
  // math-only takes 0.76 ms, 95% of it, at 66.
  EXPECT_EQ(balanceFromPilots(choice({{86, 0.80, 0.96}, {64, 0.80, 0.74}}), Note), 66);
  EXPECT_EQ(Note, "");
  // Memory-only that grows with the value too (its loads in the loop): 0.5 + 0.01 r against
  // 0.1 + 0.02 r, at 95% where r = 35.7.
  EXPECT_EQ(balanceFromPilots(choice({{10, 0.60, 0.30}, {20, 0.70, 0.50}}), Note), 36);
}

TEST(Balance, PilotsThatCannotBalanceSaySo) {
  std::string Note;
  // Math-only grows no faster than memory-only: no value balances them.
  EXPECT_EQ(balanceFromPilots(choice({{10, 0.5, 0.2}, {20, 0.6, 0.25}}), Note), 1024);
  EXPECT_NE(Note.find("no value balances them"), std::string::npos) << Note;
  // The solution outside the range: clamped, and said.
  Note.clear();
  EXPECT_EQ(balanceFromPilots(choice({{1000, 10.0, 1.0}}), Note), 1024);
  EXPECT_NE(Note.find("outside the config's range"), std::string::npos) << Note;
  Note.clear();
  EXPECT_EQ(balanceFromPilots(choice({}), Note), 86) << "no pilot: the ceilings' guess";
  EXPECT_EQ(Note, "no pilot timing");
}

TEST(Balance, SentenceAndJsonSayHowItWasChosen) {
  BalanceChoice C = choice({{86, 0.7, 0.94}, {64, 0.7, 0.71}});
  C.Value = 63;
  C.DeviceFlopPerByte = 21.54;
  EXPECT_EQ(balanceSentence(C),
            "rounds = 63, chosen so that math-only takes 95% of memory-only's time on this GPU "
            "(first guess 86 from the ceilings, 21.5 FLOP/byte; pilots (mem / math): 86: "
            "0.700 / 0.940 ms, 64: 0.700 / 0.710 ms)");
  RunResults R;
  R.Kernel = "lab::intensity";
  R.Device = "NVIDIA H100";
  R.LimiterVersion = "test";
  R.Balance = C;
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_TRUE(Back->Balance);
  EXPECT_EQ(balanceSentence(*Back->Balance), balanceSentence(C));
  EXPECT_NE(toTerminalTable(R).find("rounds = 63, chosen"), std::string::npos);
  EXPECT_NE(toMarkdown(R).find("rounds = 63, chosen"), std::string::npos);
}

VariantRow timed(const char *Variant, double Ms) {
  VariantRow Row;
  Row.Variant = Variant;
  Row.Status = "ok";
  Row.Time = summarize({Ms, Ms});
  return Row;
}

TEST(Lesson, PlaceholdersTakeTheMeasuredValues) {
  RunResults R;
  R.Variants = {timed("full", 1.0), timed("mem", 0.88), timed("math", 0.86)};
  VariantTimes T;
  T.Full = 1.0;
  T.Mem = 0.88;
  T.Math = 0.86;
  R.Judgement = judge(T);
  R.CopyBandwidth = 2.99e12;
  R.FmaThroughput = 64.4e12;
  R.Balance = choice({});
  R.Balance->Value = 61;
  EXPECT_EQ(lessonText("{balance} rounds at {flop-per-byte} FLOP/byte: mem {memory-only}, math "
                       "{math-only}, {over-twins} more; {verdict}.",
                       &R),
            "61 rounds at 21.5 FLOP/byte: mem 88%, math 86%, 14% more; " +
                verdictLabel(*R.Judgement) + ".");
  EXPECT_EQ(lessonText("mem {memory-only}", nullptr), "mem (not measured)");
  EXPECT_EQ(lessonText("no placeholder {", &R), "no placeholder {");
}

TEST(Lesson, CourseRejectsAnUnknownPlaceholderAtItsPlace) {
  EXPECT_EQ(unknownLessonPlaceholder("{memory-only} and {verdict}"), std::nullopt);
  EXPECT_EQ(unknownLessonPlaceholder("the {mem-only} share").value_or(""), "mem-only");
  EXPECT_EQ(unknownLessonPlaceholder("open {verdict").value_or("-"), "verdict");
  fs::path Path =
      fs::temp_directory_path() / ("limiter-course-" + std::to_string(::getpid()) + ".toml");
  std::ofstream(Path) << "[[section]]\ntitle = \"S\"\n[[section.experiment]]\n"
                         "config = \"a.toml\"\nlesson = \"takes {mem} of full\"\n";
  DiagnosticList Diags;
  readCourse(Path.string(), Diags);
  fs::remove(Path);
  ASSERT_FALSE(Diags.items().empty());
  const Diagnostic &D = Diags.items().front();
  EXPECT_EQ(formatId(D.Id), "LIM303");
  EXPECT_EQ(D.Where.Line, 5u);
  EXPECT_NE(D.Message.find("{mem}"), std::string::npos) << D.Message;
}

} // namespace
} // namespace limiter
