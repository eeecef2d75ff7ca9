#include "limiter/support/PtxStats.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <vector>

namespace limiter {
namespace {

struct Function {
  InstructionCounts Counts;
  std::map<std::string, InstructionCounts> Lines; ///< By "file:line" of the last `.loc`.
  std::vector<std::string> Calls;
};

std::vector<std::string> split(std::string_view S, char Sep) {
  std::vector<std::string> Out;
  std::size_t Start = 0;
  while (true) {
    std::size_t At = S.find(Sep, Start);
    Out.emplace_back(S.substr(Start, At - Start));
    if (At == std::string_view::npos)
      return Out;
    Start = At + 1;
  }
}

unsigned typeBits(std::string_view T) {
  if (T.size() < 2)
    return 0;
  char Kind = T[0];
  if (Kind != 'b' && Kind != 'u' && Kind != 's' && Kind != 'f')
    return 0;
  unsigned Bits = 0;
  for (char C : T.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(C)))
      return 0;
    Bits = Bits * 10 + static_cast<unsigned>(C - '0');
  }
  return Bits;
}

const std::set<std::string> Spaces = {"global", "shared", "local", "const", "param"};

/// "ld.global.nc.v4.f32" -> "ld.global.128".
void countMemory(const std::vector<std::string> &Parts, InstructionCounts &Counts, bool Table) {
  std::string Op = Parts[0] == "ldu" ? "ld" : Parts[0];
  std::string Space = "generic";
  // Surface loads and stores ("sust.b.2d.v4.b32.trap") reach global memory through the
  // surface path; "b" there is the access mode, not a type.
  if (Op == "suld" || Op == "sust" || Op == "sured") {
    Op = Op == "suld" ? "ld" : Op == "sust" ? "st" : "red";
    Space = "global";
  }
  unsigned Vector = 1, Bits = 0;
  for (std::size_t I = 1; I < Parts.size(); ++I) {
    std::string P = Parts[I];
    if (std::size_t Colon = P.find("::"); Colon != std::string::npos)
      P = P.substr(0, Colon); // shared::cta
    if (Spaces.count(P))
      Space = P;
    else if (P == "v2" || P == "v4" || P == "v8")
      Vector = static_cast<unsigned>(P[1] - '0');
    else if (unsigned B = typeBits(P))
      Bits = B;
  }
  if (Space == "param")
    return;
  if (Table && Op == "ld" && Space == "global")
    Space = "table";
  if (Op == "atom" || Op == "red") {
    ++Counts["atom." + Space];
    return;
  }
  ++Counts[Op + "." + Space + "." + std::to_string(Vector * Bits)];
}

void countInstruction(const std::string &Opcode, InstructionCounts &Counts, bool Table = false) {
  std::vector<std::string> Parts = split(Opcode, '.');
  const std::string &Base = Parts[0];
  if (Base == "ld" || Base == "ldu" || Base == "st" || Base == "atom" || Base == "red" ||
      Base == "suld" || Base == "sust" || Base == "sured") {
    countMemory(Parts, Counts, Table);
    return;
  }
  // An asynchronous copy from global into shared memory ("cp.async.cg.shared.global",
  // "cp.async.bulk.shared::cluster.global..."): a global read with no register in between;
  // the commits and waits of its groups are not copies.
  if (Base == "cp" && Parts.size() > 2 && Parts[1] == "async") {
    if (std::find(Parts.begin(), Parts.end(), "global") != Parts.end())
      ++Counts["cp.async.global"];
    return;
  }
  if (Base == "bar" || Base == "barrier") {
    ++Counts["barrier"];
    return;
  }
  // Exchanges within a warp: shuffles, votes, matches and redux reductions.
  if (Base == "shfl" || Base == "vote" || Base == "match" || Base == "redux") {
    ++Counts["warp"];
    return;
  }
  bool Approx = false;
  unsigned FloatBits = 0, IntBits = 0;
  for (std::size_t I = 1; I < Parts.size(); ++I) {
    Approx |= Parts[I] == "approx";
    if (Parts[I] == "f32")
      FloatBits = 32;
    else if (Parts[I] == "f64")
      FloatBits = 64;
    else if (Parts[I] == "f16" || Parts[I] == "f16x2" || Parts[I] == "bf16" || Parts[I] == "bf16x2")
      FloatBits = 16;
    else if (typeBits(Parts[I]) && Parts[I][0] != 'f')
      IntBits = typeBits(Parts[I]);
  }
  static const std::set<std::string> Sfu = {"ex2",   "lg2",  "sin", "cos",
                                            "rsqrt", "sqrt", "rcp", "tanh"};
  static const std::set<std::string> Arith = {
      "add",  "sub", "mul",   "mad",   "fma", "div",  "neg",      "abs",   "min",  "max",
      "rem",  "sad", "mul24", "mad24", "shl", "shr",  "and",      "or",    "xor",  "not",
      "popc", "clz", "brev",  "bfe",   "bfi", "prmt", "copysign", "testp", "lop3", "shf"};
  if (Sfu.count(Base) && (Approx || FloatBits == 0)) {
    ++Counts["sfu"];
  } else if (Base == "cvt" || Base == "cvta") {
    ++Counts["cvt"];
  } else if (Base == "setp" || Base == "set" || Base == "selp" || Base == "slct") {
    ++Counts["setp"];
  } else if (Base == "bra" || Base == "ret" || Base == "exit" || Base == "call" || Base == "brx") {
    ++Counts["branch"];
  } else if ((Arith.count(Base) || Sfu.count(Base)) && FloatBits) {
    ++Counts["fp" + std::to_string(FloatBits)];
  } else if (Arith.count(Base) && IntBits) {
    ++Counts["int"];
  } else if (Base != "mov") {
    ++Counts["other"];
  }
}

