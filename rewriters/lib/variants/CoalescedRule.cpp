// Coalesced (a what-if): a copy of full whose global accesses are re-indexed so that the active
// lanes of a warp touch consecutive elements, and nothing else: `p[e]` becomes
// `p[lim::coalesced(p, e)]` (and `*(p + e)` too), which gives the warp's lanes, in lane order, the
// elements from the lowest index any of them had, never past the highest (one contiguous run inside
// the span the warp's own indices covered in the same array; lanes whose pointers differ keep their
// own indices; an array every lane shares takes `p[lim::coalesced_index(e)]`, which keeps a
// `const __restrict__` array's read-only loads). Each access keeps its width and its count; only
// which element it touches changes,
// and with it how many sectors the warp's request needs. The transpose study's bound: the same
// accesses, coalesced. Its results are wrong on purpose; its time is what scattered accesses cost.
// It costs a few warp instructions per access (a shuffle, a vote and two warp-wide reductions),
// which the potential then understates; in a kernel (whose parameters every lane shares) two
// cheaper forms give the same elements (CoalescedLoops.h): an access whose index is the same in
// every lane (`v[k]`, `out[blockIdx.x]`) is left as it is, and one in a loop whose lane-dependent
// part the loop does not change (`M[row * n + k]`) adds the warp's shift, taken once before
// the loop, to its index; where the loop's counter alone moves the index through a known
// range, the shift grows with the counter so that the iterations' runs keep full's bytes.
//
// An access through a wider type's view of a lane's own element (`reinterpret_cast<const float4
// *>(&p[e])[0]`, `*(float2 *)(p + e)`) has that element re-indexed in the array's elements,
// each lane's run as wide as its view (lim::coalesced_index_wide): the view's pointer, a
// different one in every lane, would leave each lane its own.
//
// A member of an array of structs narrower than the struct (`p[i].x`) has its own address
// coalesced instead (lim::coalesced_member, or lim::coalesced_at where the lanes' arrays may
// differ: the lanes' members as the structure-of-arrays layout of the structs they touched
// would put them, each member one run, the members together the structs' bytes); a store only
// where the struct holds nothing but fields of the member's type (it writes over the others).
//
// Kept, and said (the what-if is then conservative): a structural load (its value decides an
// address, a branch or a trip count: re-indexing it would change the work, not only its
// memory pattern), an access through another pointer expression (`*p`, `p->f`), an atomic or
// other intrinsic but a cache-hinted or read-only load or a cache-hinted store of `&p[e]` or
// `p + e` (`__ldg(&in[i])`, `__stcs(&out[i], v)`, whose element is re-indexed inside the call).
//
// Left as written: an access whose lanes lie one element apart along threadIdx.x (`p[base +
// threadIdx.x]`, laneStride 1), which is coalesced already. Where blockDim.x is a multiple of 32
// the run would give each lane its own element again; where it is not (16 x 16 blocks), a warp
// covers two rows' segments, whose sectors the one run would need too unless a row starts
// inside a sector.

#include "variants/CacheHints.h"
#include "variants/CoalescedAccesses.h"
#include "variants/CoalescedBlocks.h"
#include "variants/CoalescedInstantiations.h"
#include "variants/CoalescedLoops.h"
#include "variants/CoalescedSites.h"
#include "variants/LaneStride.h"
#include "variants/RuleContext.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include "clang/AST/Expr.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// What the rule does with one global access, decided before any is rewritten (block runs
/// gather a block's accesses first).
struct Planned {
  const AccessSite *Site = nullptr;
  IndexedAccess Access;
  const MemberExpr *Member = nullptr; // a struct's member, its own address coalesced
  std::optional<RowRoot> Root;        // a lane's own row pointer
  const Expr *ArrayNode = nullptr;
  CoalescedShifts::Shift Shifted; // the loop's shift, where one is taken
  bool ThroughReference = false;  // a member used through a reference: Access is its binding
  long long Wide = 0; // through a wider type's view: each lane's access this many elements
};

