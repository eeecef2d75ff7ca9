// Reads of one element that one hinted load can serve (see HintedRereads.h): the cache-hint
// what-ifs read it once, into a local declared before the first read's statement, as full's
// compiler does, so that the what-if keeps full's loads.

#include "variants/HintedRereads.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// `p[e]`, or a member of it (`p[e].x`), with p a pointer variable: the subscript; null
/// otherwise.
const ArraySubscriptExpr *variableSubscript(const Expr *Load) {
  const Expr *E = Load->IgnoreParens();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow())
      return nullptr;
    E = Member->getBase()->IgnoreParens();
  }
  const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E);
  const auto *Ref =
      Subscript ? dyn_cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->getType()->isPointerType() ? Subscript : nullptr;
}

const VarDecl *pointerOf(const ArraySubscriptExpr *Subscript) {
  return cast<VarDecl>(cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts())->getDecl());
}

/// The pointer variable an access goes through: `p[e]`, `*(p + e)`, `p->x`, `(p + e)->x`, a
/// member of one of those (`p[e].x`), p seen through parentheses, casts and added offsets;
/// null for another form.
const VarDecl *pointerRoot(const Expr *Access) {
  const Expr *E = Access->IgnoreParens();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow()) {
      E = Member->getBase();
      break;
    }
    E = Member->getBase()->IgnoreParens();
  }
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    E = Subscript->getBase();
  else if (const auto *Deref = dyn_cast<UnaryOperator>(E); Deref && Deref->getOpcode() == UO_Deref)
    E = Deref->getSubExpr();
  for (int Depth = 0; Depth < 16; ++Depth) {
    E = E->IgnoreParenCasts();
    const auto *Sum = dyn_cast<BinaryOperator>(E);
    if (!Sum || !Sum->isAdditiveOp())
      break;
    E = Sum->getLHS()->getType()->isPointerType() ? Sum->getLHS() : Sum->getRHS();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->getType()->isPointerType() ? V : nullptr;
}

/// Whether User only reads Element, an object of a class type: copies it (a copy or move
/// constructor), calls a const method of it (a conversion operator), or binds it to a
/// `const &` parameter (cuda_bf16.h's operators).
bool readsOnly(const Expr *User, const Expr *Element, ASTContext &Ctx) {
  if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(User))
    return Copy->getConstructor()->isCopyOrMoveConstructor();
  if (const auto *Member = dyn_cast_or_null<MemberExpr>(User)) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Member->getMemberDecl());
    return !Member->isArrow() && Method && Method->isConst();
  }
  const auto *Call = dyn_cast_or_null<CallExpr>(User);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee)
    return false;
  // A member operator's object is its first argument: its method must be const.
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  const unsigned Skip = isa<CXXOperatorCallExpr>(Call) && Method ? 1 : 0;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    if (Call->getArg(I)->IgnoreParens() != Element->IgnoreParens())
      continue;
    if (Skip && I == 0)
      return Method->isConst();
    if (I - Skip >= Callee->getNumParams())
      return false;
    const QualType Param = Callee->getParamDecl(I - Skip)->getType();
    return Param->isReferenceType() && Param->getPointeeType().isConstQualified();
  }
  (void)Ctx;
  return false;
}

