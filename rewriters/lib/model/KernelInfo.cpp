// The names of memory accesses and a kernel's template header (KernelInfo.h).

#include "limiter/rewriters/KernelInfo.h"

namespace limiter {

std::string_view toString(MemoryAccess Access) {
  switch (Access) {
  case MemoryAccess::None:
    return "none";
  case MemoryAccess::Read:
    return "read";
  case MemoryAccess::Write:
    return "write";
  case MemoryAccess::ReadWrite:
    return "read-write";
  }
  return "none";
}

std::string KernelInfo::templateHeader() const {
  if (TemplateParams.empty())
    return {};
  std::string Out = "template <";
  for (std::size_t I = 0; I < TemplateParams.size(); ++I) {
    const TemplateParamInfo &P = TemplateParams[I];
    if (I)
      Out += ", ";
    switch (P.ParamKind) {
    case TemplateParamInfo::Kind::Type:
      Out += "typename";
      break;
    case TemplateParamInfo::Kind::NonType:
      Out += P.Type;
      break;
    case TemplateParamInfo::Kind::Template:
      Out += "template <...> class";
      break;
    }
    Out += P.IsPack ? "... " : " ";
    Out += P.Name;
    if (!P.Default.empty())
      Out += " = " + P.Default;
  }
  return Out + ">";
}

} // namespace limiter
