// The launch of a bundle's variants from its manifest and config: the instantiation, the grid
// and block, each argument's buffer or scalar bytes, and the work one launch does.

#include "limiter/runtime/LaunchPlan.h"

#include "RecordValues.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <regex>

namespace limiter {
namespace {

std::string elementKind(const std::string &Type) {
  // "const float *__restrict" -> float; unknown pointees are filled bytewise. The 16-bit
  // floats first: "__nv_bfloat16" holds "float".
  static const std::regex Bfloat(R"(\b(__)?nv_bfloat162?\b)"), Half(R"(\b(__)?half2?\b)");
  if (std::regex_search(Type, Bfloat))
    return "bfloat16";
  if (std::regex_search(Type, Half))
    return "half";
  for (const char *Name : {"double", "float"})
    if (Type.find(Name) != std::string::npos)
      return Name;
  if (Type.find("unsigned") != std::string::npos)
    return "uint";
  if (Type.find("int") != std::string::npos || Type.find("long") != std::string::npos)
    return "int";
  return "bytes";
}

/// The config's expressions, evaluated with its integer scalars; each failure is LIM305 at the
/// config.
class Evaluator {
public:
  Evaluator(const ExperimentConfig &Config, DiagnosticList &Diags)
      : Config(Config), Diags(Diags), Scalars(Config.integerScalars()) {}

  /// E's value, 1 when absent; an error when it fails or lies outside [Min, Max].
  std::optional<long long> operator()(const std::optional<Expression> &E, const std::string &What,
                                      long long Min, long long Max) const {
    if (!E)
      return 1;
    std::string Error;
    std::optional<long long> V = E->evaluate(Scalars, Error);
    if (V && (*V < Min || *V > Max))
      Error = "is " + std::to_string(*V) + ", " +
              (*V < Min ? "below " + std::to_string(Min)
                        : "above " + std::to_string(Max) + ", the most CUDA allows");
    if (!Error.empty()) {
      Diags.error(DiagId::ConfigBadExpression, {Config.Path},
                  What + " \"" + E->text() + "\" " + Error, "");
      return std::nullopt;
    }
    return V;
  }

