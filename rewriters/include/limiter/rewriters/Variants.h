// The five variants of a kernel (full, mem, store, math, skeleton) and what building them
// gives: each variant's rewritten functions and status, the accesses, instantiations, repairs.

#ifndef LIMITER_REWRITERS_VARIANTS_H
#define LIMITER_REWRITERS_VARIANTS_H

#include "limiter/rewriters/MacroCallSite.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/Manifest.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace limiter {

/// The five twins of seed 001's method, and the what-ifs: copies of full with one cost
/// removed (NoBarrier: the block barriers, NoBankConflict: the bank conflicts of shared arrays,
/// NoDivergence: lanes picked by a stride of the thread index, Coalesced: scattered global
/// accesses, ReadOnly and Streaming: the default caching of global accesses, Wider: narrow
/// accesses, SharedOccupancy: the shared memory that holds the blocks per multiprocessor,
/// FloatLiterals: the double arithmetic unsuffixed literals bring into single-precision
/// expressions, BlockSize: blocks too small, for a kernel that reads its block's index (its
/// blocks become rows of larger ones, BlockSizeRule.cpp), each by a rule; FastMath, Intrinsics,
/// Ftz, ApproxDiv, ApproxSqrt: precise math, by compiling full's copy under other nvcc flags),
/// timed for what removing that cost would gain.
enum class VariantKind {
  Full,
  Mem,
  Store,
  Math,
  Skeleton,
  NoBarrier,
  NoBankConflict,
  NoDivergence,
  Coalesced,
  ReadOnly,
  Streaming,
  Wider,
  SharedOccupancy,
  FloatLiterals,
  BlockSize,
  FastMath,
  Intrinsics,
  Ftz,
  ApproxDiv,
  ApproxSqrt
};

/// Whether Kind is a what-if rather than one of the five twins.
bool isWhatIf(VariantKind Kind);
/// Whether Kind is a what-if made by compiling a copy of full under other nvcc flags: its
/// text is full's, kept out of the bundle's module by whatIfGuard(Kind) and compiled in a
/// module of its own with whatIfModuleFlags (bundle/DeviceMathFlags.h).
bool isFlagWhatIf(VariantKind Kind);
/// The macro that guards a compile-flag what-if's kernel ("LIMITER_WHATIF_FASTMATH"); empty
/// for any other variant.
std::string whatIfGuard(VariantKind Kind);
/// The cost a what-if removes, in a few words ("block barriers"); empty for the twins.
std::string whatIfCost(VariantKind Kind);
/// Why a rewrite what-if whose rule changed nothing is not applicable ("the kernel has no
/// block barriers to remove").
std::string nothingToRemove(VariantKind Kind);
/// How messages name a variant: "mem-only variant", "skeleton variant", "no-barriers what-if".
std::string variantTitle(VariantKind Kind);

/// "full", "mem", ..., "nobarrier": the suffix of the variant's kernel (`K__mem`) and its name
/// in files.
std::string_view toString(VariantKind Kind);
/// Math-only, store-only and skeleton take the extra `int lim_flag` parameter.
bool takesFlag(VariantKind Kind);

enum class VariantStatus {
  Ok,           ///< Every rule applied.
  Conservative, ///< Compiles and runs, but keeps something the variant should remove.
  Absent,       ///< Could not be made honestly; not emitted.
};
std::string_view toString(VariantStatus Status);

/// One rewritten function of one variant.
struct FunctionText {
  std::string Name;         ///< The clone's name, e.g. "warpReduce__math".
  std::string Text;         ///< Its whole definition (template header included).
  std::string File;         ///< The file that defines the original (absolute).
  unsigned InsertAfter = 0; ///< Offset in File after which the clone goes.
  unsigned Line = 0;        ///< Source line where the original starts.
};

/// Where a variant's compiled code is to be held to full's: a second build, asked for by the
/// global accesses its first build's compiled code had on other lines than full's
/// (generateBundle). A place is a source line: the file's absolute path and the line.
struct VariantRepairs {
  using Place = std::pair<std::string, unsigned>;
  /// Plain stores on these lines are made volatile: full's compiler kept them where the
  /// variant's, with the arithmetic between them gone, deleted them as dead.
  std::set<Place> KeptStores;
  /// The innermost loop around the accesses on these lines is kept rolled (`unroll 1`): with
  /// its arithmetic gone, the variant's compiler unrolled a loop full's kept whole, and moved
  /// its accesses.
  std::set<Place> RolledLoops;
  bool empty() const { return KeptStores.empty() && RolledLoops.empty(); }
};

