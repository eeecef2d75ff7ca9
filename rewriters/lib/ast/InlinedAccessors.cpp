// Accessors' operators written out where they are called (InlinedAccessors.h).

#include "ast/InlinedAccessors.h"

#include "ast/CallArguments.h"
#include "ast/KnownCallees.h"
#include "ast/ThreadUniformity.h"
#include "parse/MacroTexts.h"
#include "parse/UserFiles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

using namespace clang;

namespace limiter {
namespace {

/// T as any file may spell it: a builtin type, or a pointer to one; empty for any other.
std::string spelledType(const ASTContext &Ctx, QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  bool Spellable =
      T->isBuiltinType() || (T->isPointerType() && T->getPointeeType()->isBuiltinType());
  return Spellable ? T.getAsString(Ctx.getPrintingPolicy()) : std::string();
}

/// Range in its file, where the whole of it is written there (not in a macro).
std::optional<CharSourceRange> fileRange(const ASTContext &Ctx, SourceRange Range) {
  if (!Range.getBegin().isFileID() || !Range.getEnd().isFileID())
    return std::nullopt;
  CharSourceRange Chars = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range),
                                                   Ctx.getSourceManager(), Ctx.getLangOpts());
  return Chars.isValid() ? std::optional(Chars) : std::nullopt;
}

/// The text of Range in its file, where the whole of it is written there.
std::optional<std::string> fileText(const ASTContext &Ctx, SourceRange Range) {
  auto Chars = fileRange(Ctx, Range);
  if (!Chars)
    return std::nullopt;
  return Lexer::getSourceText(*Chars, Ctx.getSourceManager(), Ctx.getLangOpts()).str();
}

/// Writes an operator's returned expression at its call: its parameters are the call's
/// arguments, its fields the object's.
class CallWriter {
public:
  CallWriter(const ASTContext &Ctx, const CXXMethodDecl *Method, std::string Object,
             std::map<const ParmVarDecl *, std::string> Args)
      : Ctx(Ctx), Method(Method), Object(std::move(Object)), Args(std::move(Args)) {}

  std::optional<std::string> write(const Expr *E) {
    if (const auto *P = dyn_cast<ParenExpr>(E))
      return wrap("(", P->getSubExpr(), ")");
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
      if (C->getCastKind() == CK_DerivedToBase || C->getCastKind() == CK_UncheckedDerivedToBase)
        return std::nullopt; // A field of a base: the object's spelling may not reach it.
      return write(C->getSubExpr());
    }
    if (const auto *C = dyn_cast<ExplicitCastExpr>(E)) {
      std::string Type = spelledType(Ctx, C->getType());
      if (Type.empty())
        return std::nullopt;
      return wrap("((" + Type + ")(", C->getSubExprAsWritten(), "))");
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->isAssignmentOp() || B->isCommaOp())
        return std::nullopt;
      auto L = write(B->getLHS()), R = write(B->getRHS());
      if (!L || !R)
        return std::nullopt;
      return *L + " " + B->getOpcodeStr().str() + " " + *R;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->isIncrementDecrementOp() || U->getOpcode() == UO_Extension ||
          U->getOpcode() == UO_Real || U->getOpcode() == UO_Imag || U->getOpcode() == UO_Coawait)
        return std::nullopt;
      return wrap(UnaryOperator::getOpcodeStr(U->getOpcode()).str(), U->getSubExpr(), "");
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      auto Base = write(A->getBase()), Index = write(A->getIdx());
      if (!Base || !Index)
        return std::nullopt;
      return *Base + "[" + *Index + "]";
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl()))
        return Args.count(Param) ? std::optional(Args.at(Param)) : std::nullopt;
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return field(M);
    return constant(E);
  }

  /// Whether the text names a pointer field of the object (the memory the call reaches).
  bool namedPointerField() const { return PointerField; }

