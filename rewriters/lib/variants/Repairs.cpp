// A variant's second build (mem-only, store-only): where the first build's compiled code had
// its global accesses on other lines than full's, the places the compiled code names are held
// to full's choices.
// - A store full's compiler kept and the variant's deleted as dead (the arithmetic between it
//   and the store that overwrites it was a call or a slow path full's compiler could not see
//   through) is made volatile: `lim::kept(x[i]) = v`.
// - A loop the variant's compiler unrolled where full's kept it whole (its arithmetic gone, the
//   body became small), and so moved or repeated its accesses, is kept rolled.
// Whether a repair holds is for the compiled code to say: generateBundle keeps the second
// build only where it fails fewer of the checks than the first.

#include "variants/RuleContext.h"

#include "ast/Parents.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"

#include <filesystem>

using namespace clang;

namespace limiter {
namespace {

/// The source line of a node, its file absolute and canonical as generateBundle's places are.
std::optional<VariantRepairs::Place> placeOf(const ASTContext &Ctx, const Stmt *Node) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Node->getBeginLoc()));
  if (P.isInvalid())
    return std::nullopt;
  std::error_code Ec;
  std::filesystem::path File = std::filesystem::weakly_canonical(P.getFilename(), Ec);
  if (Ec)
    File = std::filesystem::absolute(P.getFilename()).lexically_normal();
  return VariantRepairs::Place{File.string(), P.getLine()};
}

/// The innermost loop around Node in its function, or null; null too where the loop already
/// has an unroll pragma of its own (the program's choice, not the compiler's).
const Stmt *innermostLoop(ASTContext &Ctx, const Stmt *Node) {
  for (DynTypedNodeList Up = parentsOf(Ctx, *Node); !Up.empty(); Up = parentsOf(Ctx, Up[0])) {
    if (Up[0].get<FunctionDecl>() || Up[0].get<LambdaExpr>())
      return nullptr;
    const auto *S = Up[0].get<Stmt>();
    if (!S || !isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
      continue;
    DynTypedNodeList Above = parentsOf(Ctx, *S);
    if (!Above.empty())
      if (const auto *Attributed = Above[0].get<AttributedStmt>())
        for (const Attr *A : Attributed->getAttrs())
          if (isa<LoopHintAttr>(A))
            return nullptr;
    return S;
  }
  return nullptr;
}

/// `x[i] = v` -> `lim::kept(x[i]) = v` for a plain assignment of a scalar.
void keepStore(RuleContext &R, const AccessSite &A, const VariantRepairs::Place &Where) {
  const auto *Target = cast<Expr>(A.Node);
  const auto *Assign = dyn_cast_or_null<BinaryOperator>(R.consumer(Target));
  if (!Assign || Assign->getOpcode() != BO_Assign ||
      Assign->getLHS()->IgnoreParens() != Target->IgnoreParens() ||
      !Target->getType()->isScalarType())
    return;
  std::optional<TextRange> Lhs = R.Edits.rangeOf(Target->getSourceRange());
  if (!Lhs)
    return;
  // Done already for another instantiation of the same template when the range has its edit.
  if (R.Edits.replace(*Lhs, {std::string("lim::kept("), EditSet::Sub{*Lhs}, std::string(")")}))
    R.count("stores_kept_volatile");
  else if (!R.Edits.hasEdit(*Lhs))
    return;
  R.Result.Repaired.KeptStores.insert(Where);
}

/// `for (...)` -> `_Pragma("unroll 1") for (...)`, on the loop's own line.
void keepRolled(RuleContext &R, const Stmt *Loop, const VariantRepairs::Place &Where) {
  std::optional<unsigned> At = R.Edits.offsetOf(Loop->getBeginLoc());
  if (!At)
    return;
  if (R.Edits.insertOnce(*At, "_Pragma(\"unroll 1\") "))
    R.count("loops_kept_rolled");
  R.Result.Repaired.RolledLoops.insert(Where);
}

} // namespace

void applyRepairs(RuleContext &R, const FunctionModel &M, const VariantRepairs &Repairs) {
  if (Repairs.empty())
    return;
  for (const AccessSite &A : M.Accesses) {
    if (!isGlobalLike(A.Space))
      continue;
    std::optional<VariantRepairs::Place> Where = placeOf(R.Ctx, A.Node);
    if (!Where)
      continue;
    if (A.Writes && !A.Reads && !A.IsIntrinsic && Repairs.KeptStores.count(*Where))
      keepStore(R, A, *Where);
    if (Repairs.RolledLoops.count(*Where))
      if (const Stmt *Loop = innermostLoop(R.Ctx, A.Node))
        keepRolled(R, Loop, *Where);
  }
}

} // namespace limiter
