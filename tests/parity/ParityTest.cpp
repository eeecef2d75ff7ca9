// The differential parse test (issue 29): every construct nvcc accepts, limiter parses.
//
// The constructs are generated (Constructs.h): each function the toolkit's headers declare,
// called with an argument of each parameter type, and a written list of what headers do not
// declare plainly. They are compiled group by group with the real nvcc; the constructs nvcc
// rejects (by the line of its error) are dropped, and the rest is parsed by `limiter kernels`
// as a user would run it. A clang error on a construct's lines fails the test and names it.

#include "Constructs.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <future>
#include <gtest/gtest.h>
#include <map>
#include <regex>
#include <set>
#include <thread>

namespace fs = std::filesystem;

namespace limiter::parity {
namespace {

std::string cudaInclude() {
  for (const char *Var : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *V = std::getenv(Var); V && fs::exists(fs::path(V) / "include/cuda.h"))
      return (fs::path(V) / "include").string();
  std::string Nvcc = findOnPath("nvcc");
  if (!Nvcc.empty()) {
    fs::path Include = fs::canonical(Nvcc).parent_path().parent_path() / "include";
    if (fs::exists(Include / "cuda.h"))
      return Include.string();
  }
  return fs::exists("/usr/local/cuda/include/cuda.h") ? "/usr/local/cuda/include" : "";
}

std::string nvcc() {
  std::string Found = findOnPath("nvcc");
  return Found.empty() ? fs::path(cudaInclude()).parent_path().string() + "/bin/nvcc" : Found;
}

/// The constructs of File's errors, by the first line of File each error names (its own
/// line, or where an instantiation or a call was requested); Unplaced counts errors naming
/// no line of File.
struct ErrorPlaces {
  std::map<size_t, std::string> ByConstruct; ///< Construct index -> its first error.
  std::vector<std::string> Unplaced;
};

size_t constructAt(const GeneratedFile &G, unsigned Line) {
  auto It = std::upper_bound(G.Lines.begin(), G.Lines.end(), Line);
  if (It == G.Lines.begin() || It == G.Lines.end())
    return SIZE_MAX;
  return static_cast<size_t>(It - G.Lines.begin()) - 1;
}

/// Splits Output into error messages, each with the lines that follow it up to the next
/// message; Opens says whether a line opens an error, Closes whether it opens another kind of
/// message, LineIn where a line names a line of File.
ErrorPlaces placeErrors(const std::string &Output, const GeneratedFile &G,
                        const std::regex &Opens, const std::regex &Closes,
                        const std::vector<std::regex> &LineIn) {
  ErrorPlaces Out;
  std::vector<std::vector<std::string>> Messages;
  std::istringstream In(Output);
  bool InError = false;
  for (std::string Line; std::getline(In, Line);) {
    if (std::regex_search(Line, Opens)) {
      Messages.push_back({Line});
      InError = true;
    } else if (std::regex_search(Line, Closes)) {
      InError = false; // A warning's lines are not the error's.
    } else if (InError) {
      Messages.back().push_back(Line);
    }
  }
  for (const auto &Message : Messages) {
    size_t Index = SIZE_MAX;
    for (const std::string &Line : Message) {
      for (const std::regex &R : LineIn) {
        std::smatch M;
        if (std::regex_search(Line, M, R)) {
          Index = constructAt(G, static_cast<unsigned>(std::stoul(M[1])));
          break;
        }
      }
      if (Index != SIZE_MAX)
        break;
    }
    if (Index == SIZE_MAX)
      Out.Unplaced.push_back(Message.front());
    else
      Out.ByConstruct.emplace(Index, Message.front());
  }
  return Out;
}

std::string escaped(const std::string &Path) {
  return std::regex_replace(Path, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)");
}

struct GroupResult {
  std::string Group;
  size_t Generated = 0;
  std::vector<const Construct *> Accepted;
  std::vector<std::pair<const Construct *, std::string>> Rejected; ///< By nvcc, with its error.
  std::vector<std::pair<const Construct *, std::string>> Failed;   ///< By limiter.
  std::vector<std::string> Unplaced; ///< limiter errors on no construct's lines.
  std::string Preamble; ///< nvcc's error on the group's includes alone: a generator bug.
};

class GroupRun {
public:
  GroupRun(const Group &G, std::vector<const Construct *> Items, fs::path Dir)
      : G(G), Items(std::move(Items)), Dir(std::move(Dir)) {}

