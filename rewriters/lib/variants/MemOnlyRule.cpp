// Memory-only: keeps every global load and store with its address, width and order, the
// shared-memory stores that stage data and the reads that copy it out, barriers, and the
// computations that decide addresses and which accesses run (the memory slice). The arithmetic
// goes (seed 001: "remove as much arithmetic as possible without changing the access pattern"):
// - a value that carries loaded data not yet stored (Carriers) becomes lim::fold of those
//   carriers, one integer add each, so that every load stays alive until its store;
// - arithmetic that carries none, together with the shared and constant reads that only fed
//   it, is removed (`x += c[r] * tile[i]` is dropped; a store of such a value stores a fold of
//   the plain variables it read);
// - a loop that only computes (Carriers::writtenIn) becomes one fold per variable it writes.
// Each shared variable gets lim::keep_shared where its block ends and at each return: a read
// that never runs but that the compiler cannot rule out; with the reads that fed arithmetic
// gone, it would otherwise delete the variable's stores and the loads feeding them.

#include "Carriers.h"
#include "MemOnlyValues.h"
#include "RuleContext.h"

#include "Assignments.h"
#include "BodyNodes.h"
#include "KnownCallees.h"
#include "limiter/rewriters/KernelModel.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {


/// What mem-only keeps of a value's leaves: the carriers. With none, and where a value must be
/// produced (a global store, a helper's argument or result), every leaf but the constant-memory
/// reads: a global store of shared data copies staged data out.
std::vector<const Expr *> keptLeaves(const std::vector<const Expr *> &Leaves,
                                     const FunctionModel &M, const Carriers &C, bool CarriersOnly) {
  std::vector<const Expr *> Out;
  for (const Expr *L : Leaves)
    if (C.carries(L))
      Out.push_back(L);
  if (!Out.empty() || CarriersOnly)
    return Out;
  for (const Expr *L : Leaves) {
    const AccessSite *A = M.accessAt(L->IgnoreImpCasts());
    if (!A || A->Space != AddressSpace::Constant)
      Out.push_back(L);
  }
  return Out;
}

class MemOnlyRewriter {
public:
  MemOnlyRewriter(RuleContext &R, const FunctionModel &M)
      : R(R), M(M), SM(R.Ctx.getSourceManager()), C(R.Ctx, M) {}

  void run() {
    reportUnsupported(R, M);
    if (M.OnlyComputes && foldWholeBody())
      return;
    BodyNodes Nodes(M.Function->getBody());
    reportUnfoldableCalls(Nodes.Exprs);
    for (const Stmt *S : Nodes.Stmts)
      if (M.ComputeOnlyLoops.contains(S) && !removed(S))
        removeLoop(S);
    for (const VarDecl *V : Nodes.Vars)
      if (V->getInit() && !removed(V->getInit()) && !M.MemStructuralVars.contains(V) &&
          !V->getType()->isReferenceType())
        foldValue(V->getInit(), /*CarriersOnly=*/true);
    for (const Expr *E : Nodes.Exprs)
      if (!removed(E) && !M.isMemStructural(E))
        rewriteExpr(E);
    for (const Expr *E : Nodes.Exprs) {
      if (removed(E) || M.isMemStructural(E))
        continue;
      if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
        foldValue(Cond->getTrueExpr(), false);
        foldValue(Cond->getFalseExpr(), false);
      } else if (const auto *List = dyn_cast<InitListExpr>(E)) {
        // float4{a * s, ...}: each element is a value of its own.
        for (const Expr *Init : List->inits())
          foldValue(Init, false);
      }
    }
    for (const Stmt *S : Nodes.Stmts)
      if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && Ret->getRetValue() && !removed(S))
        if (!M.isMemStructural(Ret->getRetValue()))
          foldValue(Ret->getRetValue(), false);
    keepSharedArrays(Nodes);
  }

