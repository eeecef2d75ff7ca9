#include "limiter/runtime/LaunchPlan.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

#include <tuple>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

// The shape `limiter generate` writes for saxpy(int n, float a, const float *x, float *y).
constexpr const char *ManifestText = R"({
  "schema": "limiter/bundle", "version": 1,
  "kernel": {
    "name": "saxpy", "qualified_name": "saxpy",
    "parameters": [
      {"name": "n", "type": "int", "pointer": false, "access": "none"},
      {"name": "a", "type": "float", "pointer": false, "access": "none"},
      {"name": "x", "type": "const float *", "pointer": true, "access": "read"},
      {"name": "y", "type": "float *", "pointer": true, "access": "read-write"}],
    "instantiations": [{
      "template_args": "",
      "parameters": [
        {"type": "int", "kind": "int", "size": 4, "element_size": 0},
        {"type": "float", "kind": "float", "size": 4, "element_size": 0},
        {"type": "const float *", "kind": "pointer", "size": 8, "element_size": 4},
        {"type": "float *", "kind": "pointer", "size": 8, "element_size": 4}],
      "entries": {"full": "_Z11saxpy__fullifPKfPf", "math": "_Z11saxpy__mathifPKfPfi"}}]}
})";

class LaunchPlanTest : public ::testing::Test {
protected:
  fs::path Dir = fs::temp_directory_path() / ("limiter-plan-" + std::to_string(::getpid()));
  void SetUp() override { fs::create_directories(Dir); }
  void TearDown() override { fs::remove_all(Dir); }
  ExperimentConfig config(const std::string &Params, const std::string &Launch) {
    std::ofstream(Dir / "e.toml") << "source = \"k.cu\"\nkernel = \"saxpy\"\n[launch]\n"
                                  << Launch << "\n[params]\n"
                                  << Params;
    DiagnosticList Diags;
    std::optional<ExperimentConfig> C = loadExperiment((Dir / "e.toml").string(), Diags);
    EXPECT_TRUE(C) << (Diags.items().empty() ? "" : Diags.items().front().Message);
    return C.value_or(ExperimentConfig{});
  }
};

TEST_F(LaunchPlanTest, ArgumentsBuffersAndLaunch) {
  ExperimentConfig C = config("n = 1000\na = 2.5\nx = { elements = \"n\", fill = \"iota\" }\n"
                              "y = { elements = \"n\", fill = { constant = 1.0 } }\n",
                              "grid = \"(n + 255) / 256\"\nblock = 256\ndynamic_shared_bytes = 64");
  DiagnosticList Diags;
  std::optional<LaunchPlan> P = planLaunch(ManifestText, "b/manifest.json", C, Diags);
  ASSERT_TRUE(P) << Diags.items().front().Message;
  EXPECT_EQ(P->Grid, (std::array<unsigned, 3>{4, 1, 1}));
  EXPECT_EQ(P->threadsPerBlock(), 256u);
  EXPECT_EQ(P->DynamicSharedBytes, 64u);
  EXPECT_EQ(P->Entries.at("math"), "_Z11saxpy__mathifPKfPfi");
  ASSERT_EQ(P->Arguments.size(), 4u);
  int N = 0;
  float A = 0;
  std::memcpy(&N, P->Arguments[0].Bytes.data(), 4);
  std::memcpy(&A, P->Arguments[1].Bytes.data(), 4);
  EXPECT_EQ(N, 1000);
  EXPECT_EQ(A, 2.5f);
  ASSERT_EQ(P->Buffers.size(), 2u);
  EXPECT_EQ(P->Buffers[0].Bytes, 4000u);
  EXPECT_EQ(P->Buffers[0].ElementKind, "float");
  EXPECT_FALSE(P->Buffers[0].Written) << "x is only read: nothing to restore";
  EXPECT_TRUE(P->Buffers[1].Written);
  EXPECT_EQ(P->Arguments[3].Buffer, std::optional<std::size_t>(1));
  EXPECT_EQ(P->BytesMoved, 4000 + 2 * 4000) << "x read once, y read and written";
  EXPECT_FALSE(P->BytesFromConfig);
  EXPECT_FALSE(P->FlopCount);
}

