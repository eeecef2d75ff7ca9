// The control flow of a PTX entry: which of its global stores may run when its last parameter
// (math-only's run-time flag) is 0, as it always is.

#include "limiter/support/PtxStats.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace limiter {

namespace {

/// One instruction: its opcode, the registers it writes, its operands after the destination,
/// and its predicate ("" for none; Negated for `@!%p`).
struct Instruction {
  std::string Opcode;
  std::vector<std::string> Writes;
  std::vector<std::string> Operands; // the source operands, as written
  std::string Predicate;
  bool Negated = false;
  bool Store = false; // a global store, atomic or reduction, or a surface write
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
};

std::string trim(const std::string &S) {
  std::size_t First = S.find_first_not_of(" \t");
  if (First == std::string::npos)
    return "";
  return S.substr(First, S.find_last_not_of(" \t") - First + 1);
}

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
  // Not generic atomics: a library's synchronization (a pipeline's, on its shared state) is
  // one, and math-only keeps it; nor can a generic store be told from one to shared memory.
  if (Opcode.starts_with("st.") || Opcode.starts_with("atom.") || Opcode.starts_with("red."))
    return Opcode.find(".global") != std::string::npos;
  return Opcode.starts_with("sust.") || Opcode.starts_with("sured.");
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

/// The blocks of Name's body in order, with the name of its last parameter, or nullopt when
/// the module has no such entry.
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
    if (Start != std::string::npos)
      E.LastParam = Decl.substr(Start + 1);
  }
  return E;
}

/// An integer or a float's bits written as a PTX immediate (`1`, `-1`, `0x1f`, `0f3F800000`).
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

/// The values registers take when the flag is 0, where they are the same whatever the data:
/// the flag, products with it, compares of those with constants, logic on such predicates.
/// A register written more than once is known only where every write that may run gives the
/// same value. (A lattice per register: not yet written, one value, or varying.)
class FlagZero {
public:
  /// Over the instructions of the blocks in Live (a run with the flag 0 may reach them).
  FlagZero(const Entry &E, const std::vector<bool> &Live) : E(E) {
    for (const Block &B : E.Blocks)
      for (const Instruction &I : B.Instructions)
        Written.insert(I.Writes.begin(), I.Writes.end());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (std::size_t K = 0; K < E.Blocks.size(); ++K) {
        if (!Live[K])
          continue;
        for (const Instruction &I : E.Blocks[K].Instructions) {
          std::optional<bool> Runs = runs(I.Predicate, I.Negated);
          if (Runs && !*Runs)
            continue; // never runs: writes nothing
          for (const std::string &W : I.Writes) {
            Value V = valueOf(I, W);
            // Under a predicate the data decide, the write may not happen: the register
            // keeps its other values too, so it is known only if they all agree.
            Changed |= meet(W, V);
          }
        }
      }
    }
  }

  /// Whether predicate P is one no live block has written yet (though some block does).
  bool pending(const std::string &P) const { return !P.empty() && operand(P).State == Unwritten; }

  /// Whether an instruction under predicate P (negated or not) always runs (true), never
  /// runs (false), or the data decide (none).
  std::optional<bool> runs(const std::string &P, bool Negated) const {
    if (P.empty())
      return true;
    Value V = operand(P);
    if (V.State != Known)
      return std::nullopt;
    return (V.Bits != 0) != Negated;
  }

