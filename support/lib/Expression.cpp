// The recursive-descent parser and the evaluator of config expressions.

#include "limiter/support/Expression.h"

#include <cctype>
#include <limits>

namespace limiter {

/// Recursive descent over: expr := term (('+'|'-') term)*; term := unary (('*'|'/'|'%') unary)*;
/// unary := '-' unary | primary; primary := number | name | '(' expr ')'. Nesting (parentheses
/// and unary minus) is limited to MaxDepth and the tree to MaxNodes, so that neither the
/// parse nor the evaluation, both recursive, can exhaust the stack on a hostile config.
class ExpressionParser {
  static constexpr int MaxDepth = 256;
  static constexpr std::size_t MaxNodes = 4096;

public:
  ExpressionParser(const std::string &Text, Expression &Out) : Text(Text), Out(Out) {}

  bool run(std::string &Error) {
    Out.Root = expr();
    skipSpace();
    if (Failed.empty() && At != Text.size())
      fail("unexpected '" + std::string(1, Text[At]) + "'");
    Error = Failed;
    return Failed.empty();
  }

private:
  const std::string &Text;
  Expression &Out;
  std::size_t At = 0;
  std::string Failed;
  int Depth = 0;

  /// Counts one level of nesting while alive; fails the parse past MaxDepth.
  struct Nesting {
    ExpressionParser &P;
    explicit Nesting(ExpressionParser &P) : P(P) {
      if (++P.Depth > MaxDepth)
        P.fail("nested more than " + std::to_string(MaxDepth) +
               " levels deep (parentheses and unary minus)");
    }
    ~Nesting() { --P.Depth; }
  };

  void fail(const std::string &What) {
    if (Failed.empty())
      Failed = "at column " + std::to_string(At + 1) + ": " + What;
  }
  void skipSpace() {
    while (At < Text.size() && std::isspace(static_cast<unsigned char>(Text[At])))
      ++At;
  }
  int add(Expression::Node N) {
    if (Out.Nodes.size() >= MaxNodes) {
      fail("longer than " + std::to_string(MaxNodes) + " numbers, names and operators");
      return -1;
    }
    Out.Nodes.push_back(std::move(N));
    return static_cast<int>(Out.Nodes.size()) - 1;
  }
  int binary(char Op, int L, int R) {
    Expression::Node N;
    N.Op = Op;
    N.Left = L;
    N.Right = R;
    return add(N);
  }
  int expr() {
    int L = term();
    for (skipSpace(); Failed.empty() && At < Text.size() && (Text[At] == '+' || Text[At] == '-');
         skipSpace()) {
      char Op = Text[At++];
      L = binary(Op, L, term());
    }
    return L;
  }
  int term() {
    int L = unary();
    for (skipSpace(); Failed.empty() && At < Text.size() &&
                      (Text[At] == '*' || Text[At] == '/' || Text[At] == '%');
         skipSpace()) {
      char Op = Text[At++];
      L = binary(Op, L, unary());
    }
    return L;
  }
  int unary() {
    Nesting Level(*this);
    if (!Failed.empty())
      return -1;
    skipSpace();
    if (At < Text.size() && Text[At] == '-') {
      ++At;
      return binary('u', unary(), -1);
    }
    return primary();
  }
  int primary() {
    skipSpace();
    if (At >= Text.size()) {
      fail("expected a number, a name or '('");
      return -1;
    }
    char C = Text[At];
    if (C == '(') {
      ++At;
      int Inner = expr();
      skipSpace();
      if (At >= Text.size() || Text[At] != ')')
        fail("expected ')'");
      else
        ++At;
      return Inner;
    }
    Expression::Node N;
    if (std::isdigit(static_cast<unsigned char>(C))) {
      while (At < Text.size() && std::isdigit(static_cast<unsigned char>(Text[At]))) {
        if (N.Value > (1LL << 56)) {
          fail("number too large");
          return -1;
        }
        N.Value = N.Value * 10 + (Text[At++] - '0');
      }
      return add(N);
    }
    if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      N.Op = 'n';
      while (At < Text.size() &&
             (std::isalnum(static_cast<unsigned char>(Text[At])) || Text[At] == '_'))
        N.Name += Text[At++];
      return add(N);
    }
    fail("expected a number, a name or '('");
    return -1;
  }
};

std::optional<Expression> Expression::parse(const std::string &Text, std::string &Error) {
  Expression E;
  E.Text = Text;
  if (!ExpressionParser(Text, E).run(Error))
    return std::nullopt;
  return E;
}

std::optional<long long> Expression::eval(int Index, const std::map<std::string, long long> &Names,
                                          std::string &Error) const {
  const Node &N = Nodes.at(static_cast<std::size_t>(Index));
  if (N.Op == 0)
    return N.Value;
  if (N.Op == 'n') {
    auto It = Names.find(N.Name);
    if (It == Names.end()) {
      Error = "'" + N.Name + "' is not a scalar parameter";
      return std::nullopt;
    }
    return It->second;
  }
  std::optional<long long> L = eval(N.Left, Names, Error);
  if (!L)
    return std::nullopt;
  // Every operation is checked: a value past 64 bits is an error, not a wrapped number.
  long long Out = 0;
  auto overflow = [&] {
    Error = "overflows 64-bit integers";
    return std::nullopt;
  };
  if (N.Op == 'u')
    return __builtin_sub_overflow(0LL, *L, &Out) ? overflow() : std::optional<long long>(Out);
  std::optional<long long> R = eval(N.Right, Names, Error);
  if (!R)
    return std::nullopt;
  switch (N.Op) {
  case '+':
    return __builtin_add_overflow(*L, *R, &Out) ? overflow() : std::optional<long long>(Out);
  case '-':
    return __builtin_sub_overflow(*L, *R, &Out) ? overflow() : std::optional<long long>(Out);
  case '*':
    return __builtin_mul_overflow(*L, *R, &Out) ? overflow() : std::optional<long long>(Out);
  default:
    if (*R == 0) {
      Error = "division by zero";
      return std::nullopt;
    }
    if (*R == -1 && *L == std::numeric_limits<long long>::min())
      return overflow();
    return N.Op == '/' ? *L / *R : *L % *R;
  }
}

std::optional<long long> Expression::evaluate(const std::map<std::string, long long> &Names,
                                              std::string &Error) const {
  return eval(Root, Names, Error);
}

std::vector<std::string> Expression::names() const {
  std::vector<std::string> Out;
  for (const Node &N : Nodes)
    if (N.Op == 'n')
      Out.push_back(N.Name);
  return Out;
}

} // namespace limiter
