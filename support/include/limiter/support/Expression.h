// The integer expressions of experiment configs: parsed once, evaluated with names bound.

#ifndef LIMITER_SUPPORT_EXPRESSION_H
#define LIMITER_SUPPORT_EXPRESSION_H

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// An integer expression of an experiment config ("(dimx + 31) / 32", "n * 2"): integer
/// literals, names of scalar parameters, + - * / % (integer division), unary minus and
/// parentheses.
class Expression {
public:
  /// Parses Text; nullopt with Error ("at column 7: expected ')'") when it is malformed.
  static std::optional<Expression> parse(const std::string &Text, std::string &Error);

  /// The value with the given names bound; nullopt with Error for an unknown name or a
  /// division by zero.
  std::optional<long long> evaluate(const std::map<std::string, long long> &Names,
                                    std::string &Error) const;
  /// The names the expression uses.
  std::vector<std::string> names() const;
  const std::string &text() const { return Text; }

private:
  struct Node {
    char Op = 0; ///< 0: literal, 'n': name, 'u': negation, else + - * / %.
    long long Value = 0;
    std::string Name;
    int Left = -1, Right = -1;
  };
  std::string Text;
  std::vector<Node> Nodes;
  int Root = -1;

  std::optional<long long> eval(int Index, const std::map<std::string, long long> &Names,
                                std::string &Error) const;
  friend class ExpressionParser;
};

} // namespace limiter

#endif
