// Internal to the math-only stores check: a PTX entry read into basic blocks of
// instructions, each with the registers it writes and the predicate that guards it.

#ifndef LIMITER_SUPPORT_LIB_PTXENTRY_H
#define LIMITER_SUPPORT_LIB_PTXENTRY_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace limiter::ptx {

/// One instruction: its opcode, the registers it writes, its operands after the destination,
/// and its predicate ("" for none; Negated for `@!%p`).
struct Instruction {
  std::string Opcode;
  std::vector<std::string> Writes;
  std::vector<std::string> Operands; // the source operands, as written
  std::string Predicate;
  bool Negated = false;
  bool Store = false; // a global store, atomic or reduction, or a surface write (below)
};

/// One basic block: its instructions, where it goes next, and the branch that ends it.
struct Block {
  std::string Label;
  std::vector<Instruction> Instructions;
  std::vector<std::string> Targets;
  std::string BranchPredicate; // "" for an unconditional branch or none
  bool BranchNegated = false;
  bool FallsThrough = true;
  bool AnyTarget = false; // an indirect branch (brx.idx): any label may follow
};

struct Entry {
  std::vector<Block> Blocks;
  std::string LastParam; // the name of the entry's last `.param`
  std::vector<std::string> Params; // every `.param` of the entry, in order
};

/// The blocks of Name's body in order, with the name of its last parameter, or nullopt when
/// the module has no such entry. Stores are those to global memory and surfaces by their state
/// space, and the generic ones (`st`, `atom`, `red` with none: the toolkit's atomics on halves
/// are inline asm of `atom.add.noftz.f16`) whose address comes from a pointer parameter and
/// from no shared, local or constant address (a library's synchronization on its shared state
/// is a generic atomic too, which math-only keeps).
std::optional<Entry> parseEntry(std::string_view Ptx, std::string_view Name);

/// An integer or a float's bits written as a PTX immediate (`1`, `-1`, `0x1f`, `0f3F800000`).
std::optional<std::uint64_t> immediate(const std::string &Text);

/// S without the blanks and tabs around it.
std::string trim(const std::string &S);

} // namespace limiter::ptx

#endif // LIMITER_SUPPORT_LIB_PTXENTRY_H
