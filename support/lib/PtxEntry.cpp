// A PTX entry read into basic blocks: statements split at semicolons outside braces, labels,
// predicates, the registers each instruction writes, and where each block may go next.

#include "PtxEntry.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace limiter::ptx {

std::string trim(const std::string &S) {
  std::size_t First = S.find_first_not_of(" \t");
  if (First == std::string::npos)
    return "";
  return S.substr(First, S.find_last_not_of(" \t") - First + 1);
}

namespace {

/// The registers (`%r1`, `%p2`; not special registers such as `%tid.x`) in Text.
std::vector<std::string> registersIn(const std::string &Text) {
  std::vector<std::string> Out;
  for (std::size_t I = Text.find('%'); I != std::string::npos; I = Text.find('%', I + 1)) {
    std::size_t End = I + 1;
    while (End < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[End])) ||
                                 Text[End] == '_' || Text[End] == '$'))
      ++End;
    if (End < Text.size() && Text[End] == '.')
      continue;
    if (End > I + 1)
      Out.push_back(Text.substr(I, End - I));
  }
  return Out;
}

/// Operands split at top-level commas (`{%r1, %r2}` and `[%rd1+4]` stay whole).
std::vector<std::string> splitOperands(const std::string &Text) {
  std::vector<std::string> Out;
  int Depth = 0;
  std::string Current;
  for (char C : Text) {
    Depth += C == '{' || C == '[' ? 1 : C == '}' || C == ']' ? -1 : 0;
    if (C == ',' && Depth == 0) {
      Out.push_back(trim(Current));
      Current.clear();
    } else {
      Current += C;
    }
  }
  if (!trim(Current).empty())
    Out.push_back(trim(Current));
  return Out;
}

bool isStoreOpcode(const std::string &Opcode) {
  // Generic ones (no state space) are decided once the whole entry is read, by where their
  // address comes from (markGenericStores).
  if (Opcode.starts_with("st.") || Opcode.starts_with("atom.") || Opcode.starts_with("red."))
    return Opcode.find(".global") != std::string::npos;
  return Opcode.starts_with("sust.") || Opcode.starts_with("sured.");
}

/// Whether Opcode is a generic store, atomic or reduction: one that names no state space.
bool isGenericStore(const std::string &Opcode) {
  if (!Opcode.starts_with("st.") && !Opcode.starts_with("atom.") && !Opcode.starts_with("red."))
    return false;
  for (const char *Space : {".global", ".shared", ".local", ".param", ".const"})
    if (Opcode.find(Space) != std::string::npos)
      return false;
  return true;
}

/// The registers of an instruction's address operand (`[%rd2+4]`), or none.
std::vector<std::string> addressRegisters(const Instruction &I) {
  for (const std::string &Operand : I.Operands)
    if (!Operand.empty() && Operand.front() == '[')
      return registersIn(Operand);
  return {};
}

/// Whether Operand names one of the entry's parameters (`[_Z1kPf_param_0]`), or a register in
/// Addresses (one that holds a parameter's address: `mov.b64 %rd6, _Z1kPf_param_1`).
bool namesParameter(const std::string &Operand, const Entry &E,
                    const std::set<std::string> &Addresses) {
  for (const std::string &P : E.Params)
    if (Operand.find(P) != std::string::npos)
      return true;
  for (const std::string &R : registersIn(Operand))
    if (Addresses.count(R))
      return true;
  return false;
}

