// A struct argument's values from the config (RecordValues.h): the manifest lists the struct's
// fields flattened ("dims.x", "taps[2]"); the config gives them as nested tables and arrays.
// Each config value is matched to the fields under its path, one level at a time.

#include "RecordValues.h"

#include "limiter/support/NearestNames.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>

namespace limiter {
namespace {

template <class T> std::vector<std::uint8_t> bytesOf(T Value) {
  std::vector<std::uint8_t> Out(sizeof(T));
  std::memcpy(Out.data(), &Value, sizeof(T));
  return Out;
}

/// The name a user reads: the parameter's, then the field's path.
std::string shown(const std::string &Param, const std::string &Path) {
  return Path.empty() ? Param : Path[0] == '[' ? Param + Path : Param + "." + Path;
}

/// Matches one config value to the fields under its path, recursively.
class Matcher {
public:
  Matcher(const ManifestParamLayout &Layout, const std::string &Param, DiagnosticList &Diags)
      : Fields(Layout.Fields), Param(Param), Diags(Diags), Values(Fields.size()) {}

  bool match(const ParamSpec &Given) {
    std::vector<std::size_t> All(Fields.size());
    for (std::size_t I = 0; I < All.size(); ++I)
      All[I] = I;
    if (!assign(Given, "", All))
      return false;
    for (std::size_t I = 0; I < Fields.size(); ++I)
      if (!Values[I]) {
        Diags.error(DiagId::ConfigMissingParameter, Given.Where,
                    "the config gives no value for member '" + shown(Param, Fields[I].Name) +
                        "' (" + Fields[I].Type + ")",
                    "give every member of the struct a value");
        return false;
      }
    return true;
  }

  std::vector<FieldValue> values() const {
    std::vector<FieldValue> Out;
    for (std::size_t I = 0; I < Fields.size(); ++I)
      Out.push_back({&Fields[I], Values[I]});
    return Out;
  }

private:
  /// The path of the child of Prefix that field I lies under ("dims" under "", "taps[2]"
  /// under "taps"); Prefix itself where the field is the value at Prefix.
  std::string childOf(const std::string &Prefix, std::size_t I) const {
    const std::string &Name = Fields[I].Name;
    std::size_t Start = Prefix.size();
    if (Start >= Name.size())
      return Name;
    if (Name[Start] == '[')
      return Name.substr(0, Name.find(']', Start) + 1);
    if (Name[Start] == '.')
      ++Start;
    return Name.substr(0, Name.find_first_of(".[", Start));
  }

  bool assign(const ParamSpec &Given, const std::string &Prefix,
              const std::vector<std::size_t> &Under) {
    if (!Given.IsRecord) {
      if (Under.size() != 1 || Fields[Under.front()].Name != Prefix)
        return fail(Given, "member '" + shown(Param, Prefix) +
                               "' is a struct or an array; give it a table of its members or "
                               "an array of its values");
      Values[Under.front()] = &Given;
      return true;
    }
    std::vector<std::string> Children;
    std::vector<std::vector<std::size_t>> Members;
    for (std::size_t I : Under) {
      std::string Child = childOf(Prefix, I);
      if (Child == Prefix)
        return fail(Given, "member '" + shown(Param, Prefix) + "' (" + Fields[I].Type +
                               ") is no struct; give it a single value");
      auto It = std::find(Children.begin(), Children.end(), Child);
      if (It == Children.end()) {
        Children.push_back(Child);
        Members.emplace_back();
        It = Children.end() - 1;
      }
      Members[It - Children.begin()].push_back(I);
    }
    if (Given.Positional) {
      if (Given.Fields.size() != Children.size())
        return fail(Given, "'" + shown(Param, Prefix) + "' lists " +
                               std::to_string(Given.Fields.size()) +
                               (Given.Fields.size() == 1 ? " value" : " values") +
                               " where it has " + std::to_string(Children.size()) +
                               (Children.size() == 1 ? " member" : " members"));
      for (std::size_t K = 0; K < Children.size(); ++K)
        if (!assign(Given.Fields[K], Children[K], Members[K]))
          return false;
      return true;
    }
    for (const ParamSpec &F : Given.Fields) {
      std::string Path = Prefix.empty() ? F.Name : Prefix + "." + F.Name;
      auto It = std::find(Children.begin(), Children.end(), Path);
      if (It == Children.end())
        return unknown(F, Prefix, Children);
      if (!assign(F, Path, Members[It - Children.begin()]))
        return false;
    }
    return true;
  }

