// The variables of a cubin, from its ELF symbol table: what `limiter profile` copies from the
// program's module into the bundle's before the variants run.

#include "limiter/runtime/ModuleGlobals.h"

#include <cstring>
#include <elf.h>
#include <fstream>
#include <sstream>

namespace limiter {
namespace {

/// A T read at Offset of Image, when it lies inside.
template <class T> bool readAt(const std::string &Image, std::uint64_t Offset, T &Out) {
  if (Offset > Image.size() || Image.size() - Offset < sizeof(T))
    return false;
  std::memcpy(&Out, Image.data() + Offset, sizeof(T));
  return true;
}

} // namespace

std::vector<ModuleGlobal> moduleGlobalsOf(const std::string &Image, std::string &Error) {
  std::vector<ModuleGlobal> Out;
  Elf64_Ehdr Header;
  if (!readAt(Image, 0, Header) || std::memcmp(Header.e_ident, ELFMAG, SELFMAG) != 0 ||
      Header.e_ident[EI_CLASS] != ELFCLASS64) {
    Error = "not a 64-bit ELF file (a cubin)";
    return Out;
  }
  std::vector<Elf64_Shdr> Sections(Header.e_shnum);
  for (unsigned I = 0; I < Header.e_shnum; ++I)
    if (Header.e_shentsize != sizeof(Elf64_Shdr) ||
        !readAt(Image, Header.e_shoff + std::uint64_t(I) * sizeof(Elf64_Shdr), Sections[I])) {
      Error = "the section table is cut short";
      return Out;
    }
  bool HasSymbols = false;
  for (const Elf64_Shdr &S : Sections) {
    if (S.sh_type != SHT_SYMTAB || S.sh_link >= Sections.size() || !S.sh_entsize)
      continue;
    HasSymbols = true;
    const Elf64_Shdr &Names = Sections[S.sh_link];
    for (std::uint64_t At = 0; At + sizeof(Elf64_Sym) <= S.sh_size; At += S.sh_entsize) {
      Elf64_Sym Symbol;
      if (!readAt(Image, S.sh_offset + At, Symbol)) {
        Error = "the symbol table is cut short";
        return {};
      }
      if (ELF64_ST_TYPE(Symbol.st_info) != STT_OBJECT || !Symbol.st_size ||
          Symbol.st_name >= Names.sh_size || Names.sh_offset + Symbol.st_name >= Image.size())
        continue;
      const char *Name = Image.data() + Names.sh_offset + Symbol.st_name;
      std::size_t Length = strnlen(Name, Image.size() - (Names.sh_offset + Symbol.st_name));
      Out.push_back({std::string(Name, Length), Symbol.st_size});
    }
  }
  if (!HasSymbols)
    Error = "the module has no symbol table";
  return Out;
}

std::vector<ModuleGlobal> moduleGlobals(const std::string &CubinPath, std::string &Error) {
  std::ifstream In(CubinPath, std::ios::binary);
  if (!In) {
    Error = "cannot read " + CubinPath;
    return {};
  }
  std::stringstream Bytes;
  Bytes << In.rdbuf();
  return moduleGlobalsOf(Bytes.str(), Error);
}

} // namespace limiter
