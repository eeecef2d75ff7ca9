#ifndef LIMITER_REWRITERS_VARIANTS_H
#define LIMITER_REWRITERS_VARIANTS_H

#include "limiter/support/Diagnostic.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace limiter {

enum class VariantKind { Full, Mem, Store, Math, Skeleton };

/// "full", "mem", ...: the suffix of the variant's kernel (`K__mem`) and its name in files.
std::string_view toString(VariantKind Kind);
/// Math-only, store-only and skeleton take the extra `int lim_flag` parameter.
bool takesFlag(VariantKind Kind);

enum class VariantStatus {
  Ok,           ///< Every rule applied.
  Conservative, ///< Compiles and runs, but keeps something the variant should remove.
  Absent,       ///< Could not be made honestly; not emitted.
};
std::string_view toString(VariantStatus Status);

/// One rewritten function of one variant.
struct FunctionText {
  std::string Name;         ///< The clone's name, e.g. "warpReduce__math".
  std::string Text;         ///< Its whole definition (template header included).
  unsigned InsertAfter = 0; ///< Offset in the source after which it goes.
  unsigned Line = 0;        ///< Source line where the original starts.
};

struct VariantResult {
  VariantKind Kind = VariantKind::Full;
  VariantStatus Status = VariantStatus::Ok;
  std::string KernelName;                 ///< "K__mem".
  std::vector<std::string> Reasons;       ///< Why conservative or absent.
  std::map<std::string, unsigned> Counts; ///< What the rules did ("loads_replaced": 4, ...).
  std::vector<FunctionText> Functions;    ///< Helper clones first, the kernel last.
};

/// The accesses of a kernel as the manifest reports them.
struct AccessRecord {
  std::string Function;
  unsigned Line = 0;
  std::string Space;
  bool Reads = false, Writes = false, Structural = false, Intrinsic = false;
};

struct VariantSet {
  std::vector<VariantResult> Variants;
  std::vector<AccessRecord> Accesses;
  std::vector<Diagnostic> Diagnostics;
  /// Template arguments of every instantiation of the kernel, printed ("<256>").
  std::vector<std::string> Instantiations;
  /// Parameter types of each instantiation, printed for explicit instantiations.
  std::vector<std::vector<std::string>> InstantiationParamTypes;
  std::string QualifiedName;
  unsigned KernelEnd = 0; ///< Offset of the end of the kernel's definition.
};

/// Applies every rule to Kernel (a definition in the main file of Ctx) and its helpers.
VariantSet buildVariants(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel);

} // namespace limiter

#endif
