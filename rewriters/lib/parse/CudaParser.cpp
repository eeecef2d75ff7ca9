// The device-side parse of one CUDA file: clang over it with the adjusted command line and the
// compatibility header, retried with repairs and with __NVCC__, its failures reported.

#include "limiter/rewriters/CudaParser.h"

#include "limiter/rewriters/CompilerArgs.h"
#include "limiter/rewriters/CudaEnvironment.h"
#include "limiter/support/Files.h"
#include "parse/ClangCompat.h"
#include "parse/CompilationDatabases.h"
#include "parse/MacroTexts.h"
#include "parse/ParseCompat.h"
#include "parse/ParseConsumers.h"
#include "parse/ParseRepairs.h"
#include "parse/PreludeCache.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// A file's text as the parse reads it, and the repairs made in it. The parse reads Text's
/// own buffer (ClangTool maps a file's text without copying it), so restoring the originals in
/// place after the parse gives everything that reads the source afterwards (the rules, the
/// bundle's copies) the user's spelling at the same offsets.
struct ParseText {
  std::string Text;
  std::vector<ParseRepair> Repairs;

  void restoreOriginals() {
    for (const ParseRepair &R : Repairs) // In place: same lengths, same buffer.
      std::copy(R.Original.begin(), R.Original.end(), Text.begin() + R.Offset);
  }
};

/// One run of clang over the file, with the texts of Texts mapped over the files on disk.
struct ParseAttempt {
  const ParseOptions &Options;
  tooling::CompilationDatabase &DB;
  const std::string &File;
  const CudaEnvironment &Env;
  const std::vector<std::string> &Extra;
  const std::function<void(ASTContext &)> &OnAST;
  std::map<std::string, ParseText> &Texts;
  /// The nvcc flags dropped: true for those left out on purpose, false for those unknown.
  std::map<std::string, bool> &Dropped;
  std::vector<std::string> *UsedCommandLine;
  MacroTexts *Macros;
  std::vector<std::string> *NvccDeviceFlags;
  /// Defines __NVCC__ for the parse, as nvcc does for its compilation (see parseCudaFile).
  bool DefineNvcc = false;

  /// Clang's messages, printed by the caller once it knows which attempt's to show.
  std::string Printed;
  llvm::raw_string_ostream PrintStream{Printed};
  compat::OwnedTextDiagnosticPrinter Printer{PrintStream,
                                             llvm::sys::Process::StandardErrHasColors()};
  CountingConsumer Consumer{Options.ShowCompilerDiagnostics ? Printer.Printer.get() : nullptr};
  Callback Call{OnAST, {}, Macros};

  /// Reads the precompiled prelude (PreludeCache.h) where there is one; Prelude says which.
  bool UsePrelude = true;
  std::string Prelude;

  /// The command line of the parse: the database's, with the user's extra arguments, the
  /// compatibility header and the parse's flags.
  tooling::ArgumentsAdjuster adjuster() {
    auto Own = [this](const tooling::CommandLineArguments &Args, StringRef) {
      std::vector<std::string> Unknown, LeftOut;
      auto Out = adjustCommandLine(Args, Extra, Env, &Unknown, NvccDeviceFlags, &LeftOut);
      for (const std::string &Flag : Unknown)
        Dropped.emplace(Flag, false);
      for (const std::string &Flag : LeftOut)
        Dropped.emplace(Flag, true);
      if (UsedCommandLine)
        *UsedCommandLine = Out; // What nvcc needs too: the compatibility header is the parse's.
      Out.insert(Out.begin() + 1, {"-include", ParseCompatPath});
      // Clang's own "N errors generated" goes straight to stderr, for attempts whose messages
      // are not shown too; the summary is LIM002's.
      Out.insert(Out.begin() + 1, "-fno-caret-diagnostics");
      const std::vector<std::string> Lenient = parseCompatFlags();
      Out.insert(Out.begin() + 1, Lenient.begin(), Lenient.end());
      if (DefineNvcc) // The parse's only, like the compatibility header: nvcc defines it.
        Out.insert(Out.begin() + 1, "-D__NVCC__");
      return Out;
    };
    tooling::ArgumentsAdjuster Adjust = tooling::combineAdjusters(
        tooling::getClangStripOutputAdjuster(), tooling::getClangStripDependencyFileAdjuster());
    Adjust = tooling::combineAdjusters(Adjust, Own);
    return tooling::combineAdjusters(Adjust, tooling::getClangSyntaxOnlyAdjuster());
  }