/// Marks the generic stores whose address comes from a 64-bit parameter of the entry (a
/// pointer the kernel was given, which nvcc hands to generic instructions as it is; not a
/// value a call returned, such as the buffer of a launch from the device) and from no address
/// of another state space (`cvta.shared`, `cvta.local`, `cvta.const`), following arithmetic on
/// them through every instruction that is not a load, whichever block it is in.
void markGenericStores(Entry &E) {
  std::set<std::string> FromParam, FromOther, ParamAddresses;
  for (const Block &B : E.Blocks)
    for (const Instruction &I : B.Instructions)
      if (I.Opcode.starts_with("mov.") && !I.Operands.empty() &&
          namesParameter(I.Operands.front(), E, {}))
        ParamAddresses.insert(I.Writes.begin(), I.Writes.end());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Block &B : E.Blocks)
      for (const Instruction &I : B.Instructions) {
        const std::string &Op = I.Opcode;
        bool Param = Op.starts_with("ld.param.") && Op.ends_with("64") && !Op.ends_with("f64") &&
                     !I.Operands.empty() && namesParameter(I.Operands.front(), E, ParamAddresses);
        bool Other = Op.starts_with("cvta.shared") || Op.starts_with("cvta.local") ||
                     Op.starts_with("cvta.const");
        const bool Load = Op.starts_with("ld.") || Op.starts_with("atom.") ||
                          Op.starts_with("tex.") || Op.starts_with("suld.") ||
                          Op.starts_with("shfl.");
        if (!Load)
          for (const std::string &Operand : I.Operands)
            for (const std::string &R : registersIn(Operand)) {
              Param = Param || FromParam.count(R);
              Other = Other || FromOther.count(R);
            }
        for (const std::string &W : I.Writes) {
          if (Param && FromParam.insert(W).second)
            Changed = true;
          if (Other && FromOther.insert(W).second)
            Changed = true;
        }
      }
  }
  for (Block &B : E.Blocks)
    for (Instruction &I : B.Instructions) {
      if (I.Store || !isGenericStore(I.Opcode))
        continue;
      std::vector<std::string> Address = addressRegisters(I);
      I.Store = std::any_of(Address.begin(), Address.end(),
                            [&](const std::string &R) { return FromParam.count(R) != 0; }) &&
                std::none_of(Address.begin(), Address.end(),
                             [&](const std::string &R) { return FromOther.count(R) != 0; });
    }
}

/// Adds one statement (`@%p bra L`, `L1: ld...`) to the entry's blocks.
void addStatement(Entry &E, std::string Text) {
  Text = trim(Text);
  // A label in front of a statement (inline asm: `L1: ld.volatile...`) starts a block.
  while (true) {
    std::size_t Colon = Text.find(':');
    if (Colon == std::string::npos || Text[0] == '@' || Text.find_first_of(" \t") < Colon)
      break;
    E.Blocks.emplace_back().Label = Text.substr(0, Colon);
    Text = trim(Text.substr(Colon + 1));
  }
  if (Text.empty() || Text[0] == '.' || Text.starts_with("//"))
    return;
  Instruction I;
  if (Text[0] == '@') {
    std::size_t Space = Text.find_first_of(" \t");
    I.Negated = Text.size() > 1 && Text[1] == '!';
    std::size_t From = I.Negated ? 2 : 1;
    I.Predicate = Text.substr(From, Space == std::string::npos ? std::string::npos : Space - From);
    Text = Space == std::string::npos ? "" : trim(Text.substr(Space + 1));
  }
  if (Text.empty())
    return; // A predicate with no instruction after it.
  I.Opcode = Text.substr(0, Text.find_first_of(" \t"));
  std::vector<std::string> Operands = splitOperands(Text.substr(I.Opcode.size()));
  I.Store = isStoreOpcode(I.Opcode);
  bool NoDestination = I.Opcode.starts_with("st.") || I.Opcode.starts_with("red.") ||
                       I.Opcode.starts_with("sust.") || I.Opcode.starts_with("sured.") ||
                       I.Opcode.starts_with("bra") || I.Opcode.starts_with("brx") ||
                       I.Opcode.starts_with("bar") || I.Opcode.starts_with("call") ||
                       I.Opcode.starts_with("ret") || I.Opcode.starts_with("exit") ||
                       I.Opcode.starts_with("trap") || I.Opcode.starts_with("prefetch");
  if (!NoDestination && !Operands.empty()) {
    I.Writes = registersIn(Operands.front());
    Operands.erase(Operands.begin());
  }
  I.Operands = Operands;
  Block &B = E.Blocks.back();
  B.Instructions.push_back(I);
  const std::string &Op = I.Opcode;
  bool Branch = Op.starts_with("bra"), Indirect = Op.starts_with("brx");
  bool Ends = Branch || Indirect || Op.starts_with("ret") || Op == "exit" || Op == "trap";
  if (Branch) {
    // A branch without a target (not PTX ptxas takes) goes nowhere: an end.
    if (!I.Operands.empty())
      B.Targets.push_back(I.Operands.front());
    B.BranchPredicate = I.Predicate;
    B.BranchNegated = I.Negated;
  } else if (Indirect) {
    B.AnyTarget = true;
  }
  if (Ends) {
    B.FallsThrough = !I.Predicate.empty();
    E.Blocks.emplace_back(); // what follows is a block of its own, labelled or not
  }
}

} // namespace

