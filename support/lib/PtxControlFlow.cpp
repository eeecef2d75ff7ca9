// The control flow of a PTX entry: which of its global stores run whatever its last parameter
// (math-only's run-time flag) says.

#include "limiter/support/PtxStats.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace limiter {

namespace {

/// One instruction: the registers it writes and reads, and its predicate ("" for none).
struct Instruction {
  std::vector<std::string> Writes, Reads;
  std::string Predicate;
  bool Store = false;     // a global store, atomic or surface write
  bool LoadsFlag = false; // `ld.param` of the entry's last parameter
};

/// One basic block of an entry's body: its instructions, where it goes next, and the
/// predicate of the conditional branch that ends it ("" for none).
struct Block {
  std::string Label;
  std::vector<Instruction> Instructions;
  std::vector<std::string> Targets; // branch targets
  std::string BranchPredicate;
  bool FallsThrough = true;
  bool Exits = false; // ends in ret or exit
};

struct Entry {
  std::vector<Block> Blocks;
  std::string LastParam; // the name of the entry's last `.param`
};

/// The registers (`%r1`, `%p2`, `%rd3`; not special registers such as `%tid.x`) in Text.
std::vector<std::string> registersIn(const std::string &Text) {
  std::vector<std::string> Out;
  for (std::size_t I = Text.find('%'); I != std::string::npos; I = Text.find('%', I + 1)) {
    std::size_t End = I + 1;
    while (End < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[End])) ||
                                 Text[End] == '_' || Text[End] == '$'))
      ++End;
    if (End < Text.size() && Text[End] == '.')
      continue; // %tid.x, %ctaid.y: the same in every run
    if (End > I + 1)
      Out.push_back(Text.substr(I, End - I));
  }
  return Out;
}

/// The operand text of an instruction split at its first top-level comma: the destination
/// (`%r1`, `{%r1, %r2}`, `%p1|%p2`) and the rest.
std::pair<std::string, std::string> splitDestination(const std::string &Operands) {
  int Depth = 0;
  for (std::size_t I = 0; I < Operands.size(); ++I) {
    char C = Operands[I];
    Depth += C == '{' || C == '[' ? 1 : C == '}' || C == ']' ? -1 : 0;
    if (C == ',' && Depth == 0)
      return {Operands.substr(0, I), Operands.substr(I + 1)};
  }
  return {Operands, ""};
}

Instruction parseInstruction(const std::string &Opcode, const std::string &Operands,
                             const std::string &Predicate, const std::string &Flag) {
  Instruction I;
  I.Predicate = Predicate;
  I.LoadsFlag = !Flag.empty() && Opcode.starts_with("ld.param") &&
                (Operands.find("[" + Flag + "]") != std::string::npos ||
                 Operands.find("[" + Flag + "+") != std::string::npos);
  I.Store =
      ((Opcode.starts_with("st.") || Opcode.starts_with("atom.") || Opcode.starts_with("red.")) &&
       Opcode.find(".global") != std::string::npos) ||
      Opcode.starts_with("sust.") || Opcode.starts_with("sured.");
  // Stores, reductions, branches and barriers write no register; calls are not followed.
  bool NoDestination = Opcode.starts_with("st.") || Opcode.starts_with("red.") ||
                       Opcode.starts_with("sust.") || Opcode.starts_with("sured.") ||
                       Opcode.starts_with("bra") || Opcode.starts_with("bar") ||
                       Opcode.starts_with("call") || Opcode.starts_with("ret") ||
                       Opcode.starts_with("exit") || Opcode.starts_with("prefetch");
  if (NoDestination) {
    I.Reads = registersIn(Operands);
  } else {
    auto [Destination, Sources] = splitDestination(Operands);
    I.Writes = registersIn(Destination);
    I.Reads = registersIn(Sources);
  }
  return I;
}