  /// Whether the parse compiled and OnAST ran.
  bool run() {
    tooling::ArgumentsAdjuster Adjust = adjuster();
    tooling::ClangTool Tool(DB, {File});
    for (auto &[Path, Parse] : Texts)
      Tool.mapVirtualFile(Path, Parse.Text);
    const std::string Compat = parseCompatText();
    Tool.mapVirtualFile(ParseCompatPath, Compat);
    Tool.mapVirtualFile(PreludeSourcePath, "");
    Tool.clearArgumentsAdjusters();
    Tool.appendArgumentsAdjuster(Adjust);
    Tool.appendArgumentsAdjuster([this](const tooling::CommandLineArguments &Args, StringRef) {
      std::vector<std::string> Out = Args;
      if (!Prelude.empty())
        Out.insert(Out.begin() + 1, {"-include-pch", Prelude});
      return Out;
    });
    Tool.setDiagnosticConsumer(&Consumer);
    Tool.setPrintErrorMessage(false);
    Call.Restore = [this] {
      for (auto &[Path, Parse] : Texts)
        Parse.restoreOriginals();
    };
    CallbackActionFactory Factory(Call);
    int Status = 1;
    // On a thread of its own with a large stack, recovering from a crash: clang's parser
    // recurses once per nesting level of an expression (30,000 parentheses overflow a default
    // stack), and a crash in the parse or the rules must end this file's work with a coded
    // error, not the process.
    llvm::CrashRecoveryContext::Enable();
    llvm::CrashRecoveryContext Recovery;
    // ClangTool runs in the compile command's directory and goes back only when it returns.
    llvm::SmallString<256> Directory;
    bool HaveDirectory = !llvm::sys::fs::current_path(Directory);
    // A prelude that crashes clang is only not used: the parse without it decides.
    llvm::CrashRecoveryContext PreludeRecovery;
    if (UsePrelude &&
        !PreludeRecovery.RunSafelyOnThread([&] { Prelude = precompiledPrelude(DB, File, Adjust); },
                                           ParseStackBytes)) {
      if (HaveDirectory)
        llvm::sys::fs::set_current_path(Directory);
      Prelude.clear();
    }
    if (!Recovery.RunSafelyOnThread([&] { Status = Tool.run(&Factory); }, ParseStackBytes)) {
      if (HaveDirectory)
        llvm::sys::fs::set_current_path(Directory);
      Crashed = true;
      return false;
    }
    return Status == 0 && Consumer.allErrors() == 0 && Call.Ran;
  }

  /// The stack of a parse of a deeply nested expression: clang's bracket limit (2048) stops
  /// the parser well within it. Modest, for nodes that limit virtual memory (ulimit -v, strict
  /// overcommit).
  static constexpr unsigned ParseStackBytes = 256u << 20;
  bool Crashed = false; ///< The parse or the rules crashed; the attempt's state is lost.

  std::string summary() const {
    unsigned N = Consumer.allErrors();
    return std::to_string(N) + (N == 1 ? " error" : " errors") +
           (Consumer.firstError().empty() ? "" : "; the first: " + Consumer.firstError());
  }
};

/// Adds to Texts the repair of every error of the failed Attempt; false (Texts unchanged)
/// unless every error has one.
bool addRepairs(const ParseAttempt &Attempt, std::map<std::string, ParseText> &Texts) {
  if (Attempt.Consumer.unrepairable() || Attempt.Consumer.repairable().empty())
    return false;
  std::map<std::string, ParseText> Repaired = Texts;
  for (const RepairableSite &Site : Attempt.Consumer.repairable()) {
    auto It = Repaired.find(Site.File);
    if (It == Repaired.end()) {
      std::string Error;
      std::optional<std::string> Text = readFile(Site.File, Error);
      if (!Text)
        return false;
      It = Repaired.emplace(Site.File, ParseText{*Text, {}}).first;
    }
    const ParseRepair &Repair = Site.Repair;
    std::string &Text = It->second.Text;
    if (Text.compare(Repair.Offset, Repair.Original.size(), Repair.Original) != 0)
      return false; // The file is not the text the parse read.
    std::copy(Repair.Replacement.begin(), Repair.Replacement.end(), Text.begin() + Repair.Offset);
    It->second.Repairs.push_back(Repair);
  }
  Texts = std::move(Repaired);
  return true;
}