/// Whether the lanes of a warp in one block row access Access's array (every lane's own, or
/// that of the row pointer it is read through, or a pointer each warp shares) one element
/// apart, in lane order, or all on one element (a warp's own, `norms[warp]`): coalesced
/// already.
bool consecutive(const IndexedAccess &Access, const FunctionModel &M, const Uniformity &U,
                 ASTContext &Ctx) {
  const Stmt *Body = M.Function->getBody();
  std::optional<RowRoot> Root = rootOf(Access.Base, Body, Ctx);
  // Clamped to the edge (`in[min(x, w - 1)]`) is coalesced too: lanes one apart or at one.
  auto OneApartOrOne = [&](const std::vector<const Expr *> &Terms) {
    std::optional<long long> Stride = laneStrideUpToClamps(Terms, U, Body);
    return Stride == 1 || Stride == 0;
  };
  if (U.isUniform(Root ? Root->Array : Access.Base))
    return OneApartOrOne(termsInArray(Access, Root));
  // A pointer the same in every lane of a warp (`x = logits + row * n`, row a warp's own):
  // its lanes' elements lie as the index's do.
  std::optional<RowRoot> Row = fixedRowOf(Access.Base, Body, Ctx);
  if (Row && U.isUniform(Row->Array) && laneStride(Row->Offset, U, Body) == 0)
    return OneApartOrOne(Access.Terms);
  // Or one of a byte offset (a pitched row, `(const float *)((const char *)img + row * pitch)`).
  return pointerSameInWarp(Access.Base, U, Body) && OneApartOrOne(Access.Terms);
}

/// consecutive, in a kernel whose text serves one instantiation; in one of several, where this
/// instantiation and every other find their copy of access A so (each by its own uniformity:
/// a template's argument may make an index or a pointer differ between lanes in one only).
bool consecutiveEverywhere(const AccessSite &A, const IndexedAccess &Access, const FunctionModel &M,
                           const CoalescedShifts &Shift,
                           const std::vector<OtherInstantiation> &Others, ASTContext &Ctx) {
  if (Shift.oneText())
    return consecutive(Access, M, *Shift.uniformity(), Ctx);
  if (Others.empty() || !Shift.own() || !consecutive(Access, M, *Shift.own(), Ctx))
    return false;
  return std::all_of(Others.begin(), Others.end(), [&](const OtherInstantiation &O) {
    std::optional<IndexedAccess> Theirs = counterpartAccess(*O.Model, A);
    return Theirs && O.Shifts->own() && consecutive(*Theirs, *O.Model, *O.Shifts->own(), Ctx);
  });
}

