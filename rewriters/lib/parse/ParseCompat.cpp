// The parse-only compatibility header (nvcc's host min and max, cache-hinted loads and stores,
// math, generic atomics, `__managed__`) and the parse's lenient flags.

#include "parse/ParseCompat.h"

#include "parse/ParseRepairs.h"

#include "ast/KnownCallees.h"

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

/// The cache-hinted loads and stores nvcc's sm_32_intrinsics.h declares for every scalar and
/// vector type; clang's CUDA wrappers define the loads for most types and of the stores only
/// `__stwt` (`__stcs(int4 *, int4)` is missing). Declared, not defined: the parse only reads them, and the rules
/// know each as the global load or store it is (KnownCallees.cpp).
std::string cacheHintDeclarations() {
  const char *Types[] = {
      "char",       "signed char", "short",    "int",          "long",
      "long long",  "unsigned char", "unsigned short", "unsigned int", "unsigned long",
      "unsigned long long", "char2", "char4", "short2", "short4", "int2", "int4", "longlong2",
      "uchar2",     "uchar4",      "ushort2",  "ushort4",      "uint2",
      "uint4",      "ulonglong2",  "float",    "float2",       "float4",
      "double",     "double2"};
  std::string Out;
  for (const char *T : Types) {
    for (std::string_view Load : cacheHintedLoadNames())
      Out += std::string("__attribute__((device)) ") + T + " " + std::string(Load) + "(const " + T +
             " *);\n";
    for (const char *Store : {"__stwb", "__stcg", "__stcs", "__stwt"})
      Out += std::string("__attribute__((device)) void ") + Store + "(" + T + " *, " + T + ");\n";
  }
  return Out;
}

/// Math that nvcc's headers declare and clang's do not, or not on this side: the device forms
/// of glibc's classification helpers and __tanhf, the host forms of the integer min and max
/// and of sincos on floats, and __prof_trigger as the function it is for nvcc (a macro taking
/// a constant in clang's headers).
std::string mathDeclarations() {
  std::string Out;
  for (const char *Fn : {"__signbit", "__finite", "__isinf", "__isnan"})
    Out += std::string("__attribute__((device)) int ") + Fn + "(double);\n";
  for (const char *Fn : {"__signbitl", "__finitel", "__isinfl", "__isnanl"})
    Out += std::string("__attribute__((device)) int ") + Fn + "(long double);\n";
  Out += "__attribute__((device)) float __tanhf(float);\n";
  Out += "static inline __attribute__((host)) void sincos(float x, float *s, float *c) "
         "{ *s = __builtin_sinf(x); *c = __builtin_cosf(x); }\n";
  Out += "#undef __prof_trigger\n__attribute__((device)) void __prof_trigger(int);\n";
  return Out;
}

} // namespace

std::vector<std::string> parseCompatFlags() {
  return {"-Wno-register", "-Wno-c++11-narrowing", "-Wno-c++11-narrowing-const-reference"};
}

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
  // nvcc's host umin, llmin, ullmin and their max twins.
  struct Named {
    const char *Name, *Type, *Op;
  };
  const std::vector<Named> IntegerMinMax = {
      {"umin", "unsigned int", "<"},          {"umax", "unsigned int", ">"},
      {"llmin", "long long int", "<"},        {"llmax", "long long int", ">"},
      {"ullmin", "unsigned long long int", "<"}, {"ullmax", "unsigned long long int", ">"}};
  std::string Out = "// limiter: parse-only compatibility (see rewriters/lib/parse/ParseCompat.h)\n"
                    "#pragma clang system_header\n"
                    "#if defined(__CUDA__) && defined(__cplusplus)\n";
  // The standard headers nvcc's implicit cuda_runtime.h includes (through math_functions.h
  // and common_functions.h), which clang's wrapper does not: code that calls isfinite or
  // clock() in host code without including them compiles with nvcc.
  // Only where clang's CUDA wrapper was included (not under -nocudainc): the declarations
  // below name its vector types.
  Out += "#ifdef __CLANG_CUDA_RUNTIME_WRAPPER_H__\n";
  for (const char *Header : {"math.h", "stdlib.h", "cmath", "cstdlib", "stdio.h", "string.h",
                             "strings.h", "time.h", "assert.h", "ctype.h", "limits.h", "new",
                             "limits", "utility", "type_traits", "initializer_list"})
    Out += std::string("#include <") + Header + ">\n";
  for (const auto &[Name, Op] :
       std::vector<std::pair<const char *, const char *>>{{"min", "<"}, {"max", ">"}})
    for (const Overload &O : Overloads)
      Out += std::string("static inline __attribute__((host)) ") + O.Result + " " + Name + "(" +
             O.A + " a, " + O.B + " b) { return (" + O.Result + ")a " + Op + " (" + O.Result +
             ")b ? (" + O.Result + ")a : (" + O.Result + ")b; }\n";
  for (const Named &N : IntegerMinMax)
    Out += std::string("static inline __attribute__((host)) ") + N.Type + " " + N.Name + "(" +
           N.Type + " a, " + N.Type + " b) { return a " + N.Op + " b ? a : b; }\n";
  Out += cacheHintDeclarations();
  Out += mathDeclarations();
  Out += "#endif\n";
  // Managed variables are global memory that host code reaches too; clang's CUDA mode knows
  // the attribute only for HIP and would take them for host variables.
  Out += "#undef __managed__\n#define __managed__ __attribute__((device))\n";
  // Cluster groups (sm_90): cooperative_groups.h offers them to nvcc, or where told that the
  // cluster intrinsics are there, as clang's headers have them.
  Out += "#define _CG_CLUSTER_INTRINSICS_AVAILABLE 1\n";
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