private:
  RuleContext &R;
  const FunctionModel &M;
  const SourceManager &SM;
  Carriers C;
  std::vector<SourceRange> Removed;

  bool removed(const Stmt *S) const {
    for (SourceRange Range : Removed)
      if (!SM.isBeforeInTranslationUnit(S->getBeginLoc(), Range.getBegin()) &&
          !SM.isBeforeInTranslationUnit(Range.getEnd(), S->getEndLoc()))
        return true;
    return false;
  }

  /// A body with no arithmetic, loop, call or memory access in it (a getter: `operator int() const
  /// { return d; }`, `size() { return top; }`, a packed type's bits copied out by memcpy):
  /// keeping its call keeps no arithmetic.
  static bool computesNothing(const FunctionDecl *Callee) {
    const FunctionDecl *Def = Callee->getDefinition();
    if (!Def || !Def->hasBody())
      return false;
    for (const Stmt *S : BodyNodes(Def->getBody()).Stmts)
      if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S))
        return false;
    // A copy between registers (`memcpy(&bits, &payload, sizeof bits)`) computes nothing.
    std::set<const Expr *> Copies;
    for (const Expr *E : BodyNodes(Def->getBody()).Exprs) {
      const auto *Call = dyn_cast<CallExpr>(E);
      // The size a constant (`sizeof bits`): what computes it is not looked at below.
      if (!Call || !isRegisterCopy(Call) || Call->getArg(2)->isValueDependent() ||
          !Call->getArg(2)->isEvaluatable(Def->getASTContext()))
        continue;
      for (const Expr *Part : BodyNodes(Call).Exprs)
        Copies.insert(Part);
    }
    for (const Expr *E : BodyNodes(Def->getBody()).Exprs) {
      if (Copies.count(E))
        continue;
      // A copy computes nothing (a lambda returning one of the values it captured), nor does
      // a trivial default construction (`int4 bits;`).
      if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
          Construct && Construct->getConstructor()->isTrivial() &&
          (Construct->getConstructor()->isCopyOrMoveConstructor() ||
           Construct->getConstructor()->isDefaultConstructor()))
        continue;
      if (isa<CallExpr>(E) || isa<CXXConstructExpr>(E) || isa<AbstractConditionalOperator>(E) ||
          isa<ArraySubscriptExpr>(E))
        return false;
      // Fields of its own object only; what a pointer reaches, and variables of static
      // storage (`__device__`, `__shared__`, `__constant__`), are memory.
      if (const auto *M = dyn_cast<MemberExpr>(E);
          M && M->isArrow() && !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
        return false;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && V->hasGlobalStorage())
          return false;
      if (const auto *B = dyn_cast<BinaryOperator>(E);
          B && !B->isComparisonOp() && !B->isLogicalOp())
        return false;
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() != UO_LNot)
        return false;
    }
    return true;
  }

  /// Methods, functors and lambdas compute on data where limiter cannot fold: the memory-only
  /// variant keeps that arithmetic and says so.
  void reportUnfoldableCalls(const std::vector<const Expr *> &Exprs) {
    for (const Expr *E : Exprs) {
      const auto *Call = dyn_cast<CallExpr>(E);
      const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
      // A call that yields an address (a pointer or a reference, an accessor of shared
      // memory) computes no data: it stays as the addresses stay.
      if (!Callee || !Callee->hasBody() || isCompilerProvided(Callee) ||
          isa<CUDAKernelCallExpr>(Call) || Call->getType()->isPointerType() ||
          Call->getType()->isReferenceType() || Call->isGLValue() || cloneableCallee(Call, SM) ||
          isMathCall(Call, SM) || lookupKnownCallee(Callee) ||
          isLambdaWrittenIn(Callee, M.Function) ||
          SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) || foldedOperator(Call) ||
          computesNothing(Callee))
        continue;
      R.conservative(
          Call, DiagId::HelperNotCloned,
          "the arithmetic inside '" + Callee->getNameAsString() + "' (" + whyNotCloned(Call, SM) +
              ") is kept",
          "make it a __device__ function, or a method that only reads an object of the "
          "caller's, so that it can be cloned");
    }
  }

  /// An operator call mem-only folds like built-in arithmetic: `a + b` and `a += b` on value
  /// records.
  bool foldedOperator(const CallExpr *Call) const {
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
    if (!Op)
      return false;
    if (isArithmeticOperatorCall(Op))
      return true;
    std::optional<Assignment> A = asAssignment(Op);
    return A && A->Compound && isArithmetic(A->Target->getType()) &&
           (!A->Value || isArithmetic(A->Value->getType()));
  }

  /// A helper that only computes (FunctionModel::OnlyComputes) becomes
  /// `{ return lim::fold<R>(a, b, ...); }` over its parameters: its loops and branches go with
  /// its arithmetic, and what its arguments carry stays alive.
  bool foldWholeBody() {
    const FunctionDecl *F = M.Function;
    std::optional<TextRange> Result = R.Edits.rangeOf(F->getReturnTypeSourceRange());
    std::optional<TextRange> Body = R.Edits.rangeOf(F->getBody()->getSourceRange());
    if (!Result || !Body)
      return false; // spelled in a macro: rewritten statement by statement
    if (R.Edits.hasEdit(*Body))
      return true; // for another instantiation
    std::string Type = R.Edits.original(*Result);
    if (Type.find("//") != std::string::npos || Type.find("/*") != std::string::npos)
      return false; // a comment in it: rewritten statement by statement
    std::replace(Type.begin(), Type.end(), '\n', ' ');
    std::string Text = "{ return lim::fold<" + Type + ">(";
    const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
    const char *Separator = "";
    for (const ParmVarDecl *P : (Pattern ? Pattern : F)->parameters()) {
      Text += Separator + P->getNameAsString();
      Separator = ", ";
    }
    // As many lines as the body had: the lines below keep their numbers.
    std::string Original = R.Edits.original(*Body);
    Text += "); " + std::string(std::count(Original.begin(), Original.end(), '\n'), '\n') + "}";
    if (!R.replace(F->getBody(), "a helper that only computes", {Text}))
      return false;
    R.count("helpers_folded");
    return true;
  }

  /// `while (...) {...}` that only computes becomes `{ v = lim::fold<decltype(v)>(v, c...); }`
  /// for each variable v it writes, c the carriers it reads.
  void removeLoop(const Stmt *Loop) {
    std::vector<const VarDecl *> Reads = C.carriersReadIn(Loop);
    std::string Text = "{";
    for (const VarDecl *V : Carriers::writtenIn(Loop)) {
      std::string Name = V->getNameAsString();
      Text += " " + Name + " = lim::fold<decltype(" + Name + ")>(" + Name;
      for (const VarDecl *Read : Reads)
        if (Read != V)
          Text += ", " + Read->getNameAsString();
      Text += ");";
    }
    Text += " }";
    std::optional<TextRange> Range = R.Edits.rangeOf(Loop->getSourceRange());
    bool Done = Range && R.Edits.hasEdit(*Range); // for another instantiation
    if (!Done && R.replace(Loop, "a loop that only computes", {Text})) {
      R.count("loops_removed");
      Done = true;
    }
    if (Done)
      Removed.push_back(Loop->getSourceRange());
  }

  bool isStatement(const Expr *E) const {
    DynTypedNodeList Parents = R.Ctx.getParents(*E);
    return !Parents.empty() && Parents[0].get<Stmt>() && !Parents[0].get<Expr>();
  }

  void rewriteExpr(const Expr *E) {
    if (std::optional<Assignment> A = asAssignment(E)) {
      if (isArithmetic(A->Target->getType()))
        rewriteAssignment(E, *A);
      return;
    }
    const auto *Call = dyn_cast<CallExpr>(E);
    if (!Call)
      return;
    // Arguments of helpers (cloned, so their own values are folded inside), the value
    // operands of atomics and the value a surface write stores (its first argument).
    // One whose result decides accesses stays (M.isMemStructural skips it above).
    if (std::optional<GroupCombination> G = foldableGroupCombination(Call)) {
      foldGroupCombination(*G);
      return;
    }
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (isSurfaceWrite(Callee)) {
      if (!M.isMemStructural(Call->getArg(0)))
        foldValue(Call->getArg(0), false);
      return;
    }
    bool Helper = cloneableCallee(Call, SM) != nullptr;
    bool Known = Callee && lookupKnownCallee(Callee);
    if (!Helper && !Known)
      return;
    for (unsigned I = Known ? 1 : 0; I < Call->getNumArgs(); ++I)
      if (!M.isMemStructural(Call->getArg(I)))
        foldValue(Call->getArg(I), false);
  }

  /// `cg::reduce(tile, v, op)` becomes `cg::reduce(tile, v, lim::fold_op{})`, cub's
  /// `BlockReduce(t).Sum(v)` becomes `BlockReduce(t).Reduce(v, lim::fold_op{})`: the library
  /// still moves the values, each combination is a fold.
  void foldGroupCombination(const GroupCombination &G) {
    const char *What = "the operator of a group's reduction or scan";
    if (!M.isMemStructural(G.Value))
      foldValue(G.Value->IgnoreImplicit(), false); // `reduce(tile, x * x, op)`: the product is arithmetic too
    if (G.Op) {
      if (R.replace(G.Op, What, {std::string("lim::fold_op{}")}))
        R.count("group_combinations_folded");
      return;
    }
    // The operator goes in with the `,` or `)` after that argument: an insertion at the
    // argument's end would land inside a fold of it.
    std::optional<TextRange> Initial, Method, Next;
    if (std::optional<Token> T = Lexer::findNextToken(G.After->getEndLoc(), SM, R.Ctx.getLangOpts());
        T && T->isOneOf(tok::comma, tok::r_paren))
      Next = R.Edits.tokenAt(T->getLocation());
    if (!Next || (G.Initial && !(Initial = R.range(G.Initial, What))) ||
        (!G.Renamed.empty() && !(Method = R.Edits.tokenAt(G.Method)))) {
      R.macroInTheWay(G.After);
      return R.conservative(G.After, DiagId::MacroNotRewritten,
                            std::string(What) + " is spelled inside a macro and is kept",
                            "write the call outside the macro, or pass it as a macro argument");
    }
    if (R.Edits.hasEdit(*Next))
      return; // Done for another instantiation.
    std::string Text = ", lim::fold_op{}";
    if (Initial) {
      // In a decltype, on one line: the lines below keep their numbers.
      std::string Type = R.Edits.original(*Initial);
      std::replace(Type.begin(), Type.end(), '\n', ' ');
      Text = ", lim::initial_of<decltype(" + Type + ")>()" + Text;
    }
    if (!R.Edits.replace(*Next, {Text + R.Edits.original(*Next)}) ||
        (Method && !R.Edits.replace(*Method, {G.Renamed})))
      return R.conservative(G.After, DiagId::MacroNotRewritten,
                            std::string(What) + " overlaps another rewritten expression and is "
                                                "kept as is",
                            "split the expression into simpler statements");
    R.count("group_combinations_folded");
  }

  void rewriteAssignment(const Expr *E, const Assignment &A) {
    const AccessSite *Site = M.accessAt(A.Target->IgnoreParens());
    bool GlobalStore = Site && isGlobalLike(Site->Space);
    std::vector<const Expr *> Leaves;
    if (A.Compound)
      Leaves.push_back(A.Target);
    if (A.Value)
      gatherLeaves(A.Value, R.Ctx, Leaves);
    // Arithmetic under an implicit conversion (`uchar = int expression`) is arithmetic still.
    bool Arithmetic = A.Compound || (A.Value && isInterior(throughCopies(A.Value), SM));
    if (!Arithmetic || (!A.Compound && Leaves.empty()))
      return; // A copy moves data, and a constant (`-1`) costs nothing: kept.
    std::vector<const Expr *> Kept = keptLeaves(Leaves, M, C, !GlobalStore);
    // `s[i] ^= k[i]` on shared memory reads what an earlier statement stored there: the fold
    // keeps that read, or the store before it would be dead (overwritten unread) and the load
    // that fed it with it (`s[i] = in[g]; s[i] = fold(k[i])` loses in[g]).
    if (A.Compound && Site && Site->Space == AddressSpace::Shared && !Kept.empty() &&
        std::find(Kept.begin(), Kept.end(), A.Target) == Kept.end())
      Kept.insert(Kept.begin(), A.Target);
    if (Kept.empty() && !GlobalStore && isStatement(E)) {
      // Arithmetic on values already in memory or on constants, stored into a register or
      // into shared memory: the work mem-only removes.
      if (R.replace(E, "arithmetic that carries no loaded data", {std::string("(void)0")}))
        R.count("updates_removed");
      return;
    }
    // `p[i]++`, or `p[i] += e` where e carries nothing (or was computed by a removed loop),
    // gives `p[i] = fold(p[i])`: a fold of one leaf adds 1, so the store is no store of the
    // value just loaded (the compiler would delete both).
    std::optional<TextRange> Lhs = R.range(A.Target, "an updated value");
    if (!Lhs)
      return;
    std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Lhs}, std::string(" = lim::fold<decltype("),
                                          EditSet::Sub{*Lhs, true}, std::string(")>(")};
    std::optional<TextRange> Whole = R.Edits.rangeOf(E->getSourceRange());
    if (Whole && appendLeaves(Kept, Pieces, Whole->Begin) &&
        R.replace(E, "an update", std::move(Pieces)))
      R.count("values_folded");
  }

  /// Replaces the arithmetic of a data value by a fold of its kept leaves.
  void foldValue(const Expr *Value, bool CarriersOnly) {
    const Expr *Stripped = operatorUnderCopies(Value->IgnoreParens());
    if (!isArithmetic(Value->getType()) || !isInterior(Stripped, SM) ||
        isa<ImplicitCastExpr>(Stripped))
      return;
    std::vector<const Expr *> Leaves;
    gatherLeaves(Stripped, R.Ctx, Leaves);
    if (Leaves.empty())
      return;
    std::vector<const Expr *> Kept = keptLeaves(Leaves, M, C, CarriersOnly);
    // A variable's value that carries no loaded data still gets one of its operands: a fold
    // of nothing is the constant 0, and a later `x / v` that stays would divide by it, which
    // lets the compiler delete the code around it.
    if (Kept.empty())
      Kept = keptLeaves(Leaves, M, C, false);
    std::optional<TextRange> Whole = R.range(Value, "an arithmetic expression");
    if (!Whole)
      return;
    std::vector<EditSet::Piece> Pieces = {std::string("lim::fold<decltype("),
                                          EditSet::Sub{*Whole, true}, std::string(")>(")};
    if (appendLeaves(Kept, Pieces, Whole->Begin) &&
        R.replace(Value, "an arithmetic expression", std::move(Pieces)))
      R.count("values_folded");
  }

  /// Appends "leaf, leaf, ...)" to a fold; false when a leaf cannot be rewritten (a macro).
  /// Each leaf stays on its line of the expression that starts at Start: the compiled code's
  /// loads keep their lines, on which the static checks compare variants.
  bool appendLeaves(const std::vector<const Expr *> &Leaves, std::vector<EditSet::Piece> &Pieces,
                    unsigned Start) {
    // A macro call kept whole keeps its arithmetic: honest only where that arithmetic is on
    // no loaded data (index math). Every such call is in the way (expanding them all at once
    // saves parses).
    const Expr *InMacro = nullptr;
    for (const Expr *Leaf : Leaves)
      if (isInterior(Leaf, SM) && isWholeMacroCall(Leaf, R.Ctx) && C.carries(Leaf)) {
        R.macroInTheWay(Leaf);
        InMacro = InMacro ? InMacro : Leaf;
      }
    if (InMacro) {
      R.conservative(InMacro, DiagId::MacroNotRewritten,
                     "arithmetic on loaded data inside a macro expansion is kept",
                     "expand the macro by hand in the kernel");
      return false;
    }
    long Emitted = 0;
    for (std::size_t I = 0; I < Leaves.size(); ++I) {
      std::optional<TextRange> Leaf = R.range(Leaves[I], "an operand");
      if (!Leaf)
        return false;
      if (I)
        Pieces.emplace_back(std::string(", "));
      if (Leaf->Begin > Start) {
        std::string Before = R.Edits.original({Start, Leaf->Begin});
        long Line = std::count(Before.begin(), Before.end(), '\n');
        if (Line > Emitted)
          Pieces.emplace_back(std::string(static_cast<std::size_t>(Line - Emitted), '\n'));
        Emitted = std::max(Emitted, Line);
      }
      // An operand read through an implicit conversion (`in[i]` on a pointer wrapper, whose
      // reference object converts to the value) is written as that conversion: the fold takes
      // the value, not the object.
      std::optional<QualType> Converted = implicitConversionOf(Leaves[I]);
      if (Converted)
        Pieces.emplace_back("static_cast<" + Converted->getAsString(R.Ctx.getPrintingPolicy()) +
                            ">(");
      Pieces.emplace_back(EditSet::Sub{*Leaf});
      if (Converted)
        Pieces.emplace_back(std::string(")"));
    }
    Pieces.emplace_back(std::string(")"));
    return true;
  }

  /// The type an operand is converted to by a conversion operator that is not written in the
  /// source, if it is.
  static std::optional<QualType> implicitConversionOf(const Expr *Leaf) {
    Leaf = Leaf->IgnoreParens();
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Leaf))
      if (Cast->getCastKind() == CK_UserDefinedConversion)
        return Cast->getType().getCanonicalType().getUnqualifiedType();
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(Leaf))
      if (isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()) &&
          Call->getExprLoc() == Call->getImplicitObjectArgument()->getExprLoc())
        return Call->getType().getNonReferenceType().getCanonicalType().getUnqualifiedType();
    return std::nullopt;
  }

  /// Every shared variable the function uses is read, never, at the end of the block that
  /// declares it (of the body, for those declared elsewhere) and at each return inside that
  /// block: `lim::keep_shared(&s);`, `return lim::keep_shared(&s), value;`. See the prelude.
  void keepSharedArrays(const BodyNodes &Nodes) {
    std::vector<const VarDecl *> Shared;
    for (const Expr *E : Nodes.Exprs)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
            V && isSharedVariable(V) && std::find(Shared.begin(), Shared.end(), V) == Shared.end())
          Shared.push_back(V);
    const auto *Body = dyn_cast<CompoundStmt>(M.Function->getBody());
    if (!Body)
      return;
    // The block each variable is kept at the end of, and what is kept at each block's end and
    // at each return, in the order the variables were met.
    std::map<const CompoundStmt *, std::vector<const VarDecl *>> AtEnd;
    std::map<const ReturnStmt *, std::vector<const VarDecl *>> AtReturn;
    for (const VarDecl *V : Shared) {
      const CompoundStmt *Scope = Body;
      for (const Stmt *S : Nodes.Stmts)
        if (const auto *Block = dyn_cast<CompoundStmt>(S))
          for (const Stmt *Child : Block->body())
            if (const auto *Decl = dyn_cast<DeclStmt>(Child))
              for (const class Decl *D : Decl->decls())
                if (D == V)
                  Scope = Block;
      AtEnd[Scope].push_back(V);
      // A return above the declaration (`if (idle) return; __shared__ float tile[...];`)
      // cannot name it.
      for (const Stmt *S : BodyNodes(Scope).Stmts)
        if (const auto *Return = dyn_cast<ReturnStmt>(S);
            Return && SM.isBeforeInTranslationUnit(V->getLocation(), Return->getBeginLoc()))
          AtReturn[Return].push_back(V);
    }
    auto Call = [](const std::vector<const VarDecl *> &Vars) {
      std::string Args;
      for (const VarDecl *V : Vars)
        Args += (Args.empty() ? "&" : ", &") + V->getNameAsString();
      return "lim::keep_shared(" + Args + ")";
    };
    for (const auto &[Block, Vars] : AtEnd) {
      std::optional<unsigned> Brace = R.Edits.offsetOf(Block->getRBracLoc());
      if (Brace && R.Edits.insertOnce(*Brace, " " + Call(Vars) + "; "))
        R.count("shared_arrays_kept");
    }
    for (const auto &[Return, Vars] : AtReturn) {
      std::optional<TextRange> Keyword = R.Edits.tokenAt(Return->getReturnLoc());
      if (!Keyword || R.Edits.hasEdit(*Keyword))
        continue;
      // A value is returned after the reads (a void left operand: the built-in comma).
      R.Edits.replace(*Keyword, {"return " + Call(Vars) + (Return->getRetValue() ? "," : "")});
    }
  }
};

} // namespace

void applyMemOnlyRule(RuleContext &R, const FunctionModel &M) { MemOnlyRewriter(R, M).run(); }

} // namespace limiter
