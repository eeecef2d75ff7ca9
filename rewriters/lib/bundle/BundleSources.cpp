// The bundle's copies of the project's files (clones after their originals, #line directives),
// variants.cu with the explicit instantiations, and the include flags mapped into src/.

#include "bundle/BundleSources.h"

#include "limiter/support/Files.h"
#include "variants/Prelude.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

namespace fs = std::filesystem;

namespace limiter {
namespace {

std::string lineDirective(unsigned Line, const std::string &File) {
  nlohmann::json Quoted = File; // JSON string escaping is the C string escaping #line needs.
  return "#line " + std::to_string(Line) + " " + Quoted.dump() + "\n";
}

unsigned lineAt(const std::string &Text, unsigned Offset) {
  return 1 + static_cast<unsigned>(std::count(Text.begin(), Text.begin() + Offset, '\n'));
}

/// The deepest directory that holds every one of Files.
fs::path commonDirectory(const std::set<std::string> &Files) {
  std::optional<fs::path> Common;
  for (const std::string &F : Files) {
    fs::path Dir = fs::path(F).parent_path();
    if (!Common) {
      Common = Dir;
      continue;
    }
    fs::path Shared;
    for (auto A = Common->begin(), B = Dir.begin();
         A != Common->end() && B != Dir.end() && *A == *B; ++A, ++B)
      Shared /= *A;
    Common = Shared;
  }
  return Common.value_or(fs::path("/"));
}

/// Path under Root, or nullopt when it is not there.
std::optional<fs::path> under(const fs::path &Path, const fs::path &Root) {
  fs::path Relative = Path.lexically_normal().lexically_relative(Root);
  if (Relative.empty() || *Relative.begin() == "..")
    return std::nullopt;
  return Relative;
}

/// Text of File with each of its clones inserted after its original, a #line before each
/// clone and one after it back to the original's lines.
std::string withClones(const std::string &File, const std::string &Text, const VariantSet &V) {
  std::vector<std::pair<unsigned, std::string>> Inserts;
  for (const VariantResult &R : V.Variants) {
    // A compile-flag what-if's copy of full is compiled only in its own module.
    const std::string Guard = whatIfGuard(R.Kind);
    const std::string Open = Guard.empty() ? "" : "#ifdef " + Guard + "\n";
    const std::string Close = Guard.empty() ? "" : "#endif\n";
    for (const FunctionText &F : R.Functions)
      if (F.File == File && F.InsertAfter <= Text.size())
        Inserts.emplace_back(F.InsertAfter, "\n" + Open + lineDirective(F.Line, File) + F.Text +
                                                "\n" + Close +
                                                lineDirective(lineAt(Text, F.InsertAfter), File));
  }
  std::stable_sort(Inserts.begin(), Inserts.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  std::string Out;
  unsigned At = 0;
  for (const auto &[Offset, Clone] : Inserts) {
    Out += Text.substr(At, Offset - At) + Clone;
    At = Offset;
  }
  return Out + Text.substr(At);
}

/// The explicit instantiations of every variant of a template kernel, after the translation
/// unit.
std::string instantiations(const VariantSet &V, const std::string &KernelName) {
  bool IsTemplate = !V.Instantiations.empty() && !V.Instantiations[0].Args.empty();
  if (!IsTemplate)
    return {};
  std::string Out = "\n// Every instantiation of the kernel, for every variant.\n";
  std::string Scope = V.QualifiedName.substr(0, V.QualifiedName.size() - KernelName.size());
  for (const VariantResult &R : V.Variants) {
    if (R.Status == VariantStatus::Absent)
      continue;
    const std::string Guard = whatIfGuard(R.Kind);
    if (!Guard.empty())
      Out += "#ifdef " + Guard + "\n";
    for (const InstantiationInfo &I : V.Instantiations) {
      std::string Params;
      for (const std::string &T : I.ParamTypes)
        Params += (Params.empty() ? "" : ", ") + T;
      if (takesFlag(R.Kind))
        Params += Params.empty() ? "int" : ", int";
      Out += "template __global__ void " + Scope + R.KernelName + I.Args + "(" + Params + ");\n";
    }
    if (!Guard.empty())
      Out += "#endif\n";
  }
  return Out;
}

/// The flags with every -I path and -include file under Root moved into the bundle's src/
/// (-isystem paths stay: what is found there is not copied).
std::vector<std::string> mappedFlags(const std::vector<std::string> &Flags, const fs::path &Root,
                                     const fs::path &MainDir) {
  auto Map = [&](const std::string &Path) {
    std::optional<fs::path> Inside = under(Path, Root);
    return Inside ? (fs::path("src") / *Inside).lexically_normal().string() : Path;
  };
  // The translation unit's directory first, as nvcc searched it for the original file.
  std::vector<std::string> Out = {"-I" + Map(MainDir.string())};
  for (std::size_t I = 0; I < Flags.size(); ++I) {
    const std::string &F = Flags[I];
    if (F == "-include" && I + 1 < Flags.size()) {
      Out.insert(Out.end(), {F, Map(Flags[++I])});
    } else if (F == "-isystem" && I + 1 < Flags.size()) {
      Out.insert(Out.end(), {F, Flags[++I]});
    } else if (F.starts_with("-I")) {
      Out.push_back("-I" + Map(F.substr(2)));
    } else {
      Out.push_back(F);
    }
  }
  return Out;
}

} // namespace

std::optional<BundleSources> composeBundleSources(const BundleSourcesInput &In,
                                                  std::string &Error) {
  std::set<std::string> All = In.ProjectFiles;
  All.insert(In.MainFile);
  All.insert(In.KernelFile);
  fs::path Root = commonDirectory(All);
  auto Copy = [&](const std::string &File) {
    return (fs::path("src") / under(File, Root).value_or(fs::path(File).filename())).string();
  };
  BundleSources Out;
  Out.Root = Root.string();
  for (const std::string &File : All) {
    std::string Text;
    if (auto Parsed = In.ParsedTexts.find(File); Parsed != In.ParsedTexts.end()) {
      Text = withClones(File, Parsed->second, *In.Variants);
    } else if (std::optional<std::string> Read = readFile(File, Error)) {
      Text = *Read;
    } else {
      return std::nullopt;
    }
    Out.Files[Copy(File)] = lineDirective(1, File) + Text;
  }
  Out.KernelFile = Copy(In.KernelFile);
  Out.VariantsCu = "// Generated by `limiter generate` from " + In.MainFile + ", kernel " +
                   In.KernelQualifiedName + " (in " + In.KernelFile + "). Do not edit.\n" +
                   "// The translation unit and the project files it includes are copied under " +
                   "src/,\n// with the variants after each original function.\n" +
                   variantPrelude() + "#include \"" + Copy(In.MainFile) + "\"\n" +
                   instantiations(*In.Variants, In.KernelName);
  Out.NvccFlags = mappedFlags(In.NvccFlags, Root, fs::path(In.MainFile).parent_path());
  return Out;
}

} // namespace limiter