/// Whether every use of P under S reads an element through it by value (`P[e]`, `*(P + e)`,
/// `P->x` read, as a number or through a `.` member), is the target of a store, or hands P on
/// as a pointer to const: P reaches no other pointer, call or reference that could store
/// through it, so that M's own accesses are all that change its data.
bool onlyAccessed(const VarDecl *P, const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return true;
  // A lambda reaches P only through a capture (P is a local or a parameter).
  if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
    return P->getType()->getPointeeType().isConstQualified() ||
           std::none_of(Lambda->capture_begin(), Lambda->capture_end(), [&](const auto &C) {
             return C.capturesVariable() && C.getCapturedVar() == P;
           });
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == P) {
    auto Up = [&](const Expr *E) {
      DynTypedNodeList Parents = Ctx.getParents(*E);
      return Parents.empty() ? nullptr : Parents[0].get<Expr>();
    };
    // Up through parentheses, casts and added offsets to the access that dereferences it.
    const Expr *At = Ref, *Parent = Up(At);
    while (Parent &&
           (isa<ParenExpr>(Parent) || isa<CastExpr>(Parent) ||
            (isa<BinaryOperator>(Parent) && cast<BinaryOperator>(Parent)->isAdditiveOp() &&
             Parent->getType()->isPointerType()))) {
      At = Parent;
      Parent = Up(At);
    }
    // Handed on as a pointer to const (a `const float *` argument or copy): nothing can
    // store through it.
    if (At->getType()->isPointerType() && At->getType()->getPointeeType().isConstQualified() &&
        !dyn_cast_or_null<ArraySubscriptExpr>(Parent) &&
        !(isa_and_nonnull<UnaryOperator>(Parent) &&
          cast<UnaryOperator>(Parent)->getOpcode() == UO_Deref) &&
        !(isa_and_nonnull<MemberExpr>(Parent) && cast<MemberExpr>(Parent)->isArrow()))
      return true;
    const Expr *Element = nullptr;
    if (const auto *Subscript = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Subscript && Subscript->getBase() == At)
      Element = Subscript;
    else if (const auto *Deref = dyn_cast_or_null<UnaryOperator>(Parent);
             Deref && Deref->getOpcode() == UO_Deref)
      Element = Deref;
    else if (const auto *Member = dyn_cast_or_null<MemberExpr>(Parent); Member && Member->isArrow())
      Element = Member;
    // The element, through `.` members, read by value or stored to.
    for (const Expr *User = Element ? Up(Element) : nullptr; Element; User = Up(Element)) {
      if (const auto *Member = dyn_cast_or_null<MemberExpr>(User);
          Member && !Member->isArrow() && !isa<CXXMethodDecl>(Member->getMemberDecl())) {
        Element = Member;
        continue;
      }
      if (User && isa<ParenExpr>(User)) {
        Element = User;
        continue;
      }
      if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User)) {
        if (Cast->getCastKind() == CK_NoOp) { // a qualification conversion
          Element = Cast;
          continue;
        }
        return Cast->getCastKind() == CK_LValueToRValue;
      }
      if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(User))
        return Assign->isAssignmentOp() && Assign->getLHS() == Element;
      return readsOnly(User, Element, Ctx);
    }
    return false;
  }
  for (const Stmt *Child : S->children())
    if (!onlyAccessed(P, Child, Ctx))
      return false;
  return true;
}

/// Whether M stores through P: one of its accesses writes through it.
bool storesThrough(const VarDecl *P, const FunctionModel &M) {
  for (const AccessSite &A : M.Accesses) {
    if (!A.Writes || !A.Node)
      continue;
    if (pointerRoot(A.Node) == P)
      return true;
    // An atomic or other intrinsic: the pointer it is handed.
    if (const auto *Call = dyn_cast<CallExpr>(A.Node))
      for (const Expr *Arg : Call->arguments()) {
        const Expr *E = Arg->IgnoreParenCasts();
        if (const auto *Address = dyn_cast<UnaryOperator>(E);
            Address && Address->getOpcode() == UO_AddrOf)
          E = Address->getSubExpr();
        if (pointerRoot(E) == P || (isa<DeclRefExpr>(E) && cast<DeclRefExpr>(E)->getDecl() == P))
          return true;
      }
  }
  return false;
}

/// Whether the kernel M only ever reads P's data: a `__restrict__` pointer parameter of the
/// kernel itself, only accessed (onlyAccessed), none of M's accesses storing through it.
bool readOnlyData(const VarDecl *P, const FunctionModel &M, ASTContext &Ctx) {
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  return Body && isa<ParmVarDecl>(P) && P->getDeclContext() == M.Function &&
         M.Function->hasAttr<CUDAGlobalAttr>() && P->getType()->isPointerType() &&
         P->getType().isRestrictQualified() && onlyAccessed(P, Body, Ctx) && !storesThrough(P, M);
}

/// The integer variables Index reads, where it is plain arithmetic (plainArithmetic), that
/// are declared before Before, that Scope only reads and that Body never lets anything else
/// change (no address taken, no reference bound); none otherwise.
std::optional<std::set<const ValueDecl *>> stableIndex(const Expr *Index, const Stmt *Before,
                                                       const Stmt *Scope, const Stmt *Body,
                                                       ASTContext &Ctx) {
  std::set<const ValueDecl *> Vars;
  if (!plainArithmetic(Index, Vars))
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const ValueDecl *D : Vars) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Before->getBeginLoc()) ||
        !onlyRead(V, Scope, Ctx) || !neverAliased(V, Body, Ctx))
      return std::nullopt;
  }
  return Vars;
}

