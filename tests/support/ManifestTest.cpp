// The bundle's manifest as one type: what limiter writes reads back the same, byte for byte;
// older bundles read with their defaults; anything else is refused with where it went wrong,
// never thrown.
#include "limiter/support/Manifest.h"

#include "limiter/support/Files.h"

#include <gtest/gtest.h>

using namespace limiter;

namespace {

std::string fileText(const std::string &Path) {
  std::string Error;
  std::optional<std::string> Text = readFile(Path, Error);
  EXPECT_TRUE(Text) << Path << ": " << Error;
  return Text.value_or("");
}

std::string errorOf(const std::string &Text) {
  std::string Error;
  EXPECT_FALSE(manifestFromJson(Text, Error)) << Text;
  return Error;
}

/// A minimal manifest of the current version with Kernel as its kernel object.
std::string withKernel(const std::string &Kernel, const std::string &Rest = "") {
  return R"({"schema": "limiter/bundle", "version": 1, "kernel": )" + Kernel + Rest + "}";
}

const char *Kernel = R"({"name": "k", "qualified_name": "k", "parameters": [],
  "instantiations": [{"entries": {"full": "_Z7k__fullv"}, "parameters": []}]})";

} // namespace

TEST(Manifest, WhatTheGeneratorWritesReadsBackByteForByte) {
  const std::string Text = fileText(LIMITER_SOURCE_DIR "/tests/fuzz/corpus/profile/manifest.json");
  std::string Error;
  std::optional<Manifest> M = manifestFromJson(Text, Error);
  ASSERT_TRUE(M) << Error;
  EXPECT_EQ(toJson(*M), Text);
  EXPECT_FALSE(M->Kernel.Instantiations.empty());
  ASSERT_TRUE(M->variant("full"));
  EXPECT_FALSE(M->variant("nonesuch"));
}

TEST(Manifest, AnOlderBundleReadsWithTheDefaultsOfWhatItLacks) {
  std::string Error;
  std::optional<Manifest> M = manifestFromJson(
      fileText(LIMITER_SOURCE_DIR "/tests/runtime/Inputs/saxpy/manifest.json"), Error);
  ASSERT_TRUE(M) << Error;
  ASSERT_FALSE(M->Checks.empty());
  EXPECT_EQ(M->Checks[0].Method, "counts");
  EXPECT_FALSE(M->Sources);
  EXPECT_FALSE(M->Inputs);
  EXPECT_EQ(M->Kernel.File, "");
}