/// The repairs of each variant that has some (mem-only and store-only).
using RepairsByVariant = std::map<VariantKind, VariantRepairs>;

struct VariantResult {
  VariantKind Kind = VariantKind::Full;
  VariantStatus Status = VariantStatus::Ok;
  std::string KernelName;                 ///< "K__mem".
  std::vector<std::string> Reasons;       ///< Why conservative or absent.
  std::map<std::string, unsigned> Counts; ///< What the rules did ("loads_replaced": 4, ...).
  std::vector<FunctionText> Functions;    ///< Helper clones first, the kernel last.
  std::vector<MacroCallSite> MacroCalls;  ///< The macro calls that kept a rule from applying.
  VariantRepairs Repaired;                ///< The places its repairs changed.
  /// What a compile-flag what-if's flags changed in full's code ("under -prec-div=false:
  /// div.rn.f32 2 -> 0, ..."), for generate's summary.
  std::string Note;
};

/// The accesses of a kernel as the manifest reports them.
struct AccessRecord {
  std::string Function;
  std::string File; ///< Of the function (absolute).
  unsigned Line = 0;
  std::string Space;
  bool Reads = false, Writes = false, Structural = false, Intrinsic = false;
  unsigned Column = 0;
  /// The lines of the loops around the access, innermost first: a compiler that rotates a
  /// loop files the loads of its body under its header's line.
  std::vector<unsigned> LoopLines;
  /// What a structural read's value decides (KernelModel's DecidesAddress, DecidesBranch,
  /// DecidesTripCount bits), over every instantiation.
  unsigned Decides = 0;
};

/// How the runtime passes one kernel argument (cuLaunchKernel takes a pointer to each).
struct ParamLayout {
  /// "pointer", "int", "uint", "float", "double", "bool", "half", "bfloat16", "record"
  std::string Kind;
  unsigned SizeBytes = 0;   ///< Of the argument itself.
  unsigned ElementSize = 0; ///< Of what a pointer points to (0 for void or unknown).
  std::vector<ManifestField> Fields; ///< A record's values, flattened.
};

/// One instantiation of the kernel (or the kernel itself): its template arguments, the
/// device-side mangled name of every variant's entry, and the layout of its parameters.
struct InstantiationInfo {
  std::string Args; ///< "<256>", empty for a plain kernel.
  std::vector<std::string> ParamTypes;
  std::vector<ParamLayout> Layout;
  std::map<std::string, std::string> Entries; ///< Variant name -> mangled entry.
};

struct VariantSet {
  std::vector<VariantResult> Variants;
  std::vector<AccessRecord> Accesses;
  std::vector<Diagnostic> Diagnostics;
  /// Every instantiation of the kernel (one, with empty Args, for a plain kernel).
  std::vector<InstantiationInfo> Instantiations;
  std::string QualifiedName;
  /// Source lines (file, line) whose floating-point arithmetic all decides an address or which
  /// accesses run (a texture coordinate, a float bound): mem-only keeps it by rule, as it keeps
  /// integer index arithmetic, not for want of a fold.
  std::set<std::pair<std::string, unsigned>> StructuralFloatLines;
  /// The lines of every loop and every helper body (file, first line, last line), and of the
  /// kernel's body (Exact): what unrolling may multiply, and what it may not (the per-line
  /// method of the static checks).
  struct Span {
    std::string File;
    unsigned First = 0, Last = 0;
    bool Exact = false;
    auto operator<=>(const Span &) const = default;
  };
  std::set<Span> Spans;
  /// Whether the kernel is a grid-stride loop (its work the same whatever its grid): the
  /// dimension and line, or why not (findGridStride).
  int GridStrideDimension = -1;
  unsigned GridStrideLine = 0;
  std::string GridStrideWhyNot;
  /// Whether its work is the same however its threads are split into blocks along x (the
  /// block-size what-if), or why not (findBlockSplit).
  bool BlockSplitFree = false;
  std::string BlockSplitWhyNot;
  /// Where not free, whether full itself runs its blocks as the rows of larger ones: mergeable
  /// (findBlockMerge) with no read for the block-size what-if's rule to rewrite.
  bool BlockSplitRows = false;
};

/// Applies every rule to Kernel (a definition in the main file of Ctx) and its helpers, and
/// the repairs to the variants they name.
/// WhatIfs names the what-ifs to build (unset: every one).
VariantSet buildVariants(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel,
                         const RepairsByVariant &Repairs = {},
                         const std::optional<std::set<std::string>> &WhatIfs = std::nullopt);

} // namespace limiter

#endif
