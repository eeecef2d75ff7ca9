// The bundle's fidelity checks: do the compiled variants keep and remove what their rules say?

#include "checks/FidelityChecks.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <string_view>
#include <tuple>

namespace limiter {
namespace {


bool isGlobalAccess(const std::string &Key) {
  return Key.starts_with("ld.global.") || Key.starts_with("st.global.") ||
         Key.starts_with("atom.global") || Key == "cp.async.global";
}
bool isGlobalWrite(const std::string &Key) {
  return Key.starts_with("st.global.") || Key.starts_with("atom.global");
}
bool isFloatingPoint(const std::string &Key) { return Key.starts_with("fp") || Key == "sfu"; }

/// The kinds of arithmetic the checks weigh one by one: a kernel that loses its fp64 work is
/// not saved by fp32 work it gained.
const char *const ArithmeticKinds[] = {"fp32", "fp64", "fp16", "sfu"};

unsigned countOf(const InstructionCounts &C, const std::string &Key) {
  auto It = C.find(Key);
  return It == C.end() ? 0 : It->second;
}

/// "; fp64: math 0 of full's 4" for each kind where Variant has more than a tenth fewer
/// (Fewer) or keeps more than a tenth (!Fewer) of full's; empty when none.
std::string kindsBeyondATenth(const InstructionCounts &Variant, const InstructionCounts &Full,
                              const std::string &Who, bool Fewer) {
  std::string Out;
  for (const char *Kind : ArithmeticKinds) {
    double V = countOf(Variant, Kind), F = countOf(Full, Kind);
    if (F == 0)
      continue;
    if (Fewer ? V < 0.9 * F : V > 0.1 * F)
      Out += std::string("; ") + Kind + ": " + Who + " " + std::to_string(countOf(Variant, Kind)) +
             " of full's " + std::to_string(countOf(Full, Kind));
  }
  return Out;
}

/// The bytes of global memory an entry's loads and stores move, by instruction and space
/// ("ld.global": 192), with its atomics and asynchronous copies counted by instruction: what
/// two variants vectorized differently still have in common.
std::map<std::string, unsigned> globalBytes(const InstructionCounts &Counts) {
  std::map<std::string, unsigned> Out;
  for (const auto &[Key, N] : Counts) {
    for (std::string_view Prefix : {"ld.global.", "st.global."})
      if (Key.starts_with(Prefix))
        Out[std::string(Prefix.substr(0, Prefix.size() - 1))] +=
            N * static_cast<unsigned>(std::atoi(Key.c_str() + Prefix.size())) / 8;
    if (Key.starts_with("atom.global") || Key == "cp.async.global")
      Out[Key] += N;
  }
  return Out;
}

/// ", asynchronous copies: mem N, full M" where either has some; empty otherwise.
std::string asyncCopies(const InstructionCounts &Mem, const InstructionCounts &Full) {
  auto Of = [](const InstructionCounts &C) {
    auto It = C.find("cp.async.global");
    return It == C.end() ? 0u : It->second;
  };
  if (!Of(Mem) && !Of(Full))
    return {};
  return ", asynchronous copies: mem " + std::to_string(Of(Mem)) + ", full " +
         std::to_string(Of(Full));
}

/// "main.cu:31" for "1:31" where Files names file 1, else "line 31".
std::string nameOf(const std::string &Location, const std::map<std::string, std::string> &Files) {
  std::size_t Colon = Location.find(':');
  auto It = Files.find(Location.substr(0, Colon));
  if (It == Files.end())
    return "line " + Location.substr(Colon + 1);
  return std::filesystem::path(It->second).filename().string() + Location.substr(Colon);
}

/// The kinds of access (of those Wanted selects) A has on a line that B has not there, by line.
std::map<std::string, std::set<std::string>>
onlyIn(const LineCounts &A, const LineCounts &B,
       const std::function<bool(const std::string &)> &Wanted = isGlobalAccess) {
  auto ALines = classesByLine(A, Wanted), BLines = classesByLine(B, Wanted);
  std::map<std::string, std::set<std::string>> Out;
  for (const auto &[Location, Kinds] : ALines)
    for (const std::string &Kind : Kinds)
      if (auto It = BLines.find(Location); It == BLines.end() || !It->second.count(Kind))
        Out[Location].insert(Kind);
  return Out;
}

/// "; only full has ld.global.32 on main.cu:31, ...; only mem has ..." for the kinds of
/// access (of those Wanted selects) the variant V and full have on a line the other has not
/// there (up to four each), the lines by file name where Files names the index.
std::string
differingLines(const LineCounts &Variant, const LineCounts &Full,
               const std::map<std::string, std::string> &Files, const std::string &V = "mem",
               const std::function<bool(const std::string &)> &Wanted = isGlobalAccess) {
  auto Name = [&](const std::string &Location) { return nameOf(Location, Files); };
  auto OnlyIn = [&](const LineCounts &A, const LineCounts &B, const std::string &Who) {
    std::vector<std::string> Where;
    for (const auto &[Location, Kinds] : onlyIn(A, B, Wanted))
      for (const std::string &Kind : Kinds)
        Where.push_back(Kind + " on " + Name(Location));
    if (Where.empty())
      return std::string();
    std::string Out = "; only " + Who + " has ";
    for (std::size_t I = 0; I < Where.size() && I < 4; ++I)
      Out += (I ? ", " : "") + Where[I];
    return Out + (Where.size() > 4 ? " and " + std::to_string(Where.size() - 4) + " more" : "");
  };
  return OnlyIn(Full, Variant, "full") + OnlyIn(Variant, Full, V);
}

/// "FILE:LINE" -> LINE.
unsigned lineOfLocation(const std::string &Location) {
  std::size_t Colon = Location.rfind(':');
  return Colon == std::string::npos ? 0 : std::atoi(Location.c_str() + Colon + 1);
}

/// Floating-point and special-function instructions per source line (line 0 left out); of one
/// kind only where Kind is given.
std::map<std::string, unsigned> floatingPointByLine(const LineCounts &Lines,
                                                    const std::string &Kind = {}) {
  std::map<std::string, unsigned> Out;
  for (const auto &[Location, Counts] : Lines)
    for (const auto &[Key, N] : Counts)
      if (N && isFloatingPoint(Key) && (Kind.empty() || Key == Kind) && !Location.ends_with(":0"))
        Out[Location] += N;
  return Out;
}

/// "; by line, math/full: main.cu:76 1/0, ..." for the lines whose floating-point work differs
/// most (up to four).
std::string differingFloatingPoint(const LineCounts &Math, const LineCounts &Full,
                                   const std::map<std::string, std::string> &Files) {
  auto M = floatingPointByLine(Math), F = floatingPointByLine(Full);
  std::vector<std::tuple<unsigned, std::string, unsigned, unsigned>> Lines; // by difference
  std::set<std::string> Locations;
  for (const auto *Side : {&M, &F})
    for (const auto &[Location, N] : *Side)
      Locations.insert(Location);
  for (const std::string &Location : Locations) {
    unsigned InMath = M.count(Location) ? M[Location] : 0,
             InFull = F.count(Location) ? F[Location] : 0;
    if (InMath != InFull)
      Lines.emplace_back(InMath > InFull ? InMath - InFull : InFull - InMath, Location, InMath,
                         InFull);
  }
  std::stable_sort(Lines.begin(), Lines.end(),
                   [](const auto &A, const auto &B) { return std::get<0>(A) > std::get<0>(B); });
  std::string Out;
  for (std::size_t I = 0; I < Lines.size() && I < 4; ++I)
    Out += (I ? ", " : "; by line, math/full: ") + nameOf(std::get<1>(Lines[I]), Files) + " " +
           std::to_string(std::get<2>(Lines[I])) + "/" + std::to_string(std::get<3>(Lines[I]));
  if (Lines.size() > 4)
    Out += " and " + std::to_string(Lines.size() - 4) + " more";
  return Out;
}

/// Whether Math's floating-point work is on Full's lines: the lines that hold some in only
/// one of the two hold at most a tenth of that one's (the check's own tolerance; a loop-
/// invariant division hoisted out of the loop in one variant is filed under no line there).
bool sameFloatingPointLines(const LineCounts &Math, const LineCounts &Full,
                            const std::string &Kind = {}) {
  auto M = floatingPointByLine(Math, Kind), F = floatingPointByLine(Full, Kind);
  if (!Kind.empty() && M.empty() && F.empty())
    return true; // neither has this kind
  auto OnlyIn = [](const auto &A, const auto &B) {
    unsigned All = 0, Alone = 0;
    for (const auto &[Location, N] : A) {
      All += N;
      if (!B.count(Location))
        Alone += N;
    }
    return 10 * Alone <= All;
  };
  return !M.empty() && !F.empty() && OnlyIn(M, F) && OnlyIn(F, M);
}

} // namespace

VariantRepairs repairsFor(const LineCounts &Variant, const LineCounts &Full,
                          const std::map<std::string, std::string> &Files) {
  auto PlaceOf = [&](const std::string &Location) -> std::optional<VariantRepairs::Place> {
    std::size_t Colon = Location.rfind(':');
    auto It = Files.find(Location.substr(0, Colon));
    if (Colon == std::string::npos || It == Files.end())
      return std::nullopt;
    std::error_code Ec;
    std::filesystem::path File = std::filesystem::weakly_canonical(It->second, Ec);
    if (Ec)
      File = std::filesystem::absolute(It->second).lexically_normal();
    return VariantRepairs::Place{File.string(), lineOfLocation(Location)};
  };
  VariantRepairs Out;
  for (const auto &[Location, Kinds] : onlyIn(Full, Variant))
    if (std::any_of(Kinds.begin(), Kinds.end(),
                    [](const std::string &K) { return K.starts_with("st.global."); }))
      if (auto Place = PlaceOf(Location))
        Out.KeptStores.insert(*Place);
  for (const auto &[Location, Kinds] : onlyIn(Variant, Full))
    if (auto Place = PlaceOf(Location))
      Out.RolledLoops.insert(*Place);
  return Out;
}

namespace {

/// The counts the checks read, and the checks made so far.
struct CheckRun {
  const std::map<VariantKind, InstructionCounts> &C;
  const std::map<VariantKind, LineCounts> &Lines;
  const StructuralLoads &Structural;
  const std::map<std::string, std::string> &Files;
  std::vector<ManifestCheck> Checks;