TEST(VectorLanes, CudaVectorTypesAreFilledComponentByComponent) {
  EXPECT_EQ(vectorLanes("const float2 *__restrict__"), 2u);
  EXPECT_EQ(vectorLanes("float4 *"), 4u);
  EXPECT_EQ(vectorLanes("const double3 *"), 3u);
  EXPECT_EQ(vectorLanes("uchar4 *"), 4u);
  EXPECT_EQ(vectorLanes("ulonglong2 *"), 2u);
  EXPECT_EQ(vectorLanes("float *"), 1u);
  EXPECT_EQ(vectorLanes("my_float2x *"), 1u) << "a name that only contains a vector type's";
  EXPECT_EQ(vectorLanes("int64_t *"), 1u);
  EXPECT_EQ(vectorLanes("const __half2 *"), 2u);
  EXPECT_EQ(vectorLanes("__nv_bfloat162 *"), 2u);
  EXPECT_EQ(vectorLanes("const __nv_bfloat16 *"), 1u);
}

TEST_F(LaunchPlanTest, SixteenBitFloatBuffersAreFilledAsFloats) {
  // "__nv_bfloat16" holds "float": the 16-bit kinds are told first.
  for (auto [Type, Kind, Component] :
       {std::tuple<std::string, std::string, unsigned>{"const __nv_bfloat16 *", "bfloat16", 0},
        {"const __half *", "half", 0},
        {"const __half2 *", "half", 2},
        {"const __nv_bfloat162 *", "bfloat16", 2}}) {
    std::string Text = ManifestText;
    for (std::size_t At = Text.find("const float *"); At != std::string::npos;
         At = Text.find("const float *", At + Type.size()))
      Text.replace(At, std::string("const float *").size(), Type);
    ExperimentConfig C =
        config("n = 10\na = 1\nx = { elements = \"n\", fill = { random = [-4, 4] } }\n"
               "y = { elements = \"n\" }\n",
               "grid = 1\nblock = 32");
    DiagnosticList Diags;
    std::optional<LaunchPlan> P = planLaunch(Text, "b/manifest.json", C, Diags);
    ASSERT_TRUE(P) << Diags.items().front().Message;
    EXPECT_EQ(P->Buffers[0].ElementKind, Kind) << Type;
    EXPECT_EQ(P->Buffers[0].ComponentSize, Component) << Type;
  }
}

TEST_F(LaunchPlanTest, AVectorBufferIsFilledByComponent) {
  std::string Vector = ManifestText;
  for (auto [From, To] : {std::pair<std::string, std::string>{"const float *", "const float2 *"},
                          {"\"element_size\": 4}", "\"element_size\": 8}"}})
    for (std::size_t At = Vector.find(From); At != std::string::npos;
         At = Vector.find(From, At + To.size()))
      Vector.replace(At, From.size(), To);
  ExperimentConfig C =
      config("n = 10\na = 1\nx = { elements = \"n\", fill = { random = [0, 1] } }\n"
             "y = { elements = \"n\" }\n",
             "grid = 1\nblock = 32");
  DiagnosticList Diags;
  std::optional<LaunchPlan> P = planLaunch(Vector, "b/manifest.json", C, Diags);
  ASSERT_TRUE(P) << Diags.items().front().Message;
  ASSERT_EQ(P->Buffers.size(), 2u);
  EXPECT_EQ(P->Buffers[0].ElementKind, "float");
  EXPECT_EQ(P->Buffers[0].Bytes, 80u) << "10 float2";
  EXPECT_EQ(P->Buffers[0].ComponentSize, 4u) << "each float of a float2 gets its own value";
  EXPECT_EQ(P->Buffers[1].ComponentSize, 0u) << "y is float *, 8-byte elements but no vector";
}