/// Whether a call of Call's kind cannot write memory: a function of the toolkit's headers
/// that returns a value and takes no pointer or reference (expf, max, __fdividef), not a
/// barrier, fence, vote or atomic.
bool computesOnly(const CallExpr *Call, ASTContext &Ctx) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Callee->getReturnType()->isVoidType() ||
      !Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()))
    return false;
  for (const ParmVarDecl *Param : Callee->parameters())
    if (Param->getType()->isPointerType() || Param->getType()->isReferenceType())
      return false;
  const std::string Name = Callee->getNameAsString();
  for (const char *Word : {"sync", "atomic", "fence", "barrier", "clock", "timer"})
    if (Name.find(Word) != std::string::npos)
      return false;
  return true;
}

/// Whether S calls only functions that compute (computesOnly) and holds no lambda.
bool callsOnlyComputations(const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return true;
  if (isa<LambdaExpr>(S))
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S); Call && !computesOnly(Call, Ctx))
    return false;
  for (const Stmt *Child : S->children())
    if (!callsOnlyComputations(Child, Ctx))
      return false;
  return true;
}

/// Whether Body holds a lambda (whose body the walks here do not enter).
bool holdsLambda(const Stmt *S) {
  if (!S)
    return false;
  if (isa<LambdaExpr>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (holdsLambda(Child))
      return true;
  return false;
}

/// The text of Load without its spaces: two reads of one element written alike.
std::string spelling(const Expr *Load, ASTContext &Ctx) {
  const CharSourceRange Range = CharSourceRange::getTokenRange(Load->getSourceRange());
  std::string Text = Lexer::getSourceText(Range, Ctx.getSourceManager(), Ctx.getLangOpts()).str();
  std::erase_if(Text, [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r'; });
  return Text;
}

/// The full statement that runs Read unconditionally (walking up from it, only expressions
/// and declarations, no `?:` arm or right side of `&&`/`||`), and what holds it: a block,
/// or an if, else or loop body; none elsewhere (a condition, a switch's body).
struct Place {
  const Stmt *Statement = nullptr;
  const CompoundStmt *Block = nullptr; ///< Null where the statement is an unbraced body.
};
std::optional<Place> placeOfRead(const Expr *Read, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(*Read);
  for (int Depth = 0; Depth < 256; ++Depth) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return std::nullopt;
    const Stmt *Child = Node.get<Stmt>(); // null for a variable's declaration
    const DynTypedNode &Parent = Parents[0];
    if (const auto *Block = Parent.get<CompoundStmt>(); Block && Child) {
      // Reached through expressions and declarations only: Child is one of those.
      if (insideSwitch(Block, Ctx))
        return std::nullopt;
      return Place{Child, Block};
    }
    const auto *Body = [&]() -> const Stmt * {
      if (const auto *If = Parent.get<IfStmt>())
        return Child == If->getThen() || Child == If->getElse() ? Child : nullptr;
      if (const auto *For = Parent.get<ForStmt>())
        return Child == For->getBody() ? Child : nullptr;
      if (const auto *While = Parent.get<WhileStmt>())
        return Child == While->getBody() ? Child : nullptr;
      if (const auto *Do = Parent.get<DoStmt>())
        return Child == Do->getBody() ? Child : nullptr;
      return nullptr;
    }();
    if (Body && Child)
      return (isa<Expr>(Body) || isa<DeclStmt>(Body)) && !insideSwitch(Body, Ctx)
                 ? std::optional<Place>(Place{Body, nullptr})
                 : std::nullopt;
    if (const auto *Cond = Parent.get<AbstractConditionalOperator>();
        Cond && Child != Cond->getCond())
      return std::nullopt;
    if (const auto *B = Parent.get<BinaryOperator>(); B && B->isLogicalOp() && Child == B->getRHS())
      return std::nullopt;
    if (const auto *S = Parent.get<Stmt>(); S && !isa<Expr>(S) && !isa<DeclStmt>(S))
      return std::nullopt; // a condition of a statement of its own: if, loops, switch, return
    if (Parent.get<Decl>() && !Parent.get<VarDecl>())
      return std::nullopt;
    Node = Parent;
  }
  return std::nullopt;
}

/// Whether Statement writes no memory before its end but by its outermost assignment (`d[i]
/// = ...`, `s += ...`, whose store follows the reads of its operands), nor calls what could:
/// a read of Statement gives what an earlier one gave.
bool noStoreBetween(const Stmt *Statement, const FunctionModel &M, ASTContext &Ctx) {
  const auto *Outer = dyn_cast<BinaryOperator>(Statement);
  const Expr *Target = Outer && Outer->isAssignmentOp() ? Outer->getLHS()->IgnoreParens() : nullptr;
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceRange Range = Statement->getSourceRange();
  for (const AccessSite &A : M.Accesses) {
    if (!A.Writes || !A.Node || A.Node->IgnoreParens() == Target)
      continue;
    const SourceLocation At = A.Node->getBeginLoc();
    if (!SM.isBeforeInTranslationUnit(At, Range.getBegin()) &&
        !SM.isBeforeInTranslationUnit(Range.getEnd(), At))
      return false;
  }
  return true;
}

} // namespace

bool writesThroughPointerOf(const Expr *Load, const FunctionModel &M, ASTContext &Ctx) {
  const VarDecl *P = pointerRoot(Load);
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  // Stored through by M, or handed on where M cannot see what is done with it (a copy, a
  // call, a reference): either way its data may change while the kernel runs.
  return P && Body && (storesThrough(P, M) || !onlyAccessed(P, Body, Ctx));
}

std::vector<HintedReread> hintedRereads(RuleContext &R, const FunctionModel &M,
                                        const std::vector<const Expr *> &Loads) {
  std::vector<HintedReread> Out;
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  if (!Body || M.Function->getTemplatedKind() != FunctionDecl::TK_NonTemplate || hasGoto(Body) ||
      holdsLambda(Body))
    return Out;
  std::map<std::pair<const VarDecl *, std::string>, std::vector<const Expr *>> ByElement;
  for (const Expr *Load : Loads)
    if (const ArraySubscriptExpr *S = variableSubscript(Load);
        S && !Load->getBeginLoc().isMacroID() && !Load->getEndLoc().isMacroID())
      ByElement[{pointerOf(S), spelling(Load, R.Ctx)}].push_back(Load);
  const SourceManager &SM = R.Ctx.getSourceManager();
  std::map<const VarDecl *, bool> ReadOnly;
  for (auto &[Key, Reads] : ByElement) {
    if (Reads.size() < 2)
      continue;
    std::stable_sort(Reads.begin(), Reads.end(), [&](const Expr *A, const Expr *B) {
      return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
    });
    std::optional<Place> At = placeOfRead(Reads.front(), R.Ctx);
    if (!At || At->Statement->getBeginLoc().isMacroID() || At->Statement->getEndLoc().isMacroID())
      continue;
    auto [It, New] = ReadOnly.try_emplace(Key.first, false);
    if (New)
      It->second = readOnlyData(Key.first, M, R.Ctx);
    // The rest of the block where the data cannot change, else the statement alone, with
    // nothing in it that could store.
    const bool WholeBlock = It->second && At->Block;
    const Stmt *Scope = WholeBlock ? At->Block : At->Statement;
    std::optional<std::set<const ValueDecl *>> Vars =
        stableIndex(variableSubscript(Reads.front())->getIdx(), At->Statement, Scope, Body, R.Ctx);
    if (!onlyRead(Key.first, Scope, R.Ctx) || !neverAliased(Key.first, Body, R.Ctx) || !Vars ||
        (!It->second && (!noStoreBetween(At->Statement, M, R.Ctx) ||
                         !callsOnlyComputations(At->Statement, R.Ctx))))
      continue;
    HintedReread G{Reads.front(), {}, At->Statement, At->Block == nullptr};
    const SourceLocation From = At->Statement->getBeginLoc();
    const SourceLocation To = At->Statement->getEndLoc();
    for (std::size_t I = 1; I < Reads.size(); ++I) {
      // Spelt alike, the same variables: not a shadowing `i` of an inner scope.
      std::set<const ValueDecl *> Again;
      if (!plainArithmetic(variableSubscript(Reads[I])->getIdx(), Again) || Again != *Vars)
        continue;
      const SourceLocation Loc = Reads[I]->getBeginLoc();
      const bool InStatement =
          !SM.isBeforeInTranslationUnit(Loc, From) && !SM.isBeforeInTranslationUnit(To, Loc);
      const bool Later = WholeBlock && positionIn(Reads[I], At->Block, R.Ctx).has_value() &&
                         !SM.isBeforeInTranslationUnit(Loc, From);
      if (InStatement || Later)
        G.Again.push_back(Reads[I]);
    }
    if (!G.Again.empty())
      Out.push_back(std::move(G));
  }
  // In source order: a braced body's closing brace goes in before the next statement's
  // declaration, which shares its place (after the body's `;`).
  std::stable_sort(Out.begin(), Out.end(), [&](const HintedReread &A, const HintedReread &B) {
    return SM.isBeforeInTranslationUnit(A.First->getBeginLoc(), B.First->getBeginLoc());
  });
  return Out;
}

} // namespace limiter
