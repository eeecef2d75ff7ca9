// Grid-stride loops: see GridStride.h.

#include "ast/GridStride.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

using namespace clang;

namespace limiter {
namespace {

int dimensionOf(const std::string &Field) {
  return Field == "x" ? 0 : Field == "y" ? 1 : Field == "z" ? 2 : -1;
}

/// The variable E names (a local or a parameter), or null.
const VarDecl *variableOf(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

const VarDecl *localOf(const Expr *E) {
  const VarDecl *V = variableOf(E);
  return V && V->isLocalVarDecl() ? V : nullptr;
}

/// `G.Method()` or `grid_group::Method()` of cooperative groups' grid_group, whose members
/// (static in CUDA's headers) count the threads of the whole grid whatever the object.
const CallExpr *gridCall(const Expr *E, std::initializer_list<llvm::StringRef> Methods) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const auto *Method = Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  if (!Method || Call->getNumArgs() != 0 ||
      !llvm::StringRef(Method->getParent()->getQualifiedNameAsString())
           .starts_with("cooperative_groups::") ||
      Method->getParent()->getName() != "grid_group" ||
      std::find(Methods.begin(), Methods.end(), Method->getName()) == Methods.end())
    return nullptr;
  return Call;
}

/// Every node under S, S included.
void addSubtree(const Stmt *S, std::set<const Stmt *> &Out) {
  if (!S || !Out.insert(S).second)
    return;
  for (const Stmt *Child : S->children())
    addSubtree(Child, Out);
}

/// Whether S reads blockIdx or gridDim anywhere.
bool readsTheGrid(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S)) {
    auto [Var, Field] = builtinOf(E);
    if (Var == "blockIdx" || Var == "gridDim")
      return true;
  }
  for (const Stmt *Child : S->children())
    if (readsTheGrid(Child))
      return true;
  return false;
}

/// A loop that advances a local index by a step once per iteration: `for (i = start; c; i +=
/// step)`, the index declared by the loop or before it, or `while (c) { ...; i += step; }`
/// with the step the body's last statement and the index declared before the loop.
struct StrideLoop {
  const Stmt *Loop = nullptr;
  const VarDecl *Index = nullptr;
  const Expr *Start = nullptr; ///< The index's first value.
  const CompoundAssignOperator *Step = nullptr;
  const Stmt *Body = nullptr; ///< What runs between two steps (a while body less its step).
  const Expr *Cond = nullptr;
  bool OwnIndex = false; ///< Declared by the loop: nothing after it can read it.
};

/// The `i += step` E is, of a local i, or null.
const CompoundAssignOperator *stepOf(const Stmt *E) {
  const auto *Expression = dyn_cast_or_null<Expr>(E);
  const auto *Inc =
      Expression ? dyn_cast<CompoundAssignOperator>(Expression->IgnoreParenImpCasts()) : nullptr;
  return Inc && Inc->getOpcode() == BO_AddAssign && localOf(Inc->getLHS()) ? Inc : nullptr;
}

std::optional<StrideLoop> strideLoopOf(const Stmt *S) {
  StrideLoop L;
  L.Loop = S;
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    L.Step = stepOf(For->getInc());
    L.Index = L.Step ? localOf(L.Step->getLHS()) : nullptr;
    if (!L.Index)
      return std::nullopt;
    L.Body = For->getBody();
    L.Cond = For->getCond();
    const auto *Decl = dyn_cast_or_null<DeclStmt>(For->getInit());
    L.OwnIndex = Decl && Decl->isSingleDecl() && Decl->getSingleDecl() == L.Index;
    if (!L.OwnIndex && For->getInit())
      return std::nullopt; // another init (`i = start` overwrites what the declaration gave)
    L.Start = L.Index->getInit();
    return L.Start ? std::optional(L) : std::nullopt;
  }
  const auto *While = dyn_cast<WhileStmt>(S);
  const auto *Block = While ? dyn_cast<CompoundStmt>(While->getBody()) : nullptr;
  if (!Block || Block->body_empty())
    return std::nullopt;
  L.Step = stepOf(Block->body_back());
  L.Index = L.Step ? localOf(L.Step->getLHS()) : nullptr;
  if (!L.Index || !L.Index->getInit())
    return std::nullopt;
  L.Start = L.Index->getInit();
  L.Body = Block;
  L.Cond = While->getCond();
  return L;
}

class StrideFinder {
public:
  StrideFinder(ASTContext &Ctx, const FunctionDecl *Kernel)
      : Ctx(Ctx), Body(Kernel->getBody()), Nodes(Kernel->getBody()) {}