TEST_F(LaunchPlanTest, WorkFromTheConfig) {
  ExperimentConfig C = config("n = 1000\na = 2.5\nx = { elements = \"n\" }\n"
                              "y = { elements = \"n\" }\n[work]\nbytes = \"16 * n\"\n"
                              "flops = \"2 * n\"\n",
                              "grid = 4\nblock = 256");
  DiagnosticList Diags;
  std::optional<LaunchPlan> P = planLaunch(ManifestText, "b/manifest.json", C, Diags);
  ASSERT_TRUE(P);
  EXPECT_EQ(P->BytesMoved, 16000);
  EXPECT_TRUE(P->BytesFromConfig);
  EXPECT_EQ(P->FlopCount, std::optional<double>(2000));
}

TEST_F(LaunchPlanTest, Errors) {
  DiagnosticList Diags;
  ExperimentConfig Zero = config("n = 0\na = 1.0\nx = { elements = 4 }\ny = { elements = 4 }\n",
                                 "grid = \"n / 256\"\nblock = 256");
  EXPECT_FALSE(planLaunch(ManifestText, "b/manifest.json", Zero, Diags));
  EXPECT_NE(Diags.items().back().Message.find("is 0, below 1"), std::string::npos)
      << Diags.items().back().Message;
  ExperimentConfig Missing =
      config("n = 4\nx = { elements = 4 }\ny = { elements = 4 }\n", "grid = 1\nblock = 1");
  EXPECT_FALSE(planLaunch(ManifestText, "b/manifest.json", Missing, Diags));
  EXPECT_EQ(Diags.items().back().Id, DiagId::ConfigMissingParameter);
  // A manifest that is not one is said of the manifest, with its own id: not JSON, not a
  // manifest, or a manifest whose fields have other types or are missing (found by fuzzing).
  for (const char *Broken :
       {"{}", "{\"schema\": ", "[1, 2]", R"({"schema": {"a": 1}})",
        R"({"schema": "limiter/bundle", "kernel": 3})",
        R"({"schema": "limiter/bundle", "kernel": {"instantiations": [
             {"template_args": "", "entries": [1], "parameters": []}]}})",
        R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "k",
             "qualified_name": "k", "parameters": [], "instantiations": [
             {"template_args": "", "entries": {}, "parameters": [{"kind": "int"}]}]}})",
        // Numbers of another type are refused, not converted (-1 to 4294967295, "4" to 0).
        R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "k",
             "qualified_name": "k", "parameters": [{"name": "n"}], "instantiations": [
             {"entries": {}, "parameters": [{"kind": "int", "size": "4"}]}]}})",
        R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "k",
             "qualified_name": "k", "parameters": [{"name": "x"}], "instantiations": [
             {"entries": {}, "parameters": [{"kind": "pointer", "element_size": -1}]}]}})"}) {
    EXPECT_FALSE(planLaunch(Broken, "b/manifest.json", Missing, Diags));
    EXPECT_EQ(Diags.items().back().Id, DiagId::ManifestInvalid);
    EXPECT_EQ(Diags.items().back().Where.File, "b/manifest.json");
  }
}

/// Launch dimensions, element counts and scalars outside what CUDA or the parameter's type
/// holds are coded errors, not wrapped or undefined conversions.
TEST_F(LaunchPlanTest, ValuesOutOfRange) {
  const std::string Buffers = "x = { elements = 4 }\ny = { elements = 4 }\n";
  struct Case {
    std::string Params, Launch, Says;
    DiagId Id;
  } Cases[] = {
      {"n = 4\na = 1.0\n" + Buffers, "grid = [1, 70000]\nblock = 1", "above 65535",
       DiagId::ConfigBadExpression},
      {"n = 4\na = 1.0\n" + Buffers, "grid = 4294967296\nblock = 1", "above 2147483647",
       DiagId::ConfigBadExpression},
      {"n = 4\na = 1.0\n" + Buffers, "grid = 1\nblock = [64, 64]", "more than 1024",
       DiagId::ConfigBadExpression},
      {"n = 4\na = 1.0\nx = { elements = \"n * 1073741824 * 1073741824\" }\n"
       "y = { elements = 4 }\n",
       "grid = 1\nblock = 1", "element count of 'x'", DiagId::ConfigBadExpression},
      {"n = 1e30\na = 1.0\n" + Buffers, "grid = 1\nblock = 1", "outside its range",
       DiagId::ConfigWrongType},
      {"n = 4294967296\na = 1.0\n" + Buffers, "grid = 1\nblock = 1", "outside its range",
       DiagId::ConfigWrongType},
  };
  for (const Case &C : Cases) {
    DiagnosticList Diags;
    EXPECT_FALSE(planLaunch(ManifestText, "b/manifest.json", config(C.Params, C.Launch), Diags))
        << C.Launch;
    ASSERT_FALSE(Diags.items().empty());
    EXPECT_EQ(Diags.items().back().Id, C.Id) << Diags.items().back().Message;
    EXPECT_NE(Diags.items().back().Message.find(C.Says), std::string::npos)
        << Diags.items().back().Message;
  }
}

