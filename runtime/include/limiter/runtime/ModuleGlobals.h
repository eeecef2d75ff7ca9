// The __constant__ and __device__ variables a cubin defines, read from its ELF symbol table.

#ifndef LIMITER_RUNTIME_MODULEGLOBALS_H
#define LIMITER_RUNTIME_MODULEGLOBALS_H

#include <cstdint>
#include <string>
#include <vector>

namespace limiter {

/// A variable a compiled CUDA module (a cubin, an ELF file) defines: its symbol and size.
struct ModuleGlobal {
  std::string Name;
  std::uint64_t Bytes = 0;
};

/// The data objects of a cubin's symbol table (the module's __constant__ and __device__
/// variables, under their mangled names), from its bytes or its file. Error says why none
/// could be read (not an ELF64 file, no symbol table, cut short).
std::vector<ModuleGlobal> moduleGlobalsOf(const std::string &Image, std::string &Error);
std::vector<ModuleGlobal> moduleGlobals(const std::string &CubinPath, std::string &Error);

} // namespace limiter

#endif
