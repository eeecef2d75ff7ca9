// manifest.json both ways (Manifest.h): written in a fixed key order, read with every field's
// type checked and the first problem said with where it is.

#include "limiter/support/Manifest.h"

#include "limiter/support/JsonFields.h"

namespace limiter {
namespace {

using Json = nlohmann::ordered_json;

Json placesJson(const std::vector<ManifestPlace> &Places) {
  Json Out = Json::array();
  for (const ManifestPlace &P : Places)
    Out.push_back({{"file", P.File}, {"line", P.Line}});
  return Out;
}

template <class T> Json mapJson(const std::map<std::string, T> &Map) {
  Json Out = Json::object();
  for (const auto &[Key, Value] : Map)
    Out[Key] = Value;
  return Out;
}

Json kernelJson(const ManifestKernel &K) {
  Json Instantiations = Json::array();
  for (const ManifestInstantiation &I : K.Instantiations) {
    Json Layouts = Json::array();
    for (const ManifestParamLayout &L : I.Parameters) {
      Json Layout = {
          {"type", L.Type}, {"kind", L.Kind}, {"size", L.Size}, {"element_size", L.ElementSize}};
      if (L.Kind == "record") {
        Json Fields = Json::array();
        for (const ManifestField &F : L.Fields)
          Fields.push_back({{"name", F.Name},
                            {"type", F.Type},
                            {"kind", F.Kind},
                            {"offset", F.Offset},
                            {"size", F.Size},
                            {"element_size", F.ElementSize}});
        Layout["fields"] = Fields;
      }
      Layouts.push_back(std::move(Layout));
    }
    Json Entries = Json::object();
    for (const auto &[Variant, Entry] : I.Entries)
      Entries[Variant] = Entry;
    Instantiations.push_back(
        {{"template_args", I.TemplateArgs}, {"parameters", Layouts}, {"entries", Entries}});
  }
  Json Parameters = Json::array();
  for (const ManifestParameter &P : K.Parameters) {
    Json Parameter = {
        {"name", P.Name}, {"type", P.Type}, {"pointer", P.Pointer}, {"access", P.Access}};
    if (!P.FieldAccess.empty())
      Parameter["field_access"] = mapJson(P.FieldAccess);
    Parameters.push_back(std::move(Parameter));
  }
  Json Out = {{"name", K.Name},
              {"qualified_name", K.QualifiedName},
              {"file", K.File},
              {"line", K.Line},
              {"template_header", K.TemplateHeader},
              {"instantiations", Instantiations},
              {"parameters", Parameters}};
  if (K.GridStride) {
    const ManifestGridStride &G = *K.GridStride;
    Out["grid_stride"] = {
        {"dimension", G.Dimension >= 0 ? Json(std::string(1, "xyz"[G.Dimension])) : Json()},
        {"line", G.Line},
        {"why_not", G.WhyNot}};
  }
  if (K.BlockSplit)
    Out["block_split"] = {{"free", K.BlockSplit->Free},
                          {"why_not", K.BlockSplit->WhyNot},
                          {"rows", K.BlockSplit->Rows}};
  return Out;
}

Json variantJson(const ManifestVariant &V) {
  Json Out = {{"variant", V.Name},         {"function", V.Function},
              {"status", V.Status},        {"extra_parameters", V.ExtraParameters},
              {"edits", mapJson(V.Edits)}, {"reasons", V.Reasons}};
  if (V.PtxCounts)
    Out["ptx_counts"] = mapJson(*V.PtxCounts);
  if (!V.WhatIf.empty())
    Out["what_if"] = V.WhatIf;
  if (!V.ModuleFlags.empty())
    Out["module_flags"] = V.ModuleFlags;
  return Out;
}

Json accessJson(const ManifestAccess &A) {
  return {
      {"function", A.Function},  {"file", A.File}, {"line", A.Line},   {"column", A.Column},
      {"space", A.Space},        {"read", A.Read}, {"write", A.Write}, {"structural", A.Structural},
      {"intrinsic", A.Intrinsic}};
}

/// The tail of the manifest: what a first build may leave out.
void addOptionalSections(Json &J, const Manifest &M) {
  if (M.Repairs) {
    Json Repairs = Json::object();
    for (const auto &[Variant, R] : *M.Repairs)
      Repairs[Variant] = {{"kept_stores", placesJson(R.KeptStores)},
                          {"rolled_loops", placesJson(R.RolledLoops)}};
    J["repairs"] = Repairs;
  }
  if (M.Sources)
    J["sources"] = {{"root", M.Sources->Root},
                    {"copies", M.Sources->Copies},
                    {"kernel_file", M.Sources->KernelFile},
                    {"files", M.Sources->FileCount}};
  if (M.Experiment)
    J["experiment"] = {{"config", M.Experiment->Config},
                       {"name", M.Experiment->Name},
                       {"copy", M.Experiment->Copy}};
  if (M.Inputs) {
    Json Files = Json::array();
    for (const ManifestInputFile &F : M.Inputs->Files)
      Files.push_back({{"path", F.Path}, {"hash", F.Hash}});
    J["inputs"] = {{"key", M.Inputs->Key}, {"files", Files}};
  }
}

/// The reading side: one object per section, the first problem kept in R.Error.
class ManifestReader {
public:
  JsonFieldReader R;

