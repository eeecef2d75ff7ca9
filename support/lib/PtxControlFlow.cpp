// The control flow of a PTX entry: which of its global stores may run when its last parameter
// (math-only's run-time flag) is 0, as it always is.

#include "PtxEntry.h"

#include "limiter/support/PtxStats.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace limiter {

namespace {

using ptx::Block;
using ptx::Entry;
using ptx::immediate;
using ptx::Instruction;
using ptx::trim;

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
  std::optional<Entry> E = ptx::parseEntry(Ptx, Name);
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