  GroupResult run() {
    GroupResult R;
    R.Group = G.Name;
    R.Generated = Items.size();
    R.Accepted = acceptedByNvcc(Items, R.Rejected, 0);
    if (R.Accepted.empty() && !Items.empty())
      R.Preamble = preambleError();
    parseWithLimiter(R);
    return R;
  }

private:
  /// nvcc's errors on the group's file without constructs; empty when it compiles.
  std::string preambleError() {
    GeneratedFile Gen;
    fs::path File = write({}, Gen);
    SubprocessResult R = runSubprocess({nvcc(), "-arch=sm_90", "-c", File.string(), "-o",
                                        File.string() + ".o"});
    return R.succeeded() ? "" : R.Stderr.substr(0, 600);
  }

  fs::path write(const std::vector<const Construct *> &Set, GeneratedFile &Out) {
    Out = generate(G, Set);
    fs::path File = Dir / (G.Name + "-" + std::to_string(Attempt++) + ".cu");
    std::ofstream(File) << Out.Text;
    return File;
  }

  /// The constructs of Set nvcc compiles: those its errors name are dropped and the rest
  /// compiled again; when an error names none (ptxas), the set is halved.
  std::vector<const Construct *>
  acceptedByNvcc(std::vector<const Construct *> Set,
                 std::vector<std::pair<const Construct *, std::string>> &Rejected, int Depth) {
    for (int Round = 0; Round < 8 && !Set.empty(); ++Round) {
      GeneratedFile Gen;
      fs::path File = write(Set, Gen);
      SubprocessOptions O;
      O.Timeout = std::chrono::minutes(10);
      SubprocessResult R = runSubprocess(
          {nvcc(), "-arch=sm_90", "-c", File.string(), "-o", File.string() + ".o"}, O);
      if (R.succeeded())
        return Set;
      std::string Name = escaped(File.string());
      ErrorPlaces Places = placeErrors(
          R.Stderr + R.Stdout, Gen, std::regex(R"(: (error|catastrophic error)\b|^ptxas.*error)"),
          std::regex(R"(: (warning|remark)\b)"),
          {std::regex(Name + R"(\((\d+)\): )"), std::regex(R"(at line (\d+) of )" + Name)});
      if (Places.ByConstruct.empty()) {
        if (Set.size() == 1 || Depth > 12) {
          Rejected.emplace_back(Set.front(), R.Stderr.substr(0, 300));
          return {};
        }
        std::vector<const Construct *> A(Set.begin(), Set.begin() + Set.size() / 2);
        std::vector<const Construct *> B(Set.begin() + Set.size() / 2, Set.end());
        A = acceptedByNvcc(A, Rejected, Depth + 1);
        B = acceptedByNvcc(B, Rejected, Depth + 1);
        A.insert(A.end(), B.begin(), B.end());
        return A;
      }
      std::vector<const Construct *> Kept;
      for (size_t I = 0; I < Set.size(); ++I) {
        auto It = Places.ByConstruct.find(I);
        if (It == Places.ByConstruct.end())
          Kept.push_back(Set[I]);
        else
          Rejected.emplace_back(Set[I], It->second);
      }
      Set = std::move(Kept);
    }
    return Set;
  }

  void parseWithLimiter(GroupResult &R) {
    if (R.Accepted.empty())
      return;
    GeneratedFile Gen;
    fs::path File = write(R.Accepted, Gen);
    SubprocessOptions O;
    O.Timeout = std::chrono::minutes(10);
    SubprocessResult Run = runSubprocess(
        {LIMITER_BINARY, "kernels", File.string(), "--json", "--", "-ferror-limit=0"}, O);
    std::string Name = escaped(File.string());
    ErrorPlaces Places =
        placeErrors(Run.Stderr, Gen, std::regex(R"(^\S+:\d+:\d+: (error|fatal error): )"),
                    std::regex(R"(: warning: )"),
                    {std::regex("^" + Name + R"(:(\d+):\d+: )")});
    for (const auto &[Index, Error] : Places.ByConstruct)
      R.Failed.emplace_back(R.Accepted[Index], Error);
    R.Unplaced = Places.Unplaced;
    bool DoesNotCompile = Run.Stdout.find("\"LIM002\"") != std::string::npos ||
                          Run.Stdout.find("does not compile") != std::string::npos;
    if (DoesNotCompile && R.Failed.empty() && R.Unplaced.empty())
      R.Unplaced.push_back("limiter reported that " + File.string() +
                           " does not compile, without an error on a construct: " +
                           Run.Stderr.substr(0, 400));
    if (Run.Signal != 0 || Run.TimedOut)
      R.Unplaced.push_back("limiter kernels crashed or timed out on " + File.string());
  }