/// The blocks of Entry's body in order, with the name of its last parameter, or nullopt when
/// the module has no such entry.
std::optional<Entry> parseEntry(std::string_view Ptx, std::string_view Name) {
  std::istringstream In{std::string(Ptx)};
  std::string Line;
  bool Inside = false, Found = false, InBody = false;
  int Depth = 0;
  Entry E;
  E.Blocks.resize(1);
  while (std::getline(In, Line)) {
    std::size_t First = Line.find_first_not_of(" \t");
    if (First == std::string::npos)
      continue;
    std::string Text = Line.substr(First);
    if (!Inside) {
      if (Text.find(".entry ") != std::string::npos && Text.find(Name) != std::string::npos &&
          Text.back() != ';')
        Inside = Found = true;
      continue;
    }
    if (!InBody && Text.starts_with(".param")) {
      std::size_t End = Text.find_last_not_of(" \t,)");
      std::size_t Start = Text.find_last_of(" \t", End);
      E.LastParam = Text.substr(Start + 1, End - Start);
    }
    for (char C : Text) {
      Depth += C == '{' ? 1 : C == '}' ? -1 : 0;
      InBody |= C == '{';
    }
    if (Depth <= 0 && Text[0] == '}')
      break;
    if (Text[0] == '.' || Text[0] == '{' || Text[0] == '}' || Text.starts_with("//"))
      continue;
    if (Text.back() == ':') { // a label starts a block; the previous one falls into it
      E.Blocks.emplace_back().Label = Text.substr(0, Text.size() - 1);
      continue;
    }
    Block &B = E.Blocks.back();
    std::string Predicate;
    std::string Body = Text;
    if (Text[0] == '@') {
      std::size_t Space = Text.find_first_of(" \t");
      Predicate = Text.substr(Text[1] == '!' ? 2 : 1, Space == std::string::npos
                                                          ? std::string::npos
                                                          : Space - (Text[1] == '!' ? 2 : 1));
      Body = Space == std::string::npos ? "" : Text.substr(Space + 1);
    }
    if (Body.find_first_not_of(" \t") == std::string::npos)
      continue; // A predicate with no instruction after it.
    Body = Body.substr(Body.find_first_not_of(" \t"));
    std::string Opcode = Body.substr(0, Body.find_first_of(" \t;"));
    std::string Operands = Body.substr(Opcode.size());
    if (std::size_t Semi = Operands.find(';'); Semi != std::string::npos)
      Operands = Operands.substr(0, Semi);
    B.Instructions.push_back(parseInstruction(Opcode, Operands, Predicate, E.LastParam));
    bool Ends = Opcode.starts_with("bra") || Opcode == "ret" || Opcode == "exit";
    if (Opcode.starts_with("bra")) {
      std::size_t Start = Operands.find_first_not_of(" \t");
      if (Start == std::string::npos)
        B.Exits = true; // A branch without a target (not PTX ptxas takes): counted as an end.
      else
        B.Targets.push_back(Operands.substr(Start, Operands.find_first_of(" \t", Start) - Start));
      B.BranchPredicate = Predicate;
    } else if (Ends) {
      B.Exits = true;
    }
    if (Ends) {
      B.FallsThrough = !Predicate.empty();
      E.Blocks.emplace_back(); // what follows is a block of its own, labelled or not
    }
  }
  if (!Found)
    return std::nullopt;
  return E;
}

/// The registers whose value depends on the entry's last parameter: loaded from it, computed
/// from such a register, or written under a predicate that is one.
std::set<std::string> flagDependent(const Entry &E) {
  std::set<std::string> Tainted;
  if (E.LastParam.empty())
    return Tainted;
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Block &B : E.Blocks)
      for (const Instruction &I : B.Instructions) {
        bool Depends = I.LoadsFlag || Tainted.count(I.Predicate) > 0;
        for (const std::string &R : I.Reads)
          Depends |= Tainted.count(R) > 0;
        if (!Depends)
          continue;
        for (const std::string &W : I.Writes)
          Grew |= Tainted.insert(W).second;
      }
  }
  return Tainted;
}

/// The successors of each block; N stands for the entry's end, which every block that cannot
/// reach it (a loop without exit) is given as well.
std::vector<std::vector<std::size_t>> successors(const std::vector<Block> &Blocks) {
  const std::size_t N = Blocks.size();
  std::map<std::string, std::size_t> ByLabel;
  for (std::size_t I = 0; I < N; ++I)
    if (!Blocks[I].Label.empty())
      ByLabel[Blocks[I].Label] = I;
  std::vector<std::vector<std::size_t>> Next(N);
  for (std::size_t I = 0; I < N; ++I) {
    const Block &B = Blocks[I];
    if (B.FallsThrough)
      Next[I].push_back(I + 1 < N ? I + 1 : N);
    if (B.Exits)
      Next[I].push_back(N);
    for (const std::string &T : B.Targets)
      if (auto It = ByLabel.find(T); It != ByLabel.end())
        Next[I].push_back(It->second);
  }
  // Which blocks reach the end, walking back from it.
  std::vector<std::vector<std::size_t>> Back(N + 1);
  for (std::size_t I = 0; I < N; ++I)
    for (std::size_t S : Next[I])
      Back[S].push_back(I);
  std::vector<bool> Reaches(N + 1, false);
  std::vector<std::size_t> Work{N};
  while (!Work.empty()) {
    std::size_t I = Work.back();
    Work.pop_back();
    if (Reaches[I])
      continue;
    Reaches[I] = true;
    for (std::size_t P : Back[I])
      Work.push_back(P);
  }
  for (std::size_t I = 0; I < N; ++I)
    if (!Reaches[I])
      Next[I].push_back(N);
  return Next;
}

