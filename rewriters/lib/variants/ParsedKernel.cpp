// The parse half of `limiter generate`: the translation unit parsed, the kernel found, its
// variants built, and parsed again where macro calls were in the way.

#include "variants/ParsedKernel.h"

#include "limiter/rewriters/CudaParser.h"
#include "limiter/rewriters/KernelDiscovery.h"
#include "parse/MacroTexts.h"
#include "parse/UserFiles.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// Collects the names of the variables with static storage declared in the project's files
/// under DC (namespaces, classes, function bodies).
void collectProjectVariables(const clang::DeclContext *DC, const clang::SourceManager &SM,
                             std::set<std::string> &Out) {
  for (const clang::Decl *D : DC->decls()) {
    if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D);
        V && V->hasGlobalStorage() && V->getIdentifier() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(V->getLocation())))
      Out.insert(V->getName().str());
    if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D); F && F->hasBody()) {
      if (!SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
        collectProjectVariables(F, SM, Out);
    } else if (const auto *Inner = llvm::dyn_cast<clang::DeclContext>(D)) {
      collectProjectVariables(Inner, SM, Out);
    }
  }
}

/// The text of the project file at Path as the parse read it.
std::string bufferOf(const clang::SourceManager &SM, const std::string &Path) {
  for (unsigned I = 0; I < SM.local_sloc_entry_size(); ++I) {
    const clang::SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (E.isFile() &&
        userFilePath(SM, clang::SourceLocation::getFromRawEncoding(E.getOffset())) == Path)
      return SM
          .getBufferData(SM.getFileID(clang::SourceLocation::getFromRawEncoding(E.getOffset())))
          .str();
  }
  return {};
}

/// Every file of the translation unit that is not a system header and exists on disk.
std::set<std::string> userFiles(const clang::SourceManager &SM) {
  std::set<std::string> Out;
  for (unsigned I = 0; I < SM.local_sloc_entry_size(); ++I) {
    const clang::SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile() || E.getFile().getFileCharacteristic() != clang::SrcMgr::C_User)
      continue;
    clang::OptionalFileEntryRef Entry = E.getFile().getContentCache().OrigEntry;
    if (!Entry)
      continue;
    // Relative to the parse's working directory (a compile command's own).
    llvm::SmallString<256> Name(Entry->getName());
    SM.getFileManager().makeAbsolutePath(Name);
    std::error_code Ec;
    fs::path Path = fs::path(std::string(Name)).lexically_normal();
    if (fs::is_regular_file(Path, Ec))
      Out.insert(Path.string());
  }
  return Out;
}

/// Of Info's instantiations of Kernel, the one whose explicit instantiation lies in Appended,
/// the text the parse added after the main file's own (the config's template_args), or "".
std::string appendedInstantiation(const clang::FunctionDecl *Kernel, const KernelInfo &Info,
                                  const clang::SourceManager &SM, const std::string &Appended) {
  const clang::FunctionTemplateDecl *Template = Kernel->getDescribedFunctionTemplate();
  if (!Template)
    Template = Kernel->getPrimaryTemplate();
  if (!Template || Appended.empty())
    return {};
  const size_t Size = SM.getBufferData(SM.getMainFileID()).size();
  const size_t From = Size > Appended.size() + 2 ? Size - Appended.size() - 2 : 0;
  size_t Index = 0;
  for (const clang::FunctionDecl *Spec : Template->specializations()) {
    clang::SourceLocation At = SM.getExpansionLoc(Spec->getPointOfInstantiation());
    if (At.isValid() && SM.isInMainFile(At) && SM.getFileOffset(At) >= From &&
        Index < Info.Instantiations.size())
      return Info.Instantiations[Index];
    ++Index;
  }
  return {};
}

