#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Files.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

TEST(Expression, EvaluatesWithNames) {
  std::string Error;
  auto E = Expression::parse("(dimx + 31) / 32 * -2 + n % 5", Error);
  ASSERT_TRUE(E) << Error;
  EXPECT_EQ(E->evaluate({{"dimx", 100}, {"n", 12}}, Error).value_or(0), -8 + 2);
  std::vector<std::string> Names = {"dimx", "n"};
  EXPECT_EQ(E->names(), Names);
  EXPECT_FALSE(E->evaluate({{"dimx", 1}}, Error));
  EXPECT_NE(Error.find("'n' is not a scalar parameter"), std::string::npos);
}

TEST(Expression, ReportsWhereItIsMalformed) {
  std::string Error;
  EXPECT_FALSE(Expression::parse("(n + 1", Error));
  EXPECT_EQ(Error, "at column 7: expected ')'");
  EXPECT_FALSE(Expression::parse("n + * 2", Error));
  EXPECT_FALSE(Expression::parse("n $ 2", Error));
  auto Zero = Expression::parse("n / 0", Error);
  ASSERT_TRUE(Zero);
  EXPECT_FALSE(Zero->evaluate({{"n", 1}}, Error));
  EXPECT_EQ(Error, "division by zero");
}

class ConfigTest : public ::testing::Test {
protected:
  fs::path Dir = fs::temp_directory_path() / ("limiter-config-" + std::to_string(::getpid()));
  void SetUp() override { fs::create_directories(Dir); }
  void TearDown() override { fs::remove_all(Dir); }

  std::optional<ExperimentConfig> load(const std::string &Text, DiagnosticList &Diags) {
    std::string Path = (Dir / "e.toml").string();
    std::ofstream(Path) << Text;
    return loadExperiment(Path, Diags);
  }
};

constexpr const char *Valid = R"(
source = "k.cu"
kernel = "ns::k"
template_args = ["256"]
compile_flags = ["-DX=1"]
seed = 7

[launch]
grid = ["(n + 255) / 256", 2]
block = 256
dynamic_shared_bytes = "4 * 256"

[sizes]
pad = 16

[params]
n = 1024
a = 2.5
x = { elements = "n", fill = { random = [-1.0, 1.0] } }
y = { elements = "2 * n", fill = "iota" }
z = { elements = "8 + pad", fill = { constant = 3 } }

[symbols]
"ns::coeff" = { fill = { iota = [0, 0.5] } }

[work]
bytes = "12 * n"
flops = "2 * n"
)";

TEST_F(ConfigTest, ReadsEverything) {
  DiagnosticList Diags;
  auto C = load(Valid, Diags);
  ASSERT_TRUE(C) << Diags.items().front().Message;
  EXPECT_EQ(C->Kernel, "ns::k");
  EXPECT_EQ(C->Source, (Dir / "k.cu").string());
  EXPECT_EQ(C->TemplateArgs, std::vector<std::string>{"256"});
  EXPECT_EQ(C->Seed, 7u);
  std::string Error;
  auto Scalars = C->integerScalars();
  EXPECT_EQ(C->Grid[0]->evaluate(Scalars, Error).value_or(0), 4);
  EXPECT_EQ(C->Grid[2]->evaluate(Scalars, Error).value_or(0), 1) << "missing dimensions are 1";
  EXPECT_EQ(C->Block[0]->evaluate(Scalars, Error).value_or(0), 256);
  ASSERT_EQ(C->Params.size(), 5u);
  EXPECT_EQ(C->param("a")->Value, 2.5);
  EXPECT_FALSE(C->param("a")->IsInteger);
  EXPECT_EQ(C->param("x")->Fill.FillKind, FillSpec::Kind::Random);
  EXPECT_EQ(C->param("y")->Fill.FillKind, FillSpec::Kind::Iota);
  EXPECT_EQ(C->param("y")->Elements->evaluate(Scalars, Error).value_or(0), 2048);
  EXPECT_EQ(C->param("z")->Elements->evaluate(Scalars, Error).value_or(0), 24);
  EXPECT_EQ(C->param("pad"), nullptr) << "sizes are not kernel parameters";
  ASSERT_EQ(C->Symbols.size(), 1u);
  EXPECT_EQ(C->Symbols[0].Fill.Second, 0.5);
  EXPECT_EQ(C->WorkBytes->evaluate(Scalars, Error).value_or(0), 12 * 1024);
  EXPECT_EQ(C->WorkFlops->evaluate(Scalars, Error).value_or(0), 2 * 1024);
}

