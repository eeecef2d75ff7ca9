// The recording of macro expansions as the parse lexes them, and the expansion of chosen macro
// calls in place in the texts the variants are parsed from (MacroTexts.h).

#include "parse/MacroTexts.h"

#include "parse/UserFiles.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/TokenConcatenation.h"

#include <algorithm>
#include <memory>

using namespace clang;

namespace limiter {
namespace {

/// The token watcher's state: the call whose tokens are arriving, and the two tokens before,
/// which decide whether the next one needs a blank to stay a token of its own.
class Recorder {
public:
  Recorder(Preprocessor &PP, MacroTexts &Out) : PP(PP), SM(PP.getSourceManager()), Out(Out) {}

  void operator()(const Token &Tok) {
    SourceLocation Loc = Tok.getLocation();
    if (Loc.isInvalid() || !Loc.isMacroID()) {
      Current = nullptr;
      return;
    }
    CharSourceRange Call = SM.getExpansionRange(Loc);
    SourceLocation Begin = Call.getBegin();
    if (!Current || Begin != CurrentBegin) {
      Current = start(Call);
      CurrentBegin = Begin;
      Prev = PrevPrev = Token();
      Prev.startToken();
      PrevPrev.startToken();
    }
    if (!Current)
      return;
    if (Tok.isAnnotation()) {
      Current->Writable = false;
      return;
    }
    if (!Current->Text.empty() &&
        (Tok.hasLeadingSpace() || Concat.AvoidConcat(PrevPrev, Prev, Tok)))
      Current->Text += ' ';
    Current->Text += PP.getSpelling(Tok);
    PrevPrev = Prev;
    Prev = Tok;
  }

private:
  /// The record of the call Call covers, when it is in a project file; null otherwise.
  MacroText *start(CharSourceRange Call) {
    SourceLocation Begin = Call.getBegin(), End = Call.getEnd();
    if (Begin.isMacroID() || End.isMacroID())
      return nullptr;
    FileID File = SM.getFileID(Begin);
    if (File != CachedFile) {
      CachedFile = File;
      CachedPath = isInUserFile(SM, Begin) ? userFilePath(SM, Begin) : std::string();
    }
    if (CachedPath.empty() || SM.getFileID(End) != File)
      return nullptr;
    unsigned BeginOffset = SM.getFileOffset(Begin);
    unsigned EndOffset = SM.getFileOffset(End);
    if (Call.isTokenRange())
      EndOffset += Lexer::MeasureTokenLength(End, SM, PP.getLangOpts());
    MacroText &Record = Out[{CachedPath, BeginOffset}];
    // A second parse of the same call (a template's instantiation is not re-lexed, but a
    // call met again is): the first record stands.
    if (!Record.Text.empty() || !Record.Writable)
      return nullptr;
    Record.End = EndOffset;
    Record.Name = Lexer::getSpelling(Begin, NameBuffer, SM, PP.getLangOpts());
    return &Record;
  }

  Preprocessor &PP;
  SourceManager &SM;
  MacroTexts &Out;
  TokenConcatenation Concat{PP};
  MacroText *Current = nullptr;
  SourceLocation CurrentBegin;
  Token PrevPrev, Prev;
  FileID CachedFile;
  std::string CachedPath;
  llvm::SmallString<64> NameBuffer;
};

} // namespace

void recordMacroTexts(Preprocessor &PP, MacroTexts &Out) {
  auto Watcher = std::make_shared<Recorder>(PP, Out);
  PP.setTokenWatcher([Watcher](const Token &Tok) { (*Watcher)(Tok); });
}

std::string replaceKeepingLines(std::string Text,
                                const std::map<unsigned, std::pair<unsigned, std::string>> &Edits) {
  for (auto It = Edits.rbegin(); It != Edits.rend(); ++It) {
    const auto &[Begin, Edit] = *It;
    const auto &[End, With] = Edit;
    if (End > Text.size() || End < Begin)
      continue;
    long Lines = std::count(Text.begin() + Begin, Text.begin() + End, '\n');
    // Blanks around it: its first and last tokens must not join the text's (`-` `-y`).
    Text.replace(Begin, End - Begin, " " + With + " " + std::string(Lines, '\n'));
  }
  return Text;
}

std::string expandMacroCalls(std::string Text, const std::map<unsigned, const MacroText *> &Calls) {
  std::map<unsigned, std::pair<unsigned, std::string>> Edits;
  for (const auto &[Begin, Call] : Calls)
    Edits[Begin] = {Call->End, Call->Text};
  return replaceKeepingLines(std::move(Text), Edits);
}

std::map<std::string, std::string>
expandMacroCallSites(const std::set<MacroCallSite> &Sites,
                     const std::map<std::string, std::string> &Texts, const MacroTexts &Macros,
                     const std::string &MainFile, const std::string &Appended,
                     ExpandedMacros &Expanded) {
  std::map<std::string, std::map<unsigned, const MacroText *>> ByFile;
  for (const MacroCallSite &Site : Sites)
    if (auto It = Macros.find({Site.File, Site.Offset});
        It != Macros.end() && It->second.Writable && Texts.count(Site.File))
      ByFile[Site.File][Site.Offset] = &It->second;
  std::map<std::string, std::string> Out;
  for (const auto &[File, Calls] : ByFile) {
    std::string Text = Texts.at(File);
    std::string Tail = "\n" + Appended + "\n";
    if (File == MainFile && !Appended.empty() && Text.ends_with(Tail))
      Text.resize(Text.size() - Tail.size());
    for (const auto &[Offset, Call] : Calls) {
      // Lines do not move (expandMacroCalls), so a later parse's lines compare with these.
      unsigned Line = 1 + std::count(Text.begin(), Text.begin() + Offset, '\n');
      ExpandedCalls &Seen = Expanded[{File, Call->Name}];
      Seen.FirstLine = Seen.Count ? std::min(Seen.FirstLine, Line) : Line;
      ++Seen.Count;
    }
    Out[File] = expandMacroCalls(std::move(Text), Calls);
  }
  return Out;
}

std::vector<Diagnostic> expandedMacroNotes(const ExpandedMacros &Expanded) {
  std::vector<Diagnostic> Out;
  for (const auto &[Key, Seen] : Expanded) {
    const auto &[File, Name] = Key;
    std::string Calls = Seen.Count == 1 ? "a call" : std::to_string(Seen.Count) + " calls";
    Out.push_back({DiagId::MacroExpanded,
                   Severity::Note,
                   {File, Seen.FirstLine, 0},
                   "the variants expand " + Calls + " of the macro '" + Name +
                       "' in place, to rewrite what it spells; the bundle's copy of the file "
                       "has each expansion on its call's line",
                   "nothing to do; expand the macro by hand to see the same text in your source",
                   {}});
  }
  return Out;
}

} // namespace limiter
