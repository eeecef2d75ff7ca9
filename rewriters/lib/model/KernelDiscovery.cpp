// Finding the `__global__` definitions of the project's files and describing each: template
// parameters, instantiations, parameters and how each pointer's memory is used.

#include "limiter/rewriters/KernelDiscovery.h"

#include "limiter/rewriters/CudaParser.h"
#include "limiter/support/NearestNames.h"
#include "model/PointerAccess.h"
#include "parse/UserFiles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <filesystem>

using namespace clang;
using namespace clang::ast_matchers;

namespace limiter {
namespace {

constexpr const char *KernelId = "kernel";

AST_MATCHER(Decl, isInProjectFile) {
  return isInUserFile(Finder->getASTContext().getSourceManager(), Node.getLocation());
}

/// A `__global__` definition written in the project's files (the one given or a non-system file
/// it includes); instantiations are reported with their template, not as kernels of their own.
const auto KernelDefinition = functionDecl(hasAttr(attr::CUDAGlobal), isDefinition(),
                                           isInProjectFile(), unless(isTemplateInstantiation()))
                                  .bind(KernelId);

class KernelCollector : public MatchFinder::MatchCallback {
public:
  std::vector<const FunctionDecl *> Kernels;
  void run(const MatchFinder::MatchResult &Result) override {
    if (const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>(KernelId))
      Kernels.push_back(FD);
  }
};

PrintingPolicy printingPolicy(const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.SuppressScope = false;
  return Policy;
}

std::string sourceText(const ASTContext &Ctx, SourceRange Range) {
  if (Range.isInvalid())
    return {};
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Chars = CharSourceRange::getTokenRange(Range);
  return Lexer::getSourceText(Lexer::makeFileCharRange(Chars, SM, Ctx.getLangOpts()), SM,
                              Ctx.getLangOpts())
      .str();
}

std::vector<TemplateParamInfo> templateParams(const FunctionTemplateDecl *Template,
                                              const ASTContext &Ctx) {
  std::vector<TemplateParamInfo> Out;
  PrintingPolicy Policy = printingPolicy(Ctx);
  for (const NamedDecl *P : *Template->getTemplateParameters()) {
    TemplateParamInfo Info;
    Info.Name = P->getNameAsString();
    if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P)) {
      Info.ParamKind = TemplateParamInfo::Kind::Type;
      Info.IsPack = T->isParameterPack();
      if (T->hasDefaultArgument())
        Info.Default = sourceText(Ctx, T->getDefaultArgument().getSourceRange());
    } else if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P)) {
      Info.ParamKind = TemplateParamInfo::Kind::NonType;
      Info.Type = N->getType().getAsString(Policy);
      Info.IsPack = N->isParameterPack();
      if (N->hasDefaultArgument())
        Info.Default = sourceText(Ctx, N->getDefaultArgument().getSourceRange());
    } else {
      Info.ParamKind = TemplateParamInfo::Kind::Template;
      Info.IsPack = cast<TemplateTemplateParmDecl>(P)->isParameterPack();
    }
    Out.push_back(std::move(Info));
  }
  return Out;
}

std::string templateArgs(const FunctionDecl *Specialization, const ASTContext &Ctx) {
  const TemplateArgumentList *Args = Specialization->getTemplateSpecializationArgs();
  if (!Args)
    return {};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  // With the parameter list, integral arguments print as written ("<256>", not "<256U>").
  const FunctionTemplateDecl *Primary = Specialization->getPrimaryTemplate();
  printTemplateArgumentList(OS, Args->asArray(), printingPolicy(Ctx),
                            Primary ? Primary->getTemplateParameters() : nullptr);
  return Text;
}

/// Where D is: the file it is written in (absolute), its line and column.
Location locationOf(const Decl *D, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D->getLocation()));
  if (P.isInvalid())
    return {};
  std::string File = userFilePath(SM, D->getLocation());
  return {File.empty() ? P.getFilename() : File, P.getLine(), P.getColumn()};
}

KernelParamInfo::FieldAccess fieldAccess(const FieldDecl *Field, const AccessSummary &S,
                                         const PrintingPolicy &Policy) {
  return {Field->getNameAsString(), Field->getType().getAsString(Policy), S.access(),
          S.Uncertainties};
}

/// The function bodies whose accesses describe the kernel: every instantiation with a body,
/// else the template pattern (its dependent code read as written), else the kernel itself.
std::vector<const FunctionDecl *> analysedBodies(const FunctionDecl *Kernel) {
  std::vector<const FunctionDecl *> Bodies;
  if (const FunctionTemplateDecl *Template = Kernel->getDescribedFunctionTemplate())
    for (const FunctionDecl *Spec : Template->specializations())
      if (Spec->hasBody())
        Bodies.push_back(Spec);
  if (Bodies.empty())
    Bodies.push_back(Kernel);
  return Bodies;
}

