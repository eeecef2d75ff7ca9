// The description of a kernel: its names, place, template parameters and instantiations, and
// its parameters with how it reads or writes the memory each pointer reaches.

#ifndef LIMITER_REWRITERS_KERNELINFO_H
#define LIMITER_REWRITERS_KERNELINFO_H

#include "limiter/support/Diagnostic.h"

#include <string>
#include <vector>

namespace limiter {

/// How a kernel uses the memory a pointer parameter points to, through the parameter itself
/// and every pointer derived from it (arithmetic, casts, locals, helper functions).
enum class MemoryAccess { None, Read, Write, ReadWrite };

std::string_view toString(MemoryAccess Access);

struct TemplateParamInfo {
  enum class Kind { Type, NonType, Template };
  Kind ParamKind = Kind::Type;
  std::string Name;
  std::string Type;    ///< For non-type parameters: the parameter's type.
  std::string Default; ///< The default argument as written, if any.
  bool IsPack = false;
};

struct KernelParamInfo {
  std::string Name;
  std::string Type;
  bool IsPointer = false;
  MemoryAccess Access = MemoryAccess::None; ///< Meaningful for pointers only.
  /// Why the access could be more than what was seen (the pointer escapes to code limiter
  /// cannot see); empty when the classification is exact.
  std::vector<std::string> Uncertainties;
  /// For pointer fields of a struct passed by value: "field" -> access, same rules.
  struct FieldAccess {
    std::string Field;
    std::string Type;
    MemoryAccess Access = MemoryAccess::None;
    std::vector<std::string> Uncertainties;
  };
  std::vector<FieldAccess> PointerFields;
};

struct KernelInfo {
  std::string Name;          ///< As written, e.g. "fwd_3D".
  std::string QualifiedName; ///< With namespaces, e.g. "stencil::fwd_3D".
  Location Where;            ///< Of the kernel's name in its definition.
  std::vector<TemplateParamInfo> TemplateParams;
  std::vector<std::string> Instantiations; ///< Template arguments seen, e.g. "<256>".
  /// Of those, the one the config's template_args instantiated where the parse added it after
  /// the file's text (its arguments as the compiler prints them: an alias's type), or empty.
  std::string ConfigInstantiation;
  std::vector<KernelParamInfo> Params;

  bool isTemplate() const { return !TemplateParams.empty(); }
  /// "template <int BlockSize, typename T>", empty for plain kernels.
  std::string templateHeader() const;
};

} // namespace limiter

#endif