struct BadConfig {
  const char *Name;
  const char *Text;
  DiagId Id;
  unsigned Line;
};

class BadConfigTest : public ConfigTest, public ::testing::WithParamInterface<BadConfig> {};

void PrintTo(const BadConfig &B, std::ostream *OS) { *OS << B.Name; }

TEST_P(BadConfigTest, ClearErrorAtItsPlace) {
  DiagnosticList Diags;
  EXPECT_FALSE(load(GetParam().Text, Diags));
  ASSERT_FALSE(Diags.items().empty());
  const Diagnostic &D = Diags.items().front();
  EXPECT_EQ(formatId(D.Id), formatId(GetParam().Id)) << D.Message;
  EXPECT_EQ(D.Where.Line, GetParam().Line) << D.Message;
  EXPECT_EQ(Diags.exitCode(), ExitCode::BadInput);
}

const BadConfig BadConfigs[] = {
    {"Syntax", "source = \"k.cu\"\nkernel = \n", DiagId::ConfigUnreadable, 2},
    {"NoKernel", "source = \"k.cu\"\n[launch]\ngrid = 1\nblock = 1\n[params]\nn = 1\n",
     DiagId::ConfigMissingKey, 1},
    {"NoParams", "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n",
     DiagId::ConfigMissingKey, 1},
    {"NoBlock", "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\n[params]\nn = 1\n",
     DiagId::ConfigMissingKey, 3},
    {"MissingBufferSize",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "x = { fill = \"zero\" }\n",
     DiagId::ConfigMissingKey, 7},
    {"WrongType",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\nx = \"big\"\n",
     DiagId::ConfigWrongType, 7},
    {"UnknownFill",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "x = { elements = 4, fill = \"ones\" }\n",
     DiagId::ConfigUnknownFill, 7},
    {"BadExpression",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = \"(n + 1\"\nblock = 1\n[params]\n"
     "n = 4\n",
     DiagId::ConfigBadExpression, 4},
    {"UnknownName",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "x = { elements = \"m * 2\" }\n",
     DiagId::ConfigBadExpression, 7},
    {"TooManyDimensions",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = [1, 1, 1, 1]\nblock = 1\n[params]\n"
     "n = 1\n",
     DiagId::ConfigWrongType, 4},
    {"MisspeltTable",
     "source = \"k.cu\"\nkernel = \"k\"\n[lauch]\ngrid = 1\nblock = 1\n[launch]\ngrid = 1\n"
     "block = 1\n[params]\nn = 1\n",
     DiagId::ConfigWrongType, 3},
    {"UnknownLaunchKey",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\nshared = 1024\n"
     "[params]\nn = 1\n",
     DiagId::ConfigWrongType, 6},
    {"SharedBytesUnknownName",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n"
     "dynamic_shared_bytes = \"zzz\"\n[params]\nn = 1\n",
     DiagId::ConfigBadExpression, 6},
    {"UnknownWorkKey",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\nn = 1\n"
     "[work]\nbyte = 4\n",
     DiagId::ConfigWrongType, 9},
    {"WorkUnknownName",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\nn = 1\n"
     "[work]\nflops = \"2 * m\"\n",
     DiagId::ConfigBadExpression, 9},
    {"BalanceNotARange",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "r = { balance = 5 }\n[work]\nbytes = 4\nflops = \"r\"\n",
     DiagId::ConfigWrongType, 7},
    {"BalanceBelowOne",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "r = { balance = [0, 8] }\n[work]\nbytes = 4\nflops = \"r\"\n",
     DiagId::ConfigWrongType, 7},
    {"BalanceWorkWithoutIt",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "r = { balance = [1, 8] }\n[work]\nbytes = 4\nflops = 8\n",
     DiagId::ConfigMissingKey, 8},
    {"BalanceTwice",
     "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
     "r = { balance = [1, 8] }\ns = { balance = [1, 8] }\n[work]\nbytes = 4\n"
     "flops = \"r * s\"\n",
     DiagId::ConfigWrongType, 8},
};

