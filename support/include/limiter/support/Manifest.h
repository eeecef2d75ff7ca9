// The bundle's manifest.json as one type: what `limiter generate` wrote about the kernel, its
// instantiations, the variants and the checks on them. The rewriter fills it and writes it with
// toJson; every other reader (launch plan, runner, profile, survey, freshness) reads it through
// manifestFromJson, which checks every field's type and never throws.

#ifndef LIMITER_SUPPORT_MANIFEST_H
#define LIMITER_SUPPORT_MANIFEST_H

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace limiter {

/// "kernel.parameters[]": one parameter as the kernel declares it.
struct ManifestParameter {
  std::string Name;     ///< "name"
  std::string Type;     ///< "type", as written ("const float *__restrict")
  bool Pointer = false; ///< "pointer"
  /// "access": "none" (not a pointer), "read", "write", "read-write". Absent: "read-write",
  /// the launch plan's conservative default (the buffer is restored before each sample).
  std::string Access = "read-write";
  /// "field_access": of a struct passed by value, each pointer member's access by name ("in"
  /// -> "read"), as for a pointer parameter; absent for other parameters.
  std::map<std::string, std::string> FieldAccess;
};

/// "kernel.instantiations[].parameters[].fields[]": one value a struct passed by value holds,
/// its nested structs and arrays flattened ("dims.x", "taps[2]").
struct ManifestField {
  std::string Name;         ///< "name": the path from the parameter, dotted
  std::string Type;         ///< "type": the canonical type
  std::string Kind;         ///< "kind": as a parameter's, or "opaque" (a union, a bit-field)
  unsigned Offset = 0;      ///< "offset": bytes from the struct's start
  unsigned Size = 0;        ///< "size"
  unsigned ElementSize = 0; ///< "element_size": of a pointer's pointee
};

/// "kernel.instantiations[].parameters[]": how the runtime passes one argument.
struct ManifestParamLayout {
  std::string Type; ///< "type": the canonical type
  /// "kind": pointer, int, uint, float, double, bool, half, bfloat16, record
  std::string Kind;
  unsigned Size = 0;        ///< "size": bytes of the argument
  unsigned ElementSize = 0; ///< "element_size": bytes of a pointee (0: void or unknown)
  std::vector<ManifestField> Fields; ///< "fields": a record's values; absent for the others
};

/// "kernel.instantiations[]".
struct ManifestInstantiation {
  std::string TemplateArgs;                    ///< "template_args": "<256>", "" if plain
  std::vector<ManifestParamLayout> Parameters; ///< "parameters"
  std::map<std::string, std::string> Entries;  ///< "entries": variant -> mangled entry
};

/// "kernel.grid_stride": whether the kernel's work is the same whatever its grid (a grid-stride
/// loop in one dimension), so that a launch with fewer blocks gives each thread more elements.
struct ManifestGridStride {
  int Dimension = -1; ///< "dimension": "x", "y", "z"; null (-1) when it is no grid-stride loop
  unsigned Line = 0;  ///< "line": the first such loop's
  std::string WhyNot; ///< "why_not": why it is none
};

/// "kernel.block_split": whether the kernel's work is the same however its threads are split into
/// blocks along x, so that a launch with larger blocks and fewer of them runs the same threads.
struct ManifestBlockSplit {
  bool Free = false;  ///< "free"
  std::string WhyNot; ///< "why_not": what ties it to its block size
  /// "rows": where not free, full's own kernel runs its blocks as the rows of larger ones as
  /// it is (it reads neither blockIdx.x nor gridDim.x, threadIdx.y nor blockDim.y), so the
  /// block-size what-if launches it so, with no copy of its own.
  bool Rows = false;
};

/// "kernel".
struct ManifestKernel {
  std::string Name;           ///< "name": as written ("fwd_3D")
  std::string QualifiedName;  ///< "qualified_name": "stencil::fwd_3D"
  std::string File;           ///< "file": defines the kernel (absolute); "" in old bundles
  unsigned Line = 0;          ///< "line"
  std::string TemplateHeader; ///< "template_header": "template <int B>" or ""
  std::vector<ManifestInstantiation> Instantiations; ///< "instantiations"
  std::vector<ManifestParameter> Parameters;         ///< "parameters"
  std::optional<ManifestGridStride> GridStride;      ///< "grid_stride"; absent in old bundles
  std::optional<ManifestBlockSplit> BlockSplit;      ///< "block_split"; absent in old bundles
  /// The first instantiation whose TemplateArgs is Args, else null.
  const ManifestInstantiation *instantiation(std::string_view Args) const;
};

/// "compile": how variants.cu is compiled, in the bundle's directory.
struct ManifestCompile {
  std::string Source = "variants.cu"; ///< "source"
  std::string GpuArch;                ///< "gpu_arch": the target generate checked ("sm_90")
  std::vector<std::string> NvccFlags; ///< "nvcc_flags": bundle-relative
};

/// "variants[]".
struct ManifestVariant {
  std::string Name;                         ///< "variant": full, mem, store, math, skeleton
  std::string Function;                     ///< "function": "K__mem"
  std::string Status;                       ///< "status": ok, conservative, absent
  std::vector<std::string> ExtraParameters; ///< "extra_parameters": {"int lim_flag"} or {}
  std::map<std::string, unsigned> Edits;    ///< "edits": what the rules did
  std::vector<std::string> Reasons;         ///< "reasons": why conservative or absent
  /// "ptx_counts": static PTX counts; absent when not compiled or the entry did not resolve.
  std::optional<std::map<std::string, unsigned>> PtxCounts;
  /// "what_if": for a what-if (a copy of full with one cost removed), that cost in a few
  /// words ("block barriers"); empty (and not written) for the five twins.
  std::string WhatIf;
  /// "module_flags": for a compile-flag what-if, the nvcc flags of the module of its own that
  /// its function is taken from ({"-DLIMITER_WHATIF_FASTMATH", "-use_fast_math"}), added to
  /// the bundle's; empty (and not written) for a variant of the bundle's own module.
  std::vector<std::string> ModuleFlags;
  bool takesFlag() const { return !ExtraParameters.empty(); }
  bool absent() const { return Status == "absent"; }
};

/// "structural_loads[]": a global load that decides addresses, branches or trip counts.
struct ManifestStructuralLoad {
  std::string File;                 ///< "file"
  unsigned Line = 0;                ///< "line"
  std::string Space;                ///< "space": global or generic
  std::vector<std::string> Decides; ///< "decides": addresses, branches, trip counts
};

/// "accesses[]": every memory access the rewriter saw.
struct ManifestAccess {
  std::string Function;    ///< "function"
  std::string File;        ///< "file"
  unsigned Line = 0;       ///< "line"
  unsigned Column = 0;     ///< "column"
  std::string Space;       ///< "space"
  bool Read = false;       ///< "read"
  bool Write = false;      ///< "write"
  bool Structural = false; ///< "structural"
  bool Intrinsic = false;  ///< "intrinsic"
};

/// "checks[]": one static fidelity check on the compiled variants.
struct ManifestCheck {
  std::string Name;              ///< "check"
  bool Passed = false;           ///< "passed"
  std::string Detail;            ///< "detail"
  std::string Method = "counts"; ///< "method": counts, lines, bytes; absent in old bundles
};

/// "diagnostics[]": the rewriter's diagnostics.
struct ManifestDiagnostic {
  std::string Id;      ///< "id": "LIM110"
  std::string Message; ///< "message"
  std::string Hint;    ///< "hint"
  std::string File;    ///< "file"
  unsigned Line = 0;   ///< "line"
};

/// A source line a repair changed: "{file, line}".
struct ManifestPlace {
  std::string File;
  unsigned Line = 0;
};

/// "repairs.<variant>".
struct ManifestRepairs {
  std::vector<ManifestPlace> KeptStores;  ///< "kept_stores"
  std::vector<ManifestPlace> RolledLoops; ///< "rolled_loops"
};

/// "sources": the project's files copied into the bundle.
struct ManifestSources {
  std::string Root;            ///< "root": their common directory (absolute)
  std::string Copies = "src";  ///< "copies"
  std::string KernelFile;      ///< "kernel_file": bundle-relative ("src/app/k.cuh")
  std::uint64_t FileCount = 0; ///< "files": how many were copied (a count, not a list)
};

/// "experiment": the config the bundle was generated with.
struct ManifestExperiment {
  std::string Config;                   ///< "config": its path then (absolute)
  std::string Name;                     ///< "name"
  std::string Copy = "experiment.toml"; ///< "copy": its copy in the bundle
};

/// "inputs.files[]".
struct ManifestInputFile {
  std::string Path; ///< "path": relative to the bundle
  std::string Hash; ///< "hash": contentHash of the file then
};

/// "inputs": what the bundle's freshness check compares (bundleIsCurrent).
struct ManifestInputs {
  std::string Key;                      ///< "key": requestKey
  std::vector<ManifestInputFile> Files; ///< "files"
};

/// A bundle's manifest.json: written by `limiter generate`, read by everything else.
struct Manifest {
  static constexpr const char *SchemaName = "limiter/bundle";
  /// The version written; manifestFromJson reads this one and older.
  static constexpr int SchemaVersion = 1;

  int Version = SchemaVersion;                         ///< "version"
  std::string Source;                                  ///< "source": the translation unit
  ManifestKernel Kernel;                               ///< "kernel"
  ManifestCompile Compile;                             ///< "compile"
  /// Whether a variant or check is a what-if's (its variant's name and a dash begins the
  /// check's): those say what a cost would gain, not whether the twins separate the kernel.
  bool isWhatIf(const std::string &VariantOrCheck) const;

  std::vector<ManifestVariant> Variants;               ///< "variants"
  std::vector<ManifestStructuralLoad> StructuralLoads; ///< "structural_loads"
  std::vector<ManifestAccess> Accesses;                ///< "accesses"
  std::vector<ManifestCheck> Checks;                   ///< "checks"
  std::string CountMethod;                             ///< "count_method"
  std::vector<ManifestDiagnostic> Diagnostics;         ///< "diagnostics"
  /// "repairs": a second build's repairs by variant; absent after a first build. May be {}.
  std::optional<std::map<std::string, ManifestRepairs>> Repairs;
  std::optional<ManifestSources> Sources;       ///< "sources"; absent in old bundles
  std::optional<ManifestExperiment> Experiment; ///< "experiment": with --config only
  std::optional<ManifestInputs> Inputs;         ///< "inputs"; absent in old bundles

  /// The variant named Name, else null.
  const ManifestVariant *variant(std::string_view Name) const;
};

/// "<a, b>" for template arguments {a, b}; "" for none: how an instantiation is named.
std::string templateArgsText(const std::vector<std::string> &Args);

/// The manifest as JSON text: nlohmann dump(2) plus "\n", keys in the order of section 3.4.
std::string toJson(const Manifest &M);

/// The manifest in Text, or nullopt with Error (see section 3.3). Never throws.
std::optional<Manifest> manifestFromJson(const std::string &Text, std::string &Error);

} // namespace limiter

#endif