/// "call.uni (retval0), _Z3fooi, (param0);" -> "_Z3fooi"
std::string calleeOf(const std::string &Line) {
  std::size_t At = Line.find(' ');
  while (At != std::string::npos && At < Line.size()) {
    while (At < Line.size() && (Line[At] == ' ' || Line[At] == '\t' || Line[At] == ','))
      ++At;
    if (At >= Line.size())
      break;
    if (Line[At] == '(') {
      At = Line.find(')', At);
      if (At != std::string::npos)
        ++At;
      continue;
    }
    std::size_t End = Line.find_first_of(" ,;(", At);
    return Line.substr(At, End - At);
  }
  return {};
}

struct Module {
  std::map<std::string, Function> Functions;
  std::vector<std::string> Entries;
};

/// "FILE:LINE" of a `.loc` directive ("\t.loc\t1 27 3") and of its `inlined_at F L C` part,
/// if any.
std::pair<std::string, std::string> locationsOf(const std::string &Text) {
  auto Read = [](std::istringstream &In) {
    std::string File, Line;
    In >> File >> Line;
    if (!Line.empty() && Line.back() == ',')
      Line.pop_back();
    return File + ":" + Line;
  };
  std::istringstream In(Text.substr(4));
  std::string Own = Read(In), Caller;
  if (std::size_t At = Text.find("inlined_at"); At != std::string::npos) {
    std::istringstream Rest(Text.substr(At + 10));
    Caller = Read(Rest);
  }
  return {Own, Caller};
}

/// The operands of an instruction without its opcode and predicate: "%rd4, [%rd2+8]" ->
/// {"%rd4", "[%rd2+8]"}.
std::vector<std::string> operandsOf(const std::string &Text, const std::string &Opcode) {
  std::vector<std::string> Out;
  for (std::string Op : split(Text.substr(Opcode.size()), ',')) {
    std::size_t B = Op.find_first_not_of(" \t{"), E = Op.find_last_not_of(" \t;}");
    if (B != std::string::npos && E != std::string::npos && B <= E)
      Out.push_back(Op.substr(B, E - B + 1));
  }
  return Out;
}

/// The register or symbol an address operand starts from: "[%rd2+8]" -> "%rd2".
std::string addressBase(const std::string &Operand) {
  std::size_t B = Operand.find('[');
  if (B == std::string::npos)
    return Operand;
  std::size_t E = Operand.find_first_of("+-]", B + 1);
  return Operand.substr(B + 1, E - B - 1);
}