private:
  std::optional<std::string> wrap(const std::string &Before, const Expr *E,
                                  const std::string &After) {
    auto Inner = write(E);
    return Inner ? std::optional(Before + *Inner + After) : std::nullopt;
  }

  /// A public field of the method's own class, read through `this`.
  std::optional<std::string> field(const MemberExpr *M) {
    const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!Field || !Field->getIdentifier() || Field->isBitField() ||
        Field->getAccess() != AS_public || !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()) ||
        Field->getParent()->getCanonicalDecl() != Method->getParent()->getCanonicalDecl())
      return std::nullopt;
    QualType T = Field->getType();
    if (T->isPointerType())
      PointerField = true;
    else if (!T->isIntegralOrEnumerationType() &&
             !(T->isConstantArrayType() &&
               Ctx.getAsConstantArrayType(T)->getElementType()->isIntegralOrEnumerationType()))
      return std::nullopt;
    return Object + Field->getName().str();
  }

  /// An integer constant (a constexpr variable, an enumerator, a template's argument), as its
  /// value: its name may not be in scope at the call.
  std::optional<std::string> constant(const Expr *E) {
    Expr::EvalResult Value;
    if (!E->getType()->isIntegralOrEnumerationType() || E->isValueDependent() ||
        !E->EvaluateAsInt(Value, Ctx))
      return std::nullopt;
    std::string Type = spelledType(Ctx, E->getType());
    if (Type.empty())
      return std::nullopt;
    return "((" + Type + ")" + toString(Value.Val.getInt(), 10) + ")";
  }

  const ASTContext &Ctx;
  const CXXMethodDecl *Method;
  std::string Object; ///< `(v).`, `(p)->`.
  std::map<const ParmVarDecl *, std::string> Args;
  bool PointerField = false;
};

/// The one expression Method returns, where its body is only that `return`.
const Expr *returnedExpression(const CXXMethodDecl *Method) {
  const FunctionDecl *Definition = nullptr;
  if (!Method->hasBody(Definition))
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Definition->getBody());
  if (!Body)
    return nullptr;
  const ReturnStmt *Return = nullptr;
  for (const Stmt *S : Body->body()) {
    if (isa<NullStmt>(S))
      continue;
    if (Return || !isa<ReturnStmt>(S))
      return nullptr;
    Return = cast<ReturnStmt>(S);
  }
  return Return && Return->getRetValue() ? Return->getRetValue()->IgnoreImplicit() : nullptr;
}

/// Whether What, returned as Returned, is an element the object's pointer names (by
/// reference) or its address (by pointer): no other shape is written out. Where the returned
/// element is const and What's is not (`const float &at(int) const` over a `float *`), Const
/// is the cast that keeps it so (`static_cast<const float &>`), so that the call's text still
/// picks the const overloads; an element whose type no file may spell is refused.
bool returnsAnElement(const ASTContext &Ctx, const Expr *What, QualType Returned,
                      std::string &Const) {
  const Expr *Bare = What->IgnoreParenImpCasts();
  QualType Mine, Theirs = Returned->getPointeeType();
  if (Returned->isReferenceType()) {
    const auto *Deref = dyn_cast<UnaryOperator>(Bare);
    if (!isa<ArraySubscriptExpr>(Bare) && !(Deref && Deref->getOpcode() == UO_Deref))
      return false;
    Mine = Bare->getType();
  } else {
    const auto *Address = dyn_cast<UnaryOperator>(Bare);
    const auto *Offset = dyn_cast<BinaryOperator>(Bare);
    bool Pointer = (Address && Address->getOpcode() == UO_AddrOf) ||
                   (Offset && Offset->isAdditiveOp() && Offset->getType()->isPointerType());
    if (!Pointer || !Returned->isPointerType() || !Bare->getType()->isPointerType())
      return false;
    Mine = Bare->getType()->getPointeeType();
  }
  if (!Ctx.hasSameUnqualifiedType(Mine, Theirs) ||
      Mine.isVolatileQualified() != Theirs.isVolatileQualified())
    return false;
  Const.clear();
  if (Theirs.isConstQualified() && !Mine.isConstQualified()) {
    std::string Type = spelledType(Ctx, Theirs);
    if (Type.empty() || Type.find('*') != std::string::npos)
      return false;
    Const = "const " + Type + (Returned->isReferenceType() ? " &" : " *");
  }
  return true;
}

