// Golden tests of the variant rules: tests/rewriters/golden/CASE/input.cu is rewritten and each
// variant's functions are compared with CASE/VARIANT.cu (first line: the expected status), and
// the diagnostics with CASE/diagnostics.txt (ids and lines; absent means none); CASE/args, when
// there, holds the clang flags the input needs (one per line); CASE/repairs, when there, the
// repairs of mem-only's second build ("kept-store LINE", "rolled-loop LINE"). Set
// LIMITER_UPDATE_GOLDEN=1 to write the expectations from the current output, then review them.

#include "ParseHelpers.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/Files.h"
#include "limiter/support/WhatIfs.h"
#include "variants/Variant.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace fs = std::filesystem;

namespace limiter::test {
namespace {

const fs::path GoldenDir = fs::path(LIMITER_TEST_INPUTS).parent_path() / "golden";

std::string variantText(const VariantResult &V) {
  std::string Out = "// status: " + std::string(toString(V.Status)) + "\n";
  for (const std::string &R : V.Reasons)
    Out += "// reason: " + R + "\n";
  for (const FunctionText &F : V.Functions)
    Out += F.Text + "\n";
  return Out;
}

std::string diagnosticsText(const VariantSet &Set) {
  std::string Out;
  for (const Diagnostic &D : Set.Diagnostics)
    Out += formatId(D.Id) + " line " + std::to_string(D.Where.Line) + ": " + D.Message + "\n";
  return Out;
}

/// The repairs CASE/repairs asks for ("mem kept-store 16", "store rolled-loop 19"), at lines
/// of the input (the file the kernel is in).
RepairsByVariant repairsOf(const fs::path &Case, clang::ASTContext &Ctx,
                           const clang::FunctionDecl *Kernel) {
  RepairsByVariant Out;
  std::string Error;
  std::optional<std::string> Text = readFile((Case / "repairs").string(), Error);
  if (!Text)
    return Out;
  const clang::SourceManager &SM = Ctx.getSourceManager();
  std::error_code Ec;
  std::string File =
      fs::weakly_canonical(SM.getPresumedLoc(Kernel->getLocation()).getFilename(), Ec).string();
  std::istringstream Lines(*Text);
  std::string Variant, Kind;
  unsigned Line = 0;
  while (Lines >> Variant >> Kind >> Line) {
    VariantRepairs &R = Out[Variant == "store" ? VariantKind::Store : VariantKind::Mem];
    (Kind == "kept-store" ? R.KeptStores : R.RolledLoops).insert({File, Line});
  }
  return Out;
}

class GoldenVariants : public ::testing::TestWithParam<std::string> {};

// The rewriter's what-ifs and the names the rest of limiter knows them by (--what-if, the
// count parser, the runtime) are the same list.
TEST(WhatIfNames, TheRewritersWhatIfsAreTheOnesLimiterKnows) {
  std::vector<std::string> Made;
  for (VariantKind Kind : EveryVariant)
    if (isWhatIf(Kind)) {
      Made.push_back(std::string(toString(Kind)));
      EXPECT_FALSE(whatIfCost(Kind).empty());
    }
  // The what-ifs of the bundle, not those run makes; the block-size what-if is both: run
  // launches full with larger blocks, or the rule's copy where full reads its block's index.
  std::vector<std::string> Rewritten;
  for (const WhatIfInfo &W : whatIfs())
    if (!W.MadeAtRun || W.Name == "blocksize")
      Rewritten.push_back(W.Name);
  EXPECT_EQ(Made, Rewritten);
}

TEST_P(GoldenVariants, MatchesExpectations) {
  fs::path Case = GoldenDir / GetParam();
  std::string Error;
  std::optional<std::string> Input = readFile((Case / "input.cu").string(), Error);
  ASSERT_TRUE(Input) << Error;
  std::vector<std::string> Args;
  if (std::optional<std::string> Flags = readFile((Case / "args").string(), Error)) {
    std::istringstream Lines(*Flags);
    for (std::string Flag; std::getline(Lines, Flag);)
      if (!Flag.empty())
        Args.push_back(Flag);
  }
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(*Input, Args);
  ASSERT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred()) << "input does not compile";
  auto Kernels = collectKernelDecls(AST->getASTContext());
  ASSERT_EQ(Kernels.size(), 1u) << "a golden case holds one kernel";
  VariantSet Set = buildVariants(AST->getASTContext(), Kernels[0].first,
                                 repairsOf(Case, AST->getASTContext(), Kernels[0].first));

  bool Update = std::getenv("LIMITER_UPDATE_GOLDEN") != nullptr;
  std::vector<std::pair<std::string, std::string>> Outputs;
  const VariantResult *Full = nullptr;
  for (const VariantResult &V : Set.Variants)
    if (V.Kind == VariantKind::Full)
      Full = &V;
  ASSERT_TRUE(Full);
  for (const VariantResult &V : Set.Variants) {
    // A compile-flag what-if is full's text under its own name: held to full's golden.
    if (isFlagWhatIf(V.Kind)) {
      std::string Copy = variantText(*Full);
      const std::string From = "__full", To = "__" + std::string(toString(V.Kind));
      for (std::size_t At = 0; (At = Copy.find(From, At)) != std::string::npos; At += To.size())
        Copy.replace(At, From.size(), To);
      EXPECT_EQ(variantText(V), Copy) << V.KernelName << " is not full's copy";
      continue;
    }
    Outputs.emplace_back(std::string(toString(V.Kind)) + ".cu", variantText(V));
  }
  Outputs.emplace_back("diagnostics.txt", diagnosticsText(Set));
  for (const auto &[Name, Actual] : Outputs) {
    fs::path Expected = Case / Name;
    if (Update) {
      if (Actual.empty() && Name == "diagnostics.txt")
        fs::remove(Expected);
      else
        ASSERT_TRUE(writeFileAtomically(Expected.string(), Actual, Error)) << Error;
      continue;
    }
    std::optional<std::string> Want = readFile(Expected.string(), Error);
    if (!Want && Name == "diagnostics.txt")
      Want = "";
    ASSERT_TRUE(Want) << Expected << " is missing; run with LIMITER_UPDATE_GOLDEN=1";
    EXPECT_EQ(Actual, *Want) << "in " << Expected;
  }
}

std::vector<std::string> cases() {
  std::vector<std::string> Out;
  for (const auto &Entry : fs::directory_iterator(GoldenDir))
    if (fs::exists(Entry.path() / "input.cu"))
      Out.push_back(Entry.path().filename().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

INSTANTIATE_TEST_SUITE_P(Rules, GoldenVariants, ::testing::ValuesIn(cases()), [](const auto &Info) {
  std::string Name = Info.param;
  std::replace(Name.begin(), Name.end(), '-', '_');
  return Name;
});

} // namespace
} // namespace limiter::test
