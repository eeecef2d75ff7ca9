// The class a PTX instruction counts under ("ld.global.128", "fp32", "warp", ...), from its
// opcode alone.

#include "PtxScan.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace limiter::ptx {

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

namespace {

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

} // namespace

void countInstruction(const std::string &Opcode, InstructionCounts &Counts, bool Table) {
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
  // Tensor cores: wmma's loads and stores of a fragment, by their state space (generic where
  // none is named), and ldmatrix/stmatrix (shared memory), counted apart from scalar accesses;
  // the matrix multiply-accumulates (wmma.mma, mma, wgmma.mma_async) are arithmetic, "fpmma",
  // with the floating point that the twins must keep or remove (an integer mma too).
  if (Base == "wmma" && Parts.size() > 1 && (Parts[1] == "load" || Parts[1] == "store")) {
    std::string Space = "generic";
    for (const std::string &P : Parts)
      if (P == "global" || P == "shared")
        Space = P;
    ++Counts[std::string(Parts[1] == "load" ? "ld." : "st.") + Space + ".wmma"];
    return;
  }
  if (Base == "ldmatrix" || Base == "stmatrix") {
    ++Counts[std::string(Base == "ldmatrix" ? "ld" : "st") + ".shared.matrix"];
    return;
  }
  if (Base == "mma" || (Base == "wmma" && Parts.size() > 1 && Parts[1] == "mma") ||
      (Base == "wgmma" && Parts.size() > 1 && Parts[1] == "mma_async")) {
    ++Counts["fpmma"];
    return;
  }
  // A block (or cluster) barrier; `bar.warp.sync` (__syncwarp, a tile's sync) only
  // synchronizes a warp and counts with the warp's exchanges.
  if (Base == "bar" || Base == "barrier") {
    ++Counts[Parts.size() > 1 && Parts[1] == "warp" ? "warp" : "barrier"];
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

} // namespace limiter::ptx