/// Module-scope `.global` and `.const` variables of a module that none of ProjectVariables
/// names (an identifier, or its length and spelling inside a mangled name): the library's.
std::set<std::string> libraryTables(std::string_view Ptx, const std::set<std::string> &Project) {
  std::set<std::string> Out;
  std::istringstream In{std::string(Ptx)};
  std::string Line;
  int Depth = 0;
  while (std::getline(In, Line)) {
    std::size_t First = Line.find_first_not_of(" \t");
    if (Depth == 0 && First != std::string::npos &&
        (Line.compare(First, 8, ".global ") == 0 || Line.compare(First, 7, ".const ") == 0 ||
         Line.compare(First, 8, ".extern ") == 0 || Line.compare(First, 9, ".visible ") == 0) &&
        Line.find(".entry") == std::string::npos && Line.find(".func") == std::string::npos) {
      std::string Decl = Line.substr(0, Line.find_first_of("[=;"));
      std::size_t End = Decl.find_last_not_of(" \t");
      std::size_t Start = Decl.find_last_of(" \t", End);
      std::string Name = Decl.substr(Start + 1, End - Start);
      bool Own = std::any_of(Project.begin(), Project.end(), [&](const std::string &P) {
        return Name == P || Name.find(std::to_string(P.size()) + P) != std::string::npos;
      });
      if (!Name.empty() && !Own)
        Out.insert(Name);
    }
    for (char C : Line)
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
  }
  return Out;
}

} // namespace

std::map<std::string, std::string> ptxFiles(std::string_view Ptx) {
  std::map<std::string, std::string> Out;
  for (std::size_t At = Ptx.find(".file"); At != std::string_view::npos;
       At = Ptx.find(".file", At + 5)) {
    std::istringstream File(std::string(Ptx.substr(At + 5, Ptx.find('\n', At) - At - 5)));
    std::string Index, Path;
    if (File >> Index >> std::quoted(Path))
      Out[Index] = Path;
  }
  return Out;
}

namespace {

/// The source location each instruction of a function counts at, from its `.loc` directives.
class LocationTracker {
public:
  LocationTracker(std::string_view Ptx, std::string_view NoLineFile,
                  const std::set<std::string> *ProjectFiles)
      : UseProjectFiles(ProjectFiles != nullptr) {
    // The `.file N "PATH"` indices of NoLineFile and of the project's files (nvcc lists the
    // files after the functions).
    for (const auto &[Index, Path] : ptxFiles(Ptx)) {
      if (!NoLineFile.empty() &&
          (Path == NoLineFile || Path.ends_with("/" + std::string(NoLineFile))))
        NoLineIndices.insert(Index);
      if (ProjectFiles && ProjectFiles->count(Path))
        ProjectIndices.insert(Index);
    }
  }

  void startFunction() {
    Location.clear();
    CallSite.clear();
    Parent.clear();
  }

  const std::string &current() const { return Location; }

  /// Takes a `.loc` directive into account.
  void see(const std::string &Directive) {
    auto [Own, Caller] = locationsOf(Directive);
    if (!Caller.empty())
      Parent[Own] = Caller;
    if (UseProjectFiles) {
      // At the innermost location in a project file: a helper's code on the helper's lines,
      // the toolkit's and the variant support's at the project line that called them.
      Location = fileOf(Own) + ":0";
      std::set<std::string> Seen;
      for (std::string L = Own; !L.empty() && Seen.insert(L).second;) {
        if (ProjectIndices.count(fileOf(L)) && !NoLineIndices.count(fileOf(L))) {
          Location = L;
          return;
        }
        auto Up = Parent.find(L);
        L = Up == Parent.end() ? std::string() : Up->second;
      }
    } else if (NoLineIndices.count(fileOf(Own))) {
      Location = fileOf(Own) + ":0";
    } else if (Caller.empty()) {
      Location = Own;
    } else {
      // Inlined code counts at its outermost call site: a load the compiler moved into an
      // inlined helper (the variants' lim::fold) stays on the kernel's line, and the call
      // sites of a chain of inlined helpers resolve through the ones seen before.
      auto Outer = CallSite.find(Caller);
      Location = Outer == CallSite.end() ? Caller : Outer->second;
      CallSite[Own] = Location;
    }
  }

private:
  static std::string fileOf(const std::string &L) { return L.substr(0, L.find(':')); }