INSTANTIATE_TEST_SUITE_P(Errors, BadConfigTest, ::testing::ValuesIn(BadConfigs),
                         [](const auto &Info) { return std::string(Info.param.Name); });

/// A config's expressions are parsed and evaluated recursively: nesting and length have
/// limits with a coded error at the expression's line, not a crash (20,000 parentheses used
/// to exhaust the stack).
TEST_F(ConfigTest, HostileExpressionsGetACodedError) {
  auto Grid = [](const std::string &Expression) {
    return "source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = \"" + Expression +
           "\"\nblock = 1\n[params]\nn = 4\n";
  };
  std::string Deep = std::string(20000, '(') + "1" + std::string(20000, ')');
  std::string Negations = std::string(20000, '-') + "n";
  std::string Long = "1";
  for (int I = 0; I < 20000; ++I)
    Long += " + n";
  for (const std::string &Expression : {Deep, Negations, Long}) {
    DiagnosticList Diags;
    EXPECT_FALSE(load(Grid(Expression), Diags));
    ASSERT_FALSE(Diags.items().empty());
    EXPECT_EQ(Diags.items().front().Id, DiagId::ConfigBadExpression);
    EXPECT_EQ(Diags.items().front().Where.Line, 4u);
  }
  // Within the limits, still an expression.
  DiagnosticList Diags;
  EXPECT_TRUE(load(Grid(std::string(100, '(') + "n" + std::string(100, ')')), Diags));
}

/// TOML nesting and file size have limits too: 100,000 nested arrays or inline tables, and a
/// config larger than a config can be, are coded errors naming the file.
TEST_F(ConfigTest, HostileTomlGetsACodedError) {
  std::string Arrays = "x = " + std::string(100000, '[') + std::string(100000, ']') + "\n";
  std::string Tables = "x = ";
  for (int I = 0; I < 100000; ++I)
    Tables += "{a = ";
  Tables += "1" + std::string(100000, '}') + "\n";
  std::string Huge = "# " + std::string(MaxInputBytes, 'x') + "\n";
  for (const std::string *Text : {&Arrays, &Tables, &Huge}) {
    DiagnosticList Diags;
    EXPECT_FALSE(load(*Text, Diags));
    ASSERT_FALSE(Diags.items().empty());
    EXPECT_EQ(Diags.items().front().Id, DiagId::ConfigUnreadable);
    EXPECT_NE(Diags.items().front().Where.File.find(".toml"), std::string::npos);
  }
}

