// Subprocesses through posix_spawn, their output drained through poll, and the registry of
// running process groups that killRunningSubprocesses reads.

#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace limiter {
namespace {

/// Closes both ends of a pipe on scope exit unless released.
struct Pipe {
  int Fd[2] = {-1, -1};
  Pipe(const Pipe &) = delete;
  Pipe &operator=(const Pipe &) = delete;
  Pipe() = default;
  ~Pipe() {
    for (int F : Fd)
      if (F >= 0)
        ::close(F);
  }
  bool open() { return ::pipe2(Fd, O_CLOEXEC) == 0; }
  void closeEnd(int End) {
    if (Fd[End] >= 0)
      ::close(Fd[End]);
    Fd[End] = -1;
  }
};

std::vector<char *> cStrings(std::vector<std::string> &Strings) {
  std::vector<char *> Out;
  Out.reserve(Strings.size() + 1);
  for (std::string &S : Strings)
    Out.push_back(S.data());
  Out.push_back(nullptr);
  return Out;
}

/// This process's environment with Extra's "NAME=value" entries in place of its own NAMEs.
std::vector<std::string> environmentWith(const std::vector<std::string> &Extra) {
  auto name = [](std::string_view Entry) { return Entry.substr(0, Entry.find('=')); };
  std::vector<std::string> Env;
  for (char **E = environ; E && *E; ++E)
    if (std::none_of(Extra.begin(), Extra.end(),
                     [&](const std::string &X) { return name(X) == name(*E); }))
      Env.emplace_back(*E);
  Env.insert(Env.end(), Extra.begin(), Extra.end());
  return Env;
}

/// The process groups of the subprocesses running now (0: a free slot), for
/// killRunningSubprocesses; lock-free, so that a signal handler may read it.
constexpr std::size_t MaxLive = 256;
std::atomic<pid_t> Live[MaxLive];
static_assert(std::atomic<pid_t>::is_always_lock_free);

/// Records a running subprocess's group for as long as it lives.
class LiveGroup {
public:
  explicit LiveGroup(pid_t Group) {
    for (std::size_t I = 0; I < MaxLive; ++I) {
      pid_t Free = 0;
      if (Live[I].compare_exchange_strong(Free, Group)) {
        Slot = &Live[I];
        return;
      }
    }
  }
  LiveGroup(const LiveGroup &) = delete;
  LiveGroup &operator=(const LiveGroup &) = delete;
  ~LiveGroup() {
    if (Slot)
      Slot->store(0);
  }

private:
  std::atomic<pid_t> *Slot = nullptr;
};

enum class Drained { Closed, TimedOut, Cancelled };

/// Reads both pipes until they close, the deadline passes or Cancel is set.
Drained drain(int OutFd, int ErrFd, SubprocessResult &Result,
              std::optional<std::chrono::steady_clock::time_point> Deadline,
              const std::atomic<bool> *Cancel) {
  pollfd Fds[2] = {{OutFd, POLLIN, 0}, {ErrFd, POLLIN, 0}};
  std::string *Sinks[2] = {&Result.Stdout, &Result.Stderr};
  int Open = 2;
  char Buffer[65536];
  while (Open > 0) {
    if (Cancel && Cancel->load())
      return Drained::Cancelled;
    int WaitMs = Cancel ? 100 : -1;
    if (Deadline) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
          *Deadline - std::chrono::steady_clock::now());
      if (Left.count() <= 0)
        return Drained::TimedOut;
      WaitMs = WaitMs < 0 ? static_cast<int>(Left.count())
                          : std::min(WaitMs, static_cast<int>(Left.count()));
    }
    int Ready = ::poll(Fds, 2, WaitMs);
    if (Ready < 0 && errno == EINTR)
      continue;
    if (Ready < 0)
      return Drained::Closed;
    if (Ready == 0)
      continue; // The deadline and the cancel flag are checked at the top.
    for (int I = 0; I < 2; ++I) {
      if (Fds[I].fd < 0 || !(Fds[I].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t N = ::read(Fds[I].fd, Buffer, sizeof(Buffer));
      if (N > 0) {
        Sinks[I]->append(Buffer, static_cast<std::size_t>(N));
      } else if (N == 0 || errno != EINTR) {
        Fds[I].fd = -1;
        --Open;
      }
    }
  }
  return Drained::Closed;
}

/// Starts Program with Argv in a process group of its own, its standard output and error into
/// OutFd and ErrFd; registers the group in Registered before any signal can reach this thread.
/// Returns posix_spawn's error (0: started).
int spawnInGroup(const std::string &Program, const std::vector<std::string> &Argv,
                 const SubprocessOptions &Options, int OutFd, int ErrFd, pid_t &Pid,
                 std::optional<LiveGroup> &Registered) {
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, OutFd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&Actions, ErrFd, STDERR_FILENO);
  posix_spawn_file_actions_addopen(&Actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  if (!Options.WorkingDirectory.empty())
    posix_spawn_file_actions_addchdir_np(&Actions, Options.WorkingDirectory.c_str());
  // Its own process group, so that a timeout can end the whole tree it started.
  posix_spawnattr_t Attributes;
  posix_spawnattr_init(&Attributes);
  posix_spawnattr_setpgroup(&Attributes, 0);
  // No signal reaches this thread between the start and the registration of the group, so
  // that a handler calling killRunningSubprocesses cannot miss it; the child gets the mask
  // this thread had.
  sigset_t All, Before;
  sigfillset(&All);
  ::pthread_sigmask(SIG_BLOCK, &All, &Before);
  posix_spawnattr_setsigmask(&Attributes, &Before);
  posix_spawnattr_setflags(&Attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);

  std::vector<std::string> ArgStrings = Argv;
  std::vector<std::string> EnvStrings = environmentWith(Options.ExtraEnvironment);
  std::vector<char *> ArgPtrs = cStrings(ArgStrings);
  std::vector<char *> EnvPtrs = cStrings(EnvStrings);
  int SpawnError =
      ::posix_spawn(&Pid, Program.c_str(), &Actions, &Attributes, ArgPtrs.data(), EnvPtrs.data());
  posix_spawn_file_actions_destroy(&Actions);
  posix_spawnattr_destroy(&Attributes);
  if (SpawnError == 0)
    Registered.emplace(Pid);
  ::pthread_sigmask(SIG_SETMASK, &Before, nullptr);
  return SpawnError;
}

} // namespace

