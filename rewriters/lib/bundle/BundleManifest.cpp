// The manifest of a generated bundle (BundleManifest.h).

#include "bundle/BundleManifest.h"

#include "bundle/DeviceMathFlags.h"

#include "limiter/support/Files.h"

namespace fs = std::filesystem;

namespace limiter {
namespace {

std::vector<ManifestInstantiation> instantiationsOf(const std::vector<InstantiationInfo> &List) {
  std::vector<ManifestInstantiation> Out;
  for (const InstantiationInfo &I : List) {
    ManifestInstantiation X{I.Args, {}, I.Entries};
    for (std::size_t K = 0; K < I.Layout.size(); ++K)
      X.Parameters.push_back({I.ParamTypes[K], I.Layout[K].Kind, I.Layout[K].SizeBytes,
                              I.Layout[K].ElementSize, I.Layout[K].Fields});
    Out.push_back(std::move(X));
  }
  return Out;
}

/// "addresses", "branches", "trip counts": what a structural load's value decides.
std::vector<std::string> decidesOf(unsigned Decides) {
  std::vector<std::string> Out;
  const char *Names[] = {"addresses", "branches", "trip counts"};
  for (unsigned K = 0; K < 3; ++K)
    if (Decides & (1u << K))
      Out.push_back(Names[K]);
  return Out;
}

ManifestKernel kernelOf(const Parsed &P) {
  ManifestKernel K{P.Kernel.Name,
                   P.Kernel.QualifiedName,
                   P.KernelFile.empty() ? P.SourcePath : P.KernelFile,
                   P.Kernel.Where.Line,
                   P.Kernel.templateHeader(),
                   instantiationsOf(P.Variants.Instantiations),
                   {}};
  for (const KernelParamInfo &Q : P.Kernel.Params) {
    ManifestParameter M{
        Q.Name, Q.Type, Q.IsPointer, Q.IsPointer ? std::string(toString(Q.Access)) : "none", {}};
    for (const KernelParamInfo::FieldAccess &F : Q.PointerFields)
      M.FieldAccess[F.Field] = std::string(toString(F.Access));
    K.Parameters.push_back(std::move(M));
  }
  K.GridStride = ManifestGridStride{P.Variants.GridStrideDimension, P.Variants.GridStrideLine,
                                    P.Variants.GridStrideWhyNot};
  K.BlockSplit = ManifestBlockSplit{P.Variants.BlockSplitFree, P.Variants.BlockSplitWhyNot,
                                    P.Variants.BlockSplitRows};
  return K;
}

/// The variants, accesses, structural loads and diagnostics the rewrite made (NvccFlags: the
/// bundle's, which the flag what-ifs' modules follow).
void addRewrite(Manifest &M, const Parsed &P, const std::vector<std::string> &NvccFlags,
                const std::map<VariantKind, InstructionCounts> &Counts) {
  for (const VariantResult &V : P.Variants.Variants) {
    ManifestVariant X{std::string(toString(V.Kind)),
                      V.KernelName,
                      std::string(toString(V.Status)),
                      takesFlag(V.Kind) ? std::vector<std::string>{"int lim_flag"}
                                        : std::vector<std::string>{},
                      {V.Counts.begin(), V.Counts.end()},
                      V.Reasons,
                      std::nullopt,
                      whatIfCost(V.Kind)};
    if (isFlagWhatIf(V.Kind)) {
      X.ModuleFlags = {"-D" + whatIfGuard(V.Kind)};
      for (const std::string &F : whatIfModuleFlags(V.Kind, NvccFlags))
        X.ModuleFlags.push_back(F);
    }
    if (auto It = Counts.find(V.Kind); It != Counts.end())
      X.PtxCounts = std::map<std::string, unsigned>(It->second.begin(), It->second.end());
    M.Variants.push_back(std::move(X));
  }
  for (const AccessRecord &A : P.Variants.Accesses) {
    const std::string File = A.File.empty() ? P.SourcePath : A.File;
    M.Accesses.push_back({A.Function, File, A.Line, A.Column, A.Space, A.Reads, A.Writes,
                          A.Structural, A.Intrinsic});
    if (A.Structural && A.Reads && (A.Space == "global" || A.Space == "generic"))
      M.StructuralLoads.push_back({File, A.Line, A.Space, decidesOf(A.Decides)});
  }
  for (const Diagnostic &D : P.Variants.Diagnostics)
    M.Diagnostics.push_back({formatId(D.Id), D.Message, D.Hint, D.Where.File, D.Where.Line});
}

} // namespace

Manifest manifestOf(const Parsed &P, const std::vector<std::string> &NvccFlags,
                    const std::map<VariantKind, InstructionCounts> &Counts,
                    const std::vector<ManifestCheck> &Checks, const std::string &GpuArch) {
  Manifest M;
  M.Source = P.SourcePath;
  M.Kernel = kernelOf(P);
  M.Compile = {"variants.cu", GpuArch, NvccFlags};
  addRewrite(M, P, NvccFlags, Counts);
  M.Checks = Checks;
  M.CountMethod = "static PTX instruction counts per kernel entry (nvcc -ptx), called .func "
                  "bodies included; loops count once";
  return M;
}

ManifestInputs inputsOf(const Parsed &P, const fs::path &Final, const std::string &Key) {
  ManifestInputs Out{Key, {}};
  std::string Error;
  for (const std::string &Path : P.InputFiles)
    if (std::optional<std::string> Text = readFile(Path, Error))
      Out.Files.push_back(
          {fs::path(Path).lexically_relative(fs::absolute(Final)).string(), contentHash(*Text)});
  return Out;
}

} // namespace limiter
