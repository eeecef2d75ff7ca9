// Where the coalesced what-if's warp run of an index is taken before a loop nest. A run (the
// warp's lowest index, each lane's place, the cover of its elements) depends only on the
// differences between the lanes' indices and on the active lanes. Where every lane enters the
// nest, runs every iteration whole and leaves alike, and the index is A + B * j for each of
// the nest's counters j (B the same in every lane, A unchanged by the nest), the differences
// and the lanes are the same in every iteration: the run taken once, on the index as it is
// when the nest starts, is the one each iteration would take. On the H200, a blur's run taken
// in each of its nine iterations made the what-if twice as slow as full; taken before, the
// what-if read 42% faster than full.

#include "variants/LoopStart.h"

#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// Whether S names V anywhere (an unevaluated `sizeof(v)` too).
bool mentions(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == V)
    return true;
  for (const Stmt *Child : S->children())
    if (mentions(Child, V))
      return true;
  return false;
}

/// Whether a conversion from From to To keeps the differences between the lanes' values: an
/// integer of the same signedness at least as wide, or a wider one. A narrowing conversion
/// wraps some lanes' values and not others' (`(unsigned char)(2 * p + j)`).
bool keepsDifferences(QualType From, QualType To, ASTContext &Ctx) {
  if (!From->isIntegerType() || !To->isIntegerType())
    return false;
  const uint64_t F = Ctx.getTypeSize(From), T = Ctx.getTypeSize(To);
  return T > F || (T == F && From->isSignedIntegerType() == To->isSignedIntegerType());
}

/// Loop's own counter where it is the same in every lane in every iteration: declared alone
/// in Loop's init, of a built-in integer type, started without side effects alike in every
/// lane, stepped alike, read only by the body and a condition free of side effects.
const VarDecl *uniformCounter(const ForStmt *Loop, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const VarDecl *Counter = ownCounter(Loop, Ctx);
  if (!Counter || !Counter->getType().getCanonicalType()->isBuiltinType() ||
      Counter->getInitStyle() != VarDecl::CInit)
    return nullptr;
  const Expr *Start = Counter->getInit();
  if (isa<InitListExpr>(Start->IgnoreImplicit()) || Start->HasSideEffects(Ctx) ||
      mentions(Start, Counter) || !U.isUniform(Start) || Loop->getCond()->HasSideEffects(Ctx) ||
      !U.isUniform(Loop->getInc()))
    return nullptr;
  return Counter;
}

/// The loop whose body runs Loop unconditionally (only blocks and pragmas between), or null.
const ForStmt *loopAroundLoop(const ForStmt *Loop, ASTContext &Ctx) {
  const Stmt *Child = Loop;
  while (true) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Child);
    const Stmt *S = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!S)
      return nullptr;
    if (const auto *For = dyn_cast<ForStmt>(S))
      return For->getBody() == Child ? For : nullptr;
    if (!isa<CompoundStmt>(S) && !isa<AttributedStmt>(S))
      return nullptr;
    Child = S;
  }
}

/// What the index reads, seen from the start of Outer, the outermost loop of a nest: each
/// variable is invariant (declared before Outer, not written in it), a counter of one of the
/// nest's loops, or a constant local of the nest standing for its initialiser.
class NestStart {
public:
  NestStart(const std::vector<const ForStmt *> &Nest, const Stmt *Body, const Uniformity &U,
            const EditSet &Edits)
      : Outer(Nest.back()), Body(Body), U(U), Ctx(U.context()), Edits(Edits) {
    for (const ForStmt *Loop : Nest)
      if (const VarDecl *Counter = uniformCounter(Loop, U))
        Counters.insert(Counter);
  }

  /// E's text at Outer's start, where E moves alike in every lane; none otherwise.
  std::optional<std::string> indexOf(const Expr *E) {
    if (!movesAlike(E, 0))
      return std::nullopt;
    return render(E, 0);
  }

  /// Whether E keeps its value through Outer as written.
  bool fixed(const Expr *E) const { return invariantIn(E, Outer, Ctx); }

private:
  enum class Kind { Invariant, Counter, Local, None };
  const ForStmt *Outer;
  const Stmt *Body; ///< the function's: a variable written through an alias is written anywhere
  const Uniformity &U;
  ASTContext &Ctx;
  const EditSet &Edits;
  std::set<const VarDecl *> Counters;
  std::map<const VarDecl *, Kind> Kinds;
  static constexpr int MaxDepth = 8;