/// `{ balance = [min, max] }`: an integer scalar the run chooses; --set fixes it (within the
/// range) and any other integer scalar, and names nothing else.
TEST_F(ConfigTest, BalanceParameterAndSetValues) {
  DiagnosticList Diags;
  auto C = load("source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = \"n / 256\"\n"
                "block = 256\n[params]\nn = 1024\nrounds = { balance = [2, 64] }\n"
                "x = { elements = \"n\" }\n[work]\nbytes = \"4 * n\"\n"
                "flops = \"2 * rounds * n\"\n",
                Diags);
  ASSERT_TRUE(C) << Diags.items().front().Message;
  const ParamSpec *P = C->balanceParam();
  ASSERT_NE(P, nullptr);
  EXPECT_EQ(P->Name, "rounds");
  EXPECT_EQ(P->Balance, (std::pair<long long, long long>{2, 64}));
  EXPECT_EQ(C->integerScalars().at("rounds"), 2) << "the range's least until chosen";

  auto Set = C->withValues({{"rounds", 40}, {"n", 2048}}, Diags);
  ASSERT_TRUE(Set);
  EXPECT_EQ(Set->balanceParam(), nullptr) << "a value set is not chosen again";
  EXPECT_EQ(Set->integerScalars().at("rounds"), 40);
  EXPECT_EQ(Set->integerScalars().at("n"), 2048);

  EXPECT_FALSE(C->withValues({{"rounds", 65}}, Diags));
  EXPECT_EQ(formatId(Diags.items().back().Id), "LIM303");
  EXPECT_FALSE(C->withValues({{"x", 1}}, Diags)) << "a buffer is no scalar";
  EXPECT_EQ(formatId(Diags.items().back().Id), "LIM306");
  EXPECT_FALSE(C->withValues({{"m", 1}}, Diags));
  EXPECT_EQ(formatId(Diags.items().back().Id), "LIM306");
}

/// A struct's values: by member (nested tables and arrays, buffers, integer expressions) or in
/// order; a member named like a buffer's key is a member where its value is no fill.
TEST_F(ConfigTest, StructsByMemberAndInOrder) {
  DiagnosticList Diags;
  std::optional<ExperimentConfig> C =
      load("source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
           "n = 8\nv = [1.0, 2.0, 3.0, 4.0]\nshape = { elements = 4, fill = \"zero\" }\n"
           "[params.p]\nin = { elements = \"n\", fill = \"iota\" }\ncols = \"n / 2\"\n"
           "dims = { x = 1, y = [2, 3] }\n",
           Diags);
  ASSERT_TRUE(C) << Diags.items().front().Message;
  const ParamSpec *P = C->param("p");
  ASSERT_TRUE(P && P->IsRecord && !P->Positional);
  ASSERT_EQ(P->Fields.size(), 3u);
  auto Member = [](const ParamSpec &Of, const std::string &Name) {
    for (const ParamSpec &F : Of.Fields)
      if (F.Name == Name)
        return F;
    ADD_FAILURE() << "no member " << Name;
    return ParamSpec{};
  };
  EXPECT_TRUE(Member(*P, "in").IsBuffer);
  EXPECT_TRUE(Member(*P, "cols").IntegerText);
  EXPECT_TRUE(Member(*P, "dims").IsRecord);
  EXPECT_TRUE(Member(Member(*P, "dims"), "y").Positional);
  const ParamSpec *V = C->param("v");
  ASSERT_TRUE(V && V->IsRecord && V->Positional);
  EXPECT_EQ(V->Fields.size(), 4u);
  // At the top a table with `elements` is a buffer; in a struct, `fill = 2` is no fill.
  const ParamSpec *S = C->param("shape");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->IsBuffer) << "a parameter's table with elements";
  C = load("source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n[params]\n"
           "p = { shape = { elements = 4, fill = 2 } }\n",
           Diags);
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->param("p")->Fields[0].IsRecord) << "a member's table whose fill is a number";
  // A string is an integer member's expression only inside a struct.
  EXPECT_FALSE(load("source = \"k.cu\"\nkernel = \"k\"\n[launch]\ngrid = 1\nblock = 1\n"
                    "[params]\nn = \"4\"\n",
                    Diags));
}

TEST(Config, MissingFile) {
  DiagnosticList Diags;
  EXPECT_FALSE(loadExperiment("/nonexistent/e.toml", Diags));
  EXPECT_EQ(Diags.items().front().Id, DiagId::ConfigUnreadable);
}

} // namespace
} // namespace limiter