  bool UseProjectFiles;
  std::set<std::string> NoLineIndices, ProjectIndices;
  std::string Location;
  std::map<std::string, std::string> CallSite; // inlined location -> outermost call site
  std::map<std::string, std::string> Parent;   // inlined location -> its immediate call site
};

/// Which global loads of a function read a library's table: through the table's symbol, or a
/// register that address arithmetic (mov, cvta, add, sub, mad) made from it.
class TableTracker {
public:
  TableTracker(std::string_view Ptx, const std::set<std::string> *ProjectVariables)
      : Tables(ProjectVariables ? libraryTables(Ptx, *ProjectVariables) : std::set<std::string>()) {
  }

  void startFunction() { Registers.clear(); }

  /// Takes an instruction into account; true when it is a load from a table.
  bool loadsTable(const std::string &Text, const std::string &Opcode) {
    if (Tables.empty())
      return false;
    std::vector<std::string> Ops = operandsOf(Text, Opcode);
    auto Derived = [&](const std::string &Op) {
      std::string Base = addressBase(Op);
      return Tables.count(Base) != 0 || Registers.count(Base) != 0;
    };
    // The address is the bracketed operand: a vector load's destinations come first.
    if (Opcode.starts_with("ld."))
      return std::any_of(Ops.begin(), Ops.end(), [&](const std::string &Op) {
        return Op.find('[') != std::string::npos && Derived(Op);
      });
    if (!Ops.empty() &&
        (Opcode.starts_with("mov.") || Opcode.starts_with("cvta.") || Opcode.starts_with("add.") ||
         Opcode.starts_with("sub.") || Opcode.starts_with("mad.")) &&
        std::any_of(Ops.begin() + 1, Ops.end(), Derived))
      Registers.insert(Ops[0]);
    return false;
  }

private:
  const std::set<std::string> Tables;
  std::set<std::string> Registers; // of the current function: addresses into Tables
};

/// The statements of a line of a function body, each without its `;`: the braces that open
/// and close a block are not statements (a vector operand's `{%f1, %f2}` stays in its own).
std::vector<std::string_view> statementsOf(std::string_view Line) {
  std::vector<std::string_view> Out;
  // A comment is no statement (`{ // callseq 0, 0`, `mov.u32 %r1, %laneid; // lane`).
  Line = Line.substr(0, Line.find("//"));
  while (true) {
    std::size_t Start = Line.find_first_not_of(" \t");
    if (Start == std::string_view::npos)
      return Out;
    Line.remove_prefix(Start);
    if (Line[0] == '{' || Line[0] == '}') {
      Line.remove_prefix(1);
      continue;
    }
    // A label in front of a statement (`L1: ld.volatile.global.u32 ...` in an asm block).
    if (std::size_t Colon = Line.find(':'); Colon != std::string_view::npos &&
                                            Colon < Line.find_first_of(" \t;") &&
                                            Line.substr(Colon, 2) != "::") {
      Line.remove_prefix(Colon + 1);
      continue;
    }
    std::size_t End = Line.find(';');
    std::string_view Statement = Line.substr(0, End);
    std::size_t Last = Statement.find_last_not_of(" \t");
    if (Last != std::string_view::npos)
      Out.push_back(Statement.substr(0, Last + 1));
    if (End == std::string_view::npos)
      return Out;
    Line.remove_prefix(End + 1);
  }
}

Module parseModule(std::string_view Ptx, std::string_view NoLineFile = {},
                   const std::set<std::string> *ProjectVariables = nullptr,
                   const std::set<std::string> *ProjectFiles = nullptr) {
  Module M;
  LocationTracker Locations(Ptx, NoLineFile, ProjectFiles);
  TableTracker Tables(Ptx, ProjectVariables);
  std::istringstream In{std::string(Ptx)};
  std::string Line, Current;
  int Depth = 0;
  while (std::getline(In, Line)) {
    std::size_t First = Line.find_first_not_of(" \t");
    if (First == std::string::npos)
      continue;
    std::string Text = Line.substr(First);
    if (Text.starts_with("//"))
      continue;
    if (Depth == 0) {
      bool IsEntry = Text.find(".entry ") != std::string::npos;
      bool IsFunc = Text.find(".func ") != std::string::npos;
      if (IsEntry || IsFunc) {
        std::string Rest = Text.substr(Text.find(IsEntry ? ".entry " : ".func ") + 6);
        if (IsFunc && !Rest.empty() && Rest.find('(') != std::string::npos &&
            Rest.find_first_not_of(' ') == Rest.find('(')) // .func (retval) name(
          Rest = Rest.substr(Rest.find(')') + 1);
        std::size_t Start = Rest.find_first_not_of(' ');
        if (Start == std::string::npos)
          continue; // ".entry " with no name: not a function.
        std::size_t End = Rest.find_first_of(" (;", Start);
        Current = Rest.substr(Start, End - Start);
        Locations.startFunction();
        Tables.startFunction();
        if (Text.back() == ';')
          Current.clear(); // A declaration.
        else if (IsEntry)
          M.Entries.push_back(Current);
      }
    }
    for (char C : Text)
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
    if (!Current.empty() && Depth > 0 && Text.starts_with(".loc") && Text.size() > 4 &&
        (Text[4] == ' ' || Text[4] == '\t'))
      Locations.see(Text);
    if (Current.empty() || Depth == 0)
      continue;
    // One line may hold a block of several statements: inline asm as nvcc writes it
    // (`{ .reg .f32 r0; shfl.sync.down.b32 r0|p, ...; @p add.f32 r0, r0, %f2; }`).
    for (std::string_view Statement : statementsOf(Text)) {
      if (Statement[0] == '.' || Statement.back() == ':')
        continue;
      if (Statement[0] == '@') { // Predicated: "@%p1 bra $L__BB0_2"
        std::size_t Space = Statement.find_first_of(" \t");
        std::size_t Instruction =
            Space == std::string::npos ? Space : Statement.find_first_not_of(" \t", Space);
        if (Instruction == std::string::npos)
          continue; // A predicate with no instruction after it: not PTX ptxas would take.
        Statement = Statement.substr(Instruction);
      }
      std::string Instruction(Statement);
      std::string Opcode = Instruction.substr(0, Instruction.find_first_of(" \t;"));
      bool Table = Tables.loadsTable(Instruction, Opcode);
      Function &F = M.Functions[Current];
      countInstruction(Opcode, F.Counts, Table);
      countInstruction(Opcode, F.Lines[Locations.current()], Table);
      if (Opcode.starts_with("call"))
        F.Calls.push_back(calleeOf(Instruction));
    }
  }
  return M;
}

/// Visits Entry and, depth first, every function it calls (once per call site; a recursive
/// call once).
void forEachReached(const Module &M, const std::string &Entry,
                    const std::function<void(const Function &)> &Visit) {
  std::set<std::string> Active;
  std::function<void(const std::string &)> Walk = [&](const std::string &Name) {
    auto It = M.Functions.find(Name);
    if (It == M.Functions.end() || !Active.insert(Name).second)
      return;
    Visit(It->second);
    for (const std::string &Callee : It->second.Calls)
      Walk(Callee);
    Active.erase(Name);
  };
  Walk(Entry);
}

} // namespace