  const Group &G;
  std::vector<const Construct *> Items;
  fs::path Dir;
  int Attempt = 0;
};

TEST(ParseParity, EveryConstructNvccAcceptsLimiterParses) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: there is no parse to compare";
  std::string Include = cudaInclude();
  if (Include.empty() || !fs::exists(nvcc()))
    GTEST_SKIP() << "no CUDA toolkit (nvcc) to compare with";

  std::vector<Construct> All = declaredFunctionCalls(Include);
  size_t Declared = All.size();
  std::vector<Construct> Written = writtenConstructs();
  All.insert(All.end(), Written.begin(), Written.end());
  fs::path Dir = fs::temp_directory_path() / ("limiter-parity-" + std::to_string(::getpid()));
  fs::create_directories(Dir);

  std::vector<Group> Groups = groups();
  std::vector<std::future<GroupResult>> Pending;
  std::vector<std::unique_ptr<GroupRun>> Runs;
  for (const Group &G : Groups) {
    std::vector<const Construct *> Items;
    for (const Construct &C : All)
      if (C.Group == G.Name)
        Items.push_back(&C);
    Runs.push_back(std::make_unique<GroupRun>(G, Items, Dir));
  }
  // Two groups at a time: nvcc and the parse are single-threaded, CI machines have two cores.
  std::vector<GroupResult> Results(Runs.size());
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (size_t I; (I = Next++) < Runs.size();)
      Results[I] = Runs[I]->run();
  };
  std::vector<std::thread> Workers;
  unsigned Threads = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
  for (unsigned T = 0; T < Threads; ++T)
    Workers.emplace_back(Worker);
  for (std::thread &T : Workers)
    T.join();

  std::set<std::string> Known;
  for (const Group &G : Groups)
    Known.insert(G.Name);
  for (const Construct &C : All)
    EXPECT_TRUE(Known.count(C.Group)) << C.Name << " is in group " << C.Group << ", which has no file";

  size_t Generated = 0, Accepted = 0, Parsed = 0;
  std::ostringstream Table;
  Table << "group                 generated  nvcc accepts  limiter parses\n";
  for (const GroupResult &R : Results) {
    Generated += R.Generated;
    Accepted += R.Accepted.size();
    Parsed += R.Accepted.size() - R.Failed.size();
    char Row[160];
    std::snprintf(Row, sizeof Row, "%-20s %10zu %13zu %15zu\n", R.Group.c_str(), R.Generated,
                  R.Accepted.size(), R.Accepted.size() - R.Failed.size());
    Table << Row;
    for (const auto &[C, Error] : R.Failed)
      ADD_FAILURE() << "[" << R.Group << "] nvcc accepts, limiter does not parse: " << C->Name
                    << "\n  " << Error;
    if (!R.Preamble.empty())
      ADD_FAILURE() << "[" << R.Group << "] nvcc rejects the group's includes: " << R.Preamble;
    for (const std::string &Error : R.Unplaced)
      ADD_FAILURE() << "[" << R.Group << "] limiter error on no construct's lines: " << Error;
  }
  Table << "total                " << std::string(1, ' ') << Generated << "  (" << Declared
        << " from the headers)  nvcc accepts " << Accepted << ", limiter parses " << Parsed
        << "\n";
  std::cout << Table.str();
  if (const char *Report = std::getenv("LIMITER_PARITY_REPORT")) {
    std::ofstream Out(Report);
    Out << Table.str() << "\nrejected by nvcc (not counted):\n";
    for (const GroupResult &R : Results)
      for (const auto &[C, Error] : R.Rejected)
        Out << "  [" << R.Group << "] " << C->Name << ": " << Error.substr(0, 160) << "\n";
  }
  EXPECT_GE(Accepted, 300u) << "the generator should give nvcc at least 300 constructs it accepts";
  if (!::testing::Test::HasFailure())
    fs::remove_all(Dir);
  else
    std::cout << "generated files kept in " << Dir << "\n";
}

} // namespace
} // namespace limiter::parity