/// The plan of access A (a member through a reference: of its Binding's element), or none where
/// it is kept (and said) or left as it is (the same element in every lane). Notes block-run
/// candidates in Blocks. A loop's shift in a template's text of several instantiations is
/// taken where Others all take the same.
std::optional<Planned> planOf(const AccessSite &A, const Expr *Binding, RuleContext &R,
                              const FunctionModel &M, CoalescedShifts &Shift, BlockRuns &Blocks,
                              bool OwnText, std::vector<OtherInstantiation> &Others) {
  std::optional<IndexedAccess> Access = Binding         ? indexedAccessOf(Binding)
                                        : A.IsIntrinsic ? hintedAccess(A.Node)
                                                        : indexedAccessOf(A.Node);
  // A wider type's view of a lane's own element: re-indexed in the array's elements, its
  // width a number every instantiation of the text must share.
  long long Wide = 0;
  if (!Binding)
    if (std::optional<WideView> View =
            wideViewOf(A.Node, A.IsIntrinsic ? std::nullopt : Access, R.Ctx);
        View && (OwnText || everyInstantiationViews(A, View->Scale, Others, R.Ctx))) {
      Access = View->Inner;
      Wide = View->Scale;
    }
  const Expr *Base = Access ? Access->Base : nullptr;
  const bool Integers =
      Access && std::all_of(Access->Terms.begin(), Access->Terms.end(), [](const Expr *T) {
        return T->IgnoreImpCasts()->getType()->isIntegerType();
      });
  // Lanes one element apart in a block row touch consecutive elements already: kept as
  // written (a structural load too: its pattern is coalesced), so that nvcc sees one element
  // spelled one way (a re-indexed `out[i]` before a loop and `out[i + shift]` in it would be
  // read twice). Not a member of a struct, whose lanes lie a struct apart.
  if (Access && Integers && !Binding && !Wide && Base->getType()->isPointerType() &&
      !isa<MemberExpr>(A.Node->IgnoreParens()) &&
      consecutiveEverywhere(A, *Access, M, Shift, Others, R.Ctx)) {
    std::optional<RowRoot> Root = rootOf(Base, M.Function->getBody(), R.Ctx);
    R.count(Shift.sameInEveryLane(Root ? Root->Array : Base, termsInArray(*Access, Root))
                ? "global_accesses_same_in_every_lane_kept"
                : "global_accesses_consecutive_kept");
    return std::nullopt;
  }
  // The base is named twice (the array and the run's check): only where that is harmless.
  if (A.Structural || !Access || !Integers || !Base->getType()->isPointerType() ||
      Base->HasSideEffects(R.Ctx)) {
    R.count("global_accesses_kept");
    R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                   A.Structural
                       ? "keeps a structural load as it is (its value decides an address, a "
                         "branch or a trip count, which re-indexing would change)"
                       : "keeps a global access it cannot re-index (not written `p[i]`, "
                         "`*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a "
                         "pointer p free of side effects, or another intrinsic)",
                   A.Structural ? "none: the pattern of a load that decides the work is the "
                                  "work's own"
                                : "write the access as `p[i]` for the what-if to coalesce it");
    return std::nullopt;
  }
  Planned P{&A, *Access, nullptr, std::nullopt, Base, {}, Binding != nullptr, Wide};
  // A member of an array of structs: its own address coalesced, as the structure-of-arrays
  // layout would put the lanes' members (the struct's index alone would keep them apart).
  if ((P.Member = OwnText && !Wide ? narrowMember(A, *Access, M, R) : nullptr)) {
    if (Shift.sameArray(Base))
      Blocks.noteMember(P.Member, Base, Access->Terms);
    return P;
  }
  // A lane's own row pointer: re-indexed from the array it points into, whose name and
  // the row's offset (plain arithmetic, nothing in it rewritten) are written again here.
  P.Root = rootOf(Base, M.Function->getBody(), R.Ctx);
  const std::vector<const Expr *> Terms = termsInArray(*Access, P.Root);
  P.ArrayNode = P.Root ? P.Root->Array : Base;
  if (Shift.sameInEveryLane(P.ArrayNode, Terms)) {
    R.count("global_accesses_same_in_every_lane_kept");
    return std::nullopt;
  }
  // A pointer that differs between a warp's lanes and is not read from the array it points
  // into (a pitched row pointer per lane): lim::coalesced keeps each such lane its own element,
  // so the what-if would time full's pattern and call it coalesced.
  if (!Shift.sameArray(P.ArrayNode) && Shift.uniformity() &&
      pointerVariesByLane(P.ArrayNode, *Shift.uniformity(), M.Function->getBody())) {
    R.count("global_accesses_kept");
    R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                   "keeps an access through a pointer that differs between the lanes of a warp "
                   "(a row pointer per lane, `(const float *)((const char *)img + y * pitch)`): "
                   "lanes whose pointers differ keep their own elements, so the what-if could "
                   "not coalesce it",
                   "index the rows from the allocation's pointer in elements (`img[y * ld + x]`, "
                   "ld the pitch in elements) for the what-if to re-index them");
    return std::nullopt;
  }
  // A local pointer set from the thread's own values, neither proven to differ between the
  // lanes nor proven the same in a warp (`src + (threadIdx.x / 2) * pitch`): re-indexed, and
  // said, since where the lanes' pointers differ the run keeps each its own element.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(P.ArrayNode->IgnoreParenImpCasts());
      Ref && !Shift.sameArray(P.ArrayNode) && Shift.uniformity() && isa<VarDecl>(Ref->getDecl()) &&
      !isa<ParmVarDecl>(Ref->getDecl()) &&
      !pointerSameInWarp(P.ArrayNode, *Shift.uniformity(), M.Function->getBody()))
    R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                   "re-indexes an access through a local pointer that may differ between the "
                   "lanes of a warp: where the lanes' pointers differ the run keeps each lane's "
                   "own element, and the what-if removes less than the cost",
                   "index the rows from the allocation's pointer in elements (`img[y * ld + x]`) "
                   "for the what-if to re-index them whatever the lanes' rows");
  if (Wide) // each lane's run of Wide elements: re-indexed on its own
    return P;
  P.Shifted = Shift.shiftOf(Access->Node, P.ArrayNode, Terms);
  if (!Shift.oneText() && !P.Shifted.Use.empty() &&
      (Others.empty() || !everyInstantiationAgrees(P.Shifted, A, Binding, Others, R.Ctx)))
    P.Shifted = {};
  // A block's group of accesses keeps full's bytes where a loop's shift would start each of
  // them from the warp's lowest index: its run serves them, unless the loop's own runs do.
  if (!P.Shifted.Runs && Shift.sameArray(P.ArrayNode))
    Blocks.noteIndexed(Access->Node, P.ArrayNode, Terms);
  return P;
}

