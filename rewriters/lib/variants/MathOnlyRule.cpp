// Math-only: keeps arithmetic, shared memory, barriers and control flow; global loads become
// opaque values and global stores happen only under a never-true condition on the stored value
// and the run-time flag (seed 001, "Source Modification for Math-only"). Structural loads stay.

#include "variants/RuleContext.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

const char *StoreWhat = "a global store";

std::string flagArg() { return ", " + std::string(FlagParam) + ")"; }

/// `lim::guarded_store(&(LHS), NEW, lim_flag)` where NEW is built by Value
/// (RuleContext::guardedStore).
bool guard(RuleContext &R, const Expr *Store, TextRange Lhs, std::vector<EditSet::Piece> Value) {
  return R.replace(Store, StoreWhat, R.guardedStore(Store, Lhs, std::move(Value)));
}

/// The line breaks between a store's target and its value (`*p =\n  v`), to go before the
/// value in a rewrite that drops the text between them: the value's code stays on its lines.
std::string breaksBetween(RuleContext &R, TextRange Lhs, TextRange Rhs) {
  if (Rhs.Begin <= Lhs.End)
    return {};
  std::string Gap = R.Edits.original({Lhs.End, Rhs.Begin});
  return std::string(static_cast<std::size_t>(std::count(Gap.begin(), Gap.end(), '\n')), '\n');
}

/// LHS op RHS with LHS's old value replaced by an opaque one.
std::vector<EditSet::Piece> updated(RuleContext &R, TextRange Lhs, StringRef Op,
                                    std::vector<EditSet::Piece> Rhs) {
  std::vector<EditSet::Piece> Out = R.opaqueOf(Lhs);
  Out.emplace_back(" " + Op.str() + " (");
  Out.insert(Out.end(), Rhs.begin(), Rhs.end());
  Out.emplace_back(std::string(")"));
  return Out;
}

/// The stored value as an argument: a braced list (`p[i] = {x, y}`) gets the element's type,
/// which a template argument cannot be deduced from otherwise.
std::vector<EditSet::Piece> storedValue(const Expr *Value, TextRange Lhs, TextRange Rhs,
                                        std::string Breaks) {
  if (!isa<InitListExpr>(Value->IgnoreImplicit()))
    return {std::move(Breaks), EditSet::Sub{Rhs}};
  return {std::move(Breaks), std::string("lim::plain_t<decltype("), EditSet::Sub{Lhs},
          std::string(")>"), EditSet::Sub{Rhs}};
}

void guardStore(RuleContext &R, const AccessSite &A) {
  const auto *Target = cast<Expr>(A.Node);
  const Expr *Store = R.consumer(Target);
  std::optional<TextRange> Lhs = R.range(Target, StoreWhat);
  if (!Lhs || !Store)
    return;
  bool Done = false;
  if (const auto *B = dyn_cast<BinaryOperator>(Store); B && B->isAssignmentOp()) {
    std::optional<TextRange> Rhs = R.range(B->getRHS(), "a stored value");
    if (!Rhs)
      return;
    std::string Breaks = breaksBetween(R, *Lhs, *Rhs);
    if (B->isCompoundAssignmentOp())
      Done = guard(R, B, *Lhs,
                   updated(R, *Lhs,
                           BinaryOperator::getOpcodeStr(
                               BinaryOperator::getOpForCompoundAssignment(B->getOpcode())),
                           {Breaks, EditSet::Sub{*Rhs}}));
    else
      Done = guard(R, B, *Lhs, storedValue(B->getRHS(), *Lhs, *Rhs, Breaks));
  } else if (const auto *U = dyn_cast<UnaryOperator>(Store); U && U->isIncrementDecrementOp()) {
    Done = guard(R, U, *Lhs, updated(R, *Lhs, U->isIncrementOp() ? "+" : "-", {"1"}));
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Store);
             Op && Op->getOperator() == OO_Equal && Op->getNumArgs() == 2) {
    std::optional<TextRange> Rhs = R.range(Op->getArg(1), "a stored value");
    Done = Rhs &&
           guard(R, Op, *Lhs, storedValue(Op->getArg(1), *Lhs, *Rhs, breaksBetween(R, *Lhs, *Rhs)));
  } else {
    R.absent(Store, DiagId::StoreNotGuardable,
             "a global store that is not an assignment, increment or decrement cannot be "
             "guarded",
             "write the store as a plain assignment `p[i] = value;`");
    return;
  }
  if (Done)
    R.count("stores_guarded");
}

/// `surf2Dwrite(v, surf, x, y)` -> `(lim::never(v, flag) ? surf2Dwrite(v, surf, x, y) : void())`:
/// the value is computed, the write does not happen.
void guardSurfaceWrite(RuleContext &R, const CallExpr *Call) {
  std::optional<TextRange> Whole = R.range(Call, "a surface write");
  std::optional<TextRange> Value = R.range(Call->getArg(0), "a surface write's value");
  if (Whole && Value &&
      R.replace(Call, "a surface write",
                {std::string("(lim::never("), EditSet::Sub{*Value},
                 ", " + std::string(FlagParam) + ") ? ", EditSet::Sub{*Whole},
                 std::string(" : void())")}))
    R.count("stores_guarded");
}

/// Atomics run only when never() holds on their value; the result is opaque otherwise.
void guardIntrinsic(RuleContext &R, const AccessSite &A) {
  const auto *Call = cast<CallExpr>(A.Node);
  std::optional<TextRange> Whole = R.range(Call, "an atomic or cache-hinted store");
  std::optional<TextRange> Ptr = R.range(Call->getArg(0), "an address");
  std::optional<TextRange> Value = R.range(Call->getArg(Call->getNumArgs() - 1), "a value");
  if (!Whole || !Ptr || !Value)
    return;
  if (Call->getNumArgs() < 2) {
    R.absent(Call, DiagId::UnsupportedMemoryOp, "a memory intrinsic without a value argument", "");
    return;
  }
  if (!A.Reads) { // __stcs(p, v) and its kin
    if (R.replace(Call, "a cache-hinted store",
                  {std::string("lim::guarded_store("), EditSet::Sub{*Ptr}, std::string(", "),
                   EditSet::Sub{*Value}, flagArg()}))
      R.count("stores_guarded");
    return;
  }
  if (Call->getType()->isVoidType() || Call->getNumArgs() > 3) {
    R.conservative(Call, DiagId::UnsupportedMemoryOp,
                   "a memory operation limiter cannot guard is kept as is", "");
    return;
  }
  if (R.replace(Call, "an atomic",
                {"(lim::never(", EditSet::Sub{*Value}, ", " + std::string(FlagParam) + ") ? ",
                 EditSet::Sub{*Whole}, std::string(" : lim::opaque<decltype("),
                 EditSet::Sub{*Whole},
                 ")>(" + std::string(FlagParam) + ", " + std::to_string(R.siteOf(*Whole)) + "u, ",
                 EditSet::Sub{*Ptr}, std::string("))")}))
    R.count("atomics_guarded");
}

} // namespace

void applyMathOnlyRule(RuleContext &R, const FunctionModel &M) {
  reportUnsupported(R, M);
  replaceGlobalLoads(R, M);
  for (const AccessSite &A : M.Accesses) {
    if (!A.Writes || !isGlobalLike(A.Space))
      continue;
    if (const CallExpr *Surface = surfaceWriteOf(A))
      guardSurfaceWrite(R, Surface);
    else if (A.IsIntrinsic)
      guardIntrinsic(R, A);
    else
      guardStore(R, A);
  }
}

} // namespace limiter
