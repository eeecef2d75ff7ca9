// What a parse's clang run reports to: the consumer that counts its errors and remembers
// the ones a repair fixes, and the action that calls back with the translation unit.

#ifndef LIMITER_REWRITERS_PARSE_PARSECONSUMERS_H
#define LIMITER_REWRITERS_PARSE_PARSECONSUMERS_H

#include "parse/MacroTexts.h"
#include "parse/ParseRepairs.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/Tooling.h"

#include <functional>
#include <string>
#include <vector>

namespace limiter {

/// A clang error limiter can repair (ParseRepairs.h): the file and the repair.
struct RepairableSite {
  std::string File;
  ParseRepair Repair;
};

/// Forwards clang's diagnostics to a printer (or drops them) and remembers the errors. Errors
/// a repair fixes are remembered with the repair and not printed: the parse is tried again
/// with the repairs when they are the only errors.
class CountingConsumer : public clang::DiagnosticConsumer {
public:
  explicit CountingConsumer(clang::DiagnosticConsumer *Forward) : Forward(Forward) {}
  void BeginSourceFile(const clang::LangOptions &Opts, const clang::Preprocessor *PP) override {
    if (Forward)
      Forward->BeginSourceFile(Opts, PP);
  }
  void EndSourceFile() override {
    if (Forward)
      Forward->EndSourceFile();
  }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// The first error's message and where it is, for the summary; empty when none.
  const std::string &firstError() const { return FirstError; }
  /// The errors a repair fixes.
  const std::vector<RepairableSite> &repairable() const { return Repairable; }
  bool unrepairable() const { return getNumErrors() > 0; }
  unsigned allErrors() const { return getNumErrors() + Repairable.size(); }

private:
  static std::string describe(const clang::Diagnostic &Info);
  bool rememberRepairable(const clang::Diagnostic &Info);

  clang::DiagnosticConsumer *Forward;
  std::string FirstError;
  std::vector<RepairableSite> Repairable;
};

/// What a parse calls back with the translation unit: Restore first (the parse's repaired
/// texts back to the user's), then OnAST; Ran says whether it did.
struct Callback {
  const std::function<void(clang::ASTContext &)> &OnAST;
  std::function<void()> Restore;
  MacroTexts *Macros = nullptr; ///< Where to record the macro calls, if anywhere.
  bool Started = false;         ///< OnAST was called (a crash after is the rules').
  bool Ran = false;
};

/// Makes the parse's action: it records the macro calls where Call asks, and calls Call back.
class CallbackActionFactory : public clang::tooling::FrontendActionFactory {
public:
  explicit CallbackActionFactory(Callback &Call) : Call(Call) {}
  std::unique_ptr<clang::FrontendAction> create() override;

private:
  Callback &Call;
};

} // namespace limiter

#endif