void killRunningSubprocesses() {
  for (std::atomic<pid_t> &Group : Live)
    if (pid_t G = Group.load(); G > 0)
      ::kill(-G, SIGKILL);
}

std::string findOnPath(const std::string &Program) {
  if (Program.find('/') != std::string::npos)
    return ::access(Program.c_str(), X_OK) == 0 ? Program : std::string();
  const char *Path = std::getenv("PATH");
  std::string_view Rest = Path ? Path : "/usr/bin:/bin";
  while (!Rest.empty()) {
    std::size_t Colon = Rest.find(':');
    std::string Dir(Rest.substr(0, Colon));
    Rest = Colon == std::string_view::npos ? std::string_view() : Rest.substr(Colon + 1);
    std::filesystem::path Candidate = std::filesystem::path(Dir.empty() ? "." : Dir) / Program;
    if (::access(Candidate.c_str(), X_OK) == 0 && !std::filesystem::is_directory(Candidate))
      return Candidate.string();
  }
  return {};
}

SubprocessResult runSubprocess(const std::vector<std::string> &Argv,
                               const SubprocessOptions &Options) {
  SubprocessResult Result;
  if (Argv.empty()) {
    Result.StartError = "empty argument vector";
    return Result;
  }
  std::string Program = findOnPath(Argv[0]);
  if (Program.empty()) {
    Result.StartError = "'" + Argv[0] + "' was not found on PATH";
    return Result;
  }
  Pipe Out, Err;
  if (!Out.open() || !Err.open()) {
    Result.StartError = std::string("cannot create a pipe: ") + std::strerror(errno);
    return Result;
  }
  pid_t Pid = 0;
  std::optional<LiveGroup> Registered;
  int SpawnError = spawnInGroup(Program, Argv, Options, Out.Fd[1], Err.Fd[1], Pid, Registered);
  if (SpawnError != 0) {
    Result.StartError = "cannot start '" + Program + "': " + std::strerror(SpawnError);
    return Result;
  }
  Out.closeEnd(1);
  Err.closeEnd(1);

  std::optional<std::chrono::steady_clock::time_point> Deadline;
  if (Options.Timeout)
    Deadline = std::chrono::steady_clock::now() + *Options.Timeout;
  Drained How = drain(Out.Fd[0], Err.Fd[0], Result, Deadline, Options.Cancel);
  if (How != Drained::Closed) {
    Result.TimedOut = How == Drained::TimedOut;
    Result.Cancelled = How == Drained::Cancelled;
    ::kill(-Pid, SIGKILL);
  }
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (How != Drained::Closed)
    return Result;
  if (WIFEXITED(Status))
    Result.ExitStatus = WEXITSTATUS(Status);
  else if (WIFSIGNALED(Status))
    Result.Signal = WTERMSIG(Status);
  return Result;
}

SubprocessResult runInForeground(const std::vector<std::string> &Argv,
                                 const std::vector<std::string> &ExtraEnvironment) {
  SubprocessResult Result;
  std::string Program = Argv.empty() ? std::string() : findOnPath(Argv[0]);
  if (Program.empty()) {
    Result.StartError =
        Argv.empty() ? "empty argument vector" : "'" + Argv[0] + "' was not found (nor on PATH)";
    return Result;
  }
  std::vector<std::string> ArgStrings = Argv;
  std::vector<std::string> EnvStrings = environmentWith(ExtraEnvironment);
  std::vector<char *> ArgPtrs = cStrings(ArgStrings);
  std::vector<char *> EnvPtrs = cStrings(EnvStrings);
  pid_t Pid = 0;
  int SpawnError =
      ::posix_spawn(&Pid, Program.c_str(), nullptr, nullptr, ArgPtrs.data(), EnvPtrs.data());
  if (SpawnError != 0) {
    Result.StartError = "cannot start '" + Program + "': " + std::strerror(SpawnError);
    return Result;
  }
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(Status))
    Result.ExitStatus = WEXITSTATUS(Status);
  else if (WIFSIGNALED(Status))
    Result.Signal = WTERMSIG(Status);
  return Result;
}

} // namespace limiter