KernelParamInfo describeParam(unsigned Index, const FunctionDecl *Kernel,
                              const std::vector<const FunctionDecl *> &Bodies,
                              PointerAccessAnalysis &Analysis, const PrintingPolicy &Policy) {
  const ParmVarDecl *Param = Kernel->getParamDecl(Index);
  KernelParamInfo Info;
  Info.Name = Param->getNameAsString();
  Info.Type = Param->getOriginalType().getAsString(Policy);
  Info.IsPointer = Param->getType()->isPointerType();
  if (Info.IsPointer) {
    AccessSummary Merged;
    for (const FunctionDecl *Body : Bodies)
      Merged.merge(Analysis.analyzeParam(Body->getParamDecl(Index)), "");
    Info.Access = Merged.access();
    Info.Uncertainties = Merged.Uncertainties;
    return Info;
  }
  // Structs passed by value that carry pointers (`struct Args { float *in, *out; }`).
  const RecordDecl *Record = Param->getType()->getAsRecordDecl();
  if (!Record || !Record->getDefinition())
    return Info;
  for (const FieldDecl *Field : Record->getDefinition()->fields()) {
    if (!Field->getType()->isPointerType())
      continue;
    AccessSummary Merged;
    for (const FunctionDecl *Body : Bodies)
      Merged.merge(Analysis.analyzeField(Body->getParamDecl(Index), Field), "");
    Info.PointerFields.push_back(fieldAccess(Field, Merged, Policy));
  }
  return Info;
}

KernelInfo describeKernel(const FunctionDecl *Kernel, ASTContext &Ctx,
                          PointerAccessAnalysis &Analysis) {
  PrintingPolicy Policy = printingPolicy(Ctx);
  KernelInfo Info;
  Info.Name = Kernel->getNameAsString();
  Info.QualifiedName = Kernel->getQualifiedNameAsString();
  Info.Where = locationOf(Kernel, Ctx);
  if (const FunctionTemplateDecl *Template = Kernel->getDescribedFunctionTemplate()) {
    Info.TemplateParams = templateParams(Template, Ctx);
    for (const FunctionDecl *Spec : Template->specializations())
      Info.Instantiations.push_back(templateArgs(Spec, Ctx));
  }
  std::vector<const FunctionDecl *> Bodies = analysedBodies(Kernel);
  for (unsigned I = 0; I < Kernel->getNumParams(); ++I)
    Info.Params.push_back(describeParam(I, Kernel, Bodies, Analysis, Policy));
  return Info;
}

} // namespace

std::vector<std::pair<const FunctionDecl *, KernelInfo>> collectKernelDecls(ASTContext &Ctx) {
  KernelCollector Collector;
  MatchFinder Finder;
  Finder.addMatcher(KernelDefinition, &Collector);
  Finder.matchAST(Ctx);

  PointerAccessAnalysis Analysis(Ctx);
  std::vector<std::pair<const FunctionDecl *, KernelInfo>> Kernels;
  for (const FunctionDecl *FD : Collector.Kernels)
    Kernels.emplace_back(FD, describeKernel(FD, Ctx, Analysis));
  return Kernels;
}

std::vector<KernelInfo> collectKernels(ASTContext &Ctx) {
  std::vector<KernelInfo> Kernels;
  for (auto &[Decl, Info] : collectKernelDecls(Ctx))
    Kernels.push_back(std::move(Info));
  return Kernels;
}

void reportKernelNotFound(const std::string &Name, const std::string &File,
                          const std::vector<KernelInfo> &Kernels, DiagnosticList &Diags) {
  std::vector<std::string> Names, QualifiedNames;
  bool Qualified = Name.find("::") != std::string::npos;
  for (const KernelInfo &K : Kernels) {
    Names.push_back(Qualified ? K.QualifiedName : K.Name);
    QualifiedNames.push_back(K.QualifiedName);
  }
  Diagnostic &D =
      Diags.error(DiagId::KernelNotFound, {File}, "no kernel named '" + Name + "' in " + File);
  std::vector<std::string> Near = nearestNames(Name, Names);
  std::string List;
  for (std::size_t I = 0; I < Names.size(); ++I)
    if (Near.empty() || std::find(Near.begin(), Near.end(), Names[I]) != Near.end())
      List += (List.empty() ? "'" : ", '") + QualifiedNames[I] + "'";
  D.Hint = Near.empty() ? "the file defines " + List : "did you mean " + List + "?";
}

std::string displayPath(const std::string &Path, const std::string &Given) {
  namespace fs = std::filesystem;
  std::error_code Ec;
  if (Path == fs::absolute(Given, Ec).lexically_normal().string())
    return Given; // The way the user named it.
  fs::path Relative = fs::path(Path).lexically_relative(fs::current_path(Ec));
  if (Ec || Relative.empty() || *Relative.begin() == "..")
    return Path;
  return Relative.string();
}

std::optional<std::vector<KernelInfo>>
discoverKernels(const ParseOptions &Options, const std::string &OnlyKernel, DiagnosticList &Diags) {
  std::vector<KernelInfo> Kernels;
  if (!parseCudaFile(
          Options, [&](ASTContext &Ctx) { Kernels = collectKernels(Ctx); }, Diags))
    return std::nullopt;
  for (KernelInfo &K : Kernels)
    K.Where.File = displayPath(K.Where.File, Options.File);
  if (Kernels.empty()) {
    Diags.error(DiagId::NoKernelInFile, {Options.File},
                "no __global__ kernel is defined in " + Options.File +
                    " or in the project files it includes",
                "point limiter at a file that defines a kernel or includes one (system headers "
                "are not searched)");
    return std::nullopt;
  }
  if (OnlyKernel.empty())
    return Kernels;
  std::vector<KernelInfo> Selected;
  for (const KernelInfo &K : Kernels)
    if (K.Name == OnlyKernel || K.QualifiedName == OnlyKernel)
      Selected.push_back(K);
  if (Selected.empty()) {
    reportKernelNotFound(OnlyKernel, Options.File, Kernels, Diags);
    return std::nullopt;
  }
  return Selected;
}

} // namespace limiter