TEST(Manifest, EverySectionRoundTrips) {
  Manifest M;
  M.Source = "/p/k.cu";
  M.Kernel.Name = "k";
  M.Kernel.QualifiedName = "ns::k";
  M.Kernel.TemplateHeader = "template <int B>";
  M.Kernel.Instantiations.push_back(
      {"<256>", {{"float *", "pointer", 8, 4}}, {{"full", "_Z1"}, {"mem", "_Z2"}}});
  M.Kernel.Parameters.push_back({"x", "float *", true, "write"});
  M.Kernel.GridStride = ManifestGridStride{0, 4, ""};
  M.Kernel.BlockSplit = ManifestBlockSplit{false, "threadIdx.x is read otherwise", true};
  M.Compile = {"variants.cu", "sm_90", {"-Isrc/", "-rdc=true"}};
  ManifestVariant Full{
      "full", "k__full", "ok", {}, {}, {}, std::map<std::string, unsigned>{{"fp32", 3}}};
  ManifestVariant Math{
      "math",          "k__math",   "conservative", {"int lim_flag"}, {{"stores_guarded", 1}},
      {"line 3: why"}, std::nullopt};
  M.Variants = {Full, Math};
  M.StructuralLoads.push_back({"/p/k.cu", 7, "global", {"addresses", "trip counts"}});
  M.Accesses.push_back({"k", "/p/k.cu", 7, 3, "global", true, false, true, false});
  M.Checks.push_back({"entries-in-module", true, "every entry", "counts"});
  M.Checks.push_back({"mem-global-accesses-equal-full", false, "mem 1/0", "lines"});
  M.CountMethod = "static";
  M.Diagnostics.push_back({"LIM110", "m", "h", "/p/k.cu", 11});
  M.Repairs = std::map<std::string, ManifestRepairs>{{"mem", {{{"/p/k.cu", 7}}, {}}}};
  M.Sources = ManifestSources{"/p", "src", "src/k.cu", 2};
  M.Experiment = ManifestExperiment{"/p/e.toml", "e", "experiment.toml"};
  M.Inputs = ManifestInputs{"abc", {{"../k.cu", "0123"}}};
  const std::string Text = toJson(M);
  std::string Error;
  std::optional<Manifest> Back = manifestFromJson(Text, Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(toJson(*Back), Text);
  EXPECT_FALSE(Back->Variants[1].PtxCounts);
  EXPECT_TRUE(Back->Variants[1].takesFlag());
  ASSERT_TRUE(Back->Kernel.instantiation("<256>"));
  EXPECT_EQ(Back->Kernel.instantiation("<256>")->Parameters[0].ElementSize, 4u);
  ASSERT_TRUE(Back->Kernel.BlockSplit);
  EXPECT_EQ(Back->Kernel.BlockSplit->WhyNot, "threadIdx.x is read otherwise");
  EXPECT_TRUE(Back->Kernel.BlockSplit->Rows);
  // An empty repairs section is kept as one.
  M.Repairs.emplace();
  ASSERT_TRUE((Back = manifestFromJson(toJson(M), Error))) << Error;
  EXPECT_TRUE(Back->Repairs && Back->Repairs->empty());
}

TEST(Manifest, WhatIsNotAManifestIsSaidSo) {
  EXPECT_EQ(errorOf("{"), "is not valid JSON");
  for (const char *Text : {"[1]", R"({"schema": {"a": 1}})", R"({"schema": "limiter/results"})"})
    EXPECT_NE(errorOf(Text).find("is not a limiter bundle manifest"), std::string::npos) << Text;
  EXPECT_NE(errorOf(R"({"schema": "limiter/bundle", "version": 2})").find("newer than this"),
            std::string::npos);
  for (const char *Version : {"\"1\"", "1.5", "true", "0"})
    EXPECT_NE(errorOf(std::string(R"({"schema": "limiter/bundle", "version": )") + Version + "}")
                  .find("field 'version'"),
              std::string::npos)
        << Version;
}

TEST(Manifest, AMissingOrMistypedFieldIsNamedWithWhereItIs) {
  std::string Error;
  ASSERT_TRUE(manifestFromJson(withKernel(Kernel), Error)) << Error;
  EXPECT_NE(errorOf(withKernel(R"({"qualified_name": "k"})")).find("kernel: missing field 'name'"),
            std::string::npos);
  // Numbers are whole and in range, not coerced: -1, 2.5, true and "4" are each refused.
  for (const char *Size : {"-1", "2.5", "true", "\"4\""}) {
    std::string K = R"({"name": "k", "qualified_name": "k", "parameters": [], "instantiations":
      [{"entries": {}, "parameters": [{"kind": "int", "size": )" +
                    std::string(Size) + "}]}]}";
    EXPECT_NE(errorOf(withKernel(K))
                  .find("kernel.instantiations[0].parameters[0]: field 'size' "
                        "has the wrong type"),
              std::string::npos)
        << Size;
  }
  EXPECT_NE(errorOf(withKernel(Kernel, R"(, "variants": [{"variant": "full", "status": 3}])"))
                .find("variants[0]: field 'status'"),
            std::string::npos);
  EXPECT_NE(errorOf(withKernel(Kernel, R"(, "checks": [{"check": "c", "passed": true}])"))
                .find("checks[0]: missing field 'detail'"),
            std::string::npos);
  EXPECT_NE(errorOf(withKernel(Kernel, R"(, "variants": [3])")).find("variants[0]: not an object"),
            std::string::npos);
  // Keys limiter does not know are left alone (a later limiter's, or a note by hand).
  EXPECT_TRUE(manifestFromJson(withKernel(Kernel, R"(, "note": "by hand")"), Error)) << Error;
}

TEST(Manifest, TemplateArgumentsAsTheInstantiationNamesThem) {
  EXPECT_EQ(templateArgsText({}), "");
  EXPECT_EQ(templateArgsText({"256", "float"}), "<256, float>");
}

TEST(Manifest, ASectionOfAnotherKindIsRefusedNotReadAsDefaults) {
  for (const char *Rest : {R"(, "compile": "x")", R"(, "sources": 5)", R"(, "experiment": [])",
                           R"(, "repairs": {"mem": 5})", R"(, "inputs": {"key": "k"})"})
    EXPECT_NE(errorOf(withKernel(Kernel, Rest)).find("does not have the fields"),
              std::string::npos)
        << Rest;
  EXPECT_NE(errorOf(withKernel("[1]")).find("field 'kernel' has the wrong type"),
            std::string::npos);
}

// The reader walks what it is given by reference: a copy of a value recurses once per level,
// and a hostile manifest nested a hundred thousand deep would exhaust the stack.
TEST(Manifest, DeepNestingIsRefusedWithoutExhaustingTheStack) {
  const std::string Deep = std::string(100000, '[') + std::string(100000, ']');
  for (const std::string &Text :
       {withKernel(Deep), R"({"schema": )" + Deep + "}",
        withKernel(Kernel, R"(, "compile": {"nvcc_flags": )" + Deep + "}")})
    EXPECT_FALSE(errorOf(Text).empty());
}
