// Wider accesses (a what-if): a copy of full whose neighbouring narrow global accesses of a lane
// are merged into one 64- or 128-bit access, and nothing else. Two or four reads `p[e + c]`
// (c = b, b + 1, ...: one aligned run of the vector's width, e a provable multiple of it) in
// the statements of one block become one vector load before the first of them, each read a
// component of it; two or four plain stores `p[e + c] = v;` write the components of a vector
// that is stored after the last of them. Each lane moves the same bytes in fewer, wider
// requests; the values are full's where nothing else writes those elements in between. Its
// time is what the narrow accesses cost.
//
// Preconditions, else the accesses are left as they are (the what-if is not applicable where
// none is merged): `p` a pointer parameter, never assigned, to a type CUDA has vectors of
// (float, double, 8-, 16-, 32- and 64-bit integers: `uchar4` merges four bytes into one 32-bit
// access, `short4` four shorts into 64 bits), aligned as cudaMalloc's memory is (a pointer into
// the middle of an allocation may not be: the what-if then faults and says so); `e` free of
// memory accesses and calls, its variables not written between the merged accesses; each access
// unconditional within its statement (not under `?:`, `&&` or `||`); no store through `p`
// between merged reads and no read through `p` between merged stores; not in a switch's body
// (its case labels would jump over the vector's declaration). In a template, one text serves
// every instantiation: a run is merged only where each instantiation merges the same accesses
// at the same width (four floats but two doubles: two of each), its vector type picked by the
// element's (`lim::wide_of<decltype(p[0]), float, float2, double, double2>`).
#include "variants/WiderLoops.h"
#include "variants/WiderRuns.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace limiter {

namespace {

/// The vector type's text: its name where the pointer's element type is the same in every
/// instantiation, else picked by the element's from Pairs (element, vector).
std::string vectorText(const FunctionModel &M, const WideBase &Base, std::string Vector,
                       const std::vector<std::pair<std::string, std::string>> &Pairs) {
  if (!dependentElement(M, Base.Param))
    return Vector;
  Vector = "lim::wide_of<decltype(" + Base.Var->getName().str() + "[0])";
  for (const auto &[Element, Wide] : Pairs)
    Vector += ", " + Element + ", " + Wide;
  return Vector + ">";
}

} // namespace

void Widener::rewrite(const Run &Merge,
                      const std::vector<std::pair<std::string, std::string>> &Pairs) {
  const Narrow &Any = *Merge.Members.front();
  rewrite(Merge, vectorText(M, Any.Base, vectorOf(Any.Access->getType(), Ctx, Merge.Width), Pairs));
}

std::pair<std::string, std::string> Widener::pairOf(const Run &Merge) const {
  QualType Element = Merge.Members.front()->Access->getType();
  return {Element.getCanonicalType().getUnqualifiedType().getAsString(Ctx.getPrintingPolicy()),
          vectorOf(Element, Ctx, Merge.Width)};
}

void Widener::finish() {
  for (const auto &[Statement, Around] : Wraps)
    if (std::optional<TextRange> Whole = R.range(Statement, "a statement"))
      R.replace(Statement, "a statement", {Around.first, EditSet::Sub{*Whole}, Around.second});
}

void Widener::rewrite(const Run &Merge, const std::string &Vector) {
  static const char *const Components[] = {"x", "y", "z", "w"};
  const Narrow &Any = *Merge.Members.front();
  auto [First, Last] = spanOf(Merge);
  std::optional<TextRange> Start =
      Any.Start ? R.Edits.rangeOf(Any.Start->getSourceRange()) : std::nullopt;
  std::optional<TextRange> Site = R.Edits.rangeOf(Any.Access->getSourceRange());
  // Every access rewritable, or none is rewritten: a vector stored with a component no store
  // set would write what full never wrote.
  const Narrow *InMacro = !Site || (Any.Start && !Start) ? &Any : nullptr;
  for (const Narrow *N : Merge.Members)
    if (!R.Edits.rangeOf(N->Access->getSourceRange()) ||
        (N->Through && !R.Edits.rangeOf(N->Through->getSourceRange())))
      InMacro = N;
  if (InMacro) {
    R.macroInTheWay(InMacro->Access);
    return;
  }
  // Read through an intrinsic with no overload for the vector: left as it is.
  if (Any.Through && !loadsThrough(Vector))
    return;
  std::string Name = "lim_wide_" + std::to_string(R.siteOf(*Site));
  std::string Index = Start ? "(" + R.Edits.original(*Start) + ")" : "";
  if (Merge.First != 0 || Index.empty())
    Index += Index.empty()
                 ? std::to_string(Merge.First)
                 : (Merge.First > 0 ? " + " : " - ") + std::to_string(std::llabs(Merge.First));
  std::string Address = "&(" + Any.Base.Var->getName().str() + ")[" + Index + "]";
  // On the statement's line, so that the lines stay full's. Read through the members' load
  // intrinsic where they have one (`__ldg`'s vector overload keeps the read-only path).
  const std::string Pointer = "reinterpret_cast<const " + Vector + " *>(" + Address + ")";
  const std::string Load = intrinsicOf(Any.Through);
  Wraps[Any.Block->body_begin()[First]].first +=
      Any.Store ? Vector + " " + Name + "; "
                : "const " + Vector + " " + Name + " = " +
                      (Load.empty() ? "*" + Pointer : Load + "(" + Pointer + ")") + "; ";
  if (Any.Store)
    Wraps[Any.Block->body_begin()[Last]].second +=
        "; *reinterpret_cast<" + Vector + " *>(" + Address + ") = " + Name;
  // An array's element, or one picked by the instantiation's type, through lim::part.
  const bool Named = Vector.find("lim::") == std::string::npos;
  for (const Narrow *N : Merge.Members) {
    const long long K = N->Offset - Merge.First;
    const Expr *Replaced = N->Through ? static_cast<const Expr *>(N->Through) : N->Access;
    R.replace(Replaced, Any.Store ? "a global store" : "a global load",
              {Named ? Name + "." + Components[K]
                     : "lim::part(" + Name + ", " + std::to_string(K) + ")"});
  }
  R.count(Any.Store ? "global_stores_widened" : "global_loads_widened", Merge.Width);
}