/// Whether E reads nothing that two reads could see differently, and costs nothing read twice:
/// a constant, a variable that is not volatile, one of CUDA's built-in indices, through
/// parentheses, conversions and members.
bool readTwiceAlike(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (auto [Var, Member] = builtinOf(E);
      Var == "threadIdx" || Var == "blockIdx" || Var == "blockDim" || Var == "gridDim")
    return true;
  if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr>(E))
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return !M->isArrow() && !M->getType().isVolatileQualified() && readTwiceAlike(M->getBase());
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref && isa<VarDecl>(Ref->getDecl()) && !Ref->getType().isVolatileQualified() &&
         !cast<VarDecl>(Ref->getDecl())->getType()->isReferenceType();
}

/// How many times the body's expression E names Param.
unsigned usesOf(const Stmt *E, const ParmVarDecl *Param) {
  unsigned N = 0;
  if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E); Ref && Ref->getDecl() == Param)
    ++N;
  if (E)
    for (const Stmt *Child : E->children())
      N += usesOf(Child, Param);
  return N;
}

/// Arg in Param's place: parenthesized, cast to the parameter's type where the two differ.
/// Uses is how many times the operator's body names Param: an argument named more than once
/// must read alike each time (readTwiceAlike).
std::optional<std::string> argumentText(const ASTContext &Ctx, const Expr *Arg,
                                        const ParmVarDecl *Param, unsigned Uses) {
  if (isa<CXXDefaultArgExpr>(Arg) || changesAnything(Arg) ||
      (Uses > 1 && !readTwiceAlike(Arg)))
    return std::nullopt;
  QualType T = Param->getType();
  if (T->isReferenceType()) {
    if (!T->getPointeeType().isConstQualified())
      return std::nullopt;
    T = T->getPointeeType();
  }
  auto Text = fileText(Ctx, Arg->getSourceRange());
  if (!Text)
    return std::nullopt;
  if (Ctx.hasSameUnqualifiedType(Arg->IgnoreImpCasts()->getType(), T))
    return "(" + *Text + ")";
  std::string Type = spelledType(Ctx, T);
  if (Type.empty())
    return std::nullopt;
  return "((" + Type + ")(" + *Text + "))";
}

/// The object a call is made on, as `(v).` or `(p)->`: a variable or a member of one.
std::optional<std::string> objectText(const ASTContext &Ctx, const Expr *Object, bool Arrow) {
  const Expr *Bare = Object->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(Bare))
    Bare = M->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Bare);
  if (!Ref || !isa<VarDecl>(Ref->getDecl()) || changesAnything(Object))
    return std::nullopt;
  auto Text = fileText(Ctx, Object->getSourceRange());
  if (!Text)
    return std::nullopt;
  return "(" + *Text + ")" + (Arrow ? "->" : ".");
}