/// A member's edit: its address moved by its block's run of structs, or coalesced on its own.
void rewriteMember(const Planned &P, RuleContext &R, CoalescedShifts &Shift,
                   const BlockRuns &Blocks) {
  std::optional<TextRange> Whole = R.range(P.Member, "a member of a global struct");
  std::optional<TextRange> Pointer = R.range(P.Access.Base, "a global access's pointer");
  std::optional<TextRange> Struct = R.Edits.rangeOf(P.Access.Node->getSourceRange());
  if (!Whole || !Pointer)
    return;
  std::optional<std::string> Run = Struct ? Blocks.useOf(P.Member) : std::nullopt;
  std::vector<EditSet::Piece> Pieces;
  if (Run) {
    std::string Address = R.Edits.original(*Struct);
    std::replace(Address.begin(), Address.end(), '\n', ' ');
    Pieces = {"(*" + *Run + ".member(&(" + Address + "), &(", EditSet::Sub{*Whole},
              std::string(")))")};
  } else {
    // An array every lane shares needs no check that the lanes' arrays agree (as below).
    const char *Call =
        Shift.sameArray(P.Access.Base) ? "(*lim::coalesced_member(" : "(*lim::coalesced_at(";
    // Through a reference, the pointer is written again from the binding's text, which lies
    // outside the member (stableText made sure it means the same here).
    std::string Text = R.Edits.original(*Pointer);
    std::replace(Text.begin(), Text.end(), '\n', ' ');
    const EditSet::Piece PointerPiece =
        P.ThroughReference ? EditSet::Piece(Text) : EditSet::Sub{*Pointer, true};
    Pieces = {std::string(Call), PointerPiece, std::string(", &("), EditSet::Sub{*Whole},
              std::string(")))")};
  }
  if (!R.replace(P.Member, "a global access", Pieces))
    return;
  R.count("global_members_coalesced");
}

