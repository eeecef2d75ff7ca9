// The instantiations a bundle records of a kernel: the template arguments, parameter types and
// layouts of each, and the device-side entry name of each of its variants.

#include "variants/Instantiations.h"
#include "variants/Redirect.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <memory>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// A scalar's kind as the runtime fills it ("float", "half", "pointer"...); "" for a struct,
/// an array or a type no config value can stand for.
std::string scalarKind(QualType T) {
  if (T->isFunctionPointerType())
    return ""; // code, not a buffer a config could give
  if (T->isPointerType())
    return "pointer";
  if (T->isBooleanType())
    return "bool";
  if (T->isBFloat16Type())
    return "bfloat16";
  if (T->isFloat16Type() || T->isHalfType())
    return "half";
  if (T->isRealFloatingType())
    return T->isSpecificBuiltinType(BuiltinType::Double) ? "double" : "float";
  if (T->isIntegralOrEnumerationType() && !T->isBitIntType() &&
      !T->isSpecificBuiltinType(BuiltinType::Int128) &&
      !T->isSpecificBuiltinType(BuiltinType::UInt128))
    return T->isUnsignedIntegerOrEnumerationType() ? "uint" : "int";
  // CUDA's own 16-bit floats are structs of one unsigned short: a config gives them a number.
  if (const auto *R = T->getAsRecordDecl()) {
    if (R->getName() == "__half")
      return "half";
    if (R->getName() == "__nv_bfloat16")
      return "bfloat16";
  }
  return "";
}

unsigned pointeeSize(const ASTContext &Ctx, QualType T) {
  QualType Pointee = T->getPointeeType();
  if (Pointee->isVoidType() || Pointee->isIncompleteType())
    return 0;
  return static_cast<unsigned>(Ctx.getTypeSizeInChars(Pointee).getQuantity());
}

/// Flattens a struct passed by value into the values a config gives: nested structs' members
/// by dotted path, arrays element by element, a base class's members under the struct's own
/// names. A union or a bit-field is one "opaque" value: no config number can stand for it.
class RecordFlattener {
public:
  explicit RecordFlattener(const ASTContext &Ctx) : Ctx(Ctx) {}

  /// False where the struct holds more values than a config can reasonably list.
  bool flatten(QualType T, const std::string &Path, unsigned Offset,
               std::vector<ManifestField> &Out) {
    if (Out.size() > MaxFields)
      return false;
    T = T.getCanonicalType();
    std::string Kind = scalarKind(T);
    const RecordDecl *R = T->getAsRecordDecl();
    if (!Kind.empty() || (!R && !T->isConstantArrayType()) || (R && R->isUnion())) {
      Out.push_back({Path, T.getAsString(Ctx.getPrintingPolicy()), Kind.empty() ? "opaque" : Kind,
                     Offset, size(T), Kind == "pointer" ? pointeeSize(Ctx, T) : 0});
      return true;
    }
    if (const auto *A = Ctx.getAsConstantArrayType(T)) {
      QualType E = A->getElementType();
      if (A->getSize().getZExtValue() > MaxFields)
        return false;
      for (std::uint64_t I = 0; I < A->getSize().getZExtValue(); ++I)
        if (!flatten(E, Path + "[" + std::to_string(I) + "]",
                     Offset + static_cast<unsigned>(I) * size(E), Out))
          return false;
      return true;
    }
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(R);
    if (const auto *C = dyn_cast<CXXRecordDecl>(R))
      for (const CXXBaseSpecifier &B : C->bases()) {
        const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
        if (B.isVirtual() || !Base)
          return false;
        unsigned At = static_cast<unsigned>(Layout.getBaseClassOffset(Base).getQuantity());
        if (!flatten(B.getType(), Path, Offset + At, Out))
          return false;
      }
    for (const FieldDecl *F : R->fields()) {
      unsigned At = Offset + static_cast<unsigned>(Layout.getFieldOffset(F->getFieldIndex()) / 8);
      std::string Name = F->getName().str();
      // An anonymous union has no name to give it by: it is named for what it is.
      if (Name.empty() && F->getType()->isUnionType())
        Name = "(anonymous union)";
      std::string Inner = Name.empty() ? Path : Path.empty() ? Name : Path + "." + Name;
      if (F->isBitField())
        Out.push_back({Inner, F->getType().getAsString(Ctx.getPrintingPolicy()), "opaque", At,
                       size(F->getType()), 0});
      else if (!flatten(F->getType(), Inner, At, Out))
        return false;
    }
    return true;
  }

private:
  static constexpr std::size_t MaxFields = 1024;
  unsigned size(QualType T) const {
    return static_cast<unsigned>(Ctx.getTypeSizeInChars(T).getQuantity());
  }
  const ASTContext &Ctx;
};

ParamLayout layoutOf(const ASTContext &Ctx, QualType T) {
  ParamLayout L;
  T = T.getCanonicalType();
  L.SizeBytes = static_cast<unsigned>(Ctx.getTypeSizeInChars(T).getQuantity());
  L.Kind = scalarKind(T);
  if (L.Kind == "pointer")
    L.ElementSize = pointeeSize(Ctx, T);
  if (!L.Kind.empty())
    return L;
  L.Kind = "record";
  // A struct too large or too odd to list (a virtual base, a base's member hidden by one of
  // the same name) is one value no config can give.
  bool Listed = T->getAsRecordDecl() && RecordFlattener(Ctx).flatten(T, "", 0, L.Fields);
  std::set<std::string> Names;
  for (const ManifestField &F : L.Fields)
    Listed = Listed && Names.insert(F.Name).second;
  if (!Listed)
    L.Fields = {{"", T.getAsString(Ctx.getPrintingPolicy()), "unlisted", 0, L.SizeBytes, 0}};
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
