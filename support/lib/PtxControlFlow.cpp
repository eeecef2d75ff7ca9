// The control flow of a PTX entry: which of its global stores run whatever the data say.

#include "limiter/support/PtxStats.h"

#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace limiter {

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
    if (Body.find_first_not_of(" \t") == std::string::npos)
      continue; // A predicate with no instruction after it.
    Body = Body.substr(Body.find_first_not_of(" \t"));
    std::string Opcode = Body.substr(0, Body.find_first_of(" \t;"));
    bool Store =
        ((Opcode.starts_with("st.") || Opcode.starts_with("atom.") || Opcode.starts_with("red.")) &&
         Opcode.find(".global") != std::string::npos) ||
        Opcode.starts_with("sust.") || Opcode.starts_with("sured.");
    if (Store && !Predicated)
      ++B.UnpredicatedStores;
    bool Ends = Opcode.starts_with("bra") || Opcode == "ret" || Opcode == "exit";
    if (Opcode.starts_with("bra")) {
      std::string Target = Body.substr(Opcode.size());
      std::size_t Start = Target.find_first_not_of(" \t;");
      if (Start == std::string::npos)
        B.Exits = true; // A branch without a target (not PTX ptxas takes): counted as an end.
      else
        B.Targets.push_back(Target.substr(Start, Target.find_first_of(" \t;", Start) - Start));
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

} // namespace limiter