// The shape `limiter generate` writes for step(Params p, __half h), with
// struct Params { const float *in; float *out; struct { int rows, cols; } dims; float taps[2]; }.
constexpr const char *StructManifest = R"({
  "schema": "limiter/bundle", "version": 1,
  "kernel": {
    "name": "step", "qualified_name": "step",
    "parameters": [
      {"name": "p", "type": "Params", "pointer": false, "access": "none",
       "field_access": {"in": "read", "out": "write"}},
      {"name": "h", "type": "__half", "pointer": false, "access": "none"}],
    "instantiations": [{
      "template_args": "",
      "parameters": [
        {"type": "Params", "kind": "record", "size": 32, "element_size": 0, "fields": [
          {"name": "in", "type": "const float *", "kind": "pointer", "offset": 0, "size": 8,
           "element_size": 4},
          {"name": "out", "type": "float *", "kind": "pointer", "offset": 8, "size": 8,
           "element_size": 4},
          {"name": "dims.rows", "type": "int", "kind": "int", "offset": 16, "size": 4,
           "element_size": 0},
          {"name": "dims.cols", "type": "int", "kind": "int", "offset": 20, "size": 4,
           "element_size": 0},
          {"name": "taps[0]", "type": "float", "kind": "float", "offset": 24, "size": 4,
           "element_size": 0},
          {"name": "taps[1]", "type": "float", "kind": "float", "offset": 28, "size": 4,
           "element_size": 0}]},
        {"type": "__half", "kind": "half", "size": 2, "element_size": 0}],
      "entries": {"full": "_Z10step__full6Params6__half"}}]}
})";

template <class T> T at(const std::vector<std::uint8_t> &Bytes, std::size_t Offset) {
  T Value;
  std::memcpy(&Value, Bytes.data() + Offset, sizeof(T));
  return Value;
}

TEST_F(LaunchPlanTest, AStructByValueFromItsMembers) {
  // A struct's members in a table of their own, [params.p], as a long struct would be given.
  ExperimentConfig C = config("n = 6\nh = 0.5\n[params.p]\n"
                              "in = { elements = \"n\", fill = \"iota\" }\n"
                              "out = { elements = \"n\" }\n"
                              "dims = { rows = 2, cols = \"n / 2\" }\ntaps = [0.25, -1.5]\n",
                              "grid = 1\nblock = 32");
  DiagnosticList Diags;
  std::optional<LaunchPlan> P = planLaunch(StructManifest, "b/manifest.json", C, Diags);
  ASSERT_TRUE(P) << Diags.items().front().Message;
  ASSERT_EQ(P->Arguments.size(), 2u);
  const ArgumentPlan &S = P->Arguments[0];
  ASSERT_EQ(S.Bytes.size(), 32u);
  EXPECT_EQ(at<int>(S.Bytes, 16), 2);
  EXPECT_EQ(at<int>(S.Bytes, 20), 3);
  EXPECT_EQ(at<float>(S.Bytes, 24), 0.25f);
  EXPECT_EQ(at<float>(S.Bytes, 28), -1.5f);
  // The pointer members are buffers of their own, their addresses written at launch.
  ASSERT_EQ(P->Buffers.size(), 2u);
  EXPECT_EQ(P->Buffers[0].Param, "p.in");
  EXPECT_EQ(P->Buffers[0].Bytes, 24u);
  EXPECT_EQ(P->Buffers[0].ElementKind, "float");
  // Used as the rewriter found: in only read (never restored), out only written.
  EXPECT_FALSE(P->Buffers[0].Written);
  EXPECT_TRUE(P->Buffers[1].Written);
  EXPECT_EQ(P->BytesMoved, 48.0);
  EXPECT_EQ(S.Pointers, (std::vector<std::pair<std::size_t, std::size_t>>{{0, 0}, {8, 1}}));
  // __half 0.5 is 0x3800.
  EXPECT_EQ(P->Arguments[1].Bytes, (std::vector<std::uint8_t>{0x00, 0x38}));
}