/// A LIM015 warning for each repair the parse read.
void reportRepairs(const std::map<std::string, ParseText> &Texts, DiagnosticList &Diags) {
  for (const auto &[Path, Parse] : Texts)
    for (const ParseRepair &R : Parse.Repairs) {
      unsigned Line = 1 + std::count(Parse.Text.begin(), Parse.Text.begin() + R.Offset, '\n');
      size_t LineStart = Parse.Text.rfind('\n', R.Offset == 0 ? 0 : R.Offset - 1);
      unsigned Column = R.Offset - (LineStart == std::string::npos ? 0 : LineStart + 1) + 1;
      Diags.warning(DiagId::ParseRepaired, {Path, Line, Column},
                    "clang's CUDA mode rejects what nvcc accepts here: " + R.What +
                        "; the parse reads '" + R.Replacement + "' for '" + R.Original +
                        "', and the variants keep the source as written",
                    "nothing to do; if a result looks wrong, this line is where the parse and "
                    "nvcc differ");
    }
}

/// LIM026: the parse or the rules crashed on Options.File (and its kernel).
void reportCrash(const ParseOptions &Options, bool InRules, DiagnosticList &Diags) {
  std::string Where = InRules ? "building the variants of " : "parsing ";
  std::string Kernel = Options.Kernel.empty() ? "" : " (kernel " + Options.Kernel + ")";
  Diagnostic &D = Diags.error(
      DiagId::ParseCrashed, {Options.File},
      "limiter crashed while " + Where + Options.File + Kernel +
          (InRules ? "" : " (inside clang, or a fatal error of clang's tooling)"),
      InRules ? "a limiter bug: report it with this file; the other kernels and files are "
                "not affected"
              : "check that the compile command's directory exists; look for code clang "
                "itself cannot parse (an expression nested thousands of levels deep); "
                "otherwise report it with this file");
  D.Notes.push_back("nothing was written for this file");
}

/// What the last attempt of a parse leaves to say: the nvcc flags dropped, then either the
/// repairs it read and whether __NVCC__ had to be defined (true), or why the file does not
/// compile (false; FirstFailure is the attempt shown when a later one failed too).
bool reportOutcome(const ParseOptions &Options, const ParseAttempt &Attempt,
                   const std::map<std::string, bool> &Dropped,
                   const std::map<std::string, ParseText> &Texts, bool DefineNvcc,
                   const std::optional<std::pair<std::string, std::string>> &FirstFailure,
                   bool FromDatabase, DiagnosticList &Diags) {
  for (const auto &[Flag, OnPurpose] : Dropped)
    if (OnPurpose) // -G, or ptxas's -g
      Diags.warning(DiagId::NvccFlagIgnored, {Options.File},
                    "the compile flags ask for device code for debugging ('" + Flag +
                        "'); the bundle compiles the kernel optimised, as nvcc does without "
                        "it, and times that",
                    "nothing to do: a debug build's kernel runs many times slower and is not "
                    "what its release build runs");
    else
      Diags.warning(DiagId::NvccFlagIgnored, {Options.File},
                    "ignored the nvcc flag '" + Flag + "', which limiter does not know",
                    "if the parse needs it, pass its clang equivalent after `--`");
  if (Attempt.Call.Ran) {
    llvm::errs() << Attempt.Printed;
    if (DefineNvcc)
      Diags.warning(DiagId::ParseRepaired, {Options.File},
                    Options.File +
                        " compiles only with __NVCC__ defined, as nvcc defines it "
                        "(without: " +
                        FirstFailure->second + "); the parse defines it",
                    "nothing to do; the variants are compiled by nvcc, which defines it too");
    reportRepairs(Texts, Diags);
    return true;
  }
  llvm::errs() << (FirstFailure ? FirstFailure->first : Attempt.Printed);
  Diagnostic &D = Diags.error(
      DiagId::SourceDoesNotCompile, {Options.File},
      Options.File + " does not compile (" +
          (FirstFailure ? FirstFailure->second : Attempt.summary()) + ")",
      "fix the errors above, or give the flags it needs after `--` (-I, -D, -std=) or a build "
      "directory with compile_commands.json through -p");
  if (FromDatabase)
    D.Notes.push_back("the flags came from a compilation database");
  return false;
}

} // namespace

