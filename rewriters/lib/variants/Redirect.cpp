// The clones' names and the edits that make a variant call them: definitions renamed and given
// the flag, calls (plain, method, operator, functor, conversion) redirected.

#include "variants/Redirect.h"

#include "ast/CloneableCallees.h"
#include "model/KernelModel.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"

#include <cctype>
#include <map>

using namespace clang;

namespace limiter {

/// The written definition of a function: its template's when it is an instantiation or a
/// template, so that the clone carries its `template <...>` header.
const FunctionDecl *patternOf(const FunctionDecl *F) {
  const FunctionDecl *P = F->getTemplateInstantiationPattern();
  return P ? P : F;
}

SourceRange definitionRange(const FunctionDecl *F) {
  const FunctionDecl *P = patternOf(F);
  if (const FunctionTemplateDecl *T = P->getDescribedFunctionTemplate())
    return T->getSourceRange();
  return P->getSourceRange();
}

namespace {

/// A name for an operator's clones, which cannot be operators of their own (they take the
/// flag): `operator^=` gives `lim_operator_caret_equal`.
std::string operatorCloneName(OverloadedOperatorKind Op) {
  std::string Out = "lim_operator";
  if (Op == OO_Call)
    return Out + "_call";
  if (Op == OO_Subscript)
    return Out + "_subscript";
  for (char C : std::string_view(getOperatorSpelling(Op))) {
    static const std::map<char, const char *> Words = {
        {'+', "plus"},  {'-', "minus"}, {'*', "star"},   {'/', "slash"}, {'%', "percent"},
        {'^', "caret"}, {'&', "amp"},   {'|', "pipe"},   {'~', "tilde"}, {'!', "not"},
        {'=', "equal"}, {'<', "less"},  {'>', "greater"}};
    auto It = Words.find(C);
    Out += std::string("_") + (It == Words.end() ? "op" : It->second);
  }
  return Out;
}

/// `operator unsigned int` gives `lim_operator_to_unsigned_int`: its type as written in the
/// class, in identifier characters.
std::string conversionCloneName(const CXXConversionDecl *F) {
  std::string Out = "lim_operator_to";
  bool Word = false;
  for (char C : F->getConversionType().getAsString()) {
    bool Alnum = std::isalnum(static_cast<unsigned char>(C)) != 0;
    if (Alnum && !Word)
      Out += '_';
    if (Alnum)
      Out += C;
    else if (C == '*')
      Out += "_ptr";
    Word = Alnum;
  }
  return Out;
}

} // namespace

std::string cloneName(const FunctionDecl *F, VariantKind Kind) {
  std::string Base = F->getNameAsString();
  if (const auto *Conversion = dyn_cast<CXXConversionDecl>(F))
    Base = conversionCloneName(Conversion);
  else if (F->isOverloadedOperator())
    Base = operatorCloneName(F->getOverloadedOperator());
  return Base + "__" + std::string(toString(Kind));
}

namespace {

/// A conversion's clone is an ordinary method: its type goes in front as the return type
/// (before `Scope::` where it is defined outside its class), and `explicit` goes.
void renameConversion(EditSet &Edits, const CXXConversionDecl *P, const std::string &Name) {
  std::optional<TextRange> Written = Edits.rangeOf(P->getNameInfo().getSourceRange());
  if (!Written || Edits.hasEdit(*Written))
    return;
  std::string Type = P->getConversionType().getAsString();
  if (const TypeSourceInfo *Info = P->getNameInfo().getNamedTypeInfo())
    if (std::optional<TextRange> T = Edits.rangeOf(Info->getTypeLoc().getSourceRange()))
      Type = Edits.original(*T);
  SourceLocation Front = P->getQualifierLoc() ? P->getQualifierLoc().getBeginLoc()
                                              : P->getNameInfo().getBeginLoc();
  std::optional<unsigned> At = Edits.offsetOf(Front);
  if (At && *At < Written->Begin)
    Edits.insert(*At, Type + " ");
  else
    Type += " ";
  Edits.replace(*Written, {(At && *At < Written->Begin ? "" : Type) + Name});
  if (!P->isExplicit())
    return;
  // The declaration starts at `__device__`, a macro: its expansion's place in the file.
  const SourceManager &SM = P->getASTContext().getSourceManager();
  std::optional<unsigned> Begin = Edits.offsetOf(SM.getExpansionLoc(P->getOuterLocStart()));
  if (!Begin || *Begin >= Written->Begin)
    return;
  std::string Before = Edits.original({*Begin, Written->Begin});
  for (std::size_t K = Before.find("explicit"); K != std::string::npos;
       K = Before.find("explicit", K + 1)) {
    bool Starts = K == 0 || !std::isalnum(static_cast<unsigned char>(Before[K - 1]));
    bool Ends = K + 8 >= Before.size() || !std::isalnum(static_cast<unsigned char>(Before[K + 8]));
    TextRange Keyword{*Begin + static_cast<unsigned>(K), *Begin + static_cast<unsigned>(K + 8)};
    if (Starts && Ends && !Edits.hasEdit(Keyword)) {
      Edits.replace(Keyword, {std::string("")});
      return;
    }
  }
}

} // namespace

/// Renames a definition and gives it the flag parameter: last for the kernel (the harness
/// passes it last), first for helpers (so that default arguments keep their places).
void renameDefinition(EditSet &Edits, const FunctionDecl *F, VariantKind Kind, bool IsKernel) {
  const FunctionDecl *P = patternOf(F);
  // An operator's name is `operator` and its symbol (or symbols: `operator[]`).
  std::optional<TextRange> Name = P->isOverloadedOperator()
                                      ? Edits.rangeOf(P->getNameInfo().getSourceRange())
                                      : Edits.tokenAt(P->getLocation());
  if (const auto *Conversion = dyn_cast<CXXConversionDecl>(P))
    renameConversion(Edits, Conversion, cloneName(P, Kind));
  else if (Name && !Edits.hasEdit(*Name))
    Edits.replace(*Name, {cloneName(P, Kind)});
  if (!takesFlag(Kind))
    return;
  std::string Flag = "int " + std::string(FlagParam);
  FunctionTypeLoc TL = P->getFunctionTypeLoc();
  std::optional<unsigned> At;
  std::string Text;
  if (P->getNumParams() == 0) {
    At = TL ? Edits.offsetOf(TL.getRParenLoc()) : std::nullopt;
    Text = Flag;
    // `f(void)`: the flag takes the place of `void`.
    unsigned Open = 0;
    if (std::optional<unsigned> L = TL ? Edits.offsetOf(TL.getLParenLoc()) : std::nullopt)
      Open = *L + 1;
    if (At && Open != 0 && Open < *At && !Edits.hasEdit({Open, *At}) &&
        Edits.original({Open, *At}).find_first_not_of(" \t\n") != std::string::npos) {
      Edits.replace({Open, *At}, {Text});
      return;
    }
  } else if (IsKernel) {
    const ParmVarDecl *Last = P->getParamDecl(P->getNumParams() - 1);
    if (std::optional<TextRange> R = Edits.rangeOf(Last->getSourceRange()))
      At = R->End;
    // After a parameter with a default argument, the flag needs one too (the runtime always
    // passes it, as 0).
    Text = ", " + Flag + (Last->hasDefaultArg() ? " = 0" : "");
  } else {
    if (std::optional<TextRange> R = Edits.rangeOf(P->getParamDecl(0)->getSourceRange()))
      At = R->Begin;
    Text = Flag + ", ";
  }
  if (At && !Edits.hasEdit({*At, *At}))
    Edits.insert(*At, Text);
}

namespace {

/// The offset of the `(` that opens Call's arguments in the file: after the callee's text,
/// past blanks. Where a macro spells the call, the callee's text is its argument's.
std::optional<unsigned> openingParen(const EditSet &Edits, const CallExpr *Call,
                                     std::optional<unsigned> Close) {
  std::optional<TextRange> Callee = Edits.rangeOf(Call->getCallee()->getSourceRange());
  if (!Callee || !Close)
    return std::nullopt;
  for (unsigned At = Callee->End; At < *Close; ++At) {
    std::string C = Edits.original({At, At + 1});
    if (C == "(")
      return At;
    if (C != " " && C != "\t" && C != "\n" && C != "\r")
      return std::nullopt;
  }
  return std::nullopt;
}

void cannotRedirect(RuleContext &R, const CallExpr *Call, const FunctionDecl *Callee) {
  R.macroInTheWay(Call);
  R.conservative(Call, DiagId::MacroNotRewritten,
                 "the call of '" + Callee->getNameAsString() +
                     "' cannot be written as a call of its clone and keeps the original",
                 "call it outside a macro, or split the expression");
}

/// `a ^= b` calls a free operator's clone as a function:
/// `lim_operator_caret_equal__math(lim_flag, a, b)`, the operands as the rules rewrote them; a
/// postfix `x++` passes its 0. A functor's `op(x)` calls its method clone on the same object:
/// `(op).lim_operator_call__math(lim_flag, x)`.
void redirectOperator(EditSet &Edits, RuleContext &R, const CXXOperatorCallExpr *Call,
                      const FunctionDecl *Callee, VariantKind Kind) {
  std::optional<TextRange> Whole = Edits.rangeOf(Call->getSourceRange());
  bool OnObject = isa<CXXMethodDecl>(Callee);
  std::string Flag = takesFlag(Kind) ? std::string(FlagParam) : "";
  std::string Name = cloneName(patternOf(Callee), Kind);
  std::vector<EditSet::Piece> Pieces = {OnObject ? std::string("(") : Name + "(" + Flag};
  // A method's object is argument 0, then come its own arguments, after the flag.
  unsigned First = OnObject ? 1 : 0;
  bool Written = Whole.has_value();
  for (unsigned I = 0; Written && I < Call->getNumArgs(); ++I) {
    if (I > First || (I == First && !Flag.empty()))
      Pieces.emplace_back(std::string(", "));
    const Expr *Arg = Call->getArg(I);
    if (I == 1 && Call->getNumArgs() == 2 &&
        (Call->getOperator() == OO_PlusPlus || Call->getOperator() == OO_MinusMinus)) {
      Pieces.emplace_back(std::string("0"));
      continue;
    }
    std::optional<TextRange> Operand = Edits.rangeOf(Arg->getSourceRange());
    Written = Operand && Whole->contains(*Operand);
    if (Written)
      Pieces.emplace_back(EditSet::Sub{*Operand});
    if (OnObject && I == 0)
      Pieces.emplace_back(")." + Name + "(" + Flag);
  }
  Pieces.emplace_back(std::string(")"));
  // Done for another instantiation of the same template, or the rule replaced the whole use
  // (mem-only folds `a ^= b` like a built-in update): nothing calls the operator there.
  if (Written && Edits.hasEdit(*Whole))
    return;
  if (!Written || !Edits.replace(*Whole, std::move(Pieces)))
    cannotRedirect(R, Call, Callee);
}

/// A conversion, written (`static_cast<float>(q)`) or not (`float x = q;`), calls its clone on
/// the object: `(q).lim_operator_to_float__math(lim_flag)`.
void redirectConversion(EditSet &Edits, RuleContext &R, const CXXMemberCallExpr *Call,
                        const FunctionDecl *Callee, VariantKind Kind) {
  std::optional<TextRange> Object =
      Edits.rangeOf(Call->getImplicitObjectArgument()->getSourceRange());
  std::string Tail = ")." + cloneName(patternOf(Callee), Kind) + "(" +
                     (takesFlag(Kind) ? std::string(FlagParam) : "") + ")";
  if (!Object) {
    cannotRedirect(R, Call, Callee);
    return;
  }
  // Done for another instantiation of the same template.
  std::string Now = Edits.render(*Object);
  if (Now.size() > Tail.size() && Now.compare(Now.size() - Tail.size(), Tail.size(), Tail) == 0)
    return;
  if (!Edits.replace(*Object, {std::string("("), EditSet::Sub{*Object}, Tail}))
    cannotRedirect(R, Call, Callee);
}

} // namespace

namespace {

/// `lim::clone_for<op, &::f, &::f__mem, &::g, &::g__mem>()`, or nothing where a target cannot
/// be named from anywhere (an anonymous namespace's, a method, a template's specialization).
std::optional<std::string> cloneDispatch(const SubstNonTypeTemplateParmExpr *Parameter,
                                         const std::vector<const FunctionDecl *> &Targets,
                                         VariantKind Kind, const ASTContext &Ctx) {
  const NamedDecl *Param = Parameter->getParameter();
  if (!Ctx.getLangOpts().CPlusPlus17 || !Param || !Param->getIdentifier() || Targets.empty())
    return std::nullopt; // `template <auto>` and `if constexpr` are C++17
  std::string Text = "lim::clone_for<" + Param->getNameAsString();
  for (const FunctionDecl *F : Targets) {
    if (isa<CXXMethodDecl>(F) || F->isInAnonymousNamespace() || F->isTemplateInstantiation() ||
        F->getTemplateSpecializationKind() != TSK_Undeclared || !F->getIdentifier())
      return std::nullopt;
    std::string Scope = F->getQualifiedNameAsString();
    Scope.resize(Scope.size() - F->getName().size());
    // Cast to the parameter's type: picks the overload it takes, and a noexcept function's
    // pointer compares equal to the parameter's value.
    Text += ", static_cast<decltype(" + Param->getNameAsString() + ")>(&::" + Scope +
            F->getNameAsString() + "), &::" + Scope + cloneName(F, Kind);
  }
  return Text + ">()";
}

} // namespace

void redirectCall(EditSet &Edits, RuleContext &R, const CallExpr *Call, VariantKind Kind,
                  const std::vector<const FunctionDecl *> &Targets) {
  const SourceManager &SM = R.Ctx.getSourceManager();
  const FunctionDecl *Callee = cloneableCallee(Call, SM);
  if (!Callee)
    return;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
    return redirectOperator(Edits, R, Op, Callee, Kind);
  if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call);
      MemberCall && isa<CXXConversionDecl>(Callee))
    return redirectConversion(Edits, R, MemberCall, Callee, Kind);
  const Expr *Target = Call->getCallee()->IgnoreImplicit()->IgnoreParens();
  SourceLocation NameLoc;
  std::optional<std::string> Dispatch;
  if (const SubstNonTypeTemplateParmExpr *Parameter = calleeParameter(Call)) {
    Dispatch = cloneDispatch(Parameter, Targets, Kind, R.Ctx);
    if (!Dispatch) {
      R.conservative(Call, DiagId::HelperNotCloned,
                     "the call through template parameter '" +
                         Parameter->getParameter()->getNameAsString() + "' reaches '" +
                         Callee->getNameAsString() +
                         "', whose clone cannot be named here; the call keeps the original",
                     "pass a function of a named namespace, compiled as C++17 or later");
      return;
    }
    NameLoc = Parameter->getNameLoc();
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(Target))
    NameLoc = Ref->getNameInfo().getLoc();
  else if (const auto *Member = dyn_cast<MemberExpr>(Target))
    NameLoc = Member->getMemberLoc();
  if (NameLoc.isInvalid())
    return;
  std::optional<TextRange> Name = Edits.tokenAt(NameLoc);
  std::optional<unsigned> Close = Edits.offsetOf(SM.getFileLoc(Call->getRParenLoc()));
  std::optional<unsigned> Paren = openingParen(Edits, Call, Close);
  bool NoArguments = Call->getNumArgs() == 0 || Call->getArg(0)->isDefaultArgument();
  if (!Name || (takesFlag(Kind) && !(NoArguments ? Close : Paren))) {
    R.macroInTheWay(Call);
    R.conservative(Call, DiagId::MacroNotRewritten,
                   "the call of '" + Callee->getNameAsString() +
                       "' is spelled inside a macro and keeps the original helper",
                   "call the helper outside the macro, or pass the call as a macro argument");
    return;
  }
  if (Edits.hasEdit(*Name))
    return; // A macro argument expanded twice: its one spelling is redirected once.
  Edits.replace(*Name, {Dispatch ? *Dispatch : cloneName(patternOf(Callee), Kind)});
  if (!takesFlag(Kind))
    return;
  if (NoArguments) {
    if (!Edits.hasEdit({*Close, *Close}))
      Edits.insert(*Close, std::string(FlagParam));
    return;
  }
  // The flag goes in with the opening parenthesis, not at the first argument's start, where
  // it would land inside a rewrite of that argument (a load made opaque).
  if (!Edits.hasEdit({*Paren, *Paren + 1}))
    Edits.replace({*Paren, *Paren + 1}, {"(" + std::string(FlagParam) + ", "});
}

} // namespace limiter