  bool unknown(const ParamSpec &F, const std::string &Prefix,
               const std::vector<std::string> &Children) {
    std::vector<std::string> Names;
    for (const std::string &C : Children)
      Names.push_back(Prefix.empty() || C.size() <= Prefix.size() ? C
                                                                  : C.substr(Prefix.size() + 1));
    std::vector<std::string> Near = nearestNames(F.Name, Names);
    std::string Hint = Near.empty() ? "" : "did you mean '" + Near.front() + "'? ";
    std::string List;
    for (const std::string &N : Names)
      List += (List.empty() ? "" : ", ") + N;
    Diags.error(DiagId::ConfigUnknownParameter, F.Where,
                "'" + shown(Param, Prefix) + "' has no member '" + F.Name + "'",
                Hint + "its members: " + List);
    return false;
  }

  bool fail(const ParamSpec &Given, const std::string &Message) {
    Diags.error(DiagId::ConfigWrongType, Given.Where, Message, "");
    return false;
  }

  const std::vector<ManifestField> &Fields;
  const std::string &Param;
  DiagnosticList &Diags;
  std::vector<const ParamSpec *> Values;
};

} // namespace

std::uint16_t narrowFloatBits(double V, int ExpBits, int MantBits) {
  const int Bias = (1 << (ExpBits - 1)) - 1;
  const std::uint32_t Sign = std::signbit(V) ? 1u << (ExpBits + MantBits) : 0u;
  const std::uint32_t Infinity = ((1u << ExpBits) - 1) << MantBits;
  if (std::isnan(V))
    return static_cast<std::uint16_t>(Sign | Infinity | (1u << (MantBits - 1)));
  const double A = std::fabs(V);
  if (std::isinf(A))
    return static_cast<std::uint16_t>(Sign | Infinity);
  if (A == 0)
    return static_cast<std::uint16_t>(Sign);
  int E = 0;
  std::frexp(A, &E);
  --E; // A = 1.f * 2^E
  if (E < 1 - Bias) {
    // Below the least normal: a multiple of the least subnormal (a rounding up to the least
    // normal sets the exponent's lowest bit, as it should).
    auto Q = static_cast<std::uint32_t>(std::nearbyint(std::ldexp(A, Bias - 1 + MantBits)));
    return static_cast<std::uint16_t>(Sign | Q);
  }
  auto Q = static_cast<std::uint64_t>(std::nearbyint(std::ldexp(A, MantBits - E)));
  if (Q == (2ull << MantBits)) { // rounded up to the next power of two
    Q >>= 1;
    ++E;
  }
  if (E > Bias)
    return static_cast<std::uint16_t>(Sign | Infinity);
  return static_cast<std::uint16_t>(Sign | (static_cast<std::uint32_t>(E + Bias) << MantBits) |
                                    static_cast<std::uint32_t>(Q - (1ull << MantBits)));
}

std::optional<std::vector<std::uint8_t>> scalarBytes(const std::string &Kind, unsigned Size,
                                                     double Value) {
  // A double past the float's range does not convert (undefined): said as out of range.
  if (Kind == "float" && Size == 4 && std::isfinite(Value) && std::fabs(Value) > FLT_MAX)
    return std::nullopt;
  if (Kind == "float" && Size == 4)
    return bytesOf(static_cast<float>(Value));
  if (Kind == "double" && Size == 8)
    return bytesOf(Value);
  if (Kind == "half" && Size == 2)
    return bytesOf(narrowFloatBits(Value, 5, 10));
  if (Kind == "bfloat16" && Size == 2)
    return bytesOf(narrowFloatBits(Value, 8, 7));
  if (Kind == "bool" && Size == 1)
    return bytesOf(static_cast<std::uint8_t>(Value != 0));
  if (Kind == "int" || Kind == "uint") {
    // Out of the type's range the conversion is undefined; the caller says so.
    double Limit = Size >= 8 ? 9.2233720368547758e18 : std::ldexp(1.0, 8 * static_cast<int>(Size));
    if (!std::isfinite(Value) || Value >= Limit || Value < -Limit)
      return std::nullopt;
    auto Integer = static_cast<long long>(Value);
    switch (Size) {
    case 1:
      return bytesOf(static_cast<std::int8_t>(Integer));
    case 2:
      return bytesOf(static_cast<std::int16_t>(Integer));
    case 4:
      return bytesOf(static_cast<std::int32_t>(Integer));
    case 8:
      return bytesOf(static_cast<std::int64_t>(Integer));
    default:
      break;
    }
  }
  return std::nullopt;
}

std::optional<std::vector<FieldValue>> matchFields(const ManifestParamLayout &Layout,
                                                   const ParamSpec &Given, DiagnosticList &Diags) {
  Matcher M(Layout, Given.Name, Diags);
  if (!M.match(Given))
    return std::nullopt;
  return M.values();
}

} // namespace limiter
