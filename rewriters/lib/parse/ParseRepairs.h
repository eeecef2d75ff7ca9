// Repairs of spellings nvcc accepts and clang rejects: texts of the same length that the parse
// reads in their place, while everything limiter writes keeps the user's spelling.

#ifndef LIMITER_REWRITERS_PARSEREPAIRS_H
#define LIMITER_REWRITERS_PARSEREPAIRS_H

#include <optional>
#include <string>
#include <string_view>

namespace limiter {

/// Where the parse's own definitions put a variable that is `__shared__` in the source but
/// that clang would reject there (see repairFor): the annotation isSharedVariable looks for.
constexpr const char *RepairedSharedAnnotation = "limiter.shared";

/// The macro the repaired declarations use, defined by parseCompatText().
constexpr std::string_view RepairedSharedMacro = "__limsh__ ";

/// One spelling nvcc accepts and clang's CUDA mode rejects, and the text of the same length
/// that lets the parse go on. The parse reads Replacement at Offset; every text limiter writes
/// (variants, bundle copies) has Original there again, so nvcc compiles what the user wrote.
struct ParseRepair {
  unsigned Offset = 0;
  std::string Original, Replacement;
  /// What nvcc accepts and clang does not, for the warning: "a `__shared__` variable whose
  /// constructor is not empty".
  std::string What;
};

/// The kinds of clang error limiter can repair.
enum class RepairableError {
  SharedVariableInit, ///< err_shared_var_init: nvcc skips the constructor (with a warning).
  AsmPercentEscape,   ///< err_asm_invalid_escape: nvcc passes `%name` to ptxas as written.
  AsmMissingComma,    ///< err_expected `)` between asm operands that nvcc reads without `,`.
};

/// The repair for a clang error of Kind at Offset in Text (the file's text as the parse read
/// it), or nullopt when the text there is not the spelling the repair knows:
/// - SharedVariableInit (Offset at the variable's name): the `__shared__` keyword before the
///   name in the same declaration becomes RepairedSharedMacro, so that clang sees a local
///   with the annotation (the model still counts it as shared memory).
/// - AsmPercentEscape (Offset at the `%`): the `%` becomes a space in the parse.
/// - AsmMissingComma (Offset at the operand's string literal, inside an `asm (...)`): the
///   blank before it becomes `,`.
std::optional<ParseRepair> repairFor(RepairableError Kind, std::string_view Text, unsigned Offset);

} // namespace limiter

#endif
