// A struct argument's values from the config (RecordValues.h): the manifest lists the struct's
// fields flattened ("dims.x", "taps[2]"); the config gives them as nested tables and arrays.
// Each config value is matched to the fields under its path, one level at a time.

#include "RecordValues.h"

#include "limiter/support/NearestNames.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace limiter {
namespace {

template <class T> std::vector<std::uint8_t> bytesOf(T Value) {
  std::vector<std::uint8_t> Out(sizeof(T));
  std::memcpy(Out.data(), &Value, sizeof(T));
  return Out;
}

/// IEEE binary16, rounded to nearest even.
std::uint16_t halfBits(float F) {
  std::uint32_t X;
  std::memcpy(&X, &F, sizeof X);
  const std::uint32_t Sign = (X >> 16) & 0x8000u, Abs = X & 0x7fffffffu;
  if (Abs > 0x7f800000u)
    return static_cast<std::uint16_t>(Sign | 0x7e00u); // NaN
  if (Abs >= 0x477ff000u)                              // 65520 and up round to infinity
    return static_cast<std::uint16_t>(Sign | 0x7c00u);
  if (Abs < 0x38800000u) { // below 2^-14: a subnormal half (2^24 scales it exactly)
    float A;
    std::memcpy(&A, &Abs, sizeof A);
    return static_cast<std::uint16_t>(Sign |
                                      static_cast<std::uint32_t>(std::nearbyint(A * 16777216.0f)));
  }
  std::uint32_t H = ((((Abs >> 23) - 127 + 15)) << 10) | ((Abs & 0x7fffffu) >> 13);
  const std::uint32_t Rest = Abs & 0x1fffu;
  if (Rest > 0x1000u || (Rest == 0x1000u && (H & 1u)))
    ++H; // a carry into the exponent is the right rounding
  return static_cast<std::uint16_t>(Sign | H);
}

/// bfloat16: a float's upper half, rounded to nearest even.
std::uint16_t bfloat16Bits(float F) {
  std::uint32_t X;
  std::memcpy(&X, &F, sizeof X);
  if ((X & 0x7fffffffu) > 0x7f800000u)
    return static_cast<std::uint16_t>((X >> 16) | 0x40u);
  X += 0x7fffu + ((X >> 16) & 1u);
  return static_cast<std::uint16_t>(X >> 16);
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
    if (Start == Name.size())
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
      const ManifestField &F = Fields[Under.front()];
      if (F.Kind == "opaque")
        return fail(Given, "member '" + shown(Param, Prefix) + "' (" + F.Type +
                               ") is a union or a bit-field, which a config cannot give");
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
      Names.push_back(C.substr(Prefix.empty() ? 0 : Prefix.size() + 1));
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

std::optional<std::vector<std::uint8_t>> scalarBytes(const std::string &Kind, unsigned Size,
                                                     double Value) {
  if (Kind == "float" && Size == 4)
    return bytesOf(static_cast<float>(Value));
  if (Kind == "double" && Size == 8)
    return bytesOf(Value);
  if (Kind == "half" && Size == 2)
    return bytesOf(halfBits(static_cast<float>(Value)));
  if (Kind == "bfloat16" && Size == 2)
    return bytesOf(bfloat16Bits(static_cast<float>(Value)));
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