  GridStrideFinding run() {
    GridStrideFinding F;
    for (const Stmt *S : Nodes.Stmts)
      if (std::optional<StrideLoop> L = strideLoopOf(S))
        takeLoop(*L, F);
    if (F.Dimension < 0)
      return notOne("no loop starts at blockIdx * M (plus a thread's offset) and steps by "
                    "gridDim * M");
    for (const StrideLoop &L : Loops)
      if (std::string Why = loopLeavesItsStride(L); !Why.empty())
        return notOne(Why);
    if (std::string Stray = strayRead(F.Dimension); !Stray.empty())
      return notOne(Stray);
    if (std::string Call = callReadingTheGrid(Body, 0); !Call.empty())
      return notOne(Call);
    return F;
  }

private:
  using Factors = std::vector<std::string>;

  ASTContext &Ctx;
  const Stmt *Body;
  BodyNodes Nodes;
  std::vector<StrideLoop> Loops; ///< The grid-stride loops taken.
  /// The starts' and steps' expressions (their locals' initialisers among them), and the loop
  /// clauses that may read those locals.
  std::set<const Stmt *> Allowed, Clauses;
  /// Cooperative groups' rank and size the loops start and step by, and whether there are
  /// any: a rank counts the blocks of every dimension, which all then must be the loops'.
  std::set<const Stmt *> GridCalls;
  bool WholeGrid = false;
  std::set<const VarDecl *> Locals;
  std::set<const FunctionDecl *> Seen;

  /// A variable whose every use in the kernel reads its value (no write, address, reference or
  /// by-reference argument), of no reference type.
  bool readOnly(const VarDecl *V) const {
    return !V->getType()->isReferenceType() && onlyRead(V, Body, Ctx);
  }

  std::string lineOf(const Stmt *S) const {
    return std::to_string(Ctx.getSourceManager().getPresumedLineNumber(S->getBeginLoc()));
  }

  /// Why a taken loop may not visit its stride's elements alike whatever the grid: its index
  /// written, or its address taken, in its body or condition (a while loop's step aside); a
  /// return, goto or break that leaves it early, or a continue that skips a while loop's step;
  /// its index, declared before it, read elsewhere (after the loop it holds a value of the
  /// grid's); another taken loop inside it (the pairs of their indices follow the grid).
  std::string loopLeavesItsStride(const StrideLoop &L) const {
    const std::string At = "the grid-stride loop at line " + lineOf(L.Loop);
    const std::string Name = "'" + L.Index->getNameAsString() + "'";
    const bool IsWhile = isa<WhileStmt>(L.Loop);
    std::vector<const Stmt *> Parts{L.Cond};
    if (IsWhile) {
      const auto *Block = cast<CompoundStmt>(L.Body);
      Parts.insert(Parts.end(), Block->body_begin(), Block->body_end() - 1);
    } else {
      Parts.push_back(L.Body);
    }
    for (const Stmt *Part : Parts)
      if (!onlyRead(L.Index, Part, Ctx))
        return At + " writes its index " + Name + " in its body";
    if (const Stmt *Exit = earlyExit(L.Body, false, IsWhile))
      return At + " may leave early (line " + lineOf(Exit) + ")";
    if (!L.OwnIndex)
      if (const Expr *Use = useOutside(L))
        return "the index " + Name + " of the grid-stride loop at line " + lineOf(L.Loop) +
               " is used outside it (line " + lineOf(Use) + ")";
    std::set<const Stmt *> Inside;
    addSubtree(L.Body, Inside);
    for (const StrideLoop &Other : Loops)
      if (Inside.count(Other.Loop))
        return "grid-stride loops nest (lines " + lineOf(L.Loop) + " and " + lineOf(Other.Loop) +
               ")";
    return "";
  }