namespace {

using TypePair = std::pair<std::string, std::string>; ///< An element type and its vector.

/// The (element, vector) pairs of a run that every other instantiation merges too (Theirs:
/// each one's runs by key), Mine's first; none where one of them does not.
template <class Key>
std::vector<TypePair> agreedPairs(const Key &K, const TypePair &Mine,
                                  const std::vector<std::map<Key, TypePair>> &Theirs) {
  std::vector<TypePair> Pairs{Mine};
  for (const auto &Their : Theirs) {
    auto It = Their.find(K);
    if (It == Their.end())
      return {};
    if (std::find(Pairs.begin(), Pairs.end(), It->second) == Pairs.end())
      Pairs.push_back(It->second);
  }
  return Pairs;
}

/// The loops over a lane's elements (WiderLoops.cpp), merged where every instantiation merges
/// the same accesses of the same loop.
void mergeLoops(RuleContext &R, const FunctionModel &M,
                const std::vector<const FunctionModel *> &All,
                const std::set<const Expr *> &Taken) {
  LoopWidener Mine(R, M);
  std::vector<std::map<LoopRunKey, TypePair>> Theirs;
  for (const FunctionModel *F : All) {
    if (F == &M)
      continue;
    LoopWidener Their(R, *F);
    Theirs.emplace_back();
    for (const LoopRun &Merge : Their.plan({}))
      Theirs.back().emplace(keyOf(Merge), Their.pairOf(Merge));
  }
  for (const LoopRun &Merge : Mine.plan(Taken))
    if (std::vector<TypePair> Pairs = agreedPairs(keyOf(Merge), Mine.pairOf(Merge), Theirs);
        !Pairs.empty())
      Mine.rewrite(Merge, vectorText(M, Merge.Base, Pairs.front().second, Pairs));
  Mine.finish();
}

} // namespace

void applyWiderRule(RuleContext &R, const FunctionModel &M) {
  Widener Mine(R, M);
  if (!Mine.eligible())
    return;
  // A template's text serves each instantiation: the first makes the edits for all, merging a
  // run only where every instantiation merges the same accesses at the same width. The widest
  // runs are taken first; the narrower ones then among the accesses they left.
  std::vector<const FunctionModel *> All{&M};
  if (const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
      Pattern && !R.Models.empty()) {
    All = kernelInstantiations(R.Models, Pattern);
    if (All.empty() || All.front() != &M)
      return;
  }
  std::vector<Widener> Others;
  for (const FunctionModel *F : All)
    if (F != &M)
      Others.emplace_back(R, *F);
  std::set<const Expr *> Taken;
  for (unsigned Cap : {8u, 4u, 2u}) {
    std::vector<std::map<RunKey, TypePair>> Theirs;
    for (Widener &W : Others) {
      Theirs.emplace_back();
      for (const Run &Merge : W.plan(Cap))
        Theirs.back().emplace(keyOf(Merge), W.pairOf(Merge));
    }
    for (const Run &Merge : Mine.plan(Cap)) {
      std::vector<TypePair> Pairs = agreedPairs(keyOf(Merge), Mine.pairOf(Merge), Theirs);
      bool Free = std::none_of(Merge.Members.begin(), Merge.Members.end(),
                               [&](const Narrow *N) { return Taken.count(N->Access); });
      if (Pairs.empty() || !Free)
        continue;
      for (const Narrow *N : Merge.Members)
        Taken.insert(N->Access);
      Mine.rewrite(Merge, Pairs);
    }
  }
  Mine.finish();
  mergeLoops(R, M, All, Taken);
}

} // namespace limiter