/// The text an indexed access takes (see the file comment), or none where a part of it is not
/// text the what-if can write again (and said).
std::optional<std::vector<EditSet::Piece>>
piecesOf(const Planned &P, RuleContext &R, CoalescedShifts &Shift, const BlockRuns &Blocks) {
  std::optional<TextRange> Array = R.range(P.ArrayNode, "a global access's pointer");
  // A row pointer's offset, each of its terms written again (they lie outside the access).
  std::vector<EditSet::Piece> Index;
  const std::vector<const Expr *> Terms = termsInArray(P.Access, P.Root);
  for (const Expr *Term : P.Root ? P.Root->Offset : std::vector<const Expr *>{}) {
    std::optional<TextRange> Range = R.range(Term, "a row pointer's offset");
    if (!Range)
      return std::nullopt;
    std::string Text = R.Edits.original(*Range);
    // Put on one line at the access: a line comment would swallow the rest, and a
    // preprocessor line would no longer begin its line.
    if (Text.find("//") != std::string::npos || Text.find('#') != std::string::npos) {
      R.count("global_accesses_kept");
      R.conservative(P.Access.Node, DiagId::UnsupportedMemoryOp,
                     "keeps an access through a row pointer whose offset holds a line comment "
                     "or a preprocessor line (its text cannot be moved onto one line)",
                     "write the row pointer's offset without a comment inside it");
      return std::nullopt;
    }
    std::replace(Text.begin(), Text.end(), '\n', ' ');
    Index.push_back(std::string(Index.empty() ? "(" : " + (") + Text + ")");
  }
  for (const Expr *Term : P.Access.Terms) {
    std::optional<TextRange> Range = R.range(Term, "a global access's index");
    if (!Range) {
      Array.reset();
      break;
    }
    if (P.Access.Terms.size() > 1 || P.Root)
      Index.insert(Index.end(), {std::string(Index.empty() ? "(" : " + ("), EditSet::Sub{*Range},
                                 std::string(")")});
    else
      Index.push_back(EditSet::Sub{*Range});
  }
  if (!Array)
    return std::nullopt;
  std::vector<EditSet::Piece> Pieces;
  const EditSet::Piece ArrayPiece =
      P.Root ? EditSet::Piece(R.Edits.original(*Array)) : EditSet::Sub{*Array};
  // A pointer that is no postfix expression (`(float4 *)row` of `*((float4 *)row + i)`) is
  // subscripted in parentheses: `[]` binds tighter than a cast.
  const bool Postfix =
      isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, ParenExpr, CallExpr, CXXNamedCastExpr>(
          P.ArrayNode->IgnoreImpCasts());
  const std::string Open = Postfix ? "" : "(", Close = Postfix ? "" : ")";
  std::optional<std::string> Run = Blocks.useOf(P.Access.Node);
  std::string Added = Run ? *Run : P.Shifted.Use;
  if (!Added.empty()) {
    // The index as it was, plus the warp's shift taken before the loop or the block's run.
    Pieces.insert(Pieces.end(), {Open, ArrayPiece, Close + "[("});
    Pieces.insert(Pieces.end(), Index.begin(), Index.end());
    Pieces.push_back(") + " + Added + "]");
  } else {
    // The array every lane shares needs no check that the lanes' arrays agree, which would
    // take its address as a number: the compiler would then no longer read a `const
    // __restrict__` array through the read-only path (ld.global.nc) as full does.
    std::optional<long long> Stride =
        Shift.sameArray(P.ArrayNode) ? Shift.strideOf(Terms) : std::nullopt;
    const std::string Suffix = P.Wide ? "_wide(" : "(";
    if (Stride) {
      // Its lanes a known stride apart: the run from the stride (lim::warp_run_linear).
      Pieces.insert(Pieces.end(),
                    {Open, ArrayPiece,
                     Close + "[lim::coalesced_index" + (P.Wide ? "_wide_linear(" : "_linear(")});
    } else if (Shift.sameArray(P.ArrayNode)) {
      Pieces.insert(Pieces.end(), {Open, ArrayPiece, Close + "[lim::coalesced_index" + Suffix});
    } else if (P.Root) {
      const std::string Name = R.Edits.original(*Array);
      Pieces.push_back(Name + "[lim::coalesced" + Suffix + Name + ", ");
    } else {
      Pieces.insert(Pieces.end(), {Open, EditSet::Sub{*Array}, Close + "[lim::coalesced" + Suffix,
                                   EditSet::Sub{*Array, true}, std::string(", ")});
    }
    Pieces.insert(Pieces.end(), Index.begin(), Index.end());
    std::string Last = Stride ? ", " + std::to_string(*Stride) : std::string();
    if (P.Wide)
      Last += ", " + std::to_string(P.Wide);
    Pieces.push_back(Last + ")]");
  }
  if (P.Access.Address) { // a load's argument `p + e`: the re-indexed element's address
    Pieces.insert(Pieces.begin(), std::string("(&"));
    Pieces.push_back(std::string(")"));
  }
  return Pieces;
}

void rewriteIndexed(const Planned &P, RuleContext &R, CoalescedShifts &Shift,
                    const BlockRuns &Blocks) {
  std::optional<std::vector<EditSet::Piece>> Pieces = piecesOf(P, R, Shift, Blocks);
  if (!Pieces || !R.replace(P.Access.Node, "a global access", *Pieces))
    return;
  R.count("global_accesses_coalesced");
  if (!Blocks.useOf(P.Access.Node) && !P.Shifted.Use.empty())
    R.insertBeforeLoop(P.Shifted.Loop, P.Shifted.Declaration);
}

