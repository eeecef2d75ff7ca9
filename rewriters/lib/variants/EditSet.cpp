// Recording nested text edits and rendering a range with the edits inside it applied
// (EditSet.h).

#include "variants/EditSet.h"

#include "parse/UserFiles.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace limiter {

std::optional<unsigned> EditSet::offsetOf(SourceLocation Loc) const {
  if (Loc.isInvalid() || Loc.isMacroID() || !isInUserFile(SM, Loc))
    return std::nullopt;
  return Loc.getRawEncoding();
}

std::pair<FileID, unsigned> EditSet::fileAndOffset(unsigned Offset) const {
  return SM.getDecomposedLoc(SourceLocation::getFromRawEncoding(Offset));
}

std::optional<TextRange> EditSet::rangeOf(SourceRange Tokens) const {
  CharSourceRange Chars =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Tokens), SM, LangOpts);
  if (Chars.isInvalid())
    return std::nullopt;
  std::optional<unsigned> Begin = offsetOf(Chars.getBegin());
  std::optional<unsigned> End = offsetOf(Chars.getEnd());
  if (!Begin || !End || *End < *Begin ||
      SM.getFileID(Chars.getBegin()) != SM.getFileID(Chars.getEnd()))
    return std::nullopt;
  return TextRange{*Begin, *End};
}

std::optional<TextRange> EditSet::tokenAt(SourceLocation Loc) const {
  return rangeOf(SourceRange(Loc, Loc));
}

bool EditSet::replace(TextRange Range, std::vector<Piece> Pieces) {
  if (std::find(Forbidden.begin(), Forbidden.end(), Range) != Forbidden.end())
    return false;
  for (const Edit &E : Edits) {
    bool Disjoint = E.Range.End <= Range.Begin || Range.End <= E.Range.Begin;
    bool Nested = E.Range.contains(Range) || Range.contains(E.Range);
    if (E.Range == Range || (!Disjoint && !Nested))
      return false;
  }
  for (const Piece &P : Pieces)
    if (const Sub *S = std::get_if<Sub>(&P); S && !Range.contains(S->Range))
      return false;
  Edits.push_back({Range, std::move(Pieces)});
  return true;
}

void EditSet::forbid(TextRange Range) {
  std::erase_if(Edits, [&](const Edit &E) { return E.Range == Range; });
  Forbidden.push_back(Range);
}

bool EditSet::hasEdit(TextRange Range) const {
  return std::any_of(Edits.begin(), Edits.end(), [&](const Edit &E) { return E.Range == Range; });
}

bool EditSet::dropped(TextRange Range) const {
  for (const Edit &E : Edits) {
    if (E.Range == Range || E.Range.Begin == E.Range.End || !E.Range.contains(Range))
      continue;
    bool Kept = std::any_of(E.Pieces.begin(), E.Pieces.end(), [&](const Piece &P) {
      const auto *S = std::get_if<Sub>(&P);
      return S && S->Range.contains(Range);
    });
    if (!Kept)
      return true;
  }
  return false;
}

bool EditSet::insert(unsigned Offset, std::string Text) {
  TextRange At{Offset, Offset};
  for (Edit &E : Edits)
    if (E.Range == At) { // Several insertions at one place keep their order.
      E.Pieces.emplace_back(std::move(Text));
      return true;
    }
  return replace(At, {std::move(Text)});
}

bool EditSet::insertOnce(unsigned Offset, const std::string &Text) {
  TextRange At{Offset, Offset};
  for (const Edit &E : Edits)
    if (E.Range == At)
      for (const Piece &P : E.Pieces)
        if (const auto *Same = std::get_if<std::string>(&P); Same && *Same == Text)
          return false;
  return insert(Offset, Text);
}

std::string EditSet::original(TextRange Range) const {
  if (Range.Begin == Range.End)
    return {};
  auto [File, Begin] = fileAndOffset(Range.Begin);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(File, &Invalid);
  unsigned End = Begin + (Range.End - Range.Begin);
  if (Invalid || End > Buffer.size())
    return {};
  return Buffer.slice(Begin, End).str();
}

std::string EditSet::renderEdit(const Edit &E) const {
  std::string Out;
  for (const Piece &P : E.Pieces) {
    if (const auto *Text = std::get_if<std::string>(&P)) {
      Out += *Text;
    } else {
      std::string Inner = renderExcept(std::get<Sub>(P).Range, &E);
      if (std::get<Sub>(P).OneLine && Inner.find("//") == std::string::npos)
        std::replace(Inner.begin(), Inner.end(), '\n', ' ');
      Out += Inner;
    }
  }
  // The code after an edit must stay on its original lines: the variants' `#line` directives,
  // hence diagnostics and the per-line counts of the compiled code, rely on it. A replacement
  // that drops lines (a loop removed) gets them back at its end; one that repeats a multi-line
  // operand (`decltype(e)` and e) is put on one line first, unless a line comment forbids it.
  auto Lines = [](std::string_view T) { return std::count(T.begin(), T.end(), '\n'); };
  long Want = Lines(original(E.Range)), Have = Lines(Out);
  if (Have > Want && Out.find("//") == std::string::npos) {
    std::replace(Out.begin(), Out.end(), '\n', ' ');
    Have = 0;
  }
  if (Have < Want)
    Out.append(static_cast<std::size_t>(Want - Have), '\n');
  return Out;
}

std::string EditSet::renderExcept(TextRange Range, const Edit *Skip) const {
  // The outermost edits inside Range (other than Skip), in order; insertions at the ends of
  // Range belong to it.
  std::vector<const Edit *> Inside;
  for (const Edit &E : Edits)
    if (&E != Skip && Range.contains(E.Range) &&
        !(E.Range == Range && Skip == nullptr && E.Range.Begin != E.Range.End))
      Inside.push_back(&E);
  std::vector<const Edit *> Outermost;
  for (const Edit *E : Inside) {
    bool Covered = std::any_of(Inside.begin(), Inside.end(), [&](const Edit *O) {
      return O != E && O->Range.contains(E->Range) && !(O->Range == E->Range) &&
             O->Range.Begin != O->Range.End;
    });
    if (!Covered)
      Outermost.push_back(E);
  }
  std::stable_sort(Outermost.begin(), Outermost.end(), [](const Edit *A, const Edit *B) {
    return A->Range.Begin < B->Range.Begin ||
           (A->Range.Begin == B->Range.Begin && A->Range.End < B->Range.End);
  });
  std::string Out;
  unsigned At = Range.Begin;
  for (const Edit *E : Outermost) {
    if (E->Range.Begin < At)
      continue; // Unreachable: edits never partly overlap.
    Out += original({At, E->Range.Begin});
    Out += renderEdit(*E);
    At = E->Range.End;
  }
  Out += original({At, Range.End});
  return Out;
}

std::string EditSet::render(TextRange Range) const {
  // An edit covering exactly Range is rendered too.
  for (const Edit &E : Edits)
    if (E.Range == Range && E.Range.Begin != E.Range.End)
      return renderEdit(E);
  return renderExcept(Range, nullptr);
}

} // namespace limiter