private:
  enum StateKind { Unwritten, Known, Varies };
  struct Value {
    StateKind State = Varies;
    std::uint64_t Bits = 0;
  };
  static Value known(std::uint64_t Bits) { return {Known, Bits}; }
  static Value varies() { return {Varies, 0}; }

  const Entry &E;
  std::map<std::string, Value> Values;
  std::set<std::string> FlagAddresses; // registers holding the flag parameter's address
  std::set<std::string> Written;       // registers some instruction of the entry writes

  Value operand(const std::string &Text) const {
    if (Text.starts_with("%")) {
      auto It = Values.find(Text);
      if (It != Values.end())
        return It->second;
      // Not written by a live block: none yet, where another block writes it; else its value
      // comes from nowhere the analysis sees.
      return Written.count(Text) ? Value{Unwritten, 0} : varies();
    }
    std::optional<std::uint64_t> I = immediate(Text);
    return I ? known(*I) : varies();
  }

  bool meet(const std::string &R, Value V) {
    if (V.State == Unwritten)
      return false;
    if (R.starts_with("%p") && V.State == Known)
      V.Bits = V.Bits != 0; // a predicate is true or false (`mov.pred %p, -1` is true)
    auto [It, New] = Values.emplace(R, V);
    if (New)
      return true;
    Value &L = It->second;
    if (L.State == Varies || (V.State == Known && L.Bits == V.Bits))
      return false;
    L = varies();
    return true;
  }

  bool readsFlag(const Instruction &I) const {
    if (E.LastParam.empty() || !I.Opcode.starts_with("ld.param") || I.Operands.empty())
      return false;
    std::string A = I.Operands.front();
    if (A.size() < 2 || A.front() != '[')
      return false;
    A = trim(A.substr(1, A.find_first_of("+]") - 1));
    return A == E.LastParam || FlagAddresses.count(A) > 0;
  }

  Value valueOf(const Instruction &I, const std::string &W) {
    const std::string &Op = I.Opcode;
    auto Arg = [&](std::size_t K) {
      return K < I.Operands.size() ? operand(I.Operands[K]) : varies();
    };
    auto IsZero = [](const Value &V) { return V.State == Known && V.Bits == 0; };
    // Not yet known where an operand it needs is not yet written.
    auto Pending = [](std::initializer_list<Value> Vs) {
      for (const Value &V : Vs)
        if (V.State == Unwritten)
          return true;
      return false;
    };
    if (readsFlag(I))
      return known(0);
    if (Op.starts_with("mov") && !I.Operands.empty() && I.Operands[0] == E.LastParam) {
      FlagAddresses.insert(W);
      return varies();
    }
    if (!runs(I.Predicate, I.Negated))
      return varies(); // the data decide whether it is written
    if (Op.starts_with("mov") || Op.starts_with("cvt")) {
      Value A = Arg(0);
      // A conversion keeps 0 in every encoding; other values only through a move.
      if (A.State == Known && (Op.starts_with("mov") || A.Bits == 0))
        return A;
      return A.State == Unwritten ? A : varies();
    }
    if (Op.starts_with("mul") || Op.starts_with("and.b")) {
      Value A = Arg(0), B = Arg(1);
      if (IsZero(A) || IsZero(B))
        return known(0);
      if (A.State == Known && B.State == Known && Op.starts_with("mul.lo"))
        return known(A.Bits * B.Bits);
      return Pending({A, B}) ? Value{Unwritten, 0} : varies();
    }
    if (Op.starts_with("mad")) {
      Value A = Arg(0), B = Arg(1), C = Arg(2);
      if ((IsZero(A) || IsZero(B)) && C.State != Varies)
        return C;
      return Pending({A, B, C}) ? Value{Unwritten, 0} : varies();
    }
    if (Op.starts_with("shl") || Op.starts_with("shr")) {
      Value A = Arg(0);
      return IsZero(A) || A.State == Unwritten ? A : varies();
    }
    if (Op.starts_with("setp.eq") || Op.starts_with("setp.ne")) {
      Value A = Arg(0), B = Arg(1);
      if (A.State != Known || B.State != Known)
        return Pending({A, B}) ? Value{Unwritten, 0} : varies();
      bool Equal = A.Bits == B.Bits, Result = Op.starts_with("setp.eq") ? Equal : !Equal;
      // `setp %p|%q`: q is the negation.
      return known(I.Writes.size() > 1 && W == I.Writes[1] ? !Result : Result);
    }
    if (Op.starts_with("not.pred")) {
      Value A = Arg(0);
      return A.State == Known ? known(A.Bits == 0) : A;
    }
    if (Op.starts_with("and.pred") || Op.starts_with("or.pred")) {
      Value A = Arg(0), B = Arg(1);
      bool And = Op.starts_with("and");
      auto Decides = [&](const Value &V) { return V.State == Known && (V.Bits != 0) != And; };
      if (Decides(A) || Decides(B))
        return known(And ? 0 : 1); // one false decides an and, one true an or
      if (A.State == Known && B.State == Known)
        return known(And ? 1 : 0);
      return Pending({A, B}) ? Value{Unwritten, 0} : varies();
    }
    if (Op.starts_with("selp")) {
      Value P = Arg(2);
      if (P.State == Known)
        return Arg(P.Bits != 0 ? 0 : 1);
      return P.State == Unwritten ? P : varies();
    }
    return varies();
  }
};

} // namespace