std::optional<Entry> parseEntry(std::string_view Ptx, std::string_view Name) {
  std::istringstream In{std::string(Ptx)};
  std::string Line, Header;
  bool Inside = false, Found = false, InBody = false;
  int Depth = 0;
  Entry E;
  E.Blocks.resize(1);
  while (std::getline(In, Line)) {
    std::string Text = trim(Line);
    if (Text.empty())
      continue;
    if (!Inside) {
      if (Text.find(".entry ") != std::string::npos && Text.find(Name) != std::string::npos &&
          Text.back() != ';') {
        Inside = Found = true;
        Header = Text;
        InBody = Text.find('{') != std::string::npos;
        Depth = InBody ? 1 : 0;
      }
      continue;
    }
    if (!InBody) {
      if (Text[0] != '{') {
        Header += " " + Text;
        continue;
      }
      InBody = true;
    }
    if (Text.starts_with("//"))
      continue;
    // Braces open and close blocks (nvcc's inline asm, call sequences) and hold vector
    // operands, which balance within their statement: the depth follows them all, the
    // statements are read without the blocks' own braces.
    int Net = 0;
    for (char C : Text)
      Net += C == '{' ? 1 : C == '}' ? -1 : 0;
    if (std::size_t Comment = Text.find("//"); Comment != std::string::npos)
      Text = trim(Text.substr(0, Comment));
    while (!Text.empty() && Text.front() == '{')
      Text = trim(Text.substr(1));
    while (!Text.empty() && Text.back() == '}' &&
           std::count(Text.begin(), Text.end(), '{') < std::count(Text.begin(), Text.end(), '}'))
      Text = trim(Text.substr(0, Text.size() - 1));
    std::string Statement;
    int Braces = 0;
    for (char C : Text) {
      Braces += C == '{' ? 1 : C == '}' ? -1 : 0;
      if (C == ';' && Braces <= 0) {
        addStatement(E, Statement);
        Statement.clear();
      } else {
        Statement += C;
      }
    }
    addStatement(E, Statement);
    Depth += Net;
    if (Depth <= 0)
      break;
  }
  if (!Found)
    return std::nullopt;
  // The last `.param` of the header, on its own line or the entry's.
  for (std::size_t At = Header.find(".param"); At != std::string::npos;
       At = Header.find(".param", At + 1)) {
    std::size_t End = Header.find_first_of(",)", At);
    std::string Decl = trim(Header.substr(At, End == std::string::npos ? End : End - At));
    std::size_t Start = Decl.find_last_of(" \t");
    if (Start != std::string::npos) {
      // A struct's bytes (`.param .align 8 .b8 _Z1k1P_param_0[16]`): its name before `[`.
      E.LastParam = Decl.substr(Start + 1);
      E.LastParam = E.LastParam.substr(0, E.LastParam.find('['));
      E.Params.push_back(E.LastParam);
    }
  }
  markGenericStores(E);
  return E;
}

std::optional<std::uint64_t> immediate(const std::string &Text) {
  if (Text.empty())
    return std::nullopt;
  try {
    if (Text.size() > 2 && (Text[0] == '0') && (Text[1] == 'f' || Text[1] == 'F'))
      return std::stoull(Text.substr(2), nullptr, 16);
    if (Text.size() > 2 && (Text[0] == '0') && (Text[1] == 'd' || Text[1] == 'D'))
      return std::stoull(Text.substr(2), nullptr, 16);
    if (std::isdigit(static_cast<unsigned char>(Text[0])) || Text[0] == '-') {
      std::size_t Used = 0;
      long long V = std::stoll(Text, &Used, 0);
      if (Used == Text.size() || (Used + 1 == Text.size() && Text.back() == 'U'))
        return static_cast<std::uint64_t>(V);
    }
  } catch (...) {
  }
  return std::nullopt;
}

} // namespace limiter::ptx
