#include "ParseCompat.h"

#include "ParseRepairs.h"

#include <utility>
#include <vector>

namespace limiter {

std::string parseCompatText() {
  // nvcc's host min/max: each integer type with itself, the signed/unsigned mixes (which give
  // the unsigned type), and float/double with each other (fminf/fmin, fmaxf/fmax).
  struct Overload {
    const char *Result, *A, *B;
  };
  const std::vector<Overload> Overloads = {
      {"int", "int", "int"},
      {"unsigned int", "unsigned int", "unsigned int"},
      {"unsigned int", "int", "unsigned int"},
      {"unsigned int", "unsigned int", "int"},
      {"long int", "long int", "long int"},
      {"unsigned long int", "unsigned long int", "unsigned long int"},
      {"unsigned long int", "long int", "unsigned long int"},
      {"unsigned long int", "unsigned long int", "long int"},
      {"long long int", "long long int", "long long int"},
      {"unsigned long long int", "unsigned long long int", "unsigned long long int"},
      {"unsigned long long int", "long long int", "unsigned long long int"},
      {"unsigned long long int", "unsigned long long int", "long long int"},
      {"float", "float", "float"},
      {"double", "double", "double"},
      {"double", "float", "double"},
      {"double", "double", "float"},
  };
  std::string Out = "// limiter: parse-only compatibility (see rewriters/lib/ParseCompat.h)\n"
                    "#pragma clang system_header\n"
                    "#if defined(__CUDA__) && defined(__cplusplus)\n";
  for (const auto &[Name, Op] :
       std::vector<std::pair<const char *, const char *>>{{"min", "<"}, {"max", ">"}})
    for (const Overload &O : Overloads)
      Out += std::string("static inline __attribute__((host)) ") + O.Result + " " + Name + "(" +
             O.A + " a, " + O.B + " b) { return (" + O.Result + ")a " + Op + " (" + O.Result +
             ")b ? (" + O.Result + ")a : (" + O.Result + ")b; }\n";
  // The declarations a parse repair turned from `__shared__` (ParseRepairs.h): locals that the
  // model counts as shared memory by this annotation.
  Out += std::string("#define ") + std::string(RepairedSharedMacro) + "__attribute__((annotate(\"" +
         RepairedSharedAnnotation + "\")))\n";
  return Out + "#endif\n";
}

} // namespace limiter
