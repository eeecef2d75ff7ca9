// Nested text edits on the project's files, refused where a range is not plain text of one
// file, and the rendering of a range with them applied.

#ifndef LIMITER_REWRITERS_EDITSET_H
#define LIMITER_REWRITERS_EDITSET_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace limiter {

/// A half-open byte range of one of the project's files. Offsets are source locations (their
/// raw encoding), in which the bytes of one file are consecutive: a range never spans files,
/// and EditSet::fileAndOffset says which file and where in it.
struct TextRange {
  unsigned Begin = 0;
  unsigned End = 0;
  bool contains(const TextRange &O) const { return Begin <= O.Begin && O.End <= End; }
  bool operator==(const TextRange &O) const = default;
};

/// Text edits on the project's files (the one given and the non-system files it includes) that
/// nest: an edit's new text is built from literal pieces and
/// from sub-ranges of the original, rendered with the edits inside them. Edits are disjoint or
/// nested, never partly overlapping, and at most one per range; a range that is not plain
/// text of such a file (part of a macro expansion, or in a system header) is refused, so that
/// nothing is rewritten blindly.
class EditSet {
public:
  struct Sub {
    TextRange Range;
    bool OneLine = false; ///< rendered on one line (a repeated operand, as in `decltype(e)`)
  };
  using Piece = std::variant<std::string, Sub>;

  EditSet(const clang::SourceManager &SM, const clang::LangOptions &LangOpts)
      : SM(SM), LangOpts(LangOpts) {}

  /// The range of a node's tokens, or nullopt where it involves a macro expansion
  /// that cannot be rewritten as a whole.
  std::optional<TextRange> rangeOf(clang::SourceRange Tokens) const;
  std::optional<TextRange> tokenAt(clang::SourceLocation Loc) const;
  std::optional<unsigned> offsetOf(clang::SourceLocation Loc) const;
  /// The file an offset is in, and the offset within it.
  std::pair<clang::FileID, unsigned> fileAndOffset(unsigned Offset) const;

  /// Replaces Range by Pieces; false when it partly overlaps an edit or repeats a range.
  bool replace(TextRange Range, std::vector<Piece> Pieces);
  bool insert(unsigned Offset, std::string Text);
  /// Inserts Text unless the same text is already inserted there (every instantiation of a
  /// template asks for the same insertions).
  bool insertOnce(unsigned Offset, const std::string &Text);
  bool hasEdit(TextRange Range) const;
  /// Keeps Range as written: removes an edit of exactly Range and refuses one later. Where
  /// one instantiation of a template keeps an expression (a type another instantiation's edit
  /// does not fit), the text every instantiation shares keeps it too.
  void forbid(TextRange Range);
  /// Whether an edit around Range replaces it by text that does not hold it (a value folded
  /// away), so that Range's text is no longer in the output.
  bool dropped(TextRange Range) const;

  /// The text of Range with every edit inside it applied.
  std::string render(TextRange Range) const;
  std::string original(TextRange Range) const;
  bool empty() const { return Edits.empty(); }

private:
  struct Edit {
    TextRange Range;
    std::vector<Piece> Pieces;
  };
  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  std::vector<Edit> Edits;
  std::vector<TextRange> Forbidden;

  std::string renderExcept(TextRange Range, const Edit *Skip) const;
  std::string renderEdit(const Edit &E) const;
};

} // namespace limiter

#endif