  bool has(VariantKind K) const { return C.count(K) != 0; }
  LineCounts linesOf(VariantKind K) const { return Lines.count(K) ? Lines.at(K) : LineCounts(); }
  /// A location's file and line by name ("main.cu:12"), for the details.
  std::function<std::string(const std::string &)> name() const {
    return [this](const std::string &Location) { return nameOf(Location, Files); };
  }

  /// Adds one check, passed by the whole kernel's counts, else by lines, else by bytes; its
  /// method says which.
  void add(const std::string &Name, bool ByCounts, bool ByLines, std::string Detail,
           bool ByBytes = false, const std::string &LinesNote = "") {
    static const std::string SameKinds =
        "; the counts differ by unrolling: every source line holds the same kinds of "
        "instructions in both, and the kernel's lines outside loops the same counts";
    bool Passed = ByCounts || ByLines || ByBytes;
    std::string Method = !ByCounts && ByLines ? "lines" : !ByCounts && ByBytes ? "bytes" : "counts";
    if (Method == "lines")
      Detail += LinesNote.empty() ? SameKinds : LinesNote;
    else if (Method == "bytes")
      Detail += "; the same bytes in the same spaces, vectorized differently (the compiler "
                "merged neighbouring accesses in one variant and not in the other)";
    Checks.push_back({Name, Passed, Detail, Method});
  }
};

/// Mem-only has full's global accesses, and at most a little of its floating-point work.
void addMemChecks(CheckRun &R) {
  const InstructionCounts &Full = R.C.at(VariantKind::Full);
  auto Memory = [](const InstructionCounts &Counts) {
    InstructionCounts Out;
    for (const auto &[Key, N] : Counts)
      if (isGlobalAccess(Key))
        Out[Key] = N;
    return Out;
  };
  const InstructionCounts &Mem = R.C.at(VariantKind::Mem);
  // The same accesses by width (which line the compiler files an access under is loose: a
  // load moved into the fold it feeds, or given its address's line); where unrolling
  // differs, the same kinds on the same lines.
  bool ByCounts = Memory(Mem) == Memory(Full), ByBytes = globalBytes(Mem) == globalBytes(Full);
  std::string Unrolled;
  bool ByLines =
      sameKindsOnLines(R.linesOf(VariantKind::Mem), R.linesOf(VariantKind::Full), isGlobalAccess) &&
      unrolledAlike(R.linesOf(VariantKind::Mem), R.linesOf(VariantKind::Full), isGlobalAccess,
                    R.Structural.Spans, &Unrolled, R.name());
  std::string Detail = "global loads/stores by width: mem " +
                       std::to_string(sumWithPrefix(Mem, "ld.global.")) + "/" +
                       std::to_string(sumWithPrefix(Mem, "st.global.")) + ", full " +
                       std::to_string(sumWithPrefix(Full, "ld.global.")) + "/" +
                       std::to_string(sumWithPrefix(Full, "st.global.")) + asyncCopies(Mem, Full);
  if (!ByCounts && !ByLines && !ByBytes)
    Detail += differingLines(R.linesOf(VariantKind::Mem), R.linesOf(VariantKind::Full), R.Files) +
              (Unrolled.empty() ? "" : "; by lines: " + Unrolled);
  R.add("mem-global-accesses-equal-full", ByCounts, ByLines, Detail, ByBytes);
  // Mem-only computes no data: floating-point work left in it is full's arithmetic kept
  // (a value the rules could not fold), and its time is not the memory's alone. A few
  // instructions are the addresses' and branches' own (a float index, a float bound).
  // Arithmetic that decides accesses (a texture coordinate) is kept by rule, like integer
  // index math: its lines' instructions are left out of both.
  auto FloatingPoint = [&](VariantKind K, const InstructionCounts &Whole) {
    unsigned N = sumWithPrefix(Whole, "fp") + sumWithPrefix(Whole, "sfu"), Kept = 0;
    for (const auto &[Location, Counts] : R.linesOf(K))
      if (R.Structural.FloatLocations.count(Location))
        Kept += sumWithPrefix(Counts, "fp") + sumWithPrefix(Counts, "sfu");
    return std::pair{N - std::min(N, Kept), Kept};
  };
  auto [MemFp, MemKept] = FloatingPoint(VariantKind::Mem, Mem);
  auto [FullFp, FullKept] = FloatingPoint(VariantKind::Full, Full);
  bool Little = MemFp <= MemFloatingPointAllowance || 2 * MemFp <= FullFp;
  std::string FpDetail = "floating-point and special-function instructions: mem " +
                         std::to_string(MemFp) + ", full " + std::to_string(FullFp) + " (at most " +
                         std::to_string(MemFloatingPointAllowance) + " or half of full's)";
  if (MemKept || FullKept)
    FpDetail += "; on lines where it decides accesses, left out: mem " + std::to_string(MemKept) +
                ", full " + std::to_string(FullKept);
  // Flagged, not failed: a kind mem-only keeps more than a tenth of (the verdict weighs the
  // share as evidence of an inseparable kernel).
  if (std::string Kept = kindsBeyondATenth(Mem, Full, "mem", false); !Kept.empty())
    FpDetail += "; more than a tenth kept" + Kept;
  R.add(MemFloatingPointCheck, Little, false, FpDetail);
}

/// Store-only has full's global stores and atomics.
void addStoreCheck(CheckRun &R) {
  const InstructionCounts &Full = R.C.at(VariantKind::Full);
  // Store-only makes full's stores and atomics: a store its compiler deleted as dead, with
  // the arithmetic between it and the next store to the same place gone, is time not spent.
  const InstructionCounts &Store = R.C.at(VariantKind::Store);
  auto Writes = [](const InstructionCounts &Counts) {
    InstructionCounts Out;
    for (const auto &[Key, N] : Counts)
      if (isGlobalWrite(Key))
        Out[Key] = N;
    return Out;
  };
  auto WrittenBytes = [](const InstructionCounts &Counts) {
    std::map<std::string, unsigned> Out = globalBytes(Counts);
    Out.erase("ld.global");
    Out.erase("cp.async.global");
    return Out;
  };
  bool ByCounts = Writes(Store) == Writes(Full),
       ByBytes = WrittenBytes(Store) == WrittenBytes(Full);
  std::string Unrolled;
  bool ByLines = sameKindsOnLines(R.linesOf(VariantKind::Store), R.linesOf(VariantKind::Full),
                                  isGlobalWrite) &&
                 unrolledAlike(R.linesOf(VariantKind::Store), R.linesOf(VariantKind::Full),
                               isGlobalWrite, R.Structural.Spans, &Unrolled, R.name());
  auto Atomics = [](const InstructionCounts &X) { return sumWithPrefix(X, "atom.global"); };
  std::string Detail =
      "global stores/atomics: store " + std::to_string(sumWithPrefix(Store, "st.global.")) + "/" +
      std::to_string(Atomics(Store)) + ", full " +
      std::to_string(sumWithPrefix(Full, "st.global.")) + "/" + std::to_string(Atomics(Full));
  if (!ByCounts && !ByLines && !ByBytes)
    Detail += differingLines(R.linesOf(VariantKind::Store), R.linesOf(VariantKind::Full), R.Files,
                             "store", isGlobalWrite) +
              (Unrolled.empty() ? "" : "; by lines: " + Unrolled);
  R.add("store-only-global-stores-equal-full", ByCounts, ByLines, Detail, ByBytes);
}

/// Math-only and store-only load nothing but the structural loads.
void addStructuralLoadChecks(CheckRun &R) {
  for (VariantKind K : {VariantKind::Math, VariantKind::Store}) {
    if (!R.has(K))
      continue;
    unsigned Loads = sumWithPrefix(R.C.at(K), "ld.global.");
    bool OnStructuralLines = true;
    // A load on a loop's header line is one of the loop's structural loads that the compiler
    // moved there when it rotated the loop (a loop whose body holds none has none to move).
    for (const auto &[Location, Classes] : classesByLine(
             R.linesOf(K), [](const std::string &Key) { return Key.starts_with("ld.global."); })) {
      unsigned Line = lineOfLocation(Location);
      OnStructuralLines &= R.Structural.Lines.count(Line) || R.Structural.LoopLines.count(Line);
    }
    R.add(std::string(toString(K)) + "-only-structural-global-loads", Loads <= R.Structural.Sites,
          OnStructuralLines,
          std::to_string(Loads) + " global load instructions, " +
              std::to_string(R.Structural.Sites) + " structural load sites");
  }
}

/// Math-only's global stores are guarded, and its floating-point work is full's.
void addMathChecks(CheckRun &R, int UnguardedMathStores) {
  const InstructionCounts &Full = R.C.at(VariantKind::Full);
  if (R.has(VariantKind::Math))
    R.add("math-only-global-stores-guarded", UnguardedMathStores == 0, false,
          std::to_string(UnguardedMathStores) +
              " global stores or atomics that may run with lim_flag 0 (no branch or predicate "
              "that the flag's value decides keeps them from running)");
  if (R.has(VariantKind::Math)) {
    const InstructionCounts &Math = R.C.at(VariantKind::Math);
    auto Fp = [](const InstructionCounts &X) {
      return sumWithPrefix(X, "fp") + sumWithPrefix(X, "sfu");
    };
    double F = Fp(Full), M = Fp(Math);
    // Within a tenth in all, and no kind lost beyond a tenth.
    std::string Lost = kindsBeyondATenth(Math, Full, "math", true);
    bool Close = (F == 0 ? M == 0 : std::abs(M - F) <= 0.10 * F) && Lost.empty();
    // By lines: all of it, and each kind on its own, on full's lines.
    bool ByLines =
        sameFloatingPointLines(R.linesOf(VariantKind::Math), R.linesOf(VariantKind::Full));
    for (const char *Kind : ArithmeticKinds)
      ByLines = ByLines && sameFloatingPointLines(R.linesOf(VariantKind::Math),
                                                  R.linesOf(VariantKind::Full), Kind);
    std::string Unrolled;
    ByLines = ByLines && unrolledAlike(R.linesOf(VariantKind::Math), R.linesOf(VariantKind::Full),
                                       isFloatingPoint, R.Structural.Spans, &Unrolled, R.name());
    std::string Detail = "floating-point and special-function instructions: math " +
                         std::to_string(Fp(Math)) + ", full " + std::to_string(Fp(Full)) +
                         (Lost.empty() ? "" : "; lost beyond a tenth" + Lost);
    if (!Close && !ByLines)
      Detail += differingFloatingPoint(R.linesOf(VariantKind::Math), R.linesOf(VariantKind::Full),
                                       R.Files) +
                (Unrolled.empty() ? "" : "; by lines: " + Unrolled);
    R.add("math-floating-point-within-10pct-of-full", Close, ByLines, Detail, false,
          "; the counts differ by unrolling: the source lines that hold them are the same in "
          "both, but for lines with at most a tenth of either's");
  }
}

} // namespace

/// The fidelity checks on static PTX counts, one per check. Each is decided on the whole
/// kernel's counts ("counts") where they agree, else on the counts per source line ("lines"):
/// variants the compiler unrolled differently from full differ in counts, yet hold the same
/// kinds of instructions on the same lines. Executed counts decide how many.
std::vector<ManifestCheck> fidelityChecks(const std::map<VariantKind, InstructionCounts> &C,
                                          const std::map<VariantKind, LineCounts> &Lines,
                                          const StructuralLoads &Structural,
                                          int UnguardedMathStores,
                                          const std::map<std::string, std::string> &Files) {
  CheckRun R{C, Lines, Structural, Files};
  if (!R.has(VariantKind::Full))
    return R.Checks;
  if (R.has(VariantKind::Mem))
    addMemChecks(R);
  if (R.has(VariantKind::Store))
    addStoreCheck(R);
  addStructuralLoadChecks(R);
  addMathChecks(R, UnguardedMathStores);
  return R.Checks;
}

} // namespace limiter
