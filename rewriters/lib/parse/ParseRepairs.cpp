// Finding the text of each parse repair (ParseRepairs.h): the `__shared__` keyword of a
// declaration, and a `%` or a missing comma inside an `asm` statement.

#include "parse/ParseRepairs.h"

#include <cctype>

namespace limiter {
namespace {

bool isIdentifierChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// The `__shared__` keyword that starts the declaration whose name is at NameOffset: the last
/// one before the name with no `;`, `{` or `}` between (the declaration's own specifiers).
std::optional<ParseRepair> sharedVariableRepair(std::string_view Text, unsigned NameOffset) {
  constexpr std::string_view Keyword = "__shared__";
  for (unsigned At = NameOffset; At-- > 0;) {
    char C = Text[At];
    if (C == ';' || C == '{' || C == '}')
      return std::nullopt;
    if (At + Keyword.size() > NameOffset || Text.substr(At, Keyword.size()) != Keyword)
      continue;
    bool Whole = (At == 0 || !isIdentifierChar(Text[At - 1])) &&
                 !isIdentifierChar(Text[At + Keyword.size()]);
    if (!Whole)
      continue;
    return ParseRepair{At, std::string(Keyword), std::string(RepairedSharedMacro),
                       "a `__shared__` variable whose constructor is not empty (nvcc skips the "
                       "constructor)"};
  }
  return std::nullopt;
}

/// Whether Offset is inside the parentheses of an `asm` statement: the last `asm` (or
/// `__asm__`) keyword before it opens a parenthesis that is still open at Offset, string
/// literals skipped.
bool insideAsm(std::string_view Text, unsigned Offset) {
  constexpr unsigned Reach = 4096;
  unsigned From = Offset > Reach ? Offset - Reach : 0;
  std::string_view Window = Text.substr(From, Offset - From);
  size_t Keyword = std::string_view::npos;
  for (std::string_view Name : {"asm", "__asm__", "__asm"}) {
    for (size_t At = Window.rfind(Name); At != std::string_view::npos;
         At = At == 0 ? std::string_view::npos : Window.rfind(Name, At - 1)) {
      bool Whole =
          (At == 0 || !isIdentifierChar(Window[At - 1])) &&
          (At + Name.size() >= Window.size() || !isIdentifierChar(Window[At + Name.size()]));
      if (Whole) {
        if (Keyword == std::string_view::npos || At > Keyword)
          Keyword = At;
        break;
      }
    }
  }
  if (Keyword == std::string_view::npos)
    return false;
  int Depth = 0;
  bool Opened = false;
  for (size_t I = Keyword; I < Window.size(); ++I) {
    char C = Window[I];
    if (C == '"') {
      for (++I; I < Window.size() && Window[I] != '"'; ++I)
        if (Window[I] == '\\')
          ++I;
      continue;
    }
    if (C == '(') {
      ++Depth;
      Opened = true;
    } else if (C == ')' && --Depth == 0) {
      return false;
    } else if (C == ';' && Depth == 0) {
      return false;
    }
  }
  return Opened && Depth > 0;
}

std::optional<ParseRepair> asmPercentRepair(std::string_view Text, unsigned Offset) {
  // clang points just past the `%` it cannot read (at the escaped character or the next).
  unsigned At = Offset;
  for (unsigned Steps = 0; At > 0 && At < Text.size() && Text[At] != '%' && Steps < 3; ++Steps)
    --At;
  if (At >= Text.size() || Text[At] != '%' || !insideAsm(Text, At))
    return std::nullopt;
  return ParseRepair{At, "%", " ",
                     "a `%` in an inline-assembly string that is not an operand (nvcc passes "
                     "it to ptxas as written)"};
}

std::optional<ParseRepair> asmCommaRepair(std::string_view Text, unsigned Offset) {
  if (Offset == 0 || Offset >= Text.size() || Text[Offset] != '"' || !insideAsm(Text, Offset))
    return std::nullopt;
  unsigned Blank = Offset - 1;
  if (Text[Blank] != ' ' && Text[Blank] != '\t')
    return std::nullopt;
  unsigned Before = Blank;
  while (Before > 0 && (Text[Before - 1] == ' ' || Text[Before - 1] == '\t'))
    --Before;
  if (Before == 0 || Text[Before - 1] != ')')
    return std::nullopt;
  return ParseRepair{Blank, std::string(1, Text[Blank]), ",",
                     "inline-assembly operands without a `,` between them (nvcc reads them as "
                     "a list)"};
}

} // namespace

std::optional<ParseRepair> repairFor(RepairableError Kind, std::string_view Text, unsigned Offset) {
  if (Offset > Text.size())
    return std::nullopt;
  switch (Kind) {
  case RepairableError::SharedVariableInit:
    return sharedVariableRepair(Text, Offset);
  case RepairableError::AsmPercentEscape:
    return asmPercentRepair(Text, Offset);
  case RepairableError::AsmMissingComma:
    return asmCommaRepair(Text, Offset);
  }
  return std::nullopt;
}

} // namespace limiter