bool parseCudaFile(const ParseOptions &Options, const std::function<void(ASTContext &)> &OnAST,
                   DiagnosticList &Diags, std::vector<std::string> *UsedCommandLine,
                   MacroTexts *Macros, std::vector<std::string> *NvccDeviceFlags) {
  std::string ReadError;
  std::optional<std::string> Source = readFile(Options.File, ReadError);
  if (!Source) {
    Diags.error(DiagId::InputUnreadable, {Options.File},
                "cannot read " + Options.File + ": " + ReadError,
                "check the path and its permissions");
    return false;
  }
  std::optional<CudaEnvironment> Env =
      findCudaEnvironment(Options.CudaPath, Options.ResourceDir, Diags);
  if (!Env)
    return false;

  std::string File = absolutePath(Options.File);
  bool FromDatabase = false;
  auto DB = compilationDatabaseFor(Options, File, Diags, FromDatabase);
  if (!DB)
    return false;
  // A fixed database holds the user's arguments already; a real one gets them appended.
  std::vector<std::string> Extra = FromDatabase ? Options.CompilerArgs : std::vector<std::string>{};

  // The texts the parse reads instead of the files on disk: the source with the appended
  // text, and the files a repair changed. Each must outlive the runs and keep its buffer.
  std::map<std::string, ParseText> Texts;
  for (const auto &[Path, Text] : Options.TextOverrides)
    Texts[Path].Text = Text;
  if (auto Own = Options.TextOverrides.find(File); Own != Options.TextOverrides.end())
    Source = Own->second;
  if (!Options.AppendedSource.empty())
    Texts[File].Text = *Source + "\n" + Options.AppendedSource + "\n";
  std::map<std::string, bool> Dropped;
  // Attempts, in order: as given; with the repairs of the errors when every error has one; with
  // __NVCC__ defined when it still fails (a project's `#if !defined(__NVCC__)` may define
  // __device__ away, which nvcc never sees), with repairs again. When all fail, the first
  // failure is the one shown.
  bool DefineNvcc = false;
  std::optional<std::pair<std::string, std::string>> FirstFailure; // Printed, summary.
  // An attempt that fails with the precompiled prelude is tried again without it, and the
  // rest of the file's attempts are made without: whatever fails, fails as it does without one.
  bool UsePrelude = true;
  std::string FailedPrelude;
  for (int Pass = 0;; ++Pass) {
    ParseAttempt Attempt{Options,
                         *DB,
                         File,
                         *Env,
                         Extra,
                         OnAST,
                         Texts,
                         Dropped,
                         UsedCommandLine,
                         Macros,
                         NvccDeviceFlags,
                         DefineNvcc};
    Attempt.UsePrelude = UsePrelude;
    bool Ok = Attempt.run();
    Attempt.PrintStream.flush();
    if (Attempt.Crashed) {
      reportCrash(Options, Attempt.Call.Started, Diags);
      return false;
    }
    if (!Ok && !Attempt.Prelude.empty()) {
      FailedPrelude = Attempt.Prelude;
      UsePrelude = false;
      --Pass;
      continue;
    }
    if (Ok && !FailedPrelude.empty()) // Clang could not read it (its headers changed since).
      discardPrelude(std::exchange(FailedPrelude, ""));
    FailedPrelude.clear();
    if (!Ok && Pass < 3 && addRepairs(Attempt, Texts))
      continue;
    if (!Ok && !DefineNvcc && !Attempt.Call.Ran) {
      FirstFailure = {Attempt.Printed, Attempt.summary()};
      DefineNvcc = true;
      continue;
    }
    return reportOutcome(Options, Attempt, Dropped, Texts, DefineNvcc, FirstFailure, FromDatabase,
                         Diags);
  }
}

} // namespace limiter