  template <class F>
  void eachObject(const Json &Parent, const char *Key, const std::string &Where, bool Required,
                  F &&Read) {
    const Json *List = R.section(Parent, Key, Where, Required, /*Array=*/true);
    if (!List)
      return;
    const std::string Path = (Where == "manifest" ? "" : Where + ".") + Key;
    for (std::size_t I = 0; I < List->size() && R.Error.empty(); ++I) {
      const Json &E = (*List)[I];
      if (!E.is_object()) {
        R.Error = JsonFieldReader::at(Path, I) + ": not an object";
        return;
      }
      Read(E, JsonFieldReader::at(Path, I));
    }
  }

  ManifestKernel kernel(const Json &K) {
    ManifestKernel Out;
    const std::string W = "kernel";
    Out.Name = R.get<std::string>(K, "name", W);
    Out.QualifiedName = R.get<std::string>(K, "qualified_name", W);
    Out.File = R.orDefault<std::string>(K, "file", "", W);
    Out.Line = R.orDefault<unsigned>(K, "line", 0u, W);
    Out.TemplateHeader = R.orDefault<std::string>(K, "template_header", "", W);
    if (K.contains("grid_stride") && K["grid_stride"].is_object()) {
      const Json &G = K["grid_stride"];
      ManifestGridStride X;
      const std::string D = G.contains("dimension") && G["dimension"].is_string()
                                ? G["dimension"].get<std::string>()
                                : "";
      X.Dimension = D == "x" ? 0 : D == "y" ? 1 : D == "z" ? 2 : -1;
      X.Line = R.orDefault<unsigned>(G, "line", 0u, W + ".grid_stride");
      X.WhyNot = R.orDefault<std::string>(G, "why_not", "", W + ".grid_stride");
      Out.GridStride = X;
    }
    if (K.contains("block_split") && K["block_split"].is_object()) {
      const Json &B = K["block_split"];
      Out.BlockSplit =
          ManifestBlockSplit{R.orDefault<bool>(B, "free", false, W + ".block_split"),
                             R.orDefault<std::string>(B, "why_not", "", W + ".block_split"),
                             R.orDefault<bool>(B, "rows", false, W + ".block_split")};
    }
    eachObject(K, "instantiations", W, true, [&](const Json &I, const std::string &At) {
      ManifestInstantiation X;
      X.TemplateArgs = R.orDefault<std::string>(I, "template_args", "", At);
      X.Entries = R.get<std::map<std::string, std::string>>(I, "entries", At);
      eachObject(I, "parameters", At, true, [&](const Json &L, const std::string &LAt) {
        ManifestParamLayout P{R.orDefault<std::string>(L, "type", "", LAt),
                              R.orDefault<std::string>(L, "kind", "", LAt),
                              R.orDefault<unsigned>(L, "size", 0u, LAt),
                              R.orDefault<unsigned>(L, "element_size", 0u, LAt),
                              {}};
        // A record of a bundle written before structs could be given lists no members: it
        // reads as one no config can give (a stateless functor lists an empty array).
        if (P.Kind == "record" && !L.contains("fields"))
          P.Fields.push_back({"", P.Type, "unlisted", 0, P.Size, 0});
        eachObject(L, "fields", LAt, false, [&](const Json &F, const std::string &FAt) {
          P.Fields.push_back({R.orDefault<std::string>(F, "name", "", FAt),
                              R.orDefault<std::string>(F, "type", "", FAt),
                              R.orDefault<std::string>(F, "kind", "", FAt),
                              R.orDefault<unsigned>(F, "offset", 0u, FAt),
                              R.orDefault<unsigned>(F, "size", 0u, FAt),
                              R.orDefault<unsigned>(F, "element_size", 0u, FAt)});
        });
        X.Parameters.push_back(std::move(P));
      });
      Out.Instantiations.push_back(std::move(X));
    });
    eachObject(K, "parameters", W, true, [&](const Json &P, const std::string &At) {
      Out.Parameters.push_back(
          {R.orDefault<std::string>(P, "name", "", At), R.orDefault<std::string>(P, "type", "", At),
           R.orDefault<bool>(P, "pointer", false, At),
           R.orDefault<std::string>(P, "access", "read-write", At),
           R.orDefault<std::map<std::string, std::string>>(P, "field_access", {}, At)});
    });
    return Out;
  }