std::optional<Parsed> parseAndBuild(const ParseOptions &Options, const std::string &Kernel,
                                    const RepairsByVariant &Repairs, DiagnosticList &Diags,
                                    std::vector<std::string> &CommandLine, MacroTexts &Macros) {
  std::optional<Parsed> Out;
  std::vector<KernelInfo> All;
  // Before the parse, which runs in the compile command's directory.
  const std::string SourcePath = fs::absolute(Options.File).lexically_normal().string();
  ParseOptions Parse = Options;
  Parse.Kernel = Kernel;
  std::vector<std::string> DeviceFlags;
  bool Ok = parseCudaFile(
      Parse,
      [&](clang::ASTContext &Ctx) {
        auto Kernels = collectKernelDecls(Ctx);
        for (auto &[Decl, Info] : Kernels)
          All.push_back(Info);
        for (auto &[Decl, Info] : Kernels) {
          bool Match = Kernel.empty() ? Kernels.size() == 1
                                      : Info.Name == Kernel || Info.QualifiedName == Kernel;
          if (!Match)
            continue;
          const clang::SourceManager &SM = Ctx.getSourceManager();
          Out = Parsed{Info,       buildVariants(Ctx, Decl, Repairs, Options.WhatIfs),
                       SourcePath, userFilePath(SM, Decl->getLocation()),
                       {},         userFiles(SM)};
          Out->Texts[Out->SourcePath] = SM.getBufferData(SM.getMainFileID()).str();
          collectProjectVariables(Ctx.getTranslationUnitDecl(), SM, Out->ProjectVariables);
          for (const VariantResult &V : Out->Variants.Variants)
            for (const FunctionText &F : V.Functions)
              if (!Out->Texts.count(F.File))
                Out->Texts[F.File] = bufferOf(SM, F.File);
          Out->Kernel.ConfigInstantiation =
              appendedInstantiation(Decl, Out->Kernel, SM, Parse.AppendedSource);
          Out->AccessorCalls = inlinableAccessorCalls(Ctx, Decl);
          for (const AccessorCall &Call : Out->AccessorCalls)
            if (!Out->Texts.count(Call.File))
              Out->Texts[Call.File] = bufferOf(SM, Call.File);
          return;
        }
      },
      Diags, &CommandLine, &Macros, &DeviceFlags);
  if (!Ok)
    return std::nullopt;
  if (Out)
    Out->NvccDeviceFlags = std::move(DeviceFlags);
  if (All.empty()) {
    Diags.error(DiagId::NoKernelInFile, {Options.File},
                "no __global__ kernel is defined in " + Options.File,
                "point limiter at the file that defines the kernel");
    return std::nullopt;
  }
  if (!Out && Kernel.empty()) {
    std::string List;
    for (const KernelInfo &K : All)
      List += (List.empty() ? "'" : ", '") + K.QualifiedName + "'";
    Diags.error(DiagId::KernelNotFound, {Options.File},
                Options.File + " defines " + std::to_string(All.size()) +
                    " kernels; say which with --kernel",
                "the file defines " + List);
    return std::nullopt;
  }
  if (!Out)
    reportKernelNotFound(Kernel, Options.File, All, Diags);
  return Out;
}

} // namespace

std::optional<Parsed> parseKernel(ParseOptions &Parse, const std::string &Kernel,
                                  const RepairsByVariant &Repairs, DiagnosticList &Diags,
                                  std::vector<std::string> &CommandLine) {
  DiagnosticList Last;
  MacroTexts Macros;
  std::optional<Parsed> P = parseAndBuild(Parse, Kernel, Repairs, Last, CommandLine, Macros);
  ExpandedMacros Expanded;
  InlinedAccessors Inlined;
  // Macro calls first, then accessors' calls, a parse each: a call the last one wrote out may
  // spell another (`a(b(i), j)`).
  for (int Pass = 0; P && Pass < 4; ++Pass) {
    std::set<MacroCallSite> Sites;
    for (const VariantResult &V : P->Variants.Variants)
      Sites.insert(V.MacroCalls.begin(), V.MacroCalls.end());
    ExpandedMacros ExpandedNow;
    InlinedAccessors InlinedNow;
    std::map<std::string, std::string> Texts = expandMacroCallSites(
        Sites, P->Texts, Macros, P->SourcePath, Parse.AppendedSource, ExpandedNow);
    if (Texts.empty())
      Texts = inlineAccessorCalls(P->AccessorCalls, P->Texts, P->SourcePath, Parse.AppendedSource,
                                  InlinedNow);
    if (Texts.empty())
      break;
    ParseOptions Again = Parse;
    for (auto &[File, Text] : Texts)
      Again.TextOverrides[File] = std::move(Text);
    Again.ShowCompilerDiagnostics = false; // Said by the first parse.
    DiagnosticList Diagnostics;
    MacroTexts AgainMacros;
    std::vector<std::string> AgainCommandLine;
    std::optional<Parsed> Next = parseAndBuild(Again, Kernel, Repairs, Diagnostics, AgainCommandLine, AgainMacros);
    if (!Next)
      break; // Not expected (the texts mean what the compiler read); the first result stands.
    P = std::move(Next);
    Last = std::move(Diagnostics);
    Macros = std::move(AgainMacros);
    CommandLine = std::move(AgainCommandLine);
    Parse = std::move(Again);
    for (const auto &[Key, Seen] : ExpandedNow) {
      ExpandedCalls &All = Expanded[Key];
      All.FirstLine = All.Count ? std::min(All.FirstLine, Seen.FirstLine) : Seen.FirstLine;
      All.Count += Seen.Count;
    }
    for (const auto &[Key, Seen] : InlinedNow) {
      InlinedCalls &All = Inlined[Key];
      if (!All.Count || Seen.FirstLine < All.FirstLine) {
        All.FirstLine = Seen.FirstLine;
        All.Example = Seen.Example;
      }
      All.Count += Seen.Count;
    }
  }
  for (const Diagnostic &D : Last.items())
    Diags.add(D);
  if (P) // With the variants' own: printed, and in the manifest.
    for (auto Notes : {expandedMacroNotes(Expanded), inlinedAccessorNotes(Inlined)})
      for (Diagnostic &D : Notes)
        P->Variants.Diagnostics.push_back(std::move(D));
  return P;
}

} // namespace limiter