TEST_F(LaunchPlanTest, AStructByValueInDeclarationOrder) {
  ExperimentConfig C = config("h = 65504.0\n"
                              "p = [{ elements = 4 }, { elements = 4 }, [7, 8], [1.0, 2.0]]\n",
                              "grid = 1\nblock = 32");
  DiagnosticList Diags;
  std::optional<LaunchPlan> P = planLaunch(StructManifest, "b/manifest.json", C, Diags);
  ASSERT_TRUE(P) << Diags.items().front().Message;
  EXPECT_EQ(at<int>(P->Arguments[0].Bytes, 16), 7);
  EXPECT_EQ(at<int>(P->Arguments[0].Bytes, 20), 8);
  EXPECT_EQ(at<float>(P->Arguments[0].Bytes, 28), 2.0f);
  EXPECT_EQ(P->Arguments[1].Bytes, (std::vector<std::uint8_t>{0xff, 0x7b})); // the largest half
}

// Halves and bfloat16s round to nearest even from the config's number itself, not through a
// float (which would round twice).
TEST_F(LaunchPlanTest, HalvesRoundOnceToNearestEven) {
  auto Half = [&](const std::string &Value) {
    DiagnosticList Diags;
    std::optional<LaunchPlan> P = planLaunch(
        StructManifest, "b/manifest.json",
        config("h = " + Value + "\np = [{ elements = 4 }, { elements = 4 }, [1, 2], [1.0, 2.0]]\n",
               "grid = 1\nblock = 1"),
        Diags);
    EXPECT_TRUE(P) << Value;
    return P ? at<std::uint16_t>(P->Arguments[1].Bytes, 0) : std::uint16_t(0xdead);
  };
  EXPECT_EQ(Half("1.0"), 0x3c00);
  EXPECT_EQ(Half("-2.0"), 0xc000);
  EXPECT_EQ(Half("65504.0"), 0x7bff);
  EXPECT_EQ(Half("65519.99999999"), 0x7bff);
  EXPECT_EQ(Half("65520.0"), 0x7c00);
  EXPECT_EQ(Half("1.0004882812509095"), 0x3c01);
  EXPECT_EQ(Half("1.00048828125"), 0x3c00) << "a tie rounds to the even";
  EXPECT_EQ(Half("2.9802322387695333e-08"), 0x0001) << "2^-25 + 2^-60: past half the least";
  EXPECT_EQ(Half("6.097555160522461e-05"), 0x03ff) << "the largest subnormal";
  EXPECT_EQ(Half("1e300"), 0x7c00);
}