  void variants(const Json &J, Manifest &M) {
    eachObject(J, "variants", "manifest", false, [&](const Json &V, const std::string &At) {
      ManifestVariant X;
      X.Name = R.get<std::string>(V, "variant", At);
      X.Function = R.orDefault<std::string>(V, "function", "", At);
      X.Status = R.get<std::string>(V, "status", At);
      X.ExtraParameters = R.orDefault<std::vector<std::string>>(V, "extra_parameters", {}, At);
      X.Edits = R.orDefault<std::map<std::string, unsigned>>(V, "edits", {}, At);
      X.Reasons = R.orDefault<std::vector<std::string>>(V, "reasons", {}, At);
      X.PtxCounts = R.optional<std::map<std::string, unsigned>>(V, "ptx_counts", At);
      X.WhatIf = R.orDefault<std::string>(V, "what_if", "", At);
      X.ModuleFlags = R.orDefault<std::vector<std::string>>(V, "module_flags", {}, At);
      M.Variants.push_back(std::move(X));
    });
  }

  void loadsAndAccesses(const Json &J, Manifest &M) {
    eachObject(J, "structural_loads", "manifest", false, [&](const Json &L, const std::string &At) {
      M.StructuralLoads.push_back({R.get<std::string>(L, "file", At),
                                   R.get<unsigned>(L, "line", At),
                                   R.orDefault<std::string>(L, "space", "", At),
                                   R.orDefault<std::vector<std::string>>(L, "decides", {}, At)});
    });
    eachObject(J, "accesses", "manifest", false, [&](const Json &A, const std::string &At) {
      M.Accesses.push_back(
          {R.orDefault<std::string>(A, "function", "", At),
           R.orDefault<std::string>(A, "file", "", At), R.orDefault<unsigned>(A, "line", 0u, At),
           R.orDefault<unsigned>(A, "column", 0u, At), R.orDefault<std::string>(A, "space", "", At),
           R.orDefault<bool>(A, "read", false, At), R.orDefault<bool>(A, "write", false, At),
           R.orDefault<bool>(A, "structural", false, At),
           R.orDefault<bool>(A, "intrinsic", false, At)});
    });
  }

