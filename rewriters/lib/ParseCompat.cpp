#include "ParseCompat.h"

#include "ParseRepairs.h"

#include <utility>
#include <vector>

namespace limiter {

namespace {

/// `__nv_atomic_fetch_add(p, v, __NV_ATOMIC_RELAXED)` and its kin, as device templates.
std::string nvAtomicDeclarations() {
  std::string Out = "enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, "
                    "__NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };\n"
                    "enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, "
                    "__NV_THREAD_SCOPE_CLUSTER, __NV_THREAD_SCOPE_DEVICE, "
                    "__NV_THREAD_SCOPE_SYSTEM };\n";
  const std::string Scope = "int scope = __NV_THREAD_SCOPE_SYSTEM);\n";
  auto Declare = [&](const std::string &Result, const std::string &Name,
                     const std::string &Params) {
    Out += "template <typename T> __attribute__((device)) " + Result + " " + Name + "(" + Params +
           ", " + Scope;
  };
  for (const char *Op : {"add", "sub", "and", "or", "xor", "min", "max"}) {
    Declare("T", std::string("__nv_atomic_fetch_") + Op, "T *ptr, T val, int order");
    Declare("void", std::string("__nv_atomic_") + Op, "T *ptr, T val, int order");
  }
  Declare("T", "__nv_atomic_exchange_n", "T *ptr, T val, int order");
  Declare("void", "__nv_atomic_exchange", "T *ptr, T *val, T *ret, int order");
  Declare("bool", "__nv_atomic_compare_exchange_n",
          "T *ptr, T *expected, T desired, bool weak, int success_order, int failure_order");
  Declare("bool", "__nv_atomic_compare_exchange",
          "T *ptr, T *expected, T *desired, bool weak, int success_order, int failure_order");
  Declare("T", "__nv_atomic_load_n", "const T *ptr, int order");
  Declare("void", "__nv_atomic_load", "const T *ptr, T *ret, int order");
  Declare("void", "__nv_atomic_store_n", "T *ptr, T val, int order");
  Declare("void", "__nv_atomic_store", "T *ptr, T *val, int order");
  Out += "__attribute__((device)) void __nv_atomic_thread_fence(int order, " + Scope;
  return Out;
}

} // namespace

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
  // nvcc's generic atomics (CUDA 12.8 and later): builtins of nvcc's front end, their memory
  // orders and scopes declared by a part of its headers clang's CUDA mode does not read.
  Out += nvAtomicDeclarations();
  // The declarations a parse repair turned from `__shared__` (ParseRepairs.h): locals that the
  // model counts as shared memory by this annotation.
  Out += std::string("#define ") + std::string(RepairedSharedMacro) + "__attribute__((annotate(\"" +
         RepairedSharedAnnotation + "\")))\n";
  return Out + "#endif\n";
}

} // namespace limiter