/// Call written out, or nothing where it cannot be.
std::optional<std::string> writtenOut(const ASTContext &Ctx, const CallExpr *Call,
                                      const CXXMethodDecl *Method) {
  if (Method->isVirtual() || Method->isVariadic())
    return std::nullopt;
  const Expr *Returned = returnedExpression(Method);
  std::string Const;
  if (!Returned || !returnsAnElement(Ctx, Returned, Method->getReturnType(), Const))
    return std::nullopt;
  const Expr *Object = nullptr;
  bool Arrow = false;
  unsigned First = 0; // The first argument that is a parameter's.
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    Object = Member->getImplicitObjectArgument();
    const auto *Callee = dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
    Arrow = Callee && Callee->isArrow();
  } else {
    Object = Call->getArg(0);
    First = 1;
  }
  if (!Object || Call->getNumArgs() - First != Method->getNumParams())
    return std::nullopt;
  // The object's own class, not one derived from the method's: a field it declares again
  // would take the written-out name.
  QualType ObjectType = Object->IgnoreParenImpCasts()->getType();
  if (Arrow && ObjectType->isPointerType())
    ObjectType = ObjectType->getPointeeType();
  const CXXRecordDecl *Class = ObjectType->getAsCXXRecordDecl();
  if (!Class || Class->getCanonicalDecl() != Method->getParent()->getCanonicalDecl())
    return std::nullopt;
  auto ObjectPrefix = objectText(Ctx, Object, Arrow);
  if (!ObjectPrefix)
    return std::nullopt;
  std::map<const ParmVarDecl *, std::string> Args;
  const FunctionDecl *Definition = nullptr;
  Method->hasBody(Definition);
  for (unsigned I = 0; I < Method->getNumParams(); ++I) {
    auto Text =
        argumentText(Ctx, Call->getArg(First + I), Definition->getParamDecl(I),
                     usesOf(Returned, Definition->getParamDecl(I)));
    if (!Text)
      return std::nullopt;
    Args[Definition->getParamDecl(I)] = *Text;
  }
  CallWriter Writer(Ctx, cast<CXXMethodDecl>(Definition), *ObjectPrefix, std::move(Args));
  auto Text = Writer.write(Returned);
  if (!Text || !Writer.namedPointerField())
    return std::nullopt;
  return Const.empty() ? "(" + *Text + ")" : "static_cast<" + Const + ">(" + *Text + ")";
}

/// Every instance of F whose body is read: each instantiation of its template, or F.
std::vector<const FunctionDecl *> instancesOf(const FunctionDecl *F) {
  const FunctionTemplateDecl *Template = F->getPrimaryTemplate();
  if (!Template)
    Template = F->getDescribedFunctionTemplate();
  if (!Template)
    return {F};
  std::vector<const FunctionDecl *> Out;
  for (const FunctionDecl *Instance : Template->specializations())
    Out.push_back(Instance);
  return Out;
}

class AccessorFinder {
public:
  explicit AccessorFinder(ASTContext &Ctx) : Ctx(Ctx) {}

  void function(const FunctionDecl *F) {
    for (const FunctionDecl *Instance : instancesOf(F)) {
      const FunctionDecl *Definition = nullptr;
      if (!Seen.insert(Instance->getCanonicalDecl()).second || !Instance->hasBody(Definition) ||
          Definition->isDependentContext())
        continue;
      walk(Definition->getBody());
    }
  }

  std::vector<AccessorCall> calls() const {
    std::vector<AccessorCall> Out;
    for (const auto &[Key, Site] : Sites)
      if (Site.second && !Refused.count(Key))
        Out.push_back(Site.first);
    return Out;
  }

private:
  void walk(const Stmt *S) {
    if (!S)
      return;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      call(Call);
    for (const Stmt *Child : S->children())
      walk(Child);
  }

  void call(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const SourceManager &SM = Ctx.getSourceManager();
    auto Range = fileRange(Ctx, Call->getSourceRange());
    if (!Callee || !accessesThroughObject(Call)) {
      // Another instantiation's accessor call at the same place may not be written out: this
      // one's text would change (an operator that returns a value by copy, another function).
      if (Range && isInUserFile(SM, Range->getBegin()))
        Refused.insert({userFilePath(SM, Range->getBegin()), SM.getFileOffset(Range->getBegin()),
                        SM.getFileOffset(Range->getEnd())});
      if (Callee && !isa<CXXMethodDecl>(Callee) && definedInProject(Callee))
        function(Callee);
      return;
    }
    if (!Range || !isInUserFile(SM, Range->getBegin()))
      return;
    const auto *Method = cast<CXXMethodDecl>(Callee);
    AccessorCall Site{userFilePath(SM, Range->getBegin()),
                      SM.getFileOffset(Range->getBegin()),
                      SM.getFileOffset(Range->getEnd()),
                      {},
                      Method->getParent()->getNameAsString() + "::" + Method->getNameAsString()};
    std::optional<std::string> Text = writtenOut(Ctx, Call, Method);
    auto Key = std::make_tuple(Site.File, Site.Begin, Site.End);
    auto [It, New] = Sites.try_emplace(Key, Site, Text.has_value());
    if (New && Text)
      It->second.first.Text = *Text;
    // Every instantiation that makes the call must write it out alike.
    if (!Text || It->second.first.Text != *Text || It->second.first.End != Site.End)
      It->second.second = false;
  }