  /// A use of L's index, declared before the loop, other than in the loop and its declaration.
  const Expr *useOutside(const StrideLoop &L) const {
    std::set<const Stmt *> Inside;
    addSubtree(L.Loop, Inside);
    for (const Expr *E : Nodes.Exprs)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E);
          Ref && Ref->getDecl() == L.Index && !Inside.count(Ref))
        return Ref;
    return nullptr;
  }

  /// A return, goto or break (outside an inner loop or switch) under S; where Continues, a
  /// continue too (outside an inner loop), which would skip a while loop's step.
  static const Stmt *earlyExit(const Stmt *S, bool Nested, bool Continues = false,
                               bool InLoop = false) {
    if (!S)
      return nullptr;
    if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) ||
        (isa<BreakStmt>(S) && !Nested) || (Continues && isa<ContinueStmt>(S) && !InLoop))
      return S;
    const bool Loop =
        isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
    const bool Inner = Nested || Loop || isa<SwitchStmt>(S);
    for (const Stmt *Child : S->children())
      if (const Stmt *Exit = earlyExit(Child, Inner, Continues, InLoop || Loop))
        return Exit;
    return nullptr;
  }

  static GridStrideFinding notOne(const std::string &Why) {
    GridStrideFinding F;
    F.WhyNot = Why;
    return F;
  }

  /// The factors of a product, each by a key naming its value: "blockDim.x" for a built-in's
  /// member, "=8" for a constant, "@N" for a template parameter or a variable never written.
  /// False where a factor is none of these (a call, a load, a sum).
  bool addFactors(const Expr *E, Factors &Out) const {
    E = E->IgnoreParenCasts();
    if (const auto *Mul = dyn_cast<BinaryOperator>(E); Mul && Mul->getOpcode() == BO_Mul)
      return addFactors(Mul->getLHS(), Out) && addFactors(Mul->getRHS(), Out);
    if (auto [Var, Field] = builtinOf(E); !Var.empty()) {
      Out.push_back(Var + "." + Field);
      return true;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E);
        Ref && isa<NonTypeTemplateParmDecl>(Ref->getDecl())) {
      Out.push_back("@" + std::to_string(reinterpret_cast<std::uintptr_t>(Ref->getDecl())));
      return true;
    }
    Expr::EvalResult Value;
    if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx)) {
      Out.push_back("=" + std::to_string(Value.Val.getInt().getExtValue()));
      return true;
    }
    if (const VarDecl *V = variableOf(E); V && readOnly(V)) {
      Out.push_back("@" + std::to_string(reinterpret_cast<std::uintptr_t>(V)));
      return true;
    }
    return false;
  }

  /// The factors of E beside one `Var.D` (blockIdx or gridDim), sorted; none where E is no
  /// such product.
  std::optional<Factors> besides(const Expr *E, const std::string &Var, int D) const {
    Factors F;
    if (!addFactors(E, F))
      return std::nullopt;
    const std::string Key = Var + "." + "xyz"[D];
    auto It = std::find(F.begin(), F.end(), Key);
    if (It == F.end())
      return std::nullopt;
    F.erase(It);
    for (const std::string &K : F)
      if (K.starts_with("blockIdx.") || K.starts_with("gridDim."))
        return std::nullopt;
    std::sort(F.begin(), F.end());
    return F;
  }

  /// A thread's first element in D: `blockIdx.D * M`, plus a term that reads neither blockIdx
  /// nor gridDim (a thread's offset); M's factors.
  std::optional<Factors> startOf(const Expr *E, int D) const {
    if (std::optional<Factors> F = besides(E, "blockIdx", D))
      return F;
    if (D == 0 && gridCall(E, {"thread_rank"}))
      return Factors{"grid_group"};
    const auto *Add = dyn_cast<BinaryOperator>(E->IgnoreParenCasts());
    if (!Add || Add->getOpcode() != BO_Add)
      return std::nullopt;
    for (auto [Product, Offset] :
         {std::pair(Add->getLHS(), Add->getRHS()), std::pair(Add->getRHS(), Add->getLHS())})
      if (!readsTheGrid(Offset))
        if (std::optional<Factors> F = besides(Product, "blockIdx", D))
          return F;
    return std::nullopt;
  }

  /// A grid's stride in D: `gridDim.D * M`; in x, also the size of cooperative groups' grid
  /// (`grid.size()`, `grid.num_threads()`), with its rank (`grid.thread_rank()`) as the start:
  /// ranks and size count the threads of the whole grid, whatever its shape.
  std::optional<Factors> strideOf(const Expr *E, int D) const {
    if (D == 0 && gridCall(E, {"size", "num_threads"}))
      return Factors{"grid_group"};
    return besides(E, "gridDim", D);
  }

  /// E, or the initialiser of the unwritten local E names, where Of gives factors for it.
  template <class OfFn>
  std::optional<Factors> through(const Expr *E, OfFn Of, const Expr **Taken,
                                 const VarDecl **Local) const {
    *Local = nullptr;
    *Taken = E;
    if (std::optional<Factors> F = Of(E))
      return F;
    const VarDecl *V = localOf(E);
    if (!V || !readOnly(V) || !V->getInit())
      return std::nullopt;
    *Local = V;
    *Taken = V->getInit();
    return Of(V->getInit());
  }

  /// A loop that steps its index from `blockIdx.D * M + offset` by `gridDim.D * M` (the same
  /// factors M, in any order) joins F: its threads visit the offsets plus every multiple of M,
  /// whatever the grid. The first sets F's dimension; one of another dimension is not taken.
  void takeLoop(const StrideLoop &L, GridStrideFinding &F) {
    for (int D = 0; D < 3; ++D) {
      if (F.Dimension >= 0 && F.Dimension != D)
        continue;
      const VarDecl *StartLocal = nullptr, *StepLocal = nullptr;
      const Expr *Start = nullptr, *Step = nullptr;
      std::optional<Factors> M = through(
          L.Start, [&](const Expr *E) { return startOf(E, D); }, &Start, &StartLocal);
      std::optional<Factors> N = through(
          L.Step->getRHS(), [&](const Expr *E) { return strideOf(E, D); }, &Step, &StepLocal);
      if (!M || !N || *M != *N)
        continue;
      if (F.Dimension < 0) {
        F.Dimension = D;
        F.Line = Ctx.getSourceManager().getPresumedLineNumber(L.Loop->getBeginLoc());
      }
      Loops.push_back(L);
      addSubtree(Start, Allowed);
      addSubtree(Step, Allowed);
      for (const Expr *Part : {Start, Step})
        if (const CallExpr *Call = gridCall(Part, {"thread_rank", "size", "num_threads"})) {
          GridCalls.insert(Call);
          WholeGrid = true;
        }
      addSubtree(L.Start, Clauses);
      addSubtree(L.Step, Clauses);
      for (const VarDecl *V : {StartLocal, StepLocal})
        if (V)
          Locals.insert(V);
      return;
    }
  }

  /// A read of blockIdx.D or gridDim.D (of any dimension where a loop steps by cooperative
  /// groups' grid) outside the loops' starts and steps, or of a local holding one outside
  /// their clauses: the work would follow the grid.
  std::string strayRead(int D) {
    const SourceManager &SM = Ctx.getSourceManager();
    for (const Expr *E : Nodes.Exprs) {
      auto [Var, Field] = builtinOf(E);
      if ((Var == "blockIdx" || Var == "gridDim") && (dimensionOf(Field) == D || WholeGrid) &&
          !Allowed.count(E) && !isa<ImplicitCastExpr>(E) && !isa<ParenExpr>(E))
        return Var + "." + Field + " is read outside a grid-stride loop's start and step (line " +
               std::to_string(SM.getPresumedLineNumber(E->getBeginLoc())) + ")";
      if (const VarDecl *V = localOf(E);
          V && Locals.count(V) && isa<DeclRefExpr>(E) && !Clauses.count(E))
        return "'" + V->getNameAsString() +
               "' (a thread's start or the grid's step) is read outside the loops' clauses "
               "(line " +
               std::to_string(SM.getPresumedLineNumber(E->getBeginLoc())) + ")";
    }
    return "";
  }

  /// The first function S calls (at any depth) whose body reads blockIdx or gridDim, or may:
  /// a call the compiler does not resolve here, inline assembly naming %ctaid or %nctaid.
  std::string callReadingTheGrid(const Stmt *S, unsigned Depth) {
    if (!S)
      return "";
    BodyNodes Inner(S);
    for (const Stmt *Node : Inner.Stmts)
      if (const auto *Asm = dyn_cast<AsmStmt>(Node);
          Asm && Asm->generateAsmString(Ctx).find("ctaid") != std::string::npos)
        return Depth == 0 ? "its inline assembly reads %ctaid or %nctaid" : "-";
    for (const Expr *E : Inner.Exprs) {
      if (Depth > 0) {
        auto [Var, Field] = builtinOf(E);
        if (Var == "blockIdx" || Var == "gridDim")
          return "-";
      }
      if (Depth == 0 && GridCalls.count(E))
        continue; // a grid-stride loop's start or step: cooperative groups' rank or size
      const FunctionDecl *Callee = nullptr;
      if (const auto *Call = dyn_cast<CallExpr>(E)) {
        Callee = Call->getDirectCallee();
        if (!Callee && !Call->isTypeDependent())
          return Depth == 0 ? "it calls a function through a pointer, which may read blockIdx "
                              "or gridDim"
                            : "-";
      } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
        Callee = Construct->getConstructor();
      }
      const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
      if (!Def || !Def->hasBody() || Depth >= 8 || !Seen.insert(Def).second)
        continue;
      if (std::string Within = callReadingTheGrid(Def->getBody(), Depth + 1); !Within.empty())
        return Depth == 0
                   ? "it calls " + Def->getNameAsString() + ", which reads blockIdx or gridDim"
                   : Within;
    }
    return "";
  }
};

} // namespace

GridStrideFinding findGridStride(ASTContext &Ctx, const FunctionDecl *Kernel) {
  if (!Kernel || !Kernel->getBody())
    return {-1, 0, "the kernel has no body"};
  return StrideFinder(Ctx, Kernel).run();
}

} // namespace limiter