  void error(const std::string &Message) const {
    Diags.error(DiagId::ConfigBadExpression, {Config.Path}, Message, "");
  }

private:
  const ExperimentConfig &Config;
  DiagnosticList &Diags;
  std::map<std::string, long long> Scalars;
};

/// Grid, block and dynamic shared memory, within CUDA's limits.
bool planDimensions(const ExperimentConfig &Config, const Evaluator &Evaluate, LaunchPlan &Plan) {
  static const char *Axis[] = {"x", "y", "z"};
  const long long GridMax[] = {2147483647, 65535, 65535}, BlockMax[] = {1024, 1024, 64};
  for (std::size_t D = 0; D < 3; ++D) {
    auto G = Evaluate(Config.Grid[D], std::string("grid.") + Axis[D], 1, GridMax[D]);
    auto B = Evaluate(Config.Block[D], std::string("block.") + Axis[D], 1, BlockMax[D]);
    if (!G || !B)
      return false;
    Plan.Grid[D] = static_cast<unsigned>(*G);
    Plan.Block[D] = static_cast<unsigned>(*B);
  }
  if (std::uint64_t(Plan.Block[0]) * Plan.Block[1] * Plan.Block[2] > 1024) {
    Evaluate.error("a block of " + std::to_string(Plan.Block[0]) + " x " +
                   std::to_string(Plan.Block[1]) + " x " + std::to_string(Plan.Block[2]) +
                   " threads is more than 1024, the most CUDA allows");
    return false;
  }
  if (Config.DynamicSharedBytes) {
    auto S = Evaluate(Config.DynamicSharedBytes, "dynamic_shared_bytes", 0, 4294967295LL);
    if (!S)
      return false;
    Plan.DynamicSharedBytes = static_cast<unsigned>(*S);
  }
  return true;
}

/// "parameter 'n'", or "member 'p.dims.x'" for a struct's member.
std::string describe(const std::string &Name) {
  return (Name.find_first_of(".[") == std::string::npos ? "parameter '" : "member '") + Name + "'";
}

/// A buffer for a pointer (a parameter, or a member of a struct passed by value) whose
/// kernel-side use is Access ("read", "write", "read-write"); its index in Plan.Buffers.
std::optional<std::size_t> planBuffer(const std::string &Name, const std::string &Type,
                                      unsigned ElementSize, const std::string &Access,
                                      const ParamSpec &Given, const Evaluator &Evaluate,
                                      DiagnosticList &Diags, LaunchPlan &Plan) {
  if (!Given.IsBuffer) {
    Diags.error(DiagId::ConfigWrongType, Given.Where,
                describe(Name) + " is a pointer; give it a buffer",
                "e.g. " + Given.Name + " = { elements = \"n\", fill = \"zero\" }");
    return std::nullopt;
  }
  BufferPlan B;
  B.Param = Name;
  B.ElementSize = ElementSize;
  // A buffer's bytes must be countable: at most 2^62, far past any GPU's memory.
  long long MaxElements = (1LL << 62) / std::max(1u, B.ElementSize);
  auto Elements = Evaluate(Given.Elements, "the element count of '" + Name + "'", 0, MaxElements);
  if (!Elements)
    return std::nullopt;
  B.Elements = static_cast<std::uint64_t>(*Elements);
  B.ElementKind = elementKind(Type);
  if (unsigned Lanes = vectorLanes(Type); Lanes > 1)
    B.ComponentSize = B.ElementSize / Lanes;
  B.Bytes = B.Elements * (B.ElementSize ? B.ElementSize : 1);
  B.Fill = Given.Fill;
  B.Written = Access != "read"; // Restored unless surely read-only.
  B.Read = Access == "read" || Access == "read-write";
  bool Stored = Access == "write" || Access == "read-write";
  Plan.BytesMoved += static_cast<double>(B.Bytes) * ((B.Read ? 1 : 0) + (Stored ? 1 : 0));
  Plan.Buffers.push_back(B);
  return Plan.Buffers.size() - 1;
}

/// A scalar's bytes: a number, or an integer member's expression over the integer scalars.
std::optional<std::vector<std::uint8_t>>
scalarArgument(const std::string &Name, const std::string &Type, const std::string &Kind,
               unsigned Size, const ParamSpec &Given, const Evaluator &Evaluate,
               DiagnosticList &Diags) {
  double Value = Given.Value;
  if (Given.IntegerText) {
    auto V = Evaluate(Given.IntegerText, describe(Name), LLONG_MIN, LLONG_MAX);
    if (!V)
      return std::nullopt;
    Value = static_cast<double>(*V);
  }
  std::optional<std::vector<std::uint8_t>> Bytes =
      Given.IsBuffer || Given.IsRecord ? std::nullopt : scalarBytes(Kind, Size, Value);
  if (!Bytes) {
    bool Number =
        !Given.IsBuffer && !Given.IsRecord && (Kind == "int" || Kind == "uint" || Kind == "float");
    Diags.error(DiagId::ConfigWrongType, Given.Where,
                describe(Name) + " (" + Type + ") cannot be " +
                    (Number ? "given " + std::to_string(Value) + ", outside its range"
                            : "passed from the config"),
                "give it a number its type holds");
  }
  return Bytes;
}

/// Whether a struct's layout lets a config give it: every member listed, none opaque, each
/// a member path within the struct (a manifest's that is not is LIM016), and the config's
/// value a table or an array.
bool recordGivable(const ManifestParamLayout &Layout, const std::string &ManifestPath,
                   const ParamSpec &Given, DiagnosticList &Diags) {
  const std::string &Name = Given.Name;
  auto Cannot = [&](const std::string &Why) {
    Diags.error(DiagId::ConfigWrongType, Given.Where,
                "parameter '" + Name + "' (" + Layout.Type +
                    ") cannot be passed from the config: " + Why,
                "run the program itself with `limiter profile`");
    return false;
  };
  for (const ManifestField &F : Layout.Fields) {
    if (F.Kind == "unlisted")
      return Cannot("a struct whose members limiter could not list (a virtual base, more than "
                    "1024 values, or a base's member hidden by one of the same name), or a "
                    "bundle written before structs could be given (regenerate it)");
    if (F.Kind == "opaque")
      return Cannot("its member '" + F.Name + "' (" + F.Type +
                    ") is a union, a bit-field or a function pointer, which no number stands for");
  }
  static const std::regex Path(R"(^[A-Za-z_]\w*(\[\d+\])*(\.[A-Za-z_]\w*(\[\d+\])*)*$)");
  for (const ManifestField &F : Layout.Fields)
    if (!std::regex_match(F.Name, Path) || std::uint64_t(F.Offset) + F.Size > Layout.Size ||
        (F.Kind == "pointer" && F.Size != sizeof(std::uint64_t))) {
      Diags.error(DiagId::ManifestInvalid, {ManifestPath},
                  ManifestPath +
                      " does not have the fields of a limiter bundle manifest (member '" + F.Name +
                      "' of '" + Name + "' is no member path, or lies outside its struct)",
                  "regenerate the bundle with `limiter generate`");
      return false;
    }
  if (!Given.IsRecord) {
    Diags.error(DiagId::ConfigWrongType, Given.Where,
                "parameter '" + Name + "' (" + Layout.Type + ") is a struct passed by value",
                "give it a table of its members, " + Name +
                    " = { member = value, ... }, or an array of its values in order");
    return false;
  }
  return true;
}

/// A struct passed by value: its bytes with each member's value in place, each pointer member
/// a buffer of its own, used as the rewriter found for a direct member ("field_access"), else
/// taken as read and written (restored before each sample, counted both ways).
bool planRecord(const ManifestParamLayout &Layout, const ManifestParameter &Declared,
                const std::string &ManifestPath, const ParamSpec &Given, const Evaluator &Evaluate,
                DiagnosticList &Diags, LaunchPlan &Plan, ArgumentPlan &Arg) {
  const std::string &Name = Given.Name;
  if (!recordGivable(Layout, ManifestPath, Given, Diags))
    return false;
  std::optional<std::vector<FieldValue>> Values = matchFields(Layout, Given, Diags);
  if (!Values)
    return false;
  Arg.Bytes.assign(Layout.Size, 0);
  for (const FieldValue &V : *Values) {
    const ManifestField &F = *V.Field;
    std::string Member = Name + "." + F.Name;
    if (F.Kind == "pointer") {
      auto Known = Declared.FieldAccess.find(F.Name);
      auto Buffer = planBuffer(Member, F.Type, F.ElementSize,
                               Known == Declared.FieldAccess.end() ? "read-write" : Known->second,
                               *V.Given, Evaluate, Diags, Plan);
      if (!Buffer)
        return false;
      Arg.Pointers.push_back({F.Offset, *Buffer});
      continue;
    }
    auto Bytes = scalarArgument(Member, F.Type, F.Kind, F.Size, *V.Given, Evaluate, Diags);
    if (!Bytes)
      return false;
    std::copy(Bytes->begin(), Bytes->end(), Arg.Bytes.begin() + F.Offset);
  }
  return true;
}

/// One kernel argument from the config: a buffer, a scalar's bytes or a struct's.
bool planArgument(const ManifestParamLayout &Layout, const ManifestParameter &Declared,
                  const std::string &ManifestPath, const ExperimentConfig &Config,
                  const Evaluator &Evaluate, DiagnosticList &Diags, LaunchPlan &Plan) {
  const std::string &Name = Declared.Name;
  const ParamSpec *Given = Config.param(Name);
  // A struct with no members (a stateless functor) needs no value: its bytes are its size's.
  if (!Given && Layout.Kind == "record" && Layout.Fields.empty()) {
    Plan.Arguments.push_back({Name, std::nullopt, std::vector<std::uint8_t>(Layout.Size, 0), {}});
    return true;
  }
  if (!Given) {
    Diags.error(DiagId::ConfigMissingParameter, {Config.Path},
                "the config gives no value for parameter '" + Name + "'", "");
    return false;
  }
  ArgumentPlan Arg;
  Arg.Param = Name;
  if (Layout.Kind == "pointer") {
    Arg.Buffer = planBuffer(Name, Layout.Type, Layout.ElementSize, Declared.Access, *Given,
                            Evaluate, Diags, Plan);
    if (!Arg.Buffer)
      return false;
  } else if (Layout.Kind == "record") {
    if (!planRecord(Layout, Declared, ManifestPath, *Given, Evaluate, Diags, Plan, Arg))
      return false;
  } else {
    auto Bytes =
        scalarArgument(Name, Layout.Type, Layout.Kind, Layout.Size, *Given, Evaluate, Diags);
    if (!Bytes)
      return false;
    Arg.Bytes = *Bytes;
  }
  Plan.Arguments.push_back(std::move(Arg));
  return true;
}

std::optional<LaunchPlan> planFromManifest(const Manifest &M, const std::string &ManifestPath,
                                           const ExperimentConfig &Config, DiagnosticList &Diags) {
  LaunchPlan Plan;
  const std::string Args = templateArgsText(Config.TemplateArgs);
  const ManifestInstantiation *Instantiation = M.Kernel.instantiation(Args);
  if (!Instantiation) {
    Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                "the bundle has no instantiation " + (Args.empty() ? "<>" : Args),
                "regenerate the bundle with this config (`limiter generate --config`)");
    return std::nullopt;
  }
  Plan.TemplateArgs = Args;
  Plan.Entries = Instantiation->Entries;
  Evaluator Evaluate(Config, Diags);
  if (!planDimensions(Config, Evaluate, Plan))
    return std::nullopt;
  const std::vector<ManifestParamLayout> &Layouts = Instantiation->Parameters;
  const std::vector<ManifestParameter> &Declared = M.Kernel.Parameters;
  if (Layouts.size() != Declared.size()) {
    Diags.error(DiagId::ManifestInvalid, {ManifestPath},
                ManifestPath + " does not have the fields of a limiter bundle manifest (the "
                               "kernel's parameters and their layout differ in number)",
                "regenerate the bundle with `limiter generate`");
    return std::nullopt;
  }
  for (std::size_t I = 0; I < Layouts.size(); ++I)
    if (!planArgument(Layouts[I], Declared[I], ManifestPath, Config, Evaluate, Diags, Plan))
      return std::nullopt;
  if (Config.WorkBytes) {
    auto Bytes = Evaluate(Config.WorkBytes, "work.bytes", 1, LLONG_MAX);
    if (!Bytes)
      return std::nullopt;
    Plan.BytesMoved = static_cast<double>(*Bytes);
    Plan.BytesFromConfig = true;
  }
  if (Config.WorkFlops) {
    auto Flops = Evaluate(Config.WorkFlops, "work.flops", 0, LLONG_MAX);
    if (!Flops)
      return std::nullopt;
    Plan.FlopCount = static_cast<double>(*Flops);
  }
  return Plan;
}

} // namespace

