// Balancing the preprocessor conditionals a clone's text cuts through (CloneText.h).

#include "variants/CloneText.h"

#include <algorithm>

namespace limiter {
namespace {

enum class Directive { None, Open, Alternative, Close };

/// The conditional directive a line is, if any (`#if`, `#ifdef`, `#ifndef`; `#elif`,
/// `#elifdef`, `#elifndef`, `#else`; `#endif`).
Directive directiveOf(std::string_view Line) {
  size_t I = Line.find_first_not_of(" \t");
  if (I == std::string_view::npos || Line[I] != '#')
    return Directive::None;
  I = Line.find_first_not_of(" \t", I + 1);
  if (I == std::string_view::npos)
    return Directive::None;
  size_t E = I;
  while (E < Line.size() && Line[E] >= 'a' && Line[E] <= 'z')
    ++E;
  std::string_view Word = Line.substr(I, E - I);
  if (Word == "if" || Word == "ifdef" || Word == "ifndef")
    return Directive::Open;
  if (Word == "elif" || Word == "elifdef" || Word == "elifndef" || Word == "else")
    return Directive::Alternative;
  if (Word == "endif")
    return Directive::Close;
  return Directive::None;
}

} // namespace

std::string balanceConditionals(std::string_view Clone) {
  std::string Out;
  int Depth = 0;         // conditionals the clone opens itself, kept as written
  bool Inactive = false; // in a branch of an enclosing conditional other than the active one
  int SkipDepth = 0;     // conditionals nested in such a branch
  bool Changed = false;
  for (size_t Begin = 0; Begin < Clone.size();) {
    size_t End = std::min(Clone.find('\n', Begin), Clone.size() - 1) + 1;
    std::string_view Line = Clone.substr(Begin, End - Begin);
    Begin = End;
    Directive D = directiveOf(Line);
    if (Inactive) {
      if (D == Directive::Open)
        ++SkipDepth;
      else if (D == Directive::Close && SkipDepth > 0)
        --SkipDepth;
      else if (D == Directive::Close)
        Inactive = false;
    } else if (Depth > 0) {
      Depth += D == Directive::Open ? 1 : D == Directive::Close ? -1 : 0;
      Out += Line;
    } else if (D == Directive::Alternative || D == Directive::Close) {
      Inactive = D == Directive::Alternative;
      Changed = true;
    } else {
      Depth = D == Directive::Open ? 1 : 0;
      Out += Line;
    }
  }
  if (Depth > 0) {
    if (!Out.empty() && Out.back() != '\n')
      Out += '\n';
    for (; Depth > 0; --Depth)
      Out += "#endif\n";
    Changed = true;
  }
  return Changed ? Out : std::string(Clone);
}

} // namespace limiter
