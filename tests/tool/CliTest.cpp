// The `limiter` command as a user runs it: output, exit codes and diagnostic ids.

#include "CliHelpers.h"
#include "limiter/runtime/LaunchPlan.h"
#include "limiter/runtime/Results.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

namespace fs = std::filesystem;

namespace limiter {
namespace {

const std::string Stencil = LIMITER_SOURCE_DIR "/kernels/stencil/fd3d.cu";

class CliTest : public ::testing::Test {
protected:
  fs::path Dir;
  void SetUp() override {
    if (!LIMITER_TEST_HAVE_CLANG)
      GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: `limiter kernels` is not there";
    // A parameterised test's name has a `/` (`Case/2`): one directory, not a parent left behind.
    std::string Name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    std::replace(Name.begin(), Name.end(), '/', '-');
    Dir = fs::temp_directory_path() / ("limiter-cli-" + std::to_string(::getpid()) + "-" + Name);
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }
  std::string write(const std::string &Name, const std::string &Text) {
    fs::path P = Dir / Name;
    fs::create_directories(P.parent_path());
    std::ofstream(P) << Text;
    return P.string();
  }
};

TEST_F(CliTest, ListsTheStencilKernel) {
  SubprocessResult R = limiter({"kernels", Stencil});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("stencil::fwd_3D"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("fd3d.cu:20"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("next      write"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("curr      read"), std::string::npos) << R.Stdout;
  EXPECT_TRUE(R.Stderr.empty()) << R.Stderr;
}

TEST_F(CliTest, EveryShippedKernelFileIsListedExactly) {
  int Files = 0;
  for (const auto &Entry : fs::recursive_directory_iterator(LIMITER_SOURCE_DIR "/kernels")) {
    if (Entry.path().extension() != ".cu")
      continue;
    ++Files;
    SubprocessResult R = limiter({"kernels", Entry.path().string(), "--json"});
    ASSERT_EQ(R.ExitStatus, 0) << Entry.path() << '\n' << R.Stderr;
    nlohmann::json J = nlohmann::json::parse(R.Stdout);
    EXPECT_FALSE(J["kernels"].empty()) << Entry.path();
    for (const auto &K : J["kernels"])
      for (const auto &P : K["parameters"])
        if (P["pointer"] == true) {
          EXPECT_TRUE(P["exact"].get<bool>()) << K["name"] << " " << P["name"];
        }
  }
  EXPECT_GE(Files, 2);
}

/// Every kernel of kernels/: `limiter generate` with the real nvcc, every variant present and
/// every fidelity check passed (issue 3's instruction-count checks, on static PTX).
TEST_F(CliTest, EveryShippedKernelGeneratesVerifiedVariants) {
  int Kernels = 0;
  for (const auto &Entry : fs::recursive_directory_iterator(LIMITER_SOURCE_DIR "/kernels")) {
    if (Entry.path().extension() != ".cu")
      continue;
    SubprocessResult List = limiter({"kernels", Entry.path().string(), "--json"});
    ASSERT_EQ(List.ExitStatus, 0) << List.Stderr;
    const nlohmann::json Listing = nlohmann::json::parse(List.Stdout);
    for (const auto &K : Listing["kernels"]) {
      ++Kernels;
      std::string Name = K["qualified_name"];
      fs::path Out = Dir / (Entry.path().stem().string() + "." + K["name"].get<std::string>());
      SubprocessResult R =
          limiter({"generate", Entry.path().string(), "--kernel", Name, "-o", Out.string()});
      ASSERT_EQ(R.ExitStatus, 0) << Name << '\n' << R.Stderr;
      std::ifstream In(Out / "manifest.json");
      nlohmann::json M = nlohmann::json::parse(In);
      for (const auto &V : M["variants"])
        if (!isWhatIf(V)) // a what-if may not apply: the twins must
          EXPECT_EQ(V["status"], "ok") << Name << " " << V["variant"] << ": " << V["reasons"];
      EXPECT_GE(M["checks"].size(), 6u) << Name;
      // The twins' checks pass; a what-if's failed check is a doubt about its own potential.
      for (const auto &C : M["checks"])
        if (!isWhatIfCheck(C))
          EXPECT_TRUE(C["passed"].get<bool>())
              << Name << " " << C["check"] << ": " << C["detail"];
    }
  }
  EXPECT_GE(Kernels, 2);
}

/// The manifest says what each structural load decides: the histogram's bytes pick its
/// atomics' bins (addresses), the escape-time kernel's points decide how long each thread
/// loops. The runtime's `inseparable` verdict names these causes.
TEST_F(CliTest, StructuralLoadsSayWhatTheyDecide) {
  auto Decides = [&](const char *File, const char *Kernel) {
    fs::path Out = Dir / Kernel;
    SubprocessResult R = limiter({"generate", std::string(LIMITER_SOURCE_DIR "/kernels/") + File,
                                  "--kernel", Kernel, "-o", Out.string()});
    EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
    std::set<std::string> Out2;
    for (const auto &L : M["structural_loads"])
      for (const auto &D : L["decides"])
        Out2.insert(D.get<std::string>());
    return Out2;
  };
  EXPECT_EQ(Decides("lab/histogram.cu", "lab::histogram256"), std::set<std::string>{"addresses"});
  std::set<std::string> Escape = Decides("escape/escape.cu", "escape::escapeTime");
  EXPECT_TRUE(Escape.count("trip counts") || Escape.count("branches"))
      << "the points decide how long the escape loop runs";
  EXPECT_FALSE(Escape.count("addresses"));
  EXPECT_TRUE(Decides("streaming/saxpy.cu", "saxpy").empty()) << "no structural load";
}

/// Every config of experiments/ loads, names a kernel its source defines, gives exactly that
/// kernel's parameters, and names an instantiation the source makes for template kernels.
TEST_F(CliTest, EveryShippedConfigMatchesItsKernel) {
  std::vector<std::string> Configs = findExperiments(LIMITER_SOURCE_DIR "/experiments");
  EXPECT_GE(Configs.size(), 14u);
  for (const std::string &Path : Configs) {
    DiagnosticList Diags;
    std::optional<ExperimentConfig> C = loadExperiment(Path, Diags);
    ASSERT_TRUE(C) << Path << ": " << Diags.items().front().Message;
    SubprocessResult R = limiter({"kernels", C->Source, "--kernel", C->Kernel, "--json"});
    ASSERT_EQ(R.ExitStatus, 0) << Path << '\n' << R.Stderr;
    const nlohmann::json K = nlohmann::json::parse(R.Stdout)["kernels"][0];
    std::set<std::string> Want, Have;
    for (const auto &P : K["parameters"])
      Want.insert(P["name"].get<std::string>());
    for (const ParamSpec &P : C->Params) {
      Have.insert(P.Name);
      for (const auto &Q : K["parameters"])
        if (Q["name"] == P.Name) {
          EXPECT_EQ(Q["pointer"].get<bool>(), P.IsBuffer) << Path << ": " << P.Name;
        }
    }
    EXPECT_EQ(Have, Want) << Path;
    if (!K["template_parameters"].empty()) {
      std::string Args = "<";
      for (const std::string &A : C->TemplateArgs)
        Args += (Args.size() > 1 ? ", " : "") + A;
      Args += ">";
      std::vector<std::string> Seen = K["instantiations"];
      EXPECT_NE(std::find(Seen.begin(), Seen.end(), Args), Seen.end())
          << Path << ": " << Args << " is not instantiated in the source";
    }
  }
}

TEST_F(CliTest, GenerateFromConfigCopiesItIntoTheBundle) {
  SubprocessResult R =
      limiter({"generate", "--config",
               LIMITER_SOURCE_DIR "/experiments/reduction/reduceCompleteUnroll.toml", "-o",
               (Dir / "b").string()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_TRUE(fs::exists(Dir / "b" / "experiment.toml"));
  std::ifstream In(Dir / "b" / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In);
  EXPECT_EQ(M["experiment"]["name"], "reduction-reduceCompleteUnroll");
  EXPECT_EQ(M["kernel"]["instantiations"][0]["template_args"], "<256>");
  // The what-ifs run makes on the GPU are named, not left out in silence; where the manifest
  // already says one cannot apply (no grid-stride loop, shared memory a block's threads
  // share), why.
  EXPECT_NE(R.Stdout.find("  occupancy  what-if made by `limiter run` on the GPU"),
            std::string::npos)
      << R.Stdout;
  EXPECT_NE(R.Stdout.find("  perthread  what-if not applicable: no loop starts at blockIdx"),
            std::string::npos)
      << R.Stdout;
  EXPECT_NE(R.Stdout.find("  blocksize  what-if not applicable: it uses shared memory"),
            std::string::npos)
      << R.Stdout;
  SubprocessResult Chosen =
      limiter({"generate", "--config",
               LIMITER_SOURCE_DIR "/experiments/reduction/reduceCompleteUnroll.toml", "-o",
               (Dir / "n").string(), "--what-if", "nobarrier", "--no-compile"});
  ASSERT_EQ(Chosen.ExitStatus, 0) << Chosen.Stderr;
  EXPECT_EQ(Chosen.Stdout.find("made by `limiter run`"), std::string::npos) << Chosen.Stdout;
}

// A config given where the source goes (`limiter generate x.toml`) is taken as --config; with
// --config as well, it is a usage error that says so.
TEST_F(CliTest, GenerateTakesAConfigGivenAsTheFile) {
  const std::string Config = LIMITER_SOURCE_DIR "/experiments/reduction/reduceCompleteUnroll.toml";
  SubprocessResult R = limiter({"generate", Config, "-o", (Dir / "c").string(), "--no-compile"});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_TRUE(fs::exists(Dir / "c" / "experiment.toml"));
  SubprocessResult Both =
      limiter({"generate", Config, "--config", Config, "-o", (Dir / "d").string()});
  EXPECT_EQ(Both.ExitStatus, 2) << Both.Stderr;
  EXPECT_NE(Both.Stderr.find("give one config"), std::string::npos) << Both.Stderr;
  EXPECT_FALSE(fs::exists(Dir / "d"));
}

TEST_F(CliTest, TemplateArgumentsFromTheConfig) {
  // The source instantiates reduceCompleteUnroll<256> only; the config asks for 128.
  std::string Config =
      write("e.toml", "source = \"" LIMITER_SOURCE_DIR "/kernels/reduction/series.cu\"\n"
                      "kernel = \"reduction::reduceCompleteUnroll\"\ntemplate_args = [\"128\"]\n"
                      "[launch]\ngrid = 1\nblock = 128\n[params]\nin = { elements = 256 }\n"
                      "blockSums = { elements = 1 }\n");
  SubprocessResult R = limiter({"generate", "-c", Config, "-o", (Dir / "b").string()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  std::ifstream In(Dir / "b" / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In);
  std::vector<std::string> Seen;
  for (const auto &I : M["kernel"]["instantiations"])
    Seen.push_back(I["template_args"]);
  EXPECT_NE(std::find(Seen.begin(), Seen.end(), "<128>"), Seen.end());
  for (const auto &C : M["checks"])
    EXPECT_TRUE(C["passed"].get<bool>()) << C["check"] << ": " << C["detail"];
}

// template_args that name a type by an alias (std::int8_t): the parse instantiates the kernel
// for them, but limiter names instantiations by their types as the compiler prints them, so
// the config is refused with the spelling to write, not told to add the instantiation it made.
TEST_F(CliTest, TemplateArgumentsByAliasAreToldTheirSpelling) {
  std::string Source = write("q.cu", "#include <cstdint>\n"
                                     "template <typename T>\n"
                                     "__global__ void widen(const T *in, float *out) {\n"
                                     "  const int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                     "  out[i] = 0.5f * in[i];\n"
                                     "}\n");
  std::string Config =
      write("q.toml", "source = \"" + Source +
                          "\"\nkernel = \"widen\"\ntemplate_args = [\"std::int8_t\"]\n"
                          "[launch]\ngrid = 1\nblock = 32\n[params]\n"
                          "in = { elements = 32 }\nout = { elements = 32 }\n");
  SubprocessResult R = limiter({"generate", "-c", Config, "-o", (Dir / "b").string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput)) << R.Stderr;
  EXPECT_NE(R.Stderr.find("[LIM308]"), std::string::npos) << R.Stderr;
  EXPECT_NE(R.Stderr.find("write template_args as <signed char>"), std::string::npos) << R.Stderr;
  EXPECT_EQ(R.Stderr.find("add an explicit instantiation"), std::string::npos) << R.Stderr;
  EXPECT_FALSE(fs::exists(Dir / "b"));
}

struct ConfigErrorCase {
  const char *Name;
  const char *Params; ///< The [params] table of a config for saxpy(int n, float a, x, y).
  const char *TemplateArgs;
  const char *Id;
};

void PrintTo(const ConfigErrorCase &C, std::ostream *OS) { *OS << C.Name; }

class ConfigErrorTest : public CliTest, public ::testing::WithParamInterface<ConfigErrorCase> {};

TEST_P(ConfigErrorTest, RejectedBeforeAnythingIsWritten) {
  const ConfigErrorCase &C = GetParam();
  bool Template = std::string(C.TemplateArgs) != "-";
  std::string Source = Template ? LIMITER_SOURCE_DIR "/kernels/reduction/series.cu"
                                : LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu";
  std::string Kernel = Template ? "reduction::reduceCompleteUnroll" : "saxpy";
  std::string Config = write(
      "e.toml", "source = \"" + Source + "\"\nkernel = \"" + Kernel + "\"\n" +
                    (Template ? std::string("template_args = ") + C.TemplateArgs + "\n" : "") +
                    "[launch]\ngrid = 1\nblock = 1\n[params]\n" + C.Params);
  SubprocessResult R = limiter({"generate", "-c", Config, "-o", (Dir / "b").string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput)) << R.Stderr;
  EXPECT_NE(R.Stderr.find(std::string("[") + C.Id + "]"), std::string::npos) << R.Stderr;
  EXPECT_FALSE(fs::exists(Dir / "b"));
}

const ConfigErrorCase ConfigErrors[] = {
    {"MissingParameter", "n = 4\nx = { elements = 4 }\ny = { elements = 4 }\n", "-", "LIM307"},
    {"UnknownParameter", "n = 4\na = 1.0\nb = 2\nx = { elements = 4 }\ny = { elements = 4 }\n", "-",
     "LIM306"},
    {"NumberForPointer", "n = 4\na = 1.0\nx = 3\ny = { elements = 4 }\n", "-", "LIM303"},
    {"BufferForValue",
     "n = { elements = 4 }\na = 1.0\nx = { elements = 4 }\n"
     "y = { elements = 4 }\n",
     "-", "LIM303"},
    {"NoTemplateArgs", "in = { elements = 4 }\nblockSums = { elements = 4 }\n", "[]", "LIM308"},
};

INSTANTIATE_TEST_SUITE_P(Config, ConfigErrorTest, ::testing::ValuesIn(ConfigErrors),
                         [](const auto &Info) { return std::string(Info.param.Name); });

// A struct argument's members are checked by `generate`, against the bundle's manifest as
// `limiter run` will plan the launch: an unknown member (with the nearest name) and a missing
// one are errors at the config's line, and no bundle is written. Before, `generate` wrote the
// bundle and only `run` refused it, after a batch had waited for a GPU.
TEST_F(CliTest, StructMembersAreCheckedBeforeTheBundleIsWritten) {
  std::string Source = write("shape.cu", "struct Shape { int rows, cols; };\n"
                                         "__global__ void fill(Shape s, float *out) {\n"
                                         "  const int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                         "  if (i < s.rows * s.cols) out[i] = 1.0f;\n"
                                         "}\n");
  for (const auto &[Member, Id, Said] :
       {std::tuple{"s = { rows = 4, colz = 4 }", "[LIM306]", "did you mean 'cols'"},
        std::tuple{"s = { rows = 4 }", "[LIM307]", "member 's.cols'"}}) {
    std::string Config =
        write("shape.toml", "source = \"" + Source +
                                "\"\nkernel = \"fill\"\n[launch]\ngrid = 1\nblock = 32\n"
                                "[params]\n" +
                                std::string(Member) + "\nout = { elements = 32 }\n");
    SubprocessResult R =
        limiter({"generate", "-c", Config, "--no-compile", "-o", (Dir / "b").string()});
    EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput)) << R.Stderr;
    EXPECT_NE(R.Stderr.find(Id), std::string::npos) << R.Stderr;
    EXPECT_NE(R.Stderr.find(Said), std::string::npos) << R.Stderr;
    EXPECT_NE(R.Stderr.find("shape.toml:7:"), std::string::npos) << R.Stderr;
    EXPECT_FALSE(fs::exists(Dir / "b")) << Member;
  }
}

/// What the runtime launches by: the mangled entry of every variant (present in the compiled
/// module: the entries-in-module check) and each parameter's kind and sizes.
TEST_F(CliTest, ManifestNamesEntriesAndParameterLayout) {
  SubprocessResult R = limiter(
      {"generate", LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu", "-o", (Dir / "b").string()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  std::ifstream In(Dir / "b" / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In);
  ASSERT_EQ(M["kernel"]["instantiations"].size(), 1u);
  const nlohmann::json &I = M["kernel"]["instantiations"][0];
  EXPECT_EQ(I["template_args"], "");
  EXPECT_EQ(I["entries"]["full"], "_Z11saxpy__fullifPKfPf");
  EXPECT_EQ(I["entries"]["math"], "_Z11saxpy__mathifPKfPfi");
  const nlohmann::json &P = I["parameters"];
  ASSERT_EQ(P.size(), 4u);
  EXPECT_EQ(P[0]["kind"], "int");
  EXPECT_EQ(P[1]["kind"], "float");
  EXPECT_EQ(P[2]["kind"], "pointer");
  EXPECT_EQ(P[2]["size"], 8);
  EXPECT_EQ(P[2]["element_size"], 4);
  EXPECT_EQ(M["checks"][0]["check"], "entries-in-module");
  EXPECT_TRUE(M["checks"][0]["passed"].get<bool>());
}

/// A real bundle and its config give a launch plan: what `limiter run` will pass.
TEST_F(CliTest, BundleAndConfigGiveALaunchPlan) {
  std::string Config = LIMITER_SOURCE_DIR "/experiments/stencil/fwd_3D.toml";
  SubprocessResult R = limiter({"generate", "--config", Config, "-o", (Dir / "b").string()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  std::ifstream In(Dir / "b" / "manifest.json");
  std::string Manifest((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  DiagnosticList Diags;
  std::optional<ExperimentConfig> C =
      loadExperiment((Dir / "b" / "experiment.toml").string(), Diags);
  ASSERT_TRUE(C);
  std::optional<LaunchPlan> P = planLaunch(Manifest, "manifest.json", *C, Diags);
  ASSERT_TRUE(P) << Diags.items().front().Message;
  EXPECT_EQ(P->Grid, (std::array<unsigned, 3>{16, 32, 1}));
  EXPECT_EQ(P->threadsPerBlock(), 512u);
  ASSERT_EQ(P->Buffers.size(), 4u);
  EXPECT_EQ(P->Buffers[0].Bytes, 512ull * 512 * 512 * 4);
  EXPECT_TRUE(P->Buffers[0].Written) << "next is written";
  EXPECT_FALSE(P->Buffers[1].Written) << "curr is only read";
  std::size_t Bundled = 5; // the twins and the what-ifs of the bundle (not those run makes)
  for (const WhatIfInfo &W : whatIfs())
    Bundled += W.MadeAtRun ? 0 : 1;
  EXPECT_EQ(P->Entries.size(), Bundled) << "the five twins and the bundle's what-ifs";
  EXPECT_TRUE(P->Entries.count("nobarrier")) << "the stencil has block barriers";
}

/// `limiter run` on a bundle: results on a GPU, LIM009 and exit 7 without one; a bundle that
/// says nothing of how to launch it is rejected before any GPU work.
TEST_F(CliTest, RunTimesABundleOrSaysThereIsNoGpu) {
  SubprocessResult G =
      limiter({"generate", "-c", LIMITER_SOURCE_DIR "/experiments/streaming/saxpy.toml", "-o",
               (Dir / "b").string()});
  ASSERT_EQ(G.ExitStatus, 0) << G.Stderr;
  SubprocessResult R = limiter({"run", (Dir / "b").string(), "--budget", "5"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu)) {
    EXPECT_NE(R.Stderr.find("[LIM009]"), std::string::npos) << R.Stderr;
    EXPECT_FALSE(fs::exists(Dir / "b" / "results.json"));
    GTEST_SKIP() << "no GPU here: checked the LIM009 path only";
  }
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("verdict: memory-bound"), std::string::npos) << R.Stdout;
  EXPECT_TRUE(fs::exists(Dir / "b" / "results.json"));
}

/// `limiter analyze` finds the kernel's config under experiments/, generates the bundle and
/// runs it: the report on a GPU; without one, the bundle is written and LIM009 ends it with 7.
TEST_F(CliTest, AnalyzeFindsTheConfigAndRuns) {
  SubprocessResult R = limiter(
      {"analyze", Stencil, "--kernel", "fwd_3D", "-o", (Dir / "b").string(), "--budget", "5"});
  EXPECT_NE(R.Stdout.find("experiments/stencil/fwd_3D.toml"), std::string::npos) << R.Stdout;
  EXPECT_TRUE(fs::exists(Dir / "b" / "experiment.toml"));
  EXPECT_TRUE(fs::exists(Dir / "b" / "variants.cu"));
  if (R.ExitStatus == toInt(ExitCode::NoGpu)) {
    EXPECT_NE(R.Stderr.find("[LIM009]"), std::string::npos) << R.Stderr;
    EXPECT_NE(R.Stderr.find("limiter run " + (Dir / "b").string()), std::string::npos) << R.Stderr;
    EXPECT_FALSE(fs::exists(Dir / "b" / "results.json"));
    GTEST_SKIP() << "no GPU here: checked the static stages and the LIM009 path";
  }
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("verdict: "), std::string::npos) << R.Stdout;
  EXPECT_TRUE(fs::exists(Dir / "b" / "results.json"));
  EXPECT_TRUE(fs::exists(Dir / "b" / "results.md"));
}

/// A bundle is regenerated only when what it came from changed: the source, a header it
/// includes, the config or the options. This is what lets `limiter analyze` run on a GPU
/// machine without the rewriter, on a bundle generated elsewhere.
TEST_F(CliTest, AnalyzeReusesACurrentBundle) {
  write("k/scale.h", "#define SCALE 2.0f\n");
  std::string Source = write("k/scale.cu", "#include \"scale.h\"\n__global__ void scale(int n, "
                                           "float *x) {\n  int i = threadIdx.x;\n  if (i < n) "
                                           "x[i] *= SCALE;\n}\n");
  write("experiments/scale.toml", "source = \"../k/scale.cu\"\nkernel = \"scale\"\n[launch]\n"
                                  "grid = 1\nblock = 32\n[params]\nn = 32\n"
                                  "x = { elements = 32, fill = \"iota\" }\n");
  std::vector<std::string> Analyze = {"analyze",  Source, "-o", (Dir / "b").string(),
                                      "--budget", "1"};
  auto Reused = [&] {
    SubprocessResult R = limiter(Analyze);
    EXPECT_TRUE(R.ExitStatus == 0 || R.ExitStatus == toInt(ExitCode::NoGpu)) << R.Stderr;
    return R.Stdout.find("is current") != std::string::npos;
  };
  EXPECT_FALSE(Reused()) << "first run generates";
  EXPECT_TRUE(Reused()) << "nothing changed";
  write("k/scale.h", "#define SCALE 3.0f\n");
  EXPECT_FALSE(Reused()) << "the header changed";
  EXPECT_TRUE(Reused());
  write("experiments/scale.toml", "source = \"../k/scale.cu\"\nkernel = \"scale\"\n[launch]\n"
                                  "grid = 1\nblock = 64\n[params]\nn = 64\n"
                                  "x = { elements = 64, fill = \"iota\" }\n");
  EXPECT_FALSE(Reused()) << "the config changed";
  Analyze.push_back("--regenerate");
  EXPECT_FALSE(Reused()) << "--regenerate";
}

/// The run options a batch hands each `limiter run` are ones `limiter run` reads: with the
/// device named (--devices) the child runs, and fails only for want of a GPU where there is
/// none, not on its own command line (a second --device once did).
TEST_F(CliTest, BatchRunsItsChildrenWithOptionsTheyRead) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built without the rewriter: the batch cannot generate here";
  writeSaxpyExperiments(Dir / "exps", 1);
  SubprocessResult R =
      limiter({"batch", (Dir / "exps").string(), "-o", (Dir / "out").string(), "--devices", "0",
               "--budget", "1", "--rsd", "2", "--min-samples", "5", "--threshold", "close=0.2",
               "--no-counts", "--hot"});
  EXPECT_EQ(R.Stdout.find("required but received"), std::string::npos) << R.Stdout;
  EXPECT_TRUE(R.ExitStatus == 0 || R.Stdout.find("LIM009") != std::string::npos)
      << R.Stdout << R.Stderr;
}

/// A batch over a directory with a broken config: the good ones are bundled (and cached the
/// second time), the broken one is listed with its reason, nothing stops, and the summary,
/// batch.json and report.html are written. Without a GPU the runs fail with LIM009.
TEST_F(CliTest, BatchGoesOnPastAFailureAndCachesBundles) {
  std::string Saxpy = LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu";
  auto Config = [&](const std::string &Extra) {
    return "source = \"" + Saxpy +
           "\"\nkernel = \"saxpy\"\n[launch]\ngrid = 4\nblock = 256\n"
           "[params]\nn = 1024\na = 2.0\nx = { elements = \"n\" }\ny = { elements = \"n\" }\n" +
           Extra;
  };
  write("exps/a/good.toml", Config(""));
  write("exps/b/broken.toml", Config("z = 3\n")); // LIM306: saxpy has no z.
  write("exps/c/other.toml", Config("# another\n"));
  write("exps/course.toml", "title = \"not an experiment\"\n");
  std::vector<std::string> Batch = {
      "batch", (Dir / "exps").string(), "-o", (Dir / "out").string(), "--budget", "1"};
  SubprocessResult First = limiter(Batch);
  EXPECT_NE(First.ExitStatus, 0);
  EXPECT_NE(First.Stdout.find("FAILED   b/broken: LIM306"), std::string::npos) << First.Stdout;
  EXPECT_NE(First.Stdout.find("bundle   a/good ("), std::string::npos) << First.Stdout;
  EXPECT_EQ(First.Stdout.find("course"), std::string::npos) << "course.toml is not an experiment";
  bool NoGpu = First.Stdout.find("LIM009") != std::string::npos;
  if (NoGpu) {
    EXPECT_EQ(First.ExitStatus, toInt(ExitCode::NoGpu)) << "a/good, the first failure";
  }
  for (const char *File : {"batch.json", "summary.md", "report.html"})
    EXPECT_TRUE(fs::exists(Dir / "out" / File)) << File;
  std::ifstream In(Dir / "out" / "batch.json");
  nlohmann::json J = nlohmann::json::parse(In);
  ASSERT_EQ(J["experiments"].size(), 3u);
  EXPECT_EQ(J["experiments"][1]["status"], "failed");
  EXPECT_NE(J["experiments"][1]["reason"].get<std::string>().find("LIM306"), std::string::npos);

  SubprocessResult Second = limiter(Batch);
  EXPECT_NE(Second.Stdout.find("bundle   a/good (cached)"), std::string::npos) << Second.Stdout;
  EXPECT_NE(Second.Stdout.find("bundle   c/other (cached)"), std::string::npos);
  if (!NoGpu) {
    EXPECT_NE(Second.Stdout.find("earlier  a/good"), std::string::npos) << Second.Stdout;
  }

  Batch.push_back("--no-run");
  Batch.push_back("--force");
  SubprocessResult Only = limiter(Batch);
  EXPECT_NE(Only.Stdout.find("generated"), std::string::npos) << Only.Stdout;
  EXPECT_EQ(Only.Stdout.find("(cached)"), std::string::npos) << "--force regenerates";
}

TEST_F(CliTest, LabCourseErrors) {
  SubprocessResult Missing = limiter({"lab", (Dir / "none.toml").string()});
  EXPECT_EQ(Missing.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Missing.Stderr.find("[LIM301]"), std::string::npos) << Missing.Stderr;
  std::string Empty = write("course.toml", "title = \"t\"\n");
  SubprocessResult NoSections = limiter({"lab", Empty});
  EXPECT_NE(NoSections.Stderr.find("[LIM302]"), std::string::npos) << NoSections.Stderr;
  std::string NoConfig =
      write("c2.toml", "[[section]]\ntitle = \"s\"\n[[section.experiment]]\nlesson = \"x\"\n");
  SubprocessResult R = limiter({"lab", NoConfig});
  EXPECT_NE(R.Stderr.find("c2.toml:3:1: error: an experiment of the course has no config"),
            std::string::npos)
      << R.Stderr;
}

TEST_F(CliTest, AnalyzeSaysWhichConfigItCannotFind) {
  const std::string Series = LIMITER_SOURCE_DIR "/kernels/reduction/series.cu";
  SubprocessResult Several = limiter({"analyze", Series, "-o", (Dir / "b").string()});
  EXPECT_EQ(Several.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Several.Stderr.find("[LIM310]"), std::string::npos) << Several.Stderr;
  EXPECT_NE(Several.Stderr.find("reduceStrided.toml"), std::string::npos) << Several.Stderr;

  SubprocessResult None =
      limiter({"analyze", Series, "-k", "reduceStrided", "--experiments", Dir.string()});
  EXPECT_EQ(None.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(None.Stderr.find("[LIM309]"), std::string::npos) << None.Stderr;
  EXPECT_NE(None.Stderr.find("searched " + Dir.string()), std::string::npos) << None.Stderr;
  EXPECT_FALSE(fs::exists(Dir / "b"));

  // A config that names the kernel by its last component, in a directory given explicitly.
  write("exp/mine.toml", "source = \"" + std::string(LIMITER_SOURCE_DIR) +
                             "/kernels/stencil/fd3d.cu\"\nkernel = \"fwd_3D\"\n");
  DiagnosticList Diags;
  std::optional<std::string> Found =
      findExperimentFor(Stencil, "stencil::fwd_3D", {(Dir / "exp").string()}, Diags);
  ASSERT_TRUE(Found) << "an incomplete config is still found by source and kernel";
}

TEST_F(CliTest, RunNeedsABundleWithItsConfig) {
  SubprocessResult Missing = limiter({"run", (Dir / "nothing").string()});
  EXPECT_EQ(Missing.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Missing.Stderr.find("[LIM001]"), std::string::npos) << Missing.Stderr;
  SubprocessResult G = limiter(
      {"generate", LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu", "-o", (Dir / "b").string()});
  ASSERT_EQ(G.ExitStatus, 0) << G.Stderr;
  SubprocessResult R = limiter({"run", (Dir / "b").string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(R.Stderr.find("[LIM301]"), std::string::npos) << R.Stderr;
  EXPECT_NE(R.Stderr.find("limiter generate --config"), std::string::npos) << R.Stderr;
}

/// The lab's balanced config: `--set` fixes its balance parameter within the range (a usage or
/// input error otherwise); without it, on a GPU, the run chooses rounds so that memory-only and
/// math-only take about as long there, and results.json says how.
TEST_F(CliTest, RunChoosesABalanceParameterOnTheGpuOrTakesItFromSet) {
  SubprocessResult G = limiter({"generate", "-c", LIMITER_SOURCE_DIR "/experiments/lab/balanced.toml",
                                "-o", (Dir / "b").string()});
  ASSERT_EQ(G.ExitStatus, 0) << G.Stderr;
  SubprocessResult Malformed = limiter({"run", (Dir / "b").string(), "--set", "rounds"});
  EXPECT_EQ(Malformed.ExitStatus, toInt(ExitCode::Usage)) << Malformed.Stderr;
  EXPECT_NE(Malformed.Stderr.find("not NAME=INTEGER"), std::string::npos) << Malformed.Stderr;
  SubprocessResult Outside = limiter({"run", (Dir / "b").string(), "--set", "rounds=5000"});
  EXPECT_EQ(Outside.ExitStatus, toInt(ExitCode::BadInput)) << Outside.Stderr;
  EXPECT_NE(Outside.Stderr.find("outside its balance range [1, 1024] [LIM303]"), std::string::npos)
      << Outside.Stderr;
  SubprocessResult R = limiter({"run", (Dir / "b").string(), "--budget", "3", "--no-counts",
                                "--what-if", "none", "--json"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu))
    GTEST_SKIP() << "no GPU here: checked --set's errors only";
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  std::string Error;
  std::optional<RunResults> Results = resultsFromJson(R.Stdout, Error);
  ASSERT_TRUE(Results) << Error;
  ASSERT_TRUE(Results->Balance) << R.Stdout;
  const BalanceChoice &B = *Results->Balance;
  EXPECT_EQ(B.Param, "rounds");
  EXPECT_FALSE(B.Pilots.empty()) << R.Stdout;
  EXPECT_GT(B.FromCeilings.value_or(0), 1) << R.Stdout;
  const VariantRow *Mem = Results->row("mem"), *Math = Results->row("math");
  ASSERT_TRUE(Mem && Mem->Time && Math && Math->Time) << R.Stdout;
  // Balanced on this GPU: the two twins within a fifth of each other.
  EXPECT_NEAR(Math->Time->MedianMs / Mem->Time->MedianMs, 1.0, 0.2) << R.Stdout;
}

TEST_F(CliTest, GenerateLeavesNothingBehindOnFailure) {
  std::string File = write("bad.cu", "__global__ void k(float *p) { p[0] = undeclared; }\n");
  SubprocessResult R = limiter({"generate", File, "-o", (Dir / "bundle").string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::SourceError));
  EXPECT_FALSE(fs::exists(Dir / "bundle"));
  for (const auto &Entry : fs::directory_iterator(Dir))
    EXPECT_EQ(Entry.path().filename(), "bad.cu") << "left behind: " << Entry.path();
}

TEST_F(CliTest, GenerateNeedsKernelWhenSeveral) {
  std::string File = write("two.cu", "__global__ void a() {}\n__global__ void b() {}\n");
  SubprocessResult R = limiter({"generate", File, "-o", (Dir / "bundle").string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(R.Stderr.find("say which with --kernel"), std::string::npos) << R.Stderr;
}

TEST_F(CliTest, JsonOutput) {
  SubprocessResult R = limiter({"kernels", Stencil, "--json"});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  nlohmann::json J = nlohmann::json::parse(R.Stdout);
  EXPECT_EQ(J["schema"], "limiter/kernels");
  EXPECT_EQ(J["version"], 1);
  ASSERT_EQ(J["kernels"].size(), 1u);
  const nlohmann::json &K = J["kernels"][0];
  EXPECT_EQ(K["name"], "fwd_3D");
  EXPECT_EQ(K["line"], 20);
  EXPECT_EQ(K["parameters"][0]["access"], "write");
  EXPECT_EQ(K["parameters"][0]["exact"], true);
  EXPECT_EQ(K["parameters"][4]["pointer"], false);
}

TEST_F(CliTest, CompilerArgumentsAfterDoubleDash) {
  write("inc/width.h", "#pragma once\n#define WIDTH 4\n");
  std::string File = write("k.cu", "#include <cuda_runtime.h>\n#include \"width.h\"\n"
                                   "__global__ void k(float *p) { p[WIDTH] = 0; }\n");
  SubprocessResult Without = limiter({"kernels", File});
  EXPECT_EQ(Without.ExitStatus, toInt(ExitCode::SourceError));
  EXPECT_NE(Without.Stderr.find("'width.h' file not found"), std::string::npos) << Without.Stderr;
  EXPECT_NE(Without.Stderr.find("[LIM002]"), std::string::npos) << Without.Stderr;
  EXPECT_TRUE(Without.Stdout.empty()) << "nothing is written on failure";

  SubprocessResult With =
      limiter({"kernels", File, "--", "-I" + (Dir / "inc").string(), "-std=c++17"});
  EXPECT_EQ(With.ExitStatus, 0) << With.Stderr;
  EXPECT_NE(With.Stdout.find("float *  p     write"), std::string::npos) << With.Stdout;
}

struct ErrorCase {
  const char *Name;
  std::vector<std::string> Args; ///< "$DIR" is replaced by the test's directory.
  const char *Source;            ///< Written to $DIR/k.cu when set.
  ExitCode Exit;
  const char *Id;
};

void PrintTo(const ErrorCase &C, std::ostream *OS) { *OS << C.Name; }

class CliErrorTest : public CliTest, public ::testing::WithParamInterface<ErrorCase> {};

TEST_P(CliErrorTest, ExitCodeAndId) {
  const ErrorCase &C = GetParam();
  if (C.Source)
    write("k.cu", C.Source);
  std::vector<std::string> Args;
  for (std::string A : C.Args) {
    if (auto At = A.find("$DIR"); At != std::string::npos)
      A.replace(At, 4, Dir.string());
    Args.push_back(A);
  }
  SubprocessResult R = limiter(Args);
  EXPECT_EQ(R.ExitStatus, toInt(C.Exit)) << R.Stderr;
  if (C.Id) {
    EXPECT_NE(R.Stderr.find(std::string("[") + C.Id + "]"), std::string::npos) << R.Stderr;
    EXPECT_NE(R.Stderr.find("hint: "), std::string::npos) << R.Stderr;
  }
}

const ErrorCase ErrorCases[] = {
    {"MissingFile", {"kernels", "$DIR/none.cu"}, nullptr, ExitCode::BadInput, "LIM001"},
    {"DoesNotCompile",
     {"kernels", "$DIR/k.cu"},
     "__global__ void k() { undeclared(); }\n",
     ExitCode::SourceError,
     "LIM002"},
    {"NoKernel",
     {"kernels", "$DIR/k.cu"},
     "__device__ void f() {}\n",
     ExitCode::BadInput,
     "LIM003"},
    {"KernelNotFound",
     {"kernels", "$DIR/k.cu", "--kernel", "fwd"},
     "__global__ void fwd_3D() {}\n",
     ExitCode::BadInput,
     "LIM004"},
    {"CudaPathWithoutHeaders",
     {"kernels", "$DIR/k.cu", "--cuda-path", "$DIR"},
     "__global__ void k() {}\n",
     ExitCode::Environment,
     "LIM005"},
    {"ResourceDirWithoutHeaders",
     {"kernels", "$DIR/k.cu", "--resource-dir", "$DIR"},
     "__global__ void k() {}\n",
     ExitCode::Environment,
     "LIM006"},
    {"NoCompilationDatabase",
     {"kernels", "$DIR/k.cu", "-p", "$DIR/build"},
     "__global__ void k() {}\n",
     ExitCode::BadInput,
     "LIM007"},
    {"NoSubcommand", {}, nullptr, ExitCode::Usage, nullptr},
    {"UnknownOption", {"kernels", "$DIR/k.cu", "--frobnicate"}, nullptr, ExitCode::Usage, nullptr},
    {"MissingFileArgument", {"kernels"}, nullptr, ExitCode::Usage, nullptr},
};

INSTANTIATE_TEST_SUITE_P(Errors, CliErrorTest, ::testing::ValuesIn(ErrorCases),
                         [](const auto &Info) { return std::string(Info.param.Name); });

TEST_F(CliTest, KernelNotFoundNamesTheNearestKernel) {
  SubprocessResult R = limiter({"kernels", Stencil, "--kernel", "fwd3d"});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(R.Stderr.find("did you mean 'stencil::fwd_3D'?"), std::string::npos) << R.Stderr;
}

TEST_F(CliTest, ErrorsAreAlsoJson) {
  SubprocessResult R = limiter({"kernels", (Dir / "none.cu").string(), "--json"});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput));
  nlohmann::json J = nlohmann::json::parse(R.Stdout);
  EXPECT_TRUE(J["kernels"].empty());
  EXPECT_EQ(J["diagnostics"][0]["id"], "LIM001");
}

TEST(CliDevices, ReportsGpusOrTheirAbsence) {
  SubprocessResult R = limiter({"devices"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu)) {
    EXPECT_NE(R.Stderr.find("[LIM009]"), std::string::npos) << R.Stderr;
    GTEST_SKIP() << "no GPU here: checked the LIM009 message only";
  }
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("SMs"), std::string::npos) << R.Stdout;
  SubprocessResult Json = limiter({"devices", "--json"});
  ASSERT_EQ(Json.ExitStatus, 0) << Json.Stderr;
  nlohmann::json J = nlohmann::json::parse(Json.Stdout);
  ASSERT_FALSE(J["devices"].empty());
  EXPECT_GT(J["devices"][0]["multiprocessors"].get<int>(), 0);
}

TEST(CliWithoutRewriter, KernelsSaysWhatIsMissing) {
  if (LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with the rewriter; this checks the LIMITER_WITH_CLANG=OFF build";
  SubprocessResult R = limiter({"kernels", Stencil});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::Environment));
  EXPECT_NE(R.Stderr.find("[LIM011]"), std::string::npos) << R.Stderr;
}

/// A bundle with a variant that faults (sticky) and one that hangs: both are reported, the
/// other three are timed in a clean context, and the exit code says a variant failed. Needs no
/// rewriter: the bundle is a fixture, so this runs on the GPU machine too.
TEST(CliRunFaults, FaultedAndHungVariantsAreReportedAndTheOthersTimed) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-faults-" + std::to_string(::getpid()));
  fs::remove_all(Dir);
  fs::copy(LIMITER_SOURCE_DIR "/tests/runtime/Inputs/saxpy", Dir);
  // Two variants made to misbehave: mem writes to an address no GPU maps (a sticky fault),
  // store spins forever.
  std::ifstream Source(Dir / "variants.cu");
  std::string Text((std::istreambuf_iterator<char>(Source)), std::istreambuf_iterator<char>());
  auto InsertAfter = [&](const std::string &Signature, const std::string &Code) {
    std::size_t At = Text.find(Signature);
    ASSERT_NE(At, std::string::npos) << Signature;
    Text.insert(Text.find('\n', At) + 1, Code);
  };
  InsertAfter("void saxpy__mem(",
              "  if (blockIdx.x == 7 && threadIdx.x == 0)\n    *reinterpret_cast"
              "<volatile float *>(static_cast<unsigned long long>(n) << 40) = "
              "a;\n");
  InsertAfter("void saxpy__store(", "  while (clock64() >= 0)\n    ;\n");
  std::ofstream(Dir / "variants.cu") << Text;
  SubprocessResult R = limiter({"run", Dir.string(), "--budget", "2", "--kernel-timeout", "3"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu)) {
    fs::remove_all(Dir);
    GTEST_SKIP() << "no GPU here: run scripts/gpu-check.sh on a GPU machine for this test";
  }
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::VariantFault)) << R.Stdout << R.Stderr;
  std::ifstream In(Dir / "results.json");
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(J.is_discarded()) << R.Stdout << R.Stderr;
  std::map<std::string, nlohmann::json> Rows;
  for (const auto &V : J["variants"])
    Rows[V["variant"].get<std::string>()] = V;
  EXPECT_EQ(Rows["mem"]["status"], "faulted") << Rows["mem"].dump();
  EXPECT_NE(Rows["mem"]["note"].get<std::string>().find("illegal"), std::string::npos)
      << Rows["mem"].dump();
  EXPECT_EQ(Rows["store"]["status"], "timed-out") << Rows["store"].dump();
  for (const char *Ran : {"full", "math", "skeleton"}) {
    EXPECT_EQ(Rows[Ran]["status"], "ok") << Ran << ": " << Rows[Ran].dump();
    EXPECT_FALSE(Rows[Ran]["time"].is_null()) << Ran;
  }
  EXPECT_NE(R.Stdout.find("! mem: "), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("! store: "), std::string::npos) << R.Stdout;
  fs::remove_all(Dir);
}

/// Executed counts from Nsight Compute on a saxpy bundle of 2^20 elements (32768 warps): two
/// global load requests and one store request per warp in full and mem, none in math (its
/// store guarded by a never-true condition), the store alone in store-only, one FFMA per
/// thread in full and math.
/// gpu-check.sh sets LIMITER_REQUIRE_NCU=1, so there a missing ncu fails instead of skipping.
TEST(CliRunCounts, EveryVariantExecutesWhatItShould) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-counts-" + std::to_string(::getpid()));
  fs::remove_all(Dir);
  fs::copy(LIMITER_SOURCE_DIR "/tests/runtime/Inputs/saxpy", Dir);
  SubprocessResult R = limiter({"run", Dir.string(), "--counts", "--budget", "1"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu)) {
    fs::remove_all(Dir);
    GTEST_SKIP() << "no GPU here: run scripts/gpu-check.sh on a GPU machine for this test";
  }
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  if (R.Stderr.find("[LIM014]") != std::string::npos) {
    const char *Required = std::getenv("LIMITER_REQUIRE_NCU");
    fs::remove_all(Dir);
    if (Required && std::string(Required) == "1")
      FAIL() << "no executed counts, and LIMITER_REQUIRE_NCU=1:\n" << R.Stderr;
    GTEST_SKIP() << "Nsight Compute unavailable here:\n" << R.Stderr;
  }
  std::ifstream In(Dir / "results.json");
  nlohmann::json J = nlohmann::json::parse(In);
  std::map<std::string, nlohmann::json> Rows;
  for (const auto &V : J["variants"])
    Rows[V["variant"].get<std::string>()] = V["executed"];
  const double Warps = 32768, Threads = 1048576;
  auto Count = [&](const char *Variant, const char *Key) { return Rows[Variant].value(Key, -1.0); };
  for (const char *V : {"full", "mem"}) {
    EXPECT_EQ(Count(V, "global_ld"), 2 * Warps) << V;
    EXPECT_EQ(Count(V, "global_st"), Warps) << V;
  }
  EXPECT_EQ(Count("math", "global_ld"), 0);
  EXPECT_EQ(Count("math", "global_st"), 0);
  EXPECT_EQ(Count("store", "global_ld"), 0);
  EXPECT_EQ(Count("store", "global_st"), Warps);
  EXPECT_EQ(Count("full", "fp32"), Threads);
  EXPECT_EQ(Count("math", "fp32"), Threads);
  EXPECT_EQ(Count("mem", "fp32"), 0);
  EXPECT_EQ(Count("full", "ld_sectors"), 2 * 4 * Threads / 32) << "x and y, 32-byte sectors";
  EXPECT_EQ(Count("mem", "st_sectors"), 4 * Threads / 32);
  EXPECT_GE(Count("full", "dram_read_bytes"), 2 * 4 * Threads) << "x and y read from DRAM (cold)";
  for (const auto &C : J["executed_checks"])
    EXPECT_TRUE(C["passed"].get<bool>()) << C.dump();
  // Every kind of arithmetic is counted: saxpy's indexing is integer work, and it has no
  // fp64, fp16 or XU-pipe work (so no check of those kinds); the data-integer check appears
  // only where full executes integer work that memory-only drops.
  EXPECT_GT(Count("full", "int"), 0);
  for (const char *Kind : {"fp64", "fp16", "sfu"})
    EXPECT_EQ(Count("full", Kind), 0) << Kind;
  EXPECT_GE(J["executed_checks"].size(), 7u);
  EXPECT_LE(J["executed_checks"].size(), 8u);
  EXPECT_NE(R.Stdout.find("executed ld/st/fp"), std::string::npos) << R.Stdout;
  fs::remove_all(Dir);
}

/// The stencil's memory-only twin needs more registers than the full kernel (48 against 40
/// on sm_90), so padding cannot match its occupancy: it runs from the module compiled with
/// -maxrregcount at the most registers that keep the full kernel's blocks per SM, or, with
/// --no-register-cap, is flagged.
TEST(CliRunRegisterCap, AVariantNeedingMoreRegistersIsCappedOrFlagged) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-regcap-" + std::to_string(::getpid()));
  fs::remove_all(Dir);
  fs::copy(LIMITER_SOURCE_DIR "/tests/runtime/Inputs/stencil", Dir);
  auto Rows = [&](std::vector<std::string> Extra) {
    std::vector<std::string> Args = {"run", Dir.string(), "--budget", "1"};
    Args.insert(Args.end(), Extra.begin(), Extra.end());
    SubprocessResult R = limiter(Args);
    std::map<std::string, nlohmann::json> Out;
    if (R.ExitStatus != 0) {
      Out["exit"] = R.ExitStatus;
      Out["stderr"] = R.Stderr;
      return Out;
    }
    std::ifstream In(Dir / "results.json");
    const nlohmann::json Results = nlohmann::json::parse(In);
    for (const auto &V : Results["variants"])
      Out[V["variant"].get<std::string>()] = V;
    return Out;
  };
  std::map<std::string, nlohmann::json> Capped = Rows({});
  if (Capped.count("exit") && Capped["exit"] == toInt(ExitCode::NoGpu)) {
    fs::remove_all(Dir);
    GTEST_SKIP() << "no GPU here: run scripts/gpu-check.sh on a GPU machine for this test";
  }
  ASSERT_FALSE(Capped.count("exit")) << Capped["stderr"];
  int FullRegisters = Capped["full"]["registers"];
  for (const auto &[Variant, Row] : Capped)
    EXPECT_TRUE(Row["occupancy_matched"].get<bool>()) << Variant << ": " << Row.dump();
  // Capped at the most registers that keep full's blocks per SM: at least full's count.
  const int Cap = Capped["mem"]["register_cap"].get<int>();
  EXPECT_GE(Cap, FullRegisters) << Capped["mem"].dump();
  EXPECT_LE(Capped["mem"]["registers"].get<int>(), Cap);
  EXPECT_EQ(Capped["mem"]["blocks_per_sm"], Capped["full"]["blocks_per_sm"]);
  EXPECT_NE(Capped["mem"]["note"].get<std::string>().find("registers capped at"),
            std::string::npos);
  EXPECT_EQ(Capped["full"]["register_cap"], 0) << "the full kernel is never capped";

  std::map<std::string, nlohmann::json> Flagged = Rows({"--no-register-cap"});
  ASSERT_FALSE(Flagged.count("exit")) << Flagged["stderr"];
  EXPECT_FALSE(Flagged["mem"]["occupancy_matched"].get<bool>()) << Flagged["mem"].dump();
  EXPECT_GT(Flagged["mem"]["registers"].get<int>(), FullRegisters);
  EXPECT_EQ(Flagged["mem"]["register_cap"], 0);
  fs::remove_all(Dir);
}

/// Results as `limiter run` writes them, without a GPU: the seed's case study.
std::string caseStudyResults(const std::string &Experiment, double Full) {
  RunResults R;
  R.Kernel = "stencil::fwd_3D";
  R.Experiment = Experiment;
  R.Device = "NVIDIA H200";
  for (auto [Variant, Ms] : {std::pair{"full", Full}, std::pair{"mem", 33.27},
                             std::pair{"math", 16.25}, std::pair{"skeleton", 4.0}}) {
    VariantRow Row;
    Row.Variant = Variant;
    Row.Function = std::string("fwd_3D__") + Variant;
    Row.Status = "ok";
    Row.Time = summarize({Ms, Ms * 1.001});
    Row.BlocksPerSm = 4;
    R.Variants.push_back(Row);
  }
  VariantTimes T;
  T.Full = Full;
  T.Mem = 33.27;
  T.Math = 16.25;
  T.Skeleton = 4.0;
  R.Judgement = judge(T);
  return toJson(R);
}

/// The HTML report in a real browser: it loads without script errors and every overlap
/// diagram has a laid-out box with its bars. CI installs chromium (scripts/test.sh) and sets
/// LIMITER_REQUIRE_BROWSER=1, so there this test cannot skip.
TEST(ReportInBrowser, LoadsAndDrawsEveryDiagram) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-browser-" + std::to_string(::getpid()));
  fs::create_directories(Dir);
  std::ofstream(Dir / "a.json") << caseStudyResults("good overlap", 35.39);
  std::ofstream(Dir / "b.json") << caseStudyResults("poor overlap", 55.0);
  SubprocessResult Report = limiter({"report", (Dir / "a.json").string(), (Dir / "b.json").string(),
                                     "-o", (Dir / "report.html").string()});
  ASSERT_EQ(Report.ExitStatus, 0) << Report.Stderr;
  std::string Browser;
  for (const char *Name : {"chromium", "chromium-browser", "google-chrome"})
    if (Browser.empty())
      Browser = findOnPath(Name);
  if (Browser.empty()) {
    const char *Required = std::getenv("LIMITER_REQUIRE_BROWSER");
    fs::remove_all(Dir);
    if (Required && std::string(Required) == "1")
      FAIL() << "no chromium on PATH, and LIMITER_REQUIRE_BROWSER=1";
    GTEST_SKIP() << "no chromium on PATH (scripts/test.sh installs it)";
  }
  SubprocessOptions Options;
  Options.Timeout = std::chrono::seconds(120);
  SubprocessResult Page =
      runSubprocess({Browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                     "--user-data-dir=" + (Dir / "profile").string(), "--dump-dom",
                     "file://" + fs::absolute(Dir / "report.html").string()},
                    Options);
  ASSERT_EQ(Page.ExitStatus, 0) << Page.Stderr;
  EXPECT_NE(Page.Stdout.find("data-diagrams=\"2\""), std::string::npos) << Page.Stdout;
  EXPECT_NE(Page.Stdout.find("data-diagrams-drawn=\"2\""), std::string::npos) << Page.Stdout;
  EXPECT_NE(Page.Stdout.find("data-errors=\"0\""), std::string::npos) << Page.Stdout;
  EXPECT_NE(Page.Stdout.find("latency-bound, overlap 0%"), std::string::npos);
  fs::remove_all(Dir);
}

TEST(CliReport, FromFilesDirectoriesAndBatches) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-report-" + std::to_string(::getpid()));
  fs::create_directories(Dir / "run");
  std::ofstream(Dir / "run" / "results.json") << caseStudyResults("from a directory", 35.39);
  std::ofstream(Dir / "x.json") << caseStudyResults("from a file", 35.39);
  fs::create_directories(Dir / "batch" / "results" / "one");
  std::ofstream(Dir / "batch" / "results" / "one" / "results.json")
      << caseStudyResults("in a batch", 35.39);
  std::ofstream(Dir / "batch" / "batch.json")
      << R"({"schema": "limiter/batch", "version": 1, "title": "A lab", "intro": "",
             "experiments": [
               {"name": "one", "section": "S", "lesson": "It teaches.", "status": "ok",
                "reason": "", "results": "results/one/results.json"},
               {"name": "two", "section": "S", "lesson": "", "status": "failed",
                "reason": "LIM009: no GPU", "results": ""}]})";
  std::string Out = (Dir / "r.html").string();
  SubprocessResult R = limiter({"report", (Dir / "run").string(), (Dir / "x.json").string(),
                                (Dir / "batch").string(), "-o", Out});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("(4 experiments)"), std::string::npos) << R.Stdout;
  std::ifstream In(Out);
  std::string Html((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  for (const char *Expected : {"from a directory", "from a file", "It teaches.",
                               "No results: LIM009: no GPU", "<title>A lab</title>"})
    EXPECT_NE(Html.find(Expected), std::string::npos) << Expected;

  SubprocessResult Bad = limiter({"report", (Dir / "missing.json").string(), "-o", Out});
  EXPECT_EQ(Bad.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Bad.Stderr.find("[LIM001]"), std::string::npos) << Bad.Stderr;
  fs::remove_all(Dir);
}

TEST(CliVersion, PrintsTheVersion) {
  SubprocessResult R = limiter({"--version"});
  EXPECT_EQ(R.ExitStatus, 0);
  EXPECT_FALSE(R.Stdout.empty());
}

} // namespace
} // namespace limiter