  ASTContext &Ctx;
  std::set<const FunctionDecl *> Seen;
  /// By the call's file and range of offsets.
  using Place = std::tuple<std::string, unsigned, unsigned>;
  std::map<Place, std::pair<AccessorCall, bool>> Sites;
  /// The places of calls that are not accessors' in some instantiation.
  std::set<Place> Refused;
};

unsigned lineOfOffset(const std::string &Text, unsigned Offset) {
  return 1 + std::count(Text.begin(), Text.begin() + std::min<size_t>(Offset, Text.size()), '\n');
}

} // namespace

std::vector<AccessorCall> inlinableAccessorCalls(ASTContext &Ctx, const FunctionDecl *Kernel) {
  AccessorFinder Find(Ctx);
  Find.function(Kernel);
  return Find.calls();
}

std::map<std::string, std::string>
inlineAccessorCalls(const std::vector<AccessorCall> &Calls,
                    const std::map<std::string, std::string> &Texts, const std::string &MainFile,
                    const std::string &Appended, InlinedAccessors &Seen) {
  std::map<std::string, std::map<unsigned, const AccessorCall *>> ByFile;
  for (const AccessorCall &Call : Calls)
    if (Texts.count(Call.File))
      ByFile[Call.File][Call.Begin] = &Call;
  std::map<std::string, std::string> Out;
  for (const auto &[File, Sites] : ByFile) {
    std::string Text = Texts.at(File);
    std::string Tail = "\n" + Appended + "\n";
    if (File == MainFile && !Appended.empty() && Text.ends_with(Tail))
      Text.resize(Text.size() - Tail.size());
    std::map<unsigned, std::pair<unsigned, std::string>> Edits;
    unsigned Reached = 0;
    for (const auto &[Begin, Call] : Sites) {
      if (Begin < Reached || Call->End > Text.size())
        continue; // Inside another call written out: the next parse finds it again.
      Reached = Call->End;
      Edits[Begin] = {Call->End, Call->Text};
      InlinedCalls &Count = Seen[{File, Call->Operator}];
      if (!Count.Count) {
        Count.FirstLine = lineOfOffset(Text, Begin);
        Count.Example = "`" + Text.substr(Begin, Call->End - Begin) + "` as `" + Call->Text + "`";
      }
      ++Count.Count;
    }
    Out[File] = replaceKeepingLines(std::move(Text), Edits);
  }
  return Out;
}

std::vector<Diagnostic> inlinedAccessorNotes(const InlinedAccessors &Seen) {
  std::vector<Diagnostic> Out;
  for (const auto &[Key, Calls] : Seen) {
    const auto &[File, Operator] = Key;
    std::string Count = Calls.Count == 1 ? "a call" : std::to_string(Calls.Count) + " calls";
    Out.push_back({DiagId::AccessorInlined,
                   Severity::Note,
                   {File, Calls.FirstLine, 0},
                   "the variants write out " + Count + " of the accessor '" + Operator +
                       "' in place (" + Calls.Example +
                       "), so that every variant and what-if rewrites the access it names; the "
                       "bundle's copy of the file has each on its call's line",
                   "nothing to do",
                   {}});
  }
  return Out;
}

} // namespace limiter
