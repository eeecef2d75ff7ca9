// Whole-entry PTX counts: the scan of a module into its functions (their instructions, calls
// and loads from library tables) and the sum over the functions each entry reaches.

#include "limiter/support/PtxStats.h"
#include "PtxScan.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace limiter {
namespace ptx {
namespace {

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

/// The name of the function a module-scope line with `.entry ` or `.func ` opens or declares;
/// nullopt when nothing follows the keyword.
std::optional<std::string> functionName(const std::string &Text, bool IsEntry, bool IsFunc) {
  std::string Rest = Text.substr(Text.find(IsEntry ? ".entry " : ".func ") + 6);
  if (IsFunc && !Rest.empty() && Rest.find('(') != std::string::npos &&
      Rest.find_first_not_of(' ') == Rest.find('(')) // .func (retval) name(
    Rest = Rest.substr(Rest.find(')') + 1);
  std::size_t Start = Rest.find_first_not_of(' ');
  if (Start == std::string::npos)
    return std::nullopt;
  std::size_t End = Rest.find_first_of(" (;", Start);
  return Rest.substr(Start, End - Start);
}

/// The bytes a `.shared` declaration of a function body holds (`.shared .align 4 .b8
/// _ZZ1kE4tile[4096];`, `.shared .align 4 .u32 _ZZ1kE1n;`): its element's bytes times its
/// elements; 0 for what cannot be read (an `.extern` array of no size).
unsigned long long sharedDeclarationBytes(const std::string &Text) {
  if (Text.find(".extern") != std::string::npos)
    return 0;
  unsigned long long Element = 0;
  std::istringstream Words(Text);
  for (std::string Word; Words >> Word && !Element;)
    if (Word.size() > 1 && Word[0] == '.')
      Element = typeBits(Word.substr(1)) / 8;
  unsigned long long Elements = 1;
  for (std::size_t Open = Text.find('['); Open != std::string::npos;
       Open = Text.find('[', Open + 1)) {
    try {
      Elements *= std::stoull(Text.substr(Open + 1));
    } catch (...) {
      return 0;
    }
  }
  return Element * Elements;
}

/// The instructions of a line of a function body, each without its predicate: directives
/// (`.reg .f32 r0`) and labels are none.
std::vector<std::string> instructionsOf(std::string_view Line) {
  std::vector<std::string> Out;
  for (std::string_view Statement : statementsOf(Line)) {
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
    Out.emplace_back(Statement);
  }
  return Out;
}

} // namespace

Module parseModule(std::string_view Ptx, std::string_view NoLineFile,
                   const std::set<std::string> *ProjectVariables,
                   const std::set<std::string> *ProjectFiles) {
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
        std::optional<std::string> Name = functionName(Text, IsEntry, IsFunc);
        if (!Name)
          continue; // ".entry " with no name: not a function.
        Current = *Name;
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
    if (Text.starts_with(".shared"))
      M.Functions[Current].SharedBytes += sharedDeclarationBytes(Text);
    // One line may hold a block of several statements: inline asm as nvcc writes it
    // (`{ .reg .f32 r0; shfl.sync.down.b32 r0|p, ...; @p add.f32 r0, r0, %f2; }`).
    for (const std::string &Instruction : instructionsOf(Text)) {
      std::string Opcode = Instruction.substr(0, Instruction.find_first_of(" \t;"));
      bool Table = Tables.loadsTable(Instruction, Opcode);
      Function &F = M.Functions[Current];
      countInstruction(Opcode, F.Counts, Table);
      ++F.Opcodes[Opcode];
      countInstruction(Opcode, F.Lines[Locations.current()], Table);
      if (Opcode.starts_with("call"))
        F.Calls.push_back(calleeOf(Instruction));
    }
  }
  return M;
}

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

} // namespace ptx

std::map<std::string, InstructionCounts>
countPtxEntries(std::string_view Ptx, const std::set<std::string> *ProjectVariables) {
  ptx::Module M = ptx::parseModule(Ptx, {}, ProjectVariables);
  std::map<std::string, InstructionCounts> Out;
  for (const std::string &Entry : M.Entries) {
    InstructionCounts &Total = Out[Entry];
    ptx::forEachReached(M, Entry, [&](const ptx::Function &F) {
      for (const auto &[Key, N] : F.Counts)
        Total[Key] += N;
    });
  }
  return Out;
}

std::map<std::string, std::map<std::string, unsigned>> countPtxOpcodes(std::string_view Ptx) {
  ptx::Module M = ptx::parseModule(Ptx, {}, nullptr);
  std::map<std::string, std::map<std::string, unsigned>> Out;
  for (const std::string &Entry : M.Entries) {
    std::map<std::string, unsigned> &Total = Out[Entry];
    ptx::forEachReached(M, Entry, [&](const ptx::Function &F) {
      for (const auto &[Opcode, N] : F.Opcodes)
        Total[Opcode] += N;
    });
  }
  return Out;
}

std::map<std::string, unsigned long long> countStaticSharedBytes(std::string_view Ptx) {
  ptx::Module M = ptx::parseModule(Ptx, {}, nullptr);
  std::map<std::string, unsigned long long> Out;
  for (const std::string &Entry : M.Entries) {
    unsigned long long &Total = Out[Entry];
    ptx::forEachReached(M, Entry, [&](const ptx::Function &F) { Total += F.SharedBytes; });
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
