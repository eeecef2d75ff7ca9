// The instantiations a bundle records of a kernel: the template arguments, parameter types and
// layouts of each, and the device-side entry name of each of its variants.

#include "variants/Instantiations.h"
#include "variants/Redirect.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <memory>

using namespace clang;

namespace limiter {
namespace {

ParamLayout layoutOf(const ASTContext &Ctx, QualType T) {
  ParamLayout L;
  T = T.getCanonicalType();
  L.SizeBytes = static_cast<unsigned>(Ctx.getTypeSizeInChars(T).getQuantity());
  if (T->isPointerType()) {
    L.Kind = "pointer";
    QualType Pointee = T->getPointeeType();
    if (!Pointee->isVoidType() && !Pointee->isIncompleteType())
      L.ElementSize = static_cast<unsigned>(Ctx.getTypeSizeInChars(Pointee).getQuantity());
  } else if (T->isBooleanType()) {
    L.Kind = "bool";
  } else if (T->isRealFloatingType()) {
    L.Kind = L.SizeBytes == 8 ? "double" : "float";
  } else if (T->isIntegralOrEnumerationType()) {
    L.Kind = T->isUnsignedIntegerOrEnumerationType() ? "uint" : "int";
  } else {
    L.Kind = "record";
  }
  return L;
}

/// The device-side mangled name of each variant of one instantiation: the kernel's own
/// name with the identifier replaced, and an `int` (mangled `i`) appended for the flag.
std::map<std::string, std::string> entriesOf(const FunctionDecl *F, MangleContext &MC) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  MC.mangleName(GlobalDecl(F, KernelReferenceKind::Kernel), OS);
  std::string Name = F->getNameAsString();
  std::string Needle = std::to_string(Name.size()) + Name;
  std::map<std::string, std::string> Out;
  // extern "C": the entry is the plain name, flag or not (the mangle context still gives the
  // kernel's reference a `_Z` name of its own).
  if (F->isExternC()) {
    for (VariantKind Kind : EveryVariant)
      Out[std::string(toString(Kind))] = cloneName(F, Kind);
    return Out;
  }
  std::size_t At = Mangled.find(Needle);
  // nvcc leaves out the Itanium mark of internal linkage (a static kernel `_ZL2k1Pf` is
  // `_Z2k1Pf` in its PTX); an anonymous namespace's name is resolved against the module.
  if (At != std::string::npos && At > 0 && Mangled[At - 1] == 'L' &&
      F->getFormalLinkage() == Linkage::Internal && !F->isInAnonymousNamespace()) {
    Mangled.erase(At - 1, 1);
    --At;
  }
  for (VariantKind Kind : EveryVariant) {
    if (At == std::string::npos)
      break;
    std::string Clone = cloneName(F, Kind);
    std::string Entry = Mangled.substr(0, At) + std::to_string(Clone.size()) + Clone +
                        Mangled.substr(At + Needle.size());
    // f(...) gains a trailing `i`; f() is mangled with `v` for its empty list, f(int) with `i`.
    if (takesFlag(Kind) && F->getNumParams() == 0)
      Entry.back() = 'i';
    else if (takesFlag(Kind))
      Entry += "i";
    Out[std::string(toString(Kind))] = Entry;
  }
  return Out;
}

} // namespace

void recordInstantiations(ASTContext &Ctx, const FunctionDecl *Kernel, VariantSet &Out) {
  const FunctionTemplateDecl *T = Kernel->getDescribedFunctionTemplate();
  Out.QualifiedName = Kernel->getQualifiedNameAsString();
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.FullyQualifiedName = true;
  std::unique_ptr<MangleContext> MC(ItaniumMangleContext::create(Ctx, Ctx.getDiagnostics()));
  std::vector<const FunctionDecl *> Functions;
  if (T)
    Functions.assign(T->specializations().begin(), T->specializations().end());
  else
    Functions.push_back(Kernel);
  for (const FunctionDecl *F : Functions) {
    InstantiationInfo Info;
    if (const TemplateArgumentList *Args = F->getTemplateSpecializationArgs()) {
      llvm::raw_string_ostream OS(Info.Args);
      printTemplateArgumentList(OS, Args->asArray(), Policy, T->getTemplateParameters());
    } else if (T) {
      continue;
    }
    for (const ParmVarDecl *P : F->parameters()) {
      Info.ParamTypes.push_back(P->getType().getCanonicalType().getAsString(Policy));
      Info.Layout.push_back(layoutOf(Ctx, P->getType()));
    }
    Info.Entries = entriesOf(F, *MC);
    // Only the variants built (a what-if left out by --what-if has no entry).
    for (auto It = Info.Entries.begin(); It != Info.Entries.end();)
      It = std::any_of(Out.Variants.begin(), Out.Variants.end(),
                       [&](const VariantResult &V) { return toString(V.Kind) == It->first; })
               ? std::next(It)
               : Info.Entries.erase(It);
    Out.Instantiations.push_back(std::move(Info));
  }
}

} // namespace limiter
