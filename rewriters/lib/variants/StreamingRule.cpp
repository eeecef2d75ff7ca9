// Streaming accesses (a what-if): a copy of full whose global loads and stores carry the
// evict-first hint (`__ldcs(&(p[i]))`; `p[i] = v;` as `__stcs(&(p[i]), v);`), and nothing
// else: data touched once do not push out of the caches what others reuse. Its results are
// full's; its time is what the default caching costs. A store whose value is used (`a =
// p[i] = v`), a compound assignment or an increment keeps its plain store, said. A 16-bit
// floating element (`__nv_bfloat16`, `__half`) is stored through its trivial copy assignment
// (a pair, `__half2`, through the toolkit's, written out as one 32-bit move: isBitCopy),
// or converted as its own assignment from a number converts (`p[i] = 0.5f * x` as
// `__stcs(&(p[i]), static_cast<__nv_bfloat16>(0.5f * x))`).

#include "variants/CacheHints.h"

#include "ast/KnownCallees.h"
#include "ast/Parents.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// A plain store `p[i] = v;`: the assignment, its target and value, and the type the value is
/// converted to first (empty where it is stored as it is).
struct PlainStore {
  const Expr *Whole = nullptr, *Target = nullptr, *Value = nullptr;
  std::string Convert;
};

/// The assignment whose left side is the access, as a statement of its own: a built-in
/// assignment, or a class's trivial copy assignment or a 16-bit floating type's assignment
/// from a number.
std::optional<PlainStore> plainStoreOf(RuleContext &R, const AccessSite &A) {
  if (A.Space != AddressSpace::Global || !A.Writes || A.Reads || A.IsIntrinsic || !A.Node ||
      !hasCacheHints(A.Node->getType(), R.Ctx))
    return std::nullopt;
  const Expr *Consumer = R.consumer(A.Node);
  PlainStore Out;
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Consumer)) {
    if (Assign->getOpcode() != BO_Assign || Assign->getLHS()->IgnoreParens() != A.Node)
      return std::nullopt;
    Out = {Assign, Assign->getLHS(), Assign->getRHS(), ""};
  } else if (const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(Consumer)) {
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
    if (Call->getOperator() != OO_Equal || !Method || Call->getNumArgs() != 2 ||
        Call->getArg(0)->IgnoreParenImpCasts() != A.Node->IgnoreParens())
      return std::nullopt;
    const QualType Target = A.Node->getType().getCanonicalType().getUnqualifiedType();
    const QualType From = Method->getParamDecl(0)->getType().getNonReferenceType();
    const bool Copy = Method->isCopyAssignmentOperator() || Method->isMoveAssignmentOperator();
    const RecordDecl *Record = Target->getAsRecordDecl();
    const bool FromNumber = From->isArithmeticType() && Record && Record->getIdentifier() &&
                            (Record->getName() == "__half" || Record->getName() == "__nv_bfloat16");
    if (Copy ? !isBitCopy(Method) : !FromNumber)
      return std::nullopt;
    // `p[i] = {x}`: a braced list is no operand of a cast.
    const Expr *Value = Call->getArg(1)->IgnoreImplicit();
    if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(Value))
      Value = Temporary->getSubExpr()->IgnoreImplicit();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Value);
        isa<InitListExpr>(Value) || (Construct && Construct->isListInitialization()))
      return std::nullopt;
    // The target's own type, not this instantiation's: one text serves every instantiation.
    Out = {Call, Call->getArg(0), Call->getArg(1), "lim::plain_t<decltype(TARGET)>"};
  } else {
    return std::nullopt;
  }
  // The value sequenced before the target (C++17) is not so among a call's arguments.
  if (Out.Value->HasSideEffects(R.Ctx, /*IncludePossibleEffects=*/false))
    return std::nullopt;
  // A statement of its own (a temporary's cleanups around it, a class's assignment of one):
  // not an initialiser, a returned value or a condition, whose value is used.
  const Stmt *At = Out.Whole;
  DynTypedNodeList Parents = parentsOf(R.Ctx, *At);
  while (!Parents.empty() && Parents[0].get<ExprWithCleanups>()) {
    At = Parents[0].get<ExprWithCleanups>();
    Parents = parentsOf(R.Ctx, *At);
  }
  const Stmt *Parent = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
  if (!Parent || isa<Expr>(Parent) || isa<ReturnStmt>(Parent))
    return std::nullopt;
  if ((isa<IfStmt>(Parent) && cast<IfStmt>(Parent)->getCond() == At) ||
      (isa<WhileStmt>(Parent) && cast<WhileStmt>(Parent)->getCond() == At) ||
      (isa<DoStmt>(Parent) && cast<DoStmt>(Parent)->getCond() == At) ||
      (isa<ForStmt>(Parent) && cast<ForStmt>(Parent)->getCond() == At) ||
      (isa<SwitchStmt>(Parent) && cast<SwitchStmt>(Parent)->getCond() == At))
    return std::nullopt;
  return Out;
}

} // namespace

void applyStreamingRule(RuleContext &R, const FunctionModel &M) {
  hintLoads(R, M, "__ldcs", "global_loads_streaming");
  for (const AccessSite &A : M.Accesses) {
    if (A.Space != AddressSpace::Global || !A.Writes || A.IsIntrinsic)
      continue;
    std::optional<PlainStore> Store = plainStoreOf(R, A);
    std::optional<TextRange> Target, Value;
    if (Store) {
      Target = R.range(Store->Target, "a global store's target");
      Value = R.range(Store->Value, "a stored value");
    }
    if (!Store) {
      R.count("global_stores_kept");
      // In every instantiation: another's type may take the hint, its edit on the assignment
      // (a plain one: a compound assignment is no store this rule edits, and others may).
      R.keepAsWritten(A.Node);
      const Expr *Whole = R.consumer(A.Node);
      const auto *Assign = dyn_cast_or_null<BinaryOperator>(Whole);
      const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(Whole);
      if ((Assign && Assign->getOpcode() == BO_Assign) || (Call && Call->getOperator() == OO_Equal))
        R.keepAsWritten(Whole);
      R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                     "keeps a global store it cannot pass to __stcs (a compound assignment, an "
                     "increment, a store whose value is used, or of a type without cache hints)",
                     "write the store as a statement `p[i] = value;`");
      continue;
    }
    std::string Open;
    if (Store && !Store->Convert.empty() && Target) {
      std::string Type = Store->Convert;
      std::string TargetText = R.Edits.original(*Target);
      std::replace(TargetText.begin(), TargetText.end(), '\n', ' ');
      Type.replace(Type.find("TARGET"), 6, TargetText);
      Open = "static_cast<" + Type + ">(";
    }
    if (Target && Value &&
        R.replace(Store->Whole, "a global store",
                  {std::string("__stcs(&("), EditSet::Sub{*Target}, "), " + Open,
                   EditSet::Sub{*Value}, std::string(Open.empty() ? ")" : "))")}))
      R.count("global_stores_streaming");
  }
  R.keepUnmodelled(M, "a store", RuleContext::Unmodelled::Stores);
}

} // namespace limiter
