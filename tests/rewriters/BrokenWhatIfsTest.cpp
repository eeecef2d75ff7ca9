// A what-if whose copy nvcc rejects is left out of the bundle, not the bundle itself.

#include "bundle/BrokenWhatIfs.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace limiter {
namespace {

VariantSet variants() {
  VariantSet S;
  for (VariantKind Kind : {VariantKind::Full, VariantKind::Mem, VariantKind::Math,
                           VariantKind::ReadOnly, VariantKind::Streaming}) {
    VariantResult R;
    R.Kind = Kind;
    R.KernelName = "copyAll__" + std::string(toString(Kind));
    R.Functions.push_back({});
    S.Variants.push_back(R);
  }
  return S;
}

const VariantResult &of(const VariantSet &S, VariantKind Kind) {
  for (const VariantResult &R : S.Variants)
    if (R.Kind == Kind)
      return R;
  throw std::runtime_error("no such variant");
}

// As nvcc reports an error in a template's instantiation: the error, the source line, the
// instantiation, then notes on each candidate overload (left out of what is kept).
constexpr const char *Blamed =
    "src/copy.cu(8): error: no instance of overloaded function \"__ldg\" matches the argument "
    "list\n"
    "            argument types are: (Pixel *)\n"
    "          out[i] = __ldg(&(in[i]));\n"
    "          detected during instantiation of \"void copyAll__readonly(T *, T *, int) [with "
    "T=Pixel]\" at line 725 of variants.cu\n"
    "sm_32_intrinsics.hpp(138): note #3326-D: function \"__ldg(const double2 *)\" does not "
    "match\n"
    "  static __inline__ double2 __ldg(const double2 *ptr);\n"
    "1 error detected in the compilation of \"variants.cu\".\n";

TEST(BrokenWhatIfs, OnlyTheWhatIfNvccNamesIsLeftOut) {
  VariantSet S = variants();
  DiagnosticList Diags;
  ASSERT_TRUE(dropBrokenWhatIfs(S, Blamed, "out/copy", Diags));
  EXPECT_EQ(of(S, VariantKind::ReadOnly).Status, VariantStatus::Absent);
  EXPECT_TRUE(of(S, VariantKind::ReadOnly).Functions.empty());
  EXPECT_NE(of(S, VariantKind::ReadOnly).Reasons.at(0).find("does not compile with nvcc"),
            std::string::npos);
  EXPECT_EQ(of(S, VariantKind::Streaming).Status, VariantStatus::Ok);
  EXPECT_EQ(of(S, VariantKind::Full).Status, VariantStatus::Ok);
  ASSERT_EQ(Diags.items().size(), 1u);
  const Diagnostic &D = Diags.items().front();
  EXPECT_EQ(D.Id, DiagId::BundleDoesNotCompile);
  EXPECT_EQ(D.Level, Severity::Warning);
  ASSERT_EQ(D.Notes.size(), 1u);
  EXPECT_NE(D.Notes[0].find("copyAll__readonly"), std::string::npos);
  EXPECT_EQ(D.Notes[0].find("double2"), std::string::npos) << "the candidates' notes are cut";
}

TEST(BrokenWhatIfs, AnErrorThatNamesNoVariantLeavesOutEveryWhatIfThenNothing) {
  VariantSet S = variants();
  DiagnosticList Diags;
  const std::string Plain = "src/copy.cu(4): error: invalid type conversion\n"
                            "      (float4 *)row[3] = v;\n";
  ASSERT_TRUE(dropBrokenWhatIfs(S, Plain, "out/copy", Diags));
  EXPECT_EQ(of(S, VariantKind::ReadOnly).Status, VariantStatus::Absent);
  EXPECT_EQ(of(S, VariantKind::Streaming).Status, VariantStatus::Absent);
  EXPECT_EQ(of(S, VariantKind::Mem).Status, VariantStatus::Ok);
  // Once no what-if is left, the twins themselves fail: nothing more to leave out.
  EXPECT_FALSE(dropBrokenWhatIfs(S, Plain, "out/copy", Diags));
}

TEST(BrokenWhatIfs, AnErrorInAHelpersCloneIsBlamedOnTheWhatIfsWhoseTextHoldsItsLine) {
  // An error in a helper's clone names no kernel: nvcc gives the original's line (#line) and
  // quotes the copy's text, which only the float-literals what-if's clone holds.
  VariantSet S = variants();
  for (VariantResult &V : S.Variants)
    V.Functions.front().Text = "float accel(float v) {\n  return -DAMPING * v;\n}";
  VariantResult Literals;
  Literals.Kind = VariantKind::FloatLiterals;
  Literals.KernelName = "copyAll__floatliterals";
  Literals.Functions.push_back({"accel__floatliterals",
                                "float accel__floatliterals(float v) {\n  return -DAMPINGf * "
                                "v;\n}"});
  S.Variants.push_back(Literals);
  DiagnosticList Diags;
  const std::string Helper = "src/osc.cu(20): error: identifier \"DAMPINGf\" is undefined\n"
                             "    return -DAMPINGf * v;\n"
                             "            ^\n";
  // A quoted line of a few characters (`}`) could be anyone's: no blame by text.
  EXPECT_TRUE(quotedLines("a.cu(3): error: expected a \";\"\n  }\n  ^\n").empty());
  EXPECT_EQ(quotedLines(Helper), std::vector<std::string>{"return -DAMPINGf * v;"});
  ASSERT_TRUE(dropBrokenWhatIfs(S, Helper, "out/osc", Diags));
  EXPECT_EQ(of(S, VariantKind::FloatLiterals).Status, VariantStatus::Absent);
  EXPECT_EQ(of(S, VariantKind::ReadOnly).Status, VariantStatus::Ok);
  EXPECT_EQ(of(S, VariantKind::Streaming).Status, VariantStatus::Ok);

  // The same line in a twin's text: the error may be the twins', and every what-if goes.
  VariantSet T = variants();
  for (VariantResult &V : T.Variants)
    V.Functions.front().Text = "float accel(float v) {\n  return -DAMPINGf * v;\n}";
  ASSERT_TRUE(dropBrokenWhatIfs(T, Helper, "out/osc", Diags));
  EXPECT_EQ(of(T, VariantKind::ReadOnly).Status, VariantStatus::Absent);
  EXPECT_EQ(of(T, VariantKind::Streaming).Status, VariantStatus::Absent);

  // The line in the project's own file (a helper's original, which no twin's text holds): the
  // source's fault, or a helper left as written; every what-if goes.
  const std::filesystem::path Own =
      std::filesystem::temp_directory_path() / "limiter-broken-whatifs-own.cu";
  std::ofstream(Own) << "float accel(float v) {\n  return -DAMPINGf * v;\n}\n";
  VariantSet U = variants();
  for (VariantResult &V : U.Variants)
    V.Functions.front().File = Own.string();
  Literals.Functions.front().File = Own.string();
  U.Variants.push_back(Literals);
  ASSERT_TRUE(dropBrokenWhatIfs(U, Helper, "out/osc", Diags));
  EXPECT_EQ(of(U, VariantKind::ReadOnly).Status, VariantStatus::Absent);
  std::filesystem::remove(Own);
}

TEST(BrokenWhatIfs, AnErrorInATwinLeavesOutNothing) {
  // nvcc rejects the source itself (`fmin(float, double)`, which clang takes): full and
  // math-only are named; leaving the what-ifs out would not help, and none is.
  VariantSet S = variants();
  DiagnosticList Diags;
  const std::string Twins =
      "src/copy.cu(5): error: more than one instance of overloaded function \"fmin\"\n"
      "          detected during instantiation of \"void copyAll__full<T>(T *, T *, int)\"\n"
      "src/copy.cu(5): warning: copyAll__readonly: unused\n";
  EXPECT_FALSE(dropBrokenWhatIfs(S, Twins, "out/copy", Diags));
  EXPECT_EQ(of(S, VariantKind::ReadOnly).Status, VariantStatus::Ok) << "named by a warning only";
  EXPECT_TRUE(Diags.items().empty());
}

TEST(BrokenWhatIfs, NvccErrorsKeepTheErrorsAndTheirLines) {
  EXPECT_EQ(nvccErrors("a.cu(1): warning #177-D: unused\n  int x;\n\na.cu(2): error: bad\n  y;\n"),
            "a.cu(2): error: bad\n  y;\n");
  EXPECT_EQ(nvccErrors("ptxas fatal   : out of memory\n"), "ptxas fatal   : out of memory\n")
      << "output that names no error is kept from its start";
}

} // namespace
} // namespace limiter
