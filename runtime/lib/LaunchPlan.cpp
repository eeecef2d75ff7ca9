#include "limiter/runtime/LaunchPlan.h"

#include <cstring>
#include <nlohmann/json.hpp>

using Json = nlohmann::json;

namespace limiter {
namespace {

template <class T> std::vector<std::uint8_t> bytesOf(T Value) {
  std::vector<std::uint8_t> Out(sizeof(T));
  std::memcpy(Out.data(), &Value, sizeof(T));
  return Out;
}

/// The scalar's bytes as the kernel's parameter type holds them.
std::optional<std::vector<std::uint8_t>> scalarBytes(const std::string &Kind, unsigned Size,
                                                     double Value) {
  if (Kind == "float" && Size == 4)
    return bytesOf(static_cast<float>(Value));
  if (Kind == "double" && Size == 8)
    return bytesOf(Value);
  if (Kind == "bool" && Size == 1)
    return bytesOf(static_cast<std::uint8_t>(Value != 0));
  if (Kind == "int" || Kind == "uint") {
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

std::string elementKind(const std::string &Type) {
  // "const float *__restrict" -> float; unknown pointees are filled bytewise.
  for (const char *Name : {"double", "float"})
    if (Type.find(Name) != std::string::npos)
      return Name;
  if (Type.find("unsigned") != std::string::npos)
    return "uint";
  if (Type.find("int") != std::string::npos || Type.find("long") != std::string::npos)
    return "int";
  return "bytes";
}

} // namespace

std::optional<LaunchPlan> planLaunch(const std::string &ManifestJson,
                                     const std::string &ManifestPath,
                                     const ExperimentConfig &Config, DiagnosticList &Diags) {
  Json M = Json::parse(ManifestJson, nullptr, false);
  if (M.is_discarded() || !M.is_object() || M.value("schema", "") != "limiter/bundle") {
    Diags.error(DiagId::ManifestInvalid, {ManifestPath},
                ManifestPath + (M.is_discarded()
                                    ? " is not valid JSON"
                                    : " is not a limiter bundle manifest (its schema is not "
                                      "\"limiter/bundle\")"),
                "regenerate the bundle with `limiter generate`");
    return std::nullopt;
  }
  LaunchPlan Plan;
  std::string Args;
  if (!Config.TemplateArgs.empty()) {
    Args = "<";
    for (const std::string &A : Config.TemplateArgs)
      Args += (Args.size() > 1 ? ", " : "") + A;
    Args += ">";
  }
  const Json *Instantiation = nullptr;
  for (const Json &I : M["kernel"]["instantiations"])
    if (I.value("template_args", "") == Args)
      Instantiation = &I;
  if (!Instantiation) {
    Diags.error(DiagId::ConfigTemplateArgs, {Config.Path},
                "the bundle has no instantiation " + (Args.empty() ? "<>" : Args),
                "regenerate the bundle with this config (`limiter generate --config`)");
    return std::nullopt;
  }
  Plan.TemplateArgs = Args;
  Plan.Entries = (*Instantiation)["entries"].get<std::map<std::string, std::string>>();

  std::map<std::string, long long> Scalars = Config.integerScalars();
  auto Evaluate = [&](const std::optional<Expression> &E, const char *What,
                      long long Min) -> std::optional<long long> {
    if (!E)
      return 1;
    std::string Error;
    std::optional<long long> V = E->evaluate(Scalars, Error);
    if (!V || *V < Min) {
      Diags.error(DiagId::ConfigBadExpression, {Config.Path},
                  std::string(What) + " \"" + E->text() + "\" " +
                      (V ? "is " + std::to_string(*V) + ", below " + std::to_string(Min) : Error),
                  "");
      return std::nullopt;
    }
    return V;
  };
  for (std::size_t D = 0; D < 3; ++D) {
    auto G = Evaluate(Config.Grid[D], "grid", 1);
    auto B = Evaluate(Config.Block[D], "block", 1);
    if (!G || !B)
      return std::nullopt;
    Plan.Grid[D] = static_cast<unsigned>(*G);
    Plan.Block[D] = static_cast<unsigned>(*B);
  }
  if (Config.DynamicSharedBytes) {
    auto S = Evaluate(Config.DynamicSharedBytes, "dynamic_shared_bytes", 0);
    if (!S)
      return std::nullopt;
    Plan.DynamicSharedBytes = static_cast<unsigned>(*S);
  }

  const Json &Params = (*Instantiation)["parameters"];
  const Json &KernelParams = M["kernel"]["parameters"];
  for (std::size_t I = 0; I < Params.size(); ++I) {
    std::string Name = KernelParams.at(I).value("name", "");
    std::string Kind = Params[I].value("kind", "");
    unsigned Size = Params[I].value("size", 0u);
    const ParamSpec *Given = Config.param(Name);
    if (!Given) {
      Diags.error(DiagId::ConfigMissingParameter, {Config.Path},
                  "the config gives no value for parameter '" + Name + "'", "");
      return std::nullopt;
    }
    ArgumentPlan Arg;
    Arg.Param = Name;
    if (Kind == "pointer") {
      if (!Given->IsBuffer) {
        Diags.error(DiagId::ConfigWrongType, Given->Where,
                    "parameter '" + Name + "' is a pointer; give it a buffer", "");
        return std::nullopt;
      }
      BufferPlan B;
      B.Param = Name;
      std::string Error;
      B.Elements = static_cast<std::uint64_t>(*Given->Elements->evaluate(Scalars, Error));
      B.ElementSize = Params[I].value("element_size", 0u);
      B.ElementKind = elementKind(Params[I].value("type", ""));
      B.Bytes = B.Elements * (B.ElementSize ? B.ElementSize : 1);
      B.Fill = Given->Fill;
      std::string Access = KernelParams.at(I).value("access", "read-write");
      B.Written = Access != "read"; // Restored unless surely read-only.
      B.Read = Access == "read" || Access == "read-write";
      bool Stored = Access == "write" || Access == "read-write";
      Plan.BytesMoved += static_cast<double>(B.Bytes) * ((B.Read ? 1 : 0) + (Stored ? 1 : 0));
      Arg.Buffer = Plan.Buffers.size();
      Plan.Buffers.push_back(B);
    } else {
      std::optional<std::vector<std::uint8_t>> Bytes =
          Given->IsBuffer ? std::nullopt : scalarBytes(Kind, Size, Given->Value);
      if (!Bytes) {
        Diags.error(DiagId::ConfigWrongType, Given->Where,
                    "parameter '" + Name + "' (" + Params[I].value("type", "") +
                        ") cannot be passed from the config",
                    Kind == "record" ? "structs by value are not supported by the runtime yet"
                                     : "give it a number");
        return std::nullopt;
      }
      Arg.Bytes = *Bytes;
    }
    Plan.Arguments.push_back(std::move(Arg));
  }
  if (Config.WorkBytes) {
    auto Bytes = Evaluate(Config.WorkBytes, "work.bytes", 1);
    if (!Bytes)
      return std::nullopt;
    Plan.BytesMoved = static_cast<double>(*Bytes);
    Plan.BytesFromConfig = true;
  }
  if (Config.WorkFlops) {
    auto Flops = Evaluate(Config.WorkFlops, "work.flops", 0);
    if (!Flops)
      return std::nullopt;
    Plan.FlopCount = static_cast<double>(*Flops);
  }
  return Plan;
}

} // namespace limiter
