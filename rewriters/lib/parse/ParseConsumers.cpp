// What a parse's clang run reports to (ParseConsumers.h).

#include "parse/ParseConsumers.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticAST.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"

using namespace clang;

namespace limiter {
namespace {

std::optional<RepairableError> repairableKind(const clang::Diagnostic &Info) {
  switch (Info.getID()) {
  case diag::err_shared_var_init:
    return RepairableError::SharedVariableInit;
  case diag::err_asm_invalid_escape:
    return RepairableError::AsmPercentEscape;
  case diag::err_expected:
    return RepairableError::AsmMissingComma; // Only where repairFor finds asm operands.
  default:
    return std::nullopt;
  }
}

class CallbackConsumer : public ASTConsumer {
public:
  explicit CallbackConsumer(Callback &Call) : Call(Call) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    if (Call.Restore)
      Call.Restore();
    Call.Started = true;
    Call.OnAST(Ctx);
    Call.Ran = true;
  }

private:
  Callback &Call;
};

class CallbackAction : public ASTFrontendAction {
public:
  explicit CallbackAction(Callback &Call) : Call(Call) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Call.Macros) {
      Call.Macros->clear(); // Only the last attempt's, whose offsets the texts have.
      recordMacroTexts(CI.getPreprocessor(), *Call.Macros);
    }
    return std::make_unique<CallbackConsumer>(Call);
  }

private:
  Callback &Call;
};

} // namespace

void CountingConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const clang::Diagnostic &Info) {
  bool Error = Level >= DiagnosticsEngine::Error;
  if (Error && rememberRepairable(Info)) {
    // Not counted (nor in clang's "N errors generated"): allErrors() adds them.
    if (FirstError.empty())
      FirstError = describe(Info);
    return;
  }
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Error && FirstError.empty())
    FirstError = describe(Info);
  if (Forward)
    Forward->HandleDiagnostic(Level, Info);
}

std::string CountingConsumer::describe(const clang::Diagnostic &Info) {
  SmallString<160> Text;
  Info.FormatDiagnostic(Text);
  std::string Out(Text.str());
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    PresumedLoc P = Info.getSourceManager().getPresumedLoc(
        Info.getSourceManager().getExpansionLoc(Info.getLocation()));
    if (P.isValid())
      Out += " (" + std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) + ")";
  }
  return Out;
}

bool CountingConsumer::rememberRepairable(const clang::Diagnostic &Info) {
  std::optional<RepairableError> Kind = repairableKind(Info);
  if (!Kind || !Info.hasSourceManager() || Info.getLocation().isInvalid())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  auto [File, Offset] = SM.getDecomposedLoc(SM.getSpellingLoc(Info.getLocation()));
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  bool Invalid = false;
  StringRef Text = SM.getBufferData(File, &Invalid);
  if (!Entry || Invalid)
    return false;
  std::optional<ParseRepair> Repair = repairFor(*Kind, Text, Offset);
  if (!Repair)
    return false;
  Repairable.push_back({std::string(Entry->getName()), *Repair});
  return true;
}

std::unique_ptr<FrontendAction> CallbackActionFactory::create() {
  return std::make_unique<CallbackAction>(Call);
}

} // namespace limiter