  void checksAndDiagnostics(const Json &J, Manifest &M) {
    eachObject(J, "checks", "manifest", false, [&](const Json &C, const std::string &At) {
      M.Checks.push_back({R.get<std::string>(C, "check", At), R.get<bool>(C, "passed", At),
                          R.get<std::string>(C, "detail", At),
                          R.orDefault<std::string>(C, "method", "counts", At)});
    });
    M.CountMethod = R.orDefault<std::string>(J, "count_method", "", "manifest");
    eachObject(J, "diagnostics", "manifest", false, [&](const Json &D, const std::string &At) {
      M.Diagnostics.push_back({R.orDefault<std::string>(D, "id", "", At),
                               R.orDefault<std::string>(D, "message", "", At),
                               R.orDefault<std::string>(D, "hint", "", At),
                               R.orDefault<std::string>(D, "file", "", At),
                               R.orDefault<unsigned>(D, "line", 0u, At)});
    });
  }

  std::vector<ManifestPlace> places(const Json &Parent, const char *Key, const std::string &W) {
    std::vector<ManifestPlace> Out;
    eachObject(Parent, Key, W, false, [&](const Json &P, const std::string &At) {
      Out.push_back({R.get<std::string>(P, "file", At), R.get<unsigned>(P, "line", At)});
    });
    return Out;
  }