std::map<std::string, InstructionCounts>
countPtxEntries(std::string_view Ptx, const std::set<std::string> *ProjectVariables) {
  Module M = parseModule(Ptx, {}, ProjectVariables);
  std::map<std::string, InstructionCounts> Out;
  for (const std::string &Entry : M.Entries) {
    InstructionCounts &Total = Out[Entry];
    forEachReached(M, Entry, [&](const Function &F) {
      for (const auto &[Key, N] : F.Counts)
        Total[Key] += N;
    });
  }
  return Out;
}

std::map<std::string, LineCounts> countPtxEntryLines(std::string_view Ptx,
                                                     std::string_view NoLineFile,
                                                     const std::set<std::string> *ProjectVariables,
                                                     const std::set<std::string> *ProjectFiles) {
  Module M = parseModule(Ptx, NoLineFile, ProjectVariables, ProjectFiles);
  std::map<std::string, LineCounts> Out;
  for (const std::string &Entry : M.Entries) {
    LineCounts &Lines = Out[Entry];
    forEachReached(M, Entry, [&](const Function &F) {
      for (const auto &[Location, Counts] : F.Lines)
        for (const auto &[Key, N] : Counts)
          Lines[Location][Key] += N;
    });
  }
  return Out;
}

unsigned sumWithPrefix(const InstructionCounts &Counts, std::string_view Prefix) {
  unsigned Sum = 0;
  for (const auto &[Key, N] : Counts)
    if (std::string_view(Key).starts_with(Prefix))
      Sum += N;
  return Sum;
}

} // namespace limiter