unsigned vectorLanes(const std::string &Type) {
  static const std::regex Vector(
      R"(\b(u?char|u?short|u?int|u?long|u?longlong|float|double)([1-4])\b)");
  static const std::regex Pair(R"(\b((__)?nv_bfloat162|(__)?half2)\b)");
  std::smatch M;
  if (std::regex_search(Type, Pair))
    return 2;
  return std::regex_search(Type, M, Vector) ? static_cast<unsigned>(M[2].str()[0] - '0') : 1;
}

std::optional<LaunchPlan> planLaunch(const Manifest &M, const std::string &ManifestPath,
                                     const ExperimentConfig &Config, DiagnosticList &Diags) {
  return planFromManifest(M, ManifestPath, Config, Diags);
}

std::optional<Manifest> readManifest(const std::string &ManifestJson,
                                     const std::string &ManifestPath, DiagnosticList &Diags) {
  std::string Error;
  std::optional<Manifest> M = manifestFromJson(ManifestJson, Error);
  if (!M)
    Diags.error(DiagId::ManifestInvalid, {ManifestPath}, ManifestPath + " " + Error,
                "regenerate the bundle with `limiter generate`");
  return M;
}

std::optional<LaunchPlan> planLaunch(const std::string &ManifestJson,
                                     const std::string &ManifestPath,
                                     const ExperimentConfig &Config, DiagnosticList &Diags) {
  std::optional<Manifest> M = readManifest(ManifestJson, ManifestPath, Diags);
  return M ? planLaunch(*M, ManifestPath, Config, Diags) : std::nullopt;
}

} // namespace limiter