  void optionalSections(const Json &J, Manifest &M) {
    if (const Json *Repairs = R.section(J, "repairs", "manifest", false)) {
      M.Repairs.emplace();
      for (const auto &[Variant, Of] : Repairs->items()) {
        if (!Of.is_object()) {
          R.Error = "repairs: field '" + Variant + "' has the wrong type";
          return;
        }
        const std::string At = "repairs." + Variant;
        (*M.Repairs)[Variant] = {places(Of, "kept_stores", At), places(Of, "rolled_loops", At)};
      }
    }
    if (const Json *S = R.section(J, "sources", "manifest", false))
      M.Sources = ManifestSources{R.orDefault<std::string>(*S, "root", "", "sources"),
                                  R.orDefault<std::string>(*S, "copies", "src", "sources"),
                                  R.orDefault<std::string>(*S, "kernel_file", "", "sources"),
                                  R.orDefault<std::uint64_t>(*S, "files", 0u, "sources")};
    if (const Json *E = R.section(J, "experiment", "manifest", false))
      M.Experiment =
          ManifestExperiment{R.orDefault<std::string>(*E, "config", "", "experiment"),
                             R.orDefault<std::string>(*E, "name", "", "experiment"),
                             R.orDefault<std::string>(*E, "copy", "experiment.toml", "experiment")};
    if (const Json *In = R.section(J, "inputs", "manifest", false)) {
      M.Inputs.emplace();
      M.Inputs->Key = R.get<std::string>(*In, "key", "inputs");
      eachObject(*In, "files", "inputs", true, [&](const Json &F, const std::string &At) {
        M.Inputs->Files.push_back(
            {R.get<std::string>(F, "path", At), R.get<std::string>(F, "hash", At)});
      });
    }
  }
};

} // namespace

const ManifestInstantiation *ManifestKernel::instantiation(std::string_view Args) const {
  for (const ManifestInstantiation &I : Instantiations)
    if (I.TemplateArgs == Args)
      return &I;
  return nullptr;
}

bool Manifest::isWhatIf(const std::string &VariantOrCheck) const {
  for (const ManifestVariant &V : Variants)
    if (!V.WhatIf.empty() &&
        (VariantOrCheck == V.Name || VariantOrCheck.starts_with(V.Name + "-")))
      return true;
  return false;
}

const ManifestVariant *Manifest::variant(std::string_view Name) const {
  for (const ManifestVariant &V : Variants)
    if (V.Name == Name)
      return &V;
  return nullptr;
}

std::string templateArgsText(const std::vector<std::string> &Args) {
  if (Args.empty())
    return "";
  std::string Out = "<";
  for (std::size_t I = 0; I < Args.size(); ++I)
    Out += (I ? ", " : "") + Args[I];
  return Out + ">";
}

std::string toJson(const Manifest &M) {
  Json Variants = Json::array(), Loads = Json::array(), Accesses = Json::array(),
       Checks = Json::array(), Diagnostics = Json::array();
  for (const ManifestVariant &V : M.Variants)
    Variants.push_back(variantJson(V));
  for (const ManifestStructuralLoad &L : M.StructuralLoads)
    Loads.push_back(
        {{"file", L.File}, {"line", L.Line}, {"space", L.Space}, {"decides", L.Decides}});
  for (const ManifestAccess &A : M.Accesses)
    Accesses.push_back(accessJson(A));
  for (const ManifestCheck &C : M.Checks)
    Checks.push_back(
        {{"check", C.Name}, {"passed", C.Passed}, {"detail", C.Detail}, {"method", C.Method}});
  for (const ManifestDiagnostic &D : M.Diagnostics)
    Diagnostics.push_back({{"id", D.Id},
                           {"message", D.Message},
                           {"hint", D.Hint},
                           {"file", D.File},
                           {"line", D.Line}});
  Json J = {{"schema", Manifest::SchemaName},
            {"version", M.Version},
            {"source", M.Source},
            {"kernel", kernelJson(M.Kernel)},
            {"compile",
             {{"source", M.Compile.Source},
              {"gpu_arch", M.Compile.GpuArch},
              {"nvcc_flags", M.Compile.NvccFlags}}},
            {"variants", Variants},
            {"structural_loads", Loads},
            {"accesses", Accesses},
            {"checks", Checks},
            {"count_method", M.CountMethod},
            {"diagnostics", Diagnostics}};
  addOptionalSections(J, M);
  return J.dump(2) + "\n";
}

std::optional<Manifest> manifestFromJson(const std::string &Text, std::string &Error) {
  try {
    const Json J = Json::parse(Text, nullptr, /*allow_exceptions=*/false);
    if (J.is_discarded()) {
      Error = "is not valid JSON";
      return std::nullopt;
    }
    if (!JsonFieldReader::isString(J, "schema", Manifest::SchemaName)) {
      Error = "is not a limiter bundle manifest (its schema is not \"limiter/bundle\")";
      return std::nullopt;
    }
    ManifestReader Rd;
    Manifest M;
    M.Version = Rd.R.get<int>(J, "version", "manifest");
    if (Rd.R.Error.empty() && M.Version > Manifest::SchemaVersion) {
      Error = "has schema version " + std::to_string(M.Version) +
              ", newer than this limiter reads (" + std::to_string(Manifest::SchemaVersion) +
              "); update limiter or regenerate the bundle";
      return std::nullopt;
    }
    if (Rd.R.Error.empty() && M.Version < 1)
      Rd.R.Error = "manifest: field 'version' has the wrong type";
    M.Source = Rd.R.orDefault<std::string>(J, "source", "", "manifest");
    if (const Json *K = Rd.R.section(J, "kernel", "manifest", true))
      M.Kernel = Rd.kernel(*K);
    if (const Json *C = Rd.R.section(J, "compile", "manifest", false))
      M.Compile = {Rd.R.orDefault<std::string>(*C, "source", "variants.cu", "compile"),
                   Rd.R.orDefault<std::string>(*C, "gpu_arch", "", "compile"),
                   Rd.R.orDefault<std::vector<std::string>>(*C, "nvcc_flags", {}, "compile")};
    Rd.variants(J, M);
    Rd.loadsAndAccesses(J, M);
    Rd.checksAndDiagnostics(J, M);
    Rd.optionalSections(J, M);
    if (!Rd.R.Error.empty()) {
      Error = "does not have the fields of a limiter bundle manifest (" + Rd.R.Error + ")";
      return std::nullopt;
    }
    return M;
  } catch (const std::exception &E) { // Memory, or a case the checks above missed.
    Error = std::string("cannot be read (") + E.what() + ")";
    return std::nullopt;
  }
}

} // namespace limiter
