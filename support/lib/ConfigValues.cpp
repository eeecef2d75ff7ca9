// The values of an experiment config's parameters: numbers, buffers and their fills, struct
// records and balance ranges (ConfigReader.h), and the reader's own helpers.

#include "ConfigReader.h"

#include "limiter/support/Files.h"

#include <algorithm>

namespace limiter::config {

Location Reader::at(const toml::node &N) const {
  return {Path, static_cast<unsigned>(N.source().begin.line),
          static_cast<unsigned>(N.source().begin.column)};
}

void Reader::error(DiagId Id, Location Where, const std::string &Message, const std::string &Hint) {
  Failed = true;
  Diags.error(Id, std::move(Where), Message, Hint);
}

std::optional<std::string> Reader::optionalString(const toml::table &T, const char *Key) {
  const toml::node *N = T.get(Key);
  if (!N)
    return std::nullopt;
  if (!N->is_string()) {
    error(DiagId::ConfigWrongType, at(*N), "'" + std::string(Key) + "' must be a string", "");
    return std::nullopt;
  }
  return N->value<std::string>();
}

std::optional<std::string> Reader::requiredString(const toml::table &T, const char *Key) {
  if (!T.get(Key)) {
    error(DiagId::ConfigMissingKey, {Path, 1, 1}, "the config has no '" + std::string(Key) + "'",
          "add `" + std::string(Key) + " = \"...\"`");
    return std::nullopt;
  }
  return optionalString(T, Key);
}

std::vector<std::string> Reader::stringList(const toml::table &T, const char *Key) {
  std::vector<std::string> Out;
  const toml::node *N = T.get(Key);
  if (!N)
    return Out;
  const toml::array *A = N->as_array();
  if (!A) {
    error(DiagId::ConfigWrongType, at(*N), "'" + std::string(Key) + "' must be a list", "");
    return Out;
  }
  for (const toml::node &E : *A) {
    if (auto S = E.value<std::string>())
      Out.push_back(*S);
    else if (auto I = E.value_exact<int64_t>())
      Out.push_back(std::to_string(*I));
    else
      error(DiagId::ConfigWrongType, at(E),
            "the entries of '" + std::string(Key) + "' must be strings", "");
  }
  return Out;
}

/// An integer or a string holding an expression.
std::optional<Expression> Reader::expression(const toml::node &N, const std::string &What) {
  std::string Text;
  if (auto I = N.value_exact<int64_t>())
    Text = std::to_string(*I);
  else if (auto S = N.value<std::string>())
    Text = *S;
  else {
    error(DiagId::ConfigWrongType, at(N), What + " must be an integer or an expression string",
          "e.g. 256 or \"(n + 255) / 256\"");
    return std::nullopt;
  }
  std::string Error;
  std::optional<Expression> E = Expression::parse(Text, Error);
  if (!E)
    error(DiagId::ConfigBadExpression, at(N), What + " \"" + Text + "\": " + Error,
          "use integers, scalar parameter names, + - * / % and parentheses");
  return E;
}

std::optional<FillSpec> Reader::fill(const toml::node &N) {
  FillSpec F;
  if (auto S = N.value<std::string>()) {
    if (*S == "zero")
      return F;
    if (*S == "iota") {
      F.FillKind = FillSpec::Kind::Iota;
      F.Second = 1;
      return F;
    }
  } else if (const toml::table *T = N.as_table(); T && T->size() == 1) {
    // The iterator owns the pair it hands out: keep it alive.
    const auto It = T->begin();
    const std::string Key(It->first.str());
    const toml::node &Value = It->second;
    auto Number = [](const toml::node &V) -> std::optional<double> {
      if (auto D = V.value<double>())
        return *D;
      return std::nullopt;
    };
    const toml::array *Pair = Value.as_array();
    auto Two = [&]() -> std::optional<std::pair<double, double>> {
      if (!Pair || Pair->size() != 2 || !Number((*Pair)[0]) || !Number((*Pair)[1]))
        return std::nullopt;
      return std::pair(*Number((*Pair)[0]), *Number((*Pair)[1]));
    };
    if (Key == "constant" && Number(Value)) {
      F.FillKind = FillSpec::Kind::Constant;
      F.First = *Number(Value);
      return F;
    }
    if ((Key == "random" || Key == "random_int" || Key == "iota") && Two()) {
      F.FillKind = Key == "random"       ? FillSpec::Kind::Random
                   : Key == "random_int" ? FillSpec::Kind::RandomInt
                                         : FillSpec::Kind::Iota;
      std::tie(F.First, F.Second) = *Two();
      if (F.FillKind != FillSpec::Kind::Iota && F.First > F.Second)
        break_bounds(N);
      return F;
    }
  }
  error(DiagId::ConfigUnknownFill, at(N), "unknown fill",
        "use \"zero\", \"iota\", { constant = X }, { iota = [start, step] }, "
        "{ random = [low, high] } or { random_int = [low, high] }");
  return std::nullopt;
}

void Reader::break_bounds(const toml::node &N) {
  error(DiagId::ConfigUnknownFill, at(N), "a random fill's lower bound is above its upper bound",
        "write [low, high]");
}

void Reader::readParams(const toml::table &Root, ExperimentConfig &C) {
  const toml::table *Params = Root["params"].as_table();
  if (!Params) {
    error(DiagId::ConfigMissingKey, {Path, 1, 1}, "the config has no [params] table",
          "give every kernel parameter a value or a buffer under [params]");
    return;
  }
  for (const auto &[Key, Value] : *Params) {
    ParamSpec P;
    P.Name = std::string(Key.str());
    if (readValue(Value, P, /*InRecord=*/false))
      C.Params.push_back(std::move(P));
  }
  // Element counts may only use integer scalars.
  std::map<std::string, long long> Scalars = C.integerScalars();
  for (const ParamSpec &P : C.Params)
    checkCounts(P, Scalars);
}

/// Element counts and integer members may only use integer scalars.
void Reader::checkCounts(const ParamSpec &P, const std::map<std::string, long long> &Scalars) {
  for (const ParamSpec &F : P.Fields)
    checkCounts(F, Scalars);
  std::string Error;
  if (P.Elements && !P.Elements->evaluate(Scalars, Error))
    error(DiagId::ConfigBadExpression, P.Where, "the element count of '" + P.Name + "': " + Error,
          "element counts may use integer scalar parameters only");
  if (P.IntegerText && !P.IntegerText->evaluate(Scalars, Error))
    error(DiagId::ConfigBadExpression, P.Where, "member '" + P.Name + "': " + Error,
          "an integer member may use integer scalar parameters and [sizes] only");
}

/// One parameter's or struct field's value: a number, a buffer table, a balance range (a
/// parameter's only), a struct's table or array, an integer expression (a field's only).
bool Reader::readValue(const toml::node &Value, ParamSpec &P, bool InRecord) {
  P.Where = at(Value);
  const toml::table *T = Value.as_table();
  if (auto I = Value.value_exact<int64_t>()) {
    P.Value = static_cast<double>(*I);
    P.IsInteger = true;
  } else if (auto D = Value.value_exact<double>()) {
    P.Value = *D;
  } else if (auto B = Value.value_exact<bool>()) {
    P.Value = *B ? 1 : 0;
    P.IsInteger = true;
  } else if (auto Text = Value.value_exact<std::string>(); Text && InRecord) {
    P.IntegerText = expression(Value, "member '" + P.Name + "'");
    P.IsInteger = true;
    return P.IntegerText.has_value();
  } else if (T && T->get("balance") && !InRecord) {
    return readBalance(*T, P);
  } else if (T && bufferTable(*T, InRecord)) {
    return readBuffer(*T, P);
  } else if (T || Value.as_array()) {
    return readRecord(Value, P);
  } else {
    error(DiagId::ConfigWrongType, P.Where,
          std::string(InRecord ? "member '" : "parameter '") + P.Name +
              "' must be a number, a buffer table or a struct's table of members",
          "");
    return false;
  }
  return true;
}

/// A buffer's table: `elements` or `fill` in it. In a struct's table, a member may be named
/// so (`struct Shape { int elements; }`): there only a table of elements and a fill of a
/// fill's form (a string or a table) is a buffer.
bool Reader::bufferTable(const toml::table &T, bool InRecord) {
  if (!InRecord)
    return T.get("elements") || T.get("fill");
  const toml::node *Fill = T.get("fill");
  return T.get("elements") && (!Fill || Fill->is_string() || Fill->is_table()) &&
         T.size() == (Fill ? 2u : 1u);
}

bool Reader::readBuffer(const toml::table &T, ParamSpec &P) {
  P.IsBuffer = true;
  const toml::node *Elements = T.get("elements");
  if (!Elements) {
    error(DiagId::ConfigMissingKey, P.Where, "buffer '" + P.Name + "' has no element count",
          "add elements = N or elements = \"expression over scalar parameters\"");
    return false;
  }
  P.Elements = expression(*Elements, "the element count of '" + P.Name + "'");
  if (const toml::node *Fill = T.get("fill"))
    if (auto F = fill(*Fill))
      P.Fill = *F;
  for (const auto &[Extra, _] : T)
    if (Extra != "elements" && Extra != "fill")
      error(DiagId::ConfigWrongType, at(_),
            "unknown key '" + std::string(Extra.str()) + "' in buffer '" + P.Name + "'",
            "a buffer takes elements and fill");
  return true;
}

/// A struct's members by name (a table) or in declaration order (an array).
bool Reader::readRecord(const toml::node &Value, ParamSpec &P) {
  P.IsRecord = true;
  bool Ok = true;
  auto Add = [&](const toml::node &N, std::string Name) {
    ParamSpec F;
    F.Name = std::move(Name);
    Ok = readValue(N, F, /*InRecord=*/true) && Ok;
    P.Fields.push_back(std::move(F));
  };
  if (const toml::array *A = Value.as_array()) {
    P.Positional = true;
    for (std::size_t I = 0; I < A->size(); ++I)
      Add(*A->get(I), P.Name + "[" + std::to_string(I) + "]");
  } else {
    for (const auto &[Key, N] : *Value.as_table())
      Add(N, std::string(Key.str()));
  }
  return Ok;
}

/// `{ balance = [min, max] }`: an integer scalar the run chooses within [min, max].
bool Reader::readBalance(const toml::table &T, ParamSpec &P) {
  const toml::array *Range = T.get("balance")->as_array();
  std::optional<int64_t> Min, Max;
  if (Range && Range->size() == 2) {
    Min = (*Range)[0].value_exact<int64_t>();
    Max = (*Range)[1].value_exact<int64_t>();
  }
  if (!Min || !Max || *Min < 1 || *Max < *Min || T.size() != 1) {
    error(DiagId::ConfigWrongType, at(*T.get("balance")),
          "parameter '" + P.Name + "': balance takes [min, max], two integers with 1 <= min <= max",
          "e.g. rounds = { balance = [1, 4096] }");
    return false;
  }
  P.Balance = {*Min, *Max};
  P.Value = static_cast<double>(*Min);
  P.IsInteger = true;
  return true;
}

/// A balance parameter must change the arithmetic [work] counts, or there is nothing to
/// balance; one per config.
void Reader::checkBalance(const toml::table &Root, const ExperimentConfig &C) {
  const ParamSpec *First = nullptr;
  for (const ParamSpec &P : C.Params) {
    if (!P.Balance)
      continue;
    if (First) {
      error(DiagId::ConfigWrongType, P.Where,
            "parameter '" + P.Name + "' is a second balance parameter (after '" + First->Name +
                "')",
            "give one parameter { balance = [min, max] } and the others values");
      continue;
    }
    First = &P;
    std::vector<std::string> Uses = C.WorkFlops ? C.WorkFlops->names() : std::vector<std::string>{};
    if (!C.WorkBytes || std::find(Uses.begin(), Uses.end(), P.Name) == Uses.end())
      error(DiagId::ConfigMissingKey, Root.get("work") ? at(*Root.get("work")) : P.Where,
            "parameter '" + P.Name +
                "' is chosen to balance arithmetic and memory, but [work] does not say how "
                "it sets them",
            "give [work] bytes and flops, the flops as an expression that uses '" + P.Name + "'");
  }
}

} // namespace limiter::config