TEST_F(LaunchPlanTest, StructsNoConfigCanGiveAndStatelessOnes) {
  std::string Opaque = StructManifest;
  Opaque.replace(Opaque.find(R"("name": "taps[1]", "type": "float", "kind": "float")"),
                 std::string(R"("name": "taps[1]", "type": "float", "kind": "float")").size(),
                 R"("name": "taps[1]", "type": "union U", "kind": "opaque")");
  ExperimentConfig C =
      config("h = 1.0\np = [{ elements = 4 }, { elements = 4 }, [1, 2], [1.0, 2.0]]\n",
             "grid = 1\nblock = 1");
  DiagnosticList Diags;
  EXPECT_FALSE(planLaunch(Opaque, "b/manifest.json", C, Diags));
  EXPECT_NE(Diags.items().back().Message.find("its member 'taps[1]' (union U) is a union"),
            std::string::npos)
      << Diags.items().back().Message;
  // A manifest whose member is no path is the manifest's fault, not an internal error.
  std::string Broken = StructManifest;
  Broken.replace(Broken.find(R"("name": "dims.cols")"), 19, R"("name": "dims[")");
  EXPECT_FALSE(planLaunch(Broken, "b/manifest.json", C, Diags));
  EXPECT_EQ(Diags.items().back().Id, DiagId::ManifestInvalid);
  // A stateless functor's parameter needs no value.
  std::string Functor = ManifestText;
  Functor.replace(
      Functor.find(R"({"type": "float", "kind": "float", "size": 4, "element_size": 0})"),
      std::string(R"({"type": "float", "kind": "float", "size": 4, "element_size": 0})").size(),
      R"({"type": "Twice", "kind": "record", "size": 1, "element_size": 0, "fields": []})");
  std::optional<LaunchPlan> P = planLaunch(
      Functor, "b/manifest.json",
      config("n = 4\nx = { elements = 4 }\ny = { elements = 4 }\n", "grid = 1\nblock = 1"), Diags);
  ASSERT_TRUE(P) << Diags.items().back().Message;
  EXPECT_EQ(P->Arguments[1].Bytes, std::vector<std::uint8_t>{0});
  // A bundle from before structs could be given lists no members: not taken for a functor.
  std::string Old = Functor;
  Old.replace(Old.find(R"(, "fields": [])"), std::string(R"(, "fields": [])").size(), "");
  EXPECT_FALSE(
      planLaunch(Old, "b/manifest.json",
                 config("n = 4\na = { x = 1 }\nx = { elements = 4 }\ny = { elements = 4 }\n",
                        "grid = 1\nblock = 1"),
                 Diags));
  EXPECT_NE(Diags.items().back().Message.find("regenerate it"), std::string::npos)
      << Diags.items().back().Message;
}

TEST_F(LaunchPlanTest, AStructsMistakesAreSaidAtTheMember) {
  const std::string Buffers = "in = { elements = 4 }, out = { elements = 4 }";
  struct Case {
    std::string Params, Says;
    DiagId Id;
  } Cases[] = {
      {"p = { " + Buffers + ", dims = { rows = 1 }, taps = [1.0, 2.0] }",
       "no value for member 'p.dims.cols'", DiagId::ConfigMissingParameter},
      {"p = { " + Buffers + ", dims = { rows = 1, colls = 2 }, taps = [1.0, 2.0] }",
       "'p.dims' has no member 'colls'", DiagId::ConfigUnknownParameter},
      {"p = { " + Buffers + ", dims = [1, 2], taps = [1.0] }", "'p.taps' lists 1 value where",
       DiagId::ConfigWrongType},
      {"p = { " + Buffers + ", dims = 3, taps = [1.0, 2.0] }", "member 'p.dims' is a struct",
       DiagId::ConfigWrongType},
      {"p = { in = 4, out = { elements = 4 }, dims = [1, 2], taps = [1.0, 2.0] }",
       "member 'p.in' is a pointer; give it a buffer", DiagId::ConfigWrongType},
      {"p = 4", "parameter 'p' (Params) is a struct passed by value", DiagId::ConfigWrongType},
      {"p = { " + Buffers + ", dims = [1, 4294967296], taps = [1.0, 2.0] }",
       "member 'p.dims.cols' (int) cannot be given", DiagId::ConfigWrongType},
  };
  for (const Case &K : Cases) {
    DiagnosticList Diags;
    EXPECT_FALSE(planLaunch(StructManifest, "b/manifest.json",
                            config("h = 1.0\n" + K.Params + "\n", "grid = 1\nblock = 1"), Diags))
        << K.Params;
    ASSERT_FALSE(Diags.items().empty());
    EXPECT_EQ(Diags.items().back().Id, K.Id) << Diags.items().back().Message;
    EXPECT_NE(Diags.items().back().Message.find(K.Says), std::string::npos)
        << Diags.items().back().Message;
    EXPECT_EQ(Diags.items().back().Where.Line, 8u) << "said at the config's line of 'p'";
  }
}

} // namespace
} // namespace limiter
