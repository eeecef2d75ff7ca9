// The expansions of the macro calls in the project's files as the parse lexed them, and texts
// with chosen calls expanded in place where a rule has to rewrite inside one.

#ifndef LIMITER_REWRITERS_MACROTEXTS_H
#define LIMITER_REWRITERS_MACROTEXTS_H

#include "limiter/rewriters/MacroCallSite.h"
#include "limiter/support/Diagnostic.h"

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace limiter {

/// What one macro call in a project file expands to, as the parse lexed it: the call's end
/// (the offset after its last character) and the tokens of its expansion on one line.
struct MacroText {
  std::string Name; ///< The macro called (`SQ`).
  unsigned End = 0;
  std::string Text;
  /// False when a token has no spelling to write back (a `_Pragma`'s annotation).
  bool Writable = true;
};

/// Every outermost macro call in the project's files, by file (absolute, normalized) and the
/// offset of the call's first character. The variants expand a call in place where a rule has
/// to rewrite something inside it.
using MacroTexts = std::map<std::pair<std::string, unsigned>, MacroText>;

/// Records into Out the expansion of every macro call in the project's files that the parse
/// reads from now on (PP's token watcher; PP must outlive the parse, Out the recorder).
void recordMacroTexts(clang::Preprocessor &PP, MacroTexts &Out);

/// Text with each range [Begin, End) of Edits replaced by its text, a blank on each side (last
/// first). The text stays on the range's first line, and the lines the range spanned follow it
/// as empty lines, so that every line after it keeps its number.
std::string replaceKeepingLines(std::string Text,
                                const std::map<unsigned, std::pair<unsigned, std::string>> &Edits);

/// Text with each call at the given offsets replaced by its expansion (calls in Text only,
/// last first), a blank on each side. The expansion stays on the call's first line, and the lines
/// the call spanned follow it as empty lines, so that every line after it keeps its number.
std::string expandMacroCalls(std::string Text, const std::map<unsigned, const MacroText *> &Calls);

/// How many calls of one macro in one file the variants expand, and the first one's line.
struct ExpandedCalls {
  unsigned Count = 0;
  unsigned FirstLine = 0;
};
/// By file and macro name.
using ExpandedMacros = std::map<std::pair<std::string, std::string>, ExpandedCalls>;

/// The texts of the files in Texts (file -> the text the parse read) with every macro call in
/// Sites expanded that Macros can write back; only the files that change. Adds what it
/// expanded to Expanded. Appended (text the parse added after MainFile's own) is left out of
/// MainFile's text, as the parse adds it again.
std::map<std::string, std::string>
expandMacroCallSites(const std::set<MacroCallSite> &Sites,
                     const std::map<std::string, std::string> &Texts, const MacroTexts &Macros,
                     const std::string &MainFile, const std::string &Appended,
                     ExpandedMacros &Expanded);

/// A LIM111 note for each macro of Expanded.
std::vector<Diagnostic> expandedMacroNotes(const ExpandedMacros &Expanded);

} // namespace limiter

#endif