  /// Whether At lies inside Outer (a declaration of the nest's own).
  bool inside(SourceLocation At) const {
    const SourceManager &SM = Ctx.getSourceManager();
    At = SM.getExpansionLoc(At);
    return !SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Outer->getBeginLoc())) &&
           SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Outer->getEndLoc()));
  }

  /// Whether T, as written, names a type or typedef declared inside Outer.
  bool declaredInside(QualType T) const {
    for (QualType At = T; !At.isNull();) {
      if (const auto *Typedef = At->getAs<TypedefType>()) {
        if (inside(Typedef->getDecl()->getLocation()))
          return true;
        At = Typedef->getDecl()->getUnderlyingType();
        continue;
      }
      break;
    }
    const TagDecl *Tag = T.getCanonicalType()->getAsTagDecl();
    return Tag && inside(Tag->getLocation());
  }

  Kind kindOf(const VarDecl *V, int Depth) {
    if (auto It = Kinds.find(V); It != Kinds.end())
      return It->second;
    const SourceManager &SM = Ctx.getSourceManager();
    Kind K = Kind::None;
    // Written through a pointer, a reference or a lambda's capture, it may change where
    // nothing names it (a call in the loop).
    if (!neverAliased(V, Body, Ctx))
      K = Kind::None;
    else if (Counters.count(V))
      K = Kind::Counter;
    else if (!onlyRead(V, Outer, Ctx))
      K = Kind::None;
    else if (SM.isBeforeInTranslationUnit(V->getLocation(), Outer->getBeginLoc()))
      K = Kind::Invariant;
    else if (Depth < MaxDepth && V->isLocalVarDecl() && !V->isStaticLocal() &&
             !V->getType()->isReferenceType() && V->getType()->isIntegerType() && V->getInit() &&
             V->getInitStyle() == VarDecl::CInit &&
             !isa<InitListExpr>(V->getInit()->IgnoreImplicit()) &&
             SM.isBeforeInTranslationUnit(V->getLocation(), Outer->getEndLoc()) &&
             readsOnlyKnown(V->getInit(), Depth + 1))
      K = Kind::Local;
    Kinds[V] = K;
    return K;
  }

  /// Whether E is plain arithmetic of variables of a known kind.
  bool readsOnlyKnown(const Expr *E, int Depth) {
    std::set<const ValueDecl *> Vars;
    if (!plainArithmetic(E, Vars))
      return false;
    for (const ValueDecl *D : Vars) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || kindOf(V, Depth) == Kind::None)
        return false;
    }
    return true;
  }

  /// Whether E changes in the nest: it reads a counter, or a local whose initialiser does.
  bool varies(const Expr *E, int Depth) {
    std::set<const ValueDecl *> Vars;
    if (!plainArithmetic(E, Vars))
      return true;
    for (const ValueDecl *D : Vars) {
      const auto *V = dyn_cast<VarDecl>(D);
      const Kind K = V ? kindOf(V, Depth) : Kind::None;
      if (K == Kind::None || K == Kind::Counter ||
          (K == Kind::Local && (Depth >= MaxDepth || varies(V->getInit(), Depth + 1))))
        return true;
    }
    return false;
  }

  /// Whether E is A + B * j for the nest's counters j, B the same in every lane and A
  /// unchanged by the nest: through parentheses, integer conversions, the locals' initialisers,
  /// sums, differences, products and left shifts by values the same in every lane.
  bool movesAlike(const Expr *E, int Depth) {
    if (Depth > MaxDepth)
      return false;
    if (!varies(E, Depth))
      return readsOnlyKnown(E, Depth);
    E = E->IgnoreParens();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      const Kind K = V ? kindOf(V, Depth) : Kind::None;
      return K == Kind::Counter || (K == Kind::Local && movesAlike(V->getInit(), Depth + 1));
    }
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return keepsDifferences(Cast->getSubExpr()->getType(), Cast->getType(), Ctx) &&
             movesAlike(Cast->getSubExpr(), Depth);
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B || !B->getType()->isIntegerType())
      return false;
    const Expr *L = B->getLHS(), *R = B->getRHS();
    auto Factor = [&](const Expr *F) {
      return !varies(F, Depth) && readsOnlyKnown(F, Depth) && U.isUniform(F);
    };
    switch (B->getOpcode()) {
    case BO_Add:
    case BO_Sub:
      return movesAlike(L, Depth) && movesAlike(R, Depth);
    case BO_Mul:
      return (Factor(L) && movesAlike(R, Depth)) || (Factor(R) && movesAlike(L, Depth));
    case BO_Shl:
      return Factor(R) && movesAlike(L, Depth);
    default:
      return false;
    }
  }

  /// E's text with each counter replaced by its start and each local of the nest by its
  /// initialiser, both rendered so in turn; none where one's reference is not E's own text.
  std::optional<std::string> render(const Expr *E, int Depth) {
    std::optional<TextRange> Whole = Edits.rangeOf(E->getSourceRange());
    if (!Whole || Depth > MaxDepth)
      return std::nullopt;
    std::vector<std::pair<TextRange, std::string>> Swaps;
    bool Own = true;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || !Own)
        return;
      // Moved before the nest, the text must not name what the nest declares: an
      // enumerator, a type in a cast or a sizeof (a local of the nest's is replaced below).
      if (const auto *Ref = dyn_cast<DeclRefExpr>(S);
          Ref && !isa<VarDecl>(Ref->getDecl()) && inside(Ref->getDecl()->getLocation()))
        Own = false;
      if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S);
          Cast && declaredInside(Cast->getTypeAsWritten()))
        Own = false;
      if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(S);
          Size && Size->isArgumentType() && declaredInside(Size->getArgumentType()))
        Own = false;
      if (!Own)
        return;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
          const Kind K = kindOf(V, Depth);
          if (K == Kind::None) {
            Own = false;
            return;
          }
          if (K == Kind::Invariant)
            return;
          std::optional<TextRange> At =
              Ref->getLocation().isMacroID() ? std::nullopt : Edits.rangeOf(Ref->getSourceRange());
          std::optional<std::string> Value = render(V->getInit(), Depth + 1);
          if (!At || !Value || At->Begin < Whole->Begin || At->End > Whole->End) {
            Own = false;
            return;
          }
          const std::string Type = V->getType().getCanonicalType().getUnqualifiedType().getAsString(
              Ctx.getPrintingPolicy());
          Swaps.push_back({*At, "static_cast<" + Type + ">(" + *Value + ")"});
          return;
        }
      for (const Stmt *Child : S->children())
        Walk(Child);
    };
    Walk(E);
    if (!Own)
      return std::nullopt;
    std::sort(Swaps.begin(), Swaps.end(),
              [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
    std::string Out;
    unsigned At = Whole->Begin;
    for (const auto &[Range, Text] : Swaps) {
      if (Range.Begin < At)
        return std::nullopt;
      Out += Edits.original({At, Range.Begin}) + Text;
      At = Range.End;
    }
    Out += Edits.original({At, Whole->End});
    // Put on one line before the loop: a line comment would swallow the rest of it, and a
    // preprocessor line would no longer begin its line.
    if (Out.find("//") != std::string::npos || Out.find('#') != std::string::npos)
      return std::nullopt;
    std::replace(Out.begin(), Out.end(), '\n', ' ');
    return Out;
  }
};

} // namespace

