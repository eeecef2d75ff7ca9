// The constructs of the differential parse test: each a small piece of CUDA C++ that nvcc may
// accept, placed in a function of its own so that an error's line names it.

#ifndef LIMITER_TESTS_PARITY_CONSTRUCTS_H
#define LIMITER_TESTS_PARITY_CONSTRUCTS_H

#include <string>
#include <vector>

namespace limiter::parity {

/// Where a construct's text goes.
enum class Place {
  Kernel, ///< The body of a `__global__ void` function of its own.
  Host,   ///< The body of a host function of its own.
  File,   ///< At file scope, as written (its own kernels and functions).
};

struct Construct {
  std::string Group; ///< The file it is generated into: "math", "bf16", "cooperative-groups"...
  std::string Name;  ///< What it is, for the report: "sinf(float)", "register local".
  Place Where = Place::Kernel;
  std::string Text;
};

/// Appends a construct: the written lists' one way of saying it.
inline void add(std::vector<Construct> &Out, const std::string &Group, const std::string &Name,
                const std::string &Body, Place Where = Place::Kernel) {
  Out.push_back({Group, Name, Where, Body});
}

/// A group's includes, written at the top of its file (after the any-value helper).
struct Group {
  std::string Name;
  std::vector<std::string> Includes;
};

/// The functions the toolkit's headers under CudaInclude declare for device code (math,
/// intrinsics, atomics, cache-hinted loads and stores, half/bf16/fp8) and the runtime API for
/// host code, each called once with an argument of each parameter type (lim_any<T>()). Read from
/// the headers, so that the test follows the toolkit it runs with.
std::vector<Construct> declaredFunctionCalls(const std::string &CudaInclude);

/// What the headers do not list as plain declarations: operators and conversions of the
/// narrow float types, warp and block collectives, cooperative groups, cub, libcu++ and the
/// language rules where nvcc is more lenient than clang.
std::vector<Construct> writtenConstructs();

/// Every group's includes.
std::vector<Group> groups();

/// The text of a generated file: Group's includes, the any<T>() helper, and Items, each in a
/// function of its own; Lines[i] is the first line of Items[i] and Lines.back() one past the
/// last.
struct GeneratedFile {
  std::string Text;
  std::vector<unsigned> Lines;
};
GeneratedFile generate(const Group &G, const std::vector<const Construct *> &Items);

} // namespace limiter::parity

#endif
