#include "limiter/support/PtxStats.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iomanip>
#include <map>
#include <optional>
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
  if (Base == "ld" || Base == "ldu" || Base == "st" || Base == "atom" || Base == "red") {
    countMemory(Parts, Counts, Table);
    return;
  }
  if (Base == "bar" || Base == "barrier") {
    ++Counts["barrier"];
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

Module parseModule(std::string_view Ptx, std::string_view NoLineFile = {},
                   const std::set<std::string> *ProjectVariables = nullptr,
                   const std::set<std::string> *ProjectFiles = nullptr) {
  Module M;
  const std::set<std::string> Tables =
      ProjectVariables ? libraryTables(Ptx, *ProjectVariables) : std::set<std::string>();
  std::set<std::string> TableRegisters; // of the current function: addresses into Tables
  // The `.file N "PATH"` indices of NoLineFile (nvcc lists the files after the functions).
  std::set<std::string> NoLineIndices, ProjectIndices;
  for (std::size_t At = Ptx.find(".file"); At != std::string_view::npos;
       At = Ptx.find(".file", At + 5)) {
    std::istringstream File(std::string(Ptx.substr(At + 5, Ptx.find('\n', At) - At - 5)));
    std::string Index, Path;
    File >> Index >> std::quoted(Path);
    if (!NoLineFile.empty() &&
        (Path == NoLineFile || Path.ends_with("/" + std::string(NoLineFile))))
      NoLineIndices.insert(Index);
    if (ProjectFiles && ProjectFiles->count(Path))
      ProjectIndices.insert(Index);
  }
  std::map<std::string, std::string> Parent; // inlined location -> its immediate call site
  auto FileOf = [](const std::string &Location) { return Location.substr(0, Location.find(':')); };
  std::istringstream In{std::string(Ptx)};
  std::string Line, Current, Location;
  std::map<std::string, std::string> CallSite; // inlined location -> outermost call site
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
        std::size_t End = Rest.find_first_of(" (;", Start);
        Current = Rest.substr(Start, End - Start);
        Location.clear();
        CallSite.clear();
        Parent.clear();
        TableRegisters.clear();
        if (Text.back() == ';')
          Current.clear(); // A declaration.
        else if (IsEntry)
          M.Entries.push_back(Current);
      }
    }
    for (char C : Text)
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
    if (!Current.empty() && Depth > 0 && Text.starts_with(".loc") && Text.size() > 4 &&
        (Text[4] == ' ' || Text[4] == '\t')) {
      // Inlined code counts at its outermost call site: a load the compiler moved into an
      // inlined helper (the variants' lim::fold) stays on the kernel's line, and the call
      // sites of a chain of inlined helpers resolve through the ones seen before.
      auto [Own, Caller] = locationsOf(Text);
      if (!Caller.empty())
        Parent[Own] = Caller;
      if (ProjectFiles) {
        // At the innermost location in a project file: a helper's code on the helper's lines,
        // the toolkit's and the variant support's at the project line that called them.
        Location = FileOf(Own) + ":0";
        std::set<std::string> Seen;
        for (std::string L = Own; !L.empty() && Seen.insert(L).second;) {
          if (ProjectIndices.count(FileOf(L)) && !NoLineIndices.count(FileOf(L))) {
            Location = L;
            break;
          }
          auto Up = Parent.find(L);
          L = Up == Parent.end() ? std::string() : Up->second;
        }
      } else if (std::string File = FileOf(Own); NoLineIndices.count(File)) {
        Location = File + ":0";
      } else if (Caller.empty()) {
        Location = Own;
      } else {
        auto Outer = CallSite.find(Caller);
        Location = Outer == CallSite.end() ? Caller : Outer->second;
        CallSite[Own] = Location;
      }
    }
    if (Current.empty() || Depth == 0 || Text[0] == '.' || Text[0] == '{' || Text[0] == '}' ||
        Text.back() == ':')
      continue;
    if (Text[0] == '@') { // Predicated: "@%p1 bra $L__BB0_2;"
      std::size_t Space = Text.find_first_of(" \t");
      Text = Text.substr(Text.find_first_not_of(" \t", Space));
    }
    std::string Opcode = Text.substr(0, Text.find_first_of(" \t;"));
    bool Table = false;
    if (!Tables.empty()) {
      // Addresses into a table: the symbol itself, and what address arithmetic (mov, cvta,
      // add, sub, mad) makes of it.
      std::vector<std::string> Ops = operandsOf(Text, Opcode);
      auto Derived = [&](const std::string &Op) {
        std::string Base = addressBase(Op);
        return Tables.count(Base) != 0 || TableRegisters.count(Base) != 0;
      };
      if (Opcode.starts_with("ld.") && Ops.size() >= 2)
        Table = Derived(Ops[1]);
      else if (!Ops.empty() && (Opcode.starts_with("mov.") || Opcode.starts_with("cvta.") ||
                                Opcode.starts_with("add.") || Opcode.starts_with("sub.") ||
                                Opcode.starts_with("mad.")))
        if (std::any_of(Ops.begin() + 1, Ops.end(), Derived))
          TableRegisters.insert(Ops[0]);
    }
    Function &F = M.Functions[Current];
    countInstruction(Opcode, F.Counts, Table);
    countInstruction(Opcode, F.Lines[Location], Table);
    if (Opcode.starts_with("call"))
      F.Calls.push_back(calleeOf(Text));
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