bool runsAlike(const ForStmt *Loop, const Uniformity &U) {
  return Loop->getCond() && Loop->getInc() && U.isUniform(Loop->getCond()) &&
         U.isUniform(Loop->getInc()) && !leavesEarly(Loop->getBody()) && !U.exitsDivergently(Loop);
}

bool placeable(const ForStmt *Loop, const RuleContext &R) {
  ASTContext &Ctx = R.Ctx;
  if (insideSwitch(Loop, Ctx) || !R.pragmasOf(Loop))
    return false;
  DynTypedNodeList Parents = parentsOf(Ctx, *Loop);
  if (!Parents.empty() && Parents[0].get<AttributedStmt>())
    Parents = parentsOf(Ctx, *Parents[0].get<AttributedStmt>());
  return !Parents.empty() && Parents[0].get<CompoundStmt>();
}

std::optional<HoistedIndex> hoistIndex(const ForStmt *Inner, const std::vector<const Expr *> &Terms,
                                       const std::vector<const Expr *> &Fixed, const Stmt *Body,
                                       const Uniformity &U, const RuleContext &R,
                                       const std::function<bool(const ForStmt *)> &Accept) {
  // A jump past the declaration would not compile.
  if (hasGoto(Body))
    return std::nullopt;
  std::vector<const ForStmt *> Nest = {Inner};
  while (const ForStmt *Next = loopAroundLoop(Nest.back(), U.context())) {
    if (!runsAlike(Next, U))
      break;
    Nest.push_back(Next);
  }
  // The outermost loop first: the fewer times the warp's work runs, the better.
  for (; !Nest.empty(); Nest.pop_back()) {
    if ((Nest.size() > 1 && !placeable(Nest.back(), R)) || (Accept && !Accept(Nest.back())))
      continue;
    NestStart Start(Nest, Body, U, R.Edits);
    std::string Sum;
    bool Ok =
        std::all_of(Fixed.begin(), Fixed.end(), [&](const Expr *E) { return Start.fixed(E); });
    for (auto It = Terms.begin(); Ok && It != Terms.end(); ++It) {
      std::optional<std::string> Text = Start.indexOf(*It);
      Ok = Text.has_value();
      if (Ok)
        Sum += (Sum.empty() ? "(" : " + (") + *Text + ")";
    }
    if (Ok && !Sum.empty())
      return HoistedIndex{Nest.back(), Sum};
  }
  return std::nullopt;
}

} // namespace limiter