/// The immediate post-dominator of each block (N, the end, for the end itself), by Cooper,
/// Harvey and Kennedy's iteration over the reversed graph.
std::vector<std::size_t> postDominators(const std::vector<std::vector<std::size_t>> &Next) {
  const std::size_t N = Next.size(), None = N + 1;
  std::vector<std::vector<std::size_t>> Back(N + 1);
  for (std::size_t I = 0; I < N; ++I)
    for (std::size_t S : Next[I])
      Back[S].push_back(I);
  // Post-order of the reversed graph from the end.
  std::vector<std::size_t> Order, Number(N + 1, None);
  std::vector<std::pair<std::size_t, std::size_t>> Stack{{N, 0}};
  std::vector<bool> Seen(N + 1, false);
  Seen[N] = true;
  while (!Stack.empty()) {
    auto &[Node, Child] = Stack.back();
    if (Child < Back[Node].size()) {
      std::size_t P = Back[Node][Child++];
      if (!Seen[P]) {
        Seen[P] = true;
        Stack.push_back({P, 0});
      }
      continue;
    }
    Number[Node] = Order.size();
    Order.push_back(Node);
    Stack.pop_back();
  }
  std::vector<std::size_t> Idom(N + 1, None);
  Idom[N] = N;
  auto Intersect = [&](std::size_t A, std::size_t B) {
    while (A != B) {
      while (Number[A] < Number[B])
        A = Idom[A];
      while (Number[B] < Number[A])
        B = Idom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = Order.rbegin(); It != Order.rend(); ++It) {
      std::size_t B = *It;
      if (B == N)
        continue;
      std::size_t New = None;
      for (std::size_t S : Next[B])
        if (Idom[S] != None)
          New = New == None ? S : Intersect(S, New);
      if (New != None && Idom[B] != New) {
        Idom[B] = New;
        Changed = true;
      }
    }
  }
  return Idom;
}

} // namespace

int countUnguardedGlobalStores(std::string_view Ptx, std::string_view Name) {
  std::optional<Entry> E = parseEntry(Ptx, Name);
  if (!E)
    return -1;
  const std::vector<Block> &Blocks = E->Blocks;
  const std::size_t N = Blocks.size();
  const std::set<std::string> Tainted = flagDependent(*E);
  auto FlagBranch = [&](std::size_t I) {
    return I < N && !Blocks[I].BranchPredicate.empty() &&
           Tainted.count(Blocks[I].BranchPredicate) > 0;
  };
  const std::vector<std::vector<std::size_t>> Next = successors(Blocks);
  const std::vector<std::size_t> Idom = postDominators(Next);
  // Control dependence: block X depends on the branch ending block A where one of A's
  // successors leads to X without X post-dominating A.
  std::vector<std::vector<std::size_t>> Deciders(N);
  for (std::size_t A = 0; A < N; ++A) {
    if (Next[A].size() < 2 || Idom[A] > N)
      continue;
    for (std::size_t S : Next[A])
      for (std::size_t X = S; X < N && X != Idom[A] && Idom[X] <= N; X = Idom[X])
        Deciders[X].push_back(A);
  }
  // The blocks a run reaches without expanding the blocks in Stop.
  auto Reached = [&](const std::set<std::size_t> &Stop) {
    std::vector<bool> Out(N, false);
    std::vector<std::size_t> Work{0};
    while (!Work.empty()) {
      std::size_t I = Work.back();
      Work.pop_back();
      if (I >= N || Out[I])
        continue;
      Out[I] = true;
      if (!Stop.count(I))
        Work.insert(Work.end(), Next[I].begin(), Next[I].end());
    }
    return Out;
  };
  const std::vector<bool> Live = Reached({});
  // The branches on the flag that decide, directly or through other branches, whether block
  // Start runs.
  auto FlagDeciders = [&](std::size_t Start) {
    std::set<std::size_t> Flags;
    std::vector<bool> Seen(N, false);
    std::vector<std::size_t> Todo{Start};
    while (!Todo.empty()) {
      std::size_t X = Todo.back();
      Todo.pop_back();
      for (std::size_t A : Deciders[X]) {
        if (FlagBranch(A))
          Flags.insert(A);
        if (!Seen[A]) {
          Seen[A] = true;
          Todo.push_back(A);
        }
      }
    }
    return Flags;
  };
  // A store is guarded when the flag decides whether it runs: its predicate depends on the
  // flag, or branches on the flag decide whether its block runs and no run reaches the block
  // but through one of them (the head of a loop whose exit the flag decides runs once anyway).
  int Unguarded = 0;
  for (std::size_t I = 0; I < N; ++I) {
    if (!Live[I])
      continue;
    const std::vector<Instruction> &Code = Blocks[I].Instructions;
    if (std::none_of(Code.begin(), Code.end(), [&](const Instruction &Ins) {
          return Ins.Store && !Tainted.count(Ins.Predicate);
        }))
      continue;
    std::set<std::size_t> Flags = FlagDeciders(I);
    bool BlockGuarded = !Flags.empty() && !Reached(Flags)[I];
    for (const Instruction &Ins : Code)
      if (Ins.Store && !BlockGuarded && !Tainted.count(Ins.Predicate))
        ++Unguarded;
  }
  return Unguarded;
}

} // namespace limiter