namespace {

/// One basic block of an entry's body: where it goes next and how many of its global stores
/// (and atomics) are not predicated.
struct Block {
  std::string Label;
  int UnpredicatedStores = 0;
  std::vector<std::string> Targets; // branch targets
  bool FallsThrough = true;
  bool Exits = false; // ends in ret or exit
};

/// The blocks of Entry's body in order, or nullopt when the module has no such entry.
std::optional<std::vector<Block>> entryBlocks(std::string_view Ptx, std::string_view Entry) {
  std::istringstream In{std::string(Ptx)};
  std::string Line;
  bool Inside = false, Found = false;
  int Depth = 0;
  std::vector<Block> Blocks(1);
  while (std::getline(In, Line)) {
    std::size_t First = Line.find_first_not_of(" \t");
    if (First == std::string::npos)
      continue;
    std::string Text = Line.substr(First);
    if (!Inside) {
      if (Text.find(".entry ") != std::string::npos && Text.find(Entry) != std::string::npos &&
          Text.back() != ';')
        Inside = Found = true;
      continue;
    }
    for (char C : Text)
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
    if (Depth <= 0 && Text[0] == '}')
      break;
    if (Text[0] == '.' || Text[0] == '{' || Text[0] == '}' || Text.starts_with("//"))
      continue;
    if (Text.back() == ':') { // a label starts a block; the previous one falls into it
      Blocks.emplace_back().Label = Text.substr(0, Text.size() - 1);
      continue;
    }
    Block &B = Blocks.back();
    bool Predicated = Text[0] == '@';
    std::string Body = Predicated ? Text.substr(Text.find_first_of(" \t") + 1) : Text;
    Body = Body.substr(Body.find_first_not_of(" \t"));
    std::string Opcode = Body.substr(0, Body.find_first_of(" \t;"));
    bool Store =
        (Opcode.starts_with("st.") || Opcode.starts_with("atom.") || Opcode.starts_with("red.")) &&
        Opcode.find(".global") != std::string::npos;
    if (Store && !Predicated)
      ++B.UnpredicatedStores;
    bool Ends = Opcode.starts_with("bra") || Opcode == "ret" || Opcode == "exit";
    if (Opcode.starts_with("bra")) {
      std::string Target = Body.substr(Opcode.size());
      Target = Target.substr(Target.find_first_not_of(" \t"));
      B.Targets.push_back(Target.substr(0, Target.find_first_of(" \t;")));
    } else if (Ends) {
      B.Exits = true;
    }
    if (Ends) {
      B.FallsThrough = Predicated;
      Blocks.emplace_back(); // what follows is a block of its own, labelled or not
    }
  }
  if (!Found)
    return std::nullopt;
  return Blocks;
}

} // namespace

int countUnguardedGlobalStores(std::string_view Ptx, std::string_view Entry) {
  std::optional<std::vector<Block>> Blocks = entryBlocks(Ptx, Entry);
  if (!Blocks)
    return -1;
  const std::size_t N = Blocks->size();
  std::map<std::string, std::size_t> ByLabel;
  for (std::size_t I = 0; I < N; ++I)
    if (!(*Blocks)[I].Label.empty())
      ByLabel[(*Blocks)[I].Label] = I;
  // Whether the entry can run to its end without passing through block Avoid (N: avoid
  // nothing), and which blocks it reaches on the way.
  auto Explore = [&](std::size_t Avoid, std::vector<bool> &Reached) {
    Reached.assign(N, false);
    bool Ends = false;
    std::vector<std::size_t> Work{0};
    while (!Work.empty()) {
      std::size_t I = Work.back();
      Work.pop_back();
      if (I == Avoid || Reached[I])
        continue;
      Reached[I] = true;
      const Block &B = (*Blocks)[I];
      Ends |= B.Exits || (B.FallsThrough && I + 1 == N);
      if (B.FallsThrough && I + 1 < N)
        Work.push_back(I + 1);
      for (const std::string &T : B.Targets)
        if (auto It = ByLabel.find(T); It != ByLabel.end())
          Work.push_back(It->second);
    }
    return Ends;
  };
  // A store is guarded when some run of the entry skips it: a path from the entry to its end
  // avoids its block. One on every path runs whatever the data and the flag say.
  std::vector<bool> Live, Scratch;
  Explore(N, Live);
  int Unguarded = 0;
  for (std::size_t I = 0; I < N; ++I)
    if (Live[I] && (*Blocks)[I].UnpredicatedStores > 0 && !Explore(I, Scratch))
      Unguarded += (*Blocks)[I].UnpredicatedStores;
  return Unguarded;
}

unsigned sumWithPrefix(const InstructionCounts &Counts, std::string_view Prefix) {
  unsigned Sum = 0;
  for (const auto &[Key, N] : Counts)
    if (std::string_view(Key).starts_with(Prefix))
      Sum += N;
  return Sum;
}

} // namespace limiter