/// Reads of one element that nvcc reads once (hintedRereads) and that each take the run of
/// warp-wide operations (`lim::coalesced`, not a loop's shift or a block's run, which are
/// arithmetic nvcc merges): the first's re-indexed read once into a local before its
/// statement, each read the local (CacheHints.h, readOnce), so that the what-if reads the
/// element once as full does (a kinetic energy's `vx[i] * vx[i]` had read 14 loads against
/// full's 8). The accesses it rewrote.
std::set<const Expr *> coalesceRereads(RuleContext &R, const FunctionModel &M,
                                       const std::vector<Planned> &Plans, CoalescedShifts &Shift,
                                       const BlockRuns &Blocks) {
  std::map<const Expr *, const Planned *> ByNode;
  std::vector<const Expr *> Loads;
  for (const Planned &P : Plans)
    if (!P.Member && P.Site && P.Site->Reads && !P.Site->Writes && !P.Access.Address && !P.Wide &&
        !P.ThroughReference && P.Shifted.Use.empty() && !Blocks.useOf(P.Access.Node)) {
      ByNode[P.Access.Node] = &P;
      Loads.push_back(P.Access.Node);
    }
  std::set<const Expr *> Done;
  for (const HintedReread &G : hintedRereads(R, M, Loads)) {
    auto It = ByNode.find(G.First);
    std::optional<std::vector<EditSet::Piece>> Pieces =
        It == ByNode.end() ? std::nullopt : piecesOf(*It->second, R, Shift, Blocks);
    if (!Pieces)
      continue;
    // The local's initialiser: the pieces' text, none of it edited otherwise.
    std::string Value;
    bool Plain = true;
    for (const EditSet::Piece &Piece : *Pieces) {
      if (const auto *Text = std::get_if<std::string>(&Piece)) {
        Value += *Text;
      } else {
        const TextRange Range = std::get<EditSet::Sub>(Piece).Range;
        Plain &= R.Edits.render(Range) == R.Edits.original(Range);
        Value += R.Edits.original(Range);
      }
    }
    if (!Plain || Value.find('\n') != std::string::npos || !readOnce(R, G, Value))
      continue;
    R.count("global_accesses_coalesced");
    R.count("global_loads_merged", G.Again.size());
    Done.insert(G.First);
    Done.insert(G.Again.begin(), G.Again.end());
  }
  return Done;
}

} // namespace

void applyCoalescedRule(RuleContext &R, const FunctionModel &M) {
  CoalescedShifts Shift(R, M);
  BlockRuns Blocks(R, Shift.uniformity(), M.Function->getBody());
  const bool OwnText = textOfItsOwn(M, R);
  // Each instantiation's rule asks every other's (the rule runs once for each): past 16 of
  // them, not asked, and every access of a loop re-indexed on its own.
  std::vector<OtherInstantiation> Others;
  const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
  std::vector<const FunctionModel *> All =
      Pattern && !Shift.oneText() && M.Function->hasAttr<CUDAGlobalAttr>()
          ? kernelInstantiations(R.Models, Pattern)
          : std::vector<const FunctionModel *>{};
  bool Asked = All.size() <= 16;
  for (const FunctionModel *F : All)
    if (F != &M && Asked)
      Others.push_back({F, std::make_unique<CoalescedShifts>(R, *F)});
  std::vector<Planned> Plans;
  const std::vector<ToPlan> Sites = sitesToPlan(M, R, OwnText);
  for (const ToPlan &A : Sites)
    if (std::optional<Planned> P = planOf(A.Site, A.Binding, R, M, Shift, Blocks, OwnText, Others))
      Plans.push_back(*P);
  Blocks.host();
  const std::set<const Expr *> Merged = coalesceRereads(R, M, Plans, Shift, Blocks);
  for (const Planned &P : Plans) {
    if (P.Member)
      rewriteMember(P, R, Shift, Blocks);
    else if (!Merged.count(P.Access.Node))
      rewriteIndexed(P, R, Shift, Blocks);
  }
  // An access through a pointer of unknown origin (LIM101: a field a constructor set, a
  // pointer a helper returns), or one an accessor's operator names, may be global memory
  // whose lanes' places the what-if cannot tell: kept, and said, rather than left out as
  // though the kernel had none.
  R.keepUnmodelled(M, "an access", RuleContext::Unmodelled::Accesses);
}

} // namespace limiter