int countUnguardedGlobalStores(std::string_view Ptx, std::string_view Name) {
  std::optional<Entry> E = parseEntry(Ptx, Name);
  if (!E)
    return -1;
  const std::vector<Block> &Blocks = E->Blocks;
  const std::size_t N = Blocks.size();
  std::map<std::string, std::size_t> ByLabel;
  for (std::size_t I = 0; I < N; ++I)
    if (!Blocks[I].Label.empty())
      ByLabel[Blocks[I].Label] = I;
  // The blocks a run reaches with the flag 0, a branch whose predicate the flag decides going
  // its one way, and the values known from what those blocks write alone, grown together
  // until they agree (sparse conditional constant propagation: a predicate set on a path the
  // flag closes does not count). Each round reaches a superset of the last.
  auto Reach = [&](const FlagZero &Zero) {
    std::vector<bool> Reached(N, false);
    std::vector<std::size_t> Work{0};
    while (!Work.empty()) {
      std::size_t I = Work.back();
      Work.pop_back();
      if (I >= N || Reached[I])
        continue;
      Reached[I] = true;
      const Block &B = Blocks[I];
      // A branch on a predicate no live block has written yet goes nowhere yet (it goes on
      // once one does, SCCP's order).
      if (Zero.pending(B.BranchPredicate))
        continue;
      std::optional<bool> Taken = Zero.runs(B.BranchPredicate, B.BranchNegated);
      bool MayTake = !Taken || *Taken, MayPass = !Taken || !*Taken;
      if (B.FallsThrough && (B.BranchPredicate.empty() || MayPass))
        Work.push_back(I + 1);
      if (MayTake)
        for (const std::string &T : B.Targets)
          if (auto It = ByLabel.find(T); It != ByLabel.end())
            Work.push_back(It->second);
      if (B.AnyTarget)
        for (const auto &[Label, Index] : ByLabel)
          Work.push_back(Index);
    }
    return Reached;
  };
  std::vector<bool> Reached(N, false);
  Reached[0] = true;
  std::optional<FlagZero> Zero;
  for (unsigned Round = 0;; ++Round) {
    Zero.emplace(*E, Reached);
    std::vector<bool> Next = Reach(*Zero);
    // Past a hundred rounds (not seen), what any round reached counts: more stores, not fewer.
    if (Round > 100)
      for (std::size_t I = 0; I < N; ++I)
        Next[I] = Next[I] || Reached[I];
    if (Next == Reached)
      break;
    Reached = std::move(Next);
  }
  int Unguarded = 0;
  for (std::size_t I = 0; I < N; ++I) {
    if (!Reached[I])
      continue;
    for (const Instruction &Ins : Blocks[I].Instructions) {
      std::optional<bool> Runs = Zero->runs(Ins.Predicate, Ins.Negated);
      if (Ins.Store && (!Runs || *Runs))
        ++Unguarded;
    }
  }
  return Unguarded;
}

} // namespace limiter
