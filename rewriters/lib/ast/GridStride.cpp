// Grid-stride loops: see GridStride.h.

#include "ast/GridStride.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/DeclTemplate.h"
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

class Finder {
public:
  Finder(ASTContext &Ctx, const FunctionDecl *Kernel)
      : Ctx(Ctx), Body(Kernel->getBody()), Nodes(Kernel->getBody()) {}

  GridStrideFinding run() {
    GridStrideFinding F;
    findWritten();
    for (const Stmt *S : Nodes.Stmts)
      if (const auto *For = dyn_cast<ForStmt>(S))
        takeLoop(For, F);
    if (F.Dimension < 0)
      return notOne("no loop starts at blockIdx * M (plus a thread's offset) and steps by "
                    "gridDim * M");
    if (std::string Stray = strayRead(F.Dimension); !Stray.empty())
      return notOne(Stray);
    if (std::string Call = callReadingTheGrid(Body, 0); !Call.empty())
      return notOne("it calls " + Call + ", which reads blockIdx or gridDim");
    return F;
  }

private:
  using Factors = std::vector<std::string>;

  ASTContext &Ctx;
  const Stmt *Body;
  BodyNodes Nodes;
  std::set<const VarDecl *> Written;
  /// The starts' and steps' expressions (their locals' initialisers among them), and the loop
  /// clauses that may read those locals.
  std::set<const Stmt *> Allowed, Clauses;
  std::set<const VarDecl *> Locals;
  std::set<const FunctionDecl *> Seen;

  static GridStrideFinding notOne(const std::string &Why) {
    GridStrideFinding F;
    F.WhyNot = Why;
    return F;
  }

  void findWritten() {
    for (const Expr *E : Nodes.Exprs) {
      if (std::optional<Assignment> A = asAssignment(E))
        if (const VarDecl *V = variableOf(A->Target))
          Written.insert(V);
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
        if (const VarDecl *V = variableOf(U->getSubExpr()))
          Written.insert(V);
    }
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
    if (const VarDecl *V = variableOf(E);
        V && !Written.count(V) && !V->getType()->isReferenceType()) {
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

  /// E, or the initialiser of the unwritten local E names, where Of gives factors for it.
  template <class OfFn>
  std::optional<Factors> through(const Expr *E, OfFn Of, const Expr **Taken,
                                 const VarDecl **Local) const {
    *Local = nullptr;
    *Taken = E;
    if (std::optional<Factors> F = Of(E))
      return F;
    const VarDecl *V = localOf(E);
    if (!V || Written.count(V) || !V->getInit() || V->getType()->isReferenceType())
      return std::nullopt;
    *Local = V;
    *Taken = V->getInit();
    return Of(V->getInit());
  }

  /// A loop `for (i = start; ...; i += step)`, start `blockIdx.D * M + offset` and step
  /// `gridDim.D * M` (the same factors M, in any order), joins F: its threads visit the offsets
  /// plus every multiple of M, whatever the grid. The first sets F's dimension; one of another
  /// dimension is not taken.
  void takeLoop(const ForStmt *For, GridStrideFinding &F) {
    const auto *Inc = For->getInc()
                          ? dyn_cast<CompoundAssignOperator>(For->getInc()->IgnoreParenImpCasts())
                          : nullptr;
    const VarDecl *Index = Inc ? localOf(Inc->getLHS()) : nullptr;
    if (!Inc || Inc->getOpcode() != BO_AddAssign || !Index)
      return;
    const Expr *Init = nullptr;
    if (const auto *Decl = dyn_cast_or_null<DeclStmt>(For->getInit());
        Decl && Decl->isSingleDecl() && Decl->getSingleDecl() == Index)
      Init = Index->getInit();
    else if (const auto *Set = dyn_cast_or_null<BinaryOperator>(For->getInit());
             Set && Set->getOpcode() == BO_Assign && localOf(Set->getLHS()) == Index)
      Init = Set->getRHS();
    for (int D = 0; D < 3 && Init; ++D) {
      if (F.Dimension >= 0 && F.Dimension != D)
        continue;
      const VarDecl *StartLocal = nullptr, *StepLocal = nullptr;
      const Expr *Start = nullptr, *Step = nullptr;
      std::optional<Factors> M = through(
          Init, [&](const Expr *E) { return startOf(E, D); }, &Start, &StartLocal);
      std::optional<Factors> N = through(
          Inc->getRHS(), [&](const Expr *E) { return besides(E, "gridDim", D); }, &Step,
          &StepLocal);
      if (!M || !N || *M != *N)
        continue;
      if (F.Dimension < 0) {
        F.Dimension = D;
        F.Line = Ctx.getSourceManager().getPresumedLineNumber(For->getBeginLoc());
      }
      addSubtree(Start, Allowed);
      addSubtree(Step, Allowed);
      addSubtree(For->getInit(), Clauses);
      addSubtree(For->getInc(), Clauses);
      for (const VarDecl *V : {StartLocal, StepLocal})
        if (V)
          Locals.insert(V);
      return;
    }
  }

  /// A read of blockIdx.D or gridDim.D outside the loops' starts and steps, or of a local
  /// holding one outside their clauses: the work would follow the grid.
  std::string strayRead(int D) {
    const SourceManager &SM = Ctx.getSourceManager();
    for (const Expr *E : Nodes.Exprs) {
      auto [Var, Field] = builtinOf(E);
      if ((Var == "blockIdx" || Var == "gridDim") && dimensionOf(Field) == D && !Allowed.count(E) &&
          !isa<ImplicitCastExpr>(E) && !isa<ParenExpr>(E))
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

  /// The first function S calls (at any depth) whose body reads blockIdx or gridDim.
  std::string callReadingTheGrid(const Stmt *S, unsigned Depth) {
    if (!S || Depth > 8)
      return "";
    BodyNodes Inner(S);
    for (const Expr *E : Inner.Exprs) {
      if (Depth > 0) {
        auto [Var, Field] = builtinOf(E);
        if (Var == "blockIdx" || Var == "gridDim")
          return "-";
      }
      const auto *Call = dyn_cast<CallExpr>(E);
      const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
      const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
      if (!Def || !Def->hasBody() || !Seen.insert(Def).second)
        continue;
      if (std::string Inside = callReadingTheGrid(Def->getBody(), Depth + 1); !Inside.empty())
        return Depth == 0 ? Def->getNameAsString() : Inside;
    }
    return "";
  }
};

} // namespace

GridStrideFinding findGridStride(ASTContext &Ctx, const FunctionDecl *Kernel) {
  if (!Kernel || !Kernel->getBody())
    return {-1, 0, "the kernel has no body"};
  return Finder(Ctx, Kernel).run();
}

} // namespace limiter
