// The global accesses the cache-hint what-ifs rewrite: see CacheHints.h.

#include "variants/CacheHints.h"

#include "ast/KnownCallees.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"
#include "variants/HintedRereads.h"
#include "variants/PointerWrites.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include <set>

using namespace clang;

namespace limiter {

namespace {

/// Whether the translation unit declares `__ldg`, `__ldcs` and `__stcs` for Record (cuda_fp16.h
/// and cuda_bf16.h do for their types; a struct of the same name of a project's own has none).
bool hintsDeclaredFor(const RecordDecl *Record, ASTContext &Ctx) {
  const QualType Type = Ctx.getCanonicalTagType(Record);
  for (const char *Name : {"__ldg", "__ldcs", "__stcs"}) {
    bool Found = false;
    for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name))) {
      const auto *F = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
      Found = Found ||
              (F && F->getNumParams() >= 1 && F->getParamDecl(0)->getType()->isPointerType() &&
               Ctx.hasSameUnqualifiedType(F->getParamDecl(0)->getType()->getPointeeType(), Type));
    }
    if (!Found)
      return false;
  }
  return true;
}

} // namespace

bool hasCacheHints(QualType T, ASTContext &Ctx) {
  if (T.getCanonicalType().isVolatileQualified())
    return false; // the hinted loads and stores take no volatile pointer
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *B = T->getAs<BuiltinType>())
    return (B->isInteger() && !B->isBooleanType() && B->getKind() != BuiltinType::Int128 &&
            B->getKind() != BuiltinType::UInt128) ||
           B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Double;
  const auto *Record = T->getAsRecordDecl();
  if (!Record || !Record->getIdentifier())
    return false;
  // CUDA's vector types; and the 16-bit floating types and their pairs, where cuda_fp16.h
  // and cuda_bf16.h declare the hinted loads and stores for them.
  static const char *Vectors[] = {"char2",   "char4",     "short2", "short4",     "int2",
                                  "int4",    "longlong2", "uchar2", "uchar4",     "ushort2",
                                  "ushort4", "uint2",     "uint4",  "ulonglong2", "float2",
                                  "float4",  "double2"};
  for (const char *V : Vectors)
    if (Record->getName() == V)
      return hintsDeclaredFor(Record, Ctx);
  for (const char *Half : {"__half", "__half2", "__nv_bfloat16", "__nv_bfloat162"})
    if (Record->getName() == Half)
      return hintsDeclaredFor(Record, Ctx);
  return false;
}

namespace {

/// Whether Consumer only reads Node's value, an object of a class type (a `__nv_bfloat16`),
/// so that a copy of it (the hinted load's result) serves as well: a copy of it that moves its
/// bits (`T v = p[i]`, an argument by value; isBitCopy: trivial, or a `__half2`'s), a call of
/// a const conversion operator on it (`float x = p[i]`), the right side of such a copy
/// assignment (`q[i] = p[i]`), or an argument bound
/// to a `const T &` of a function of the toolkit's headers that
/// is no member and returns a value (`p[i] * w` through cuda_bf16.h's operators). Not a
/// project's function taking a `const &`, which may keep or compare the address (a temporary's
/// in the what-if), nor one returning a reference (std::max's would dangle).
bool readAsValue(const Expr *Consumer, const Expr *Node, ASTContext &Ctx) {
  if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(Consumer))
    return Copy->getNumArgs() == 1 && isBitCopy(Copy->getConstructor());
  if (const auto *Member = dyn_cast_or_null<MemberExpr>(Consumer)) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Member);
    const auto *Call = Parents.empty() ? nullptr : Parents[0].get<CXXMemberCallExpr>();
    const auto *Conversion =
        Call ? dyn_cast_or_null<CXXConversionDecl>(Call->getMethodDecl()) : nullptr;
    return !Member->isArrow() && Conversion && Conversion->isConst() &&
           Conversion->getRefQualifier() != RQ_LValue && Call->getCallee() == Member;
  }
  // The right side of a trivial copy assignment (`out[i] = in[i]` of bfloat16s).
  if (const auto *Assign = dyn_cast_or_null<CXXOperatorCallExpr>(Consumer);
      Assign && Assign->getOperator() == OO_Equal && Assign->getNumArgs() == 2 &&
      Assign->getArg(1)->IgnoreParenNoopCasts(Ctx) == Node->IgnoreParens())
    if (const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Assign->getDirectCallee()))
      return isBitCopy(Method);
  const auto *Call = dyn_cast_or_null<CallExpr>(Consumer);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || isa<CXXMethodDecl>(Callee) ||
      !Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()) ||
      Callee->getReturnType()->isReferenceType() || Callee->getReturnType()->isPointerType())
    return false;
  for (unsigned I = 0; I < Call->getNumArgs() && I < Callee->getNumParams(); ++I) {
    if (Call->getArg(I)->IgnoreParenNoopCasts(Ctx) != Node->IgnoreParens())
      continue;
    const QualType Param = Callee->getParamDecl(I)->getType();
    return Param->isLValueReferenceType() && Param->getPointeeType().isConstQualified() &&
           Ctx.hasSameUnqualifiedType(Param->getPointeeType(), Node->getType());
  }
  return false;
}

} // namespace

const Expr *hintableLoad(RuleContext &R, const AccessSite &A) {
  if (A.Space != AddressSpace::Global || !A.Reads || A.Writes || A.IsIntrinsic || !A.Node ||
      !hasCacheHints(A.Node->getType(), R.Ctx))
    return nullptr;
  const Expr *Consumer = R.consumer(A.Node);
  const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Consumer);
  if (Cast ? Cast->getCastKind() != CK_LValueToRValue
           : !A.Node->getType()->isRecordType() || !readAsValue(Consumer, A.Node, R.Ctx))
    return nullptr;
  if (A.Structural && !A.Node->getType().isConstQualified())
    return nullptr;
  return A.Node;
}

bool readOnlyAlready(const Expr *Load) {
  const VarDecl *P = pointerRoot(Load);
  return P && isKernelRestrictPointer(P) && P->getType()->getPointeeType().isConstQualified();
}

namespace {

/// Whether a preprocessor line lies from the line of From to To (text put after From would
/// end up in a directive, or jump over one).
bool directiveBetween(SourceLocation From, SourceLocation To, const SourceManager &SM) {
  auto [File, Begin] = SM.getDecomposedLoc(From);
  auto [ToFile, End] = SM.getDecomposedLoc(To);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || File != ToFile || End < Begin || End > Buffer.size())
    return true;
  const std::size_t Line = Buffer.rfind('\n', Begin);
  const StringRef Text = Buffer.slice(Line == StringRef::npos ? 0 : Line + 1, End);
  return Text.contains('#'); // a directive's, or any other: none is taken for granted
}

} // namespace

bool readOnce(RuleContext &R, const HintedReread &G, const std::string &Value) {
  const SourceManager &SM = R.Ctx.getSourceManager();
  const LangOptions &Lang = R.Ctx.getLangOpts();
  std::optional<TextRange> First = R.Edits.rangeOf(G.First->getSourceRange());
  // After the token before the statement (a block's `{`, a `;`, a `}`, an if's `)`), where no
  // expression's edit ends: at the statement's own start the declaration would go inside an
  // edit that starts there too (the hinted store `__stcs(&(x[i]), ...)`).
  std::optional<Token> Before =
      Lexer::findPreviousToken(G.Statement->getBeginLoc(), SM, Lang, false);
  std::optional<unsigned> At =
      Before && !Before->getLocation().isMacroID() &&
              !directiveBetween(Before->getLocation(), G.Statement->getBeginLoc(), SM)
          ? R.Edits.offsetOf(Before->getEndLoc())
          : std::nullopt;
  // A braced body closes after the statement's `;`.
  std::optional<unsigned> Close;
  if (G.Braced) {
    SourceLocation End = G.Statement->getEndLoc();
    End = semicolonFollows(G.Statement)
              ? Lexer::findLocationAfterToken(End, tok::semi, SM, Lang, false)
              : Lexer::getLocForEndOfToken(End, 0, SM, Lang);
    Close = End.isValid() && !End.isMacroID() ? R.Edits.offsetOf(End) : std::nullopt;
  }
  if (!First || !At || (G.Braced && !Close))
    return false;
  for (const Expr *Again : G.Again)
    if (!R.Edits.rangeOf(Again->getSourceRange()))
      return false;
  const std::string Name = "lim_read_" + std::to_string(R.siteOf(*First));
  // Two elements read again in one unbraced body share its braces (the same text inserted
  // once at one place).
  if (G.Braced)
    R.Edits.insertOnce(*At, " {");
  if (!R.Edits.insertOnce(*At, " const auto " + Name + " = " + Value + ";"))
    return false;
  if (G.Braced)
    R.Edits.insertOnce(*Close, " }");
  R.replace(G.First, "a global load", {Name});
  for (const Expr *Again : G.Again)
    R.replace(Again, "a global load", {Name});
  return true;
}

namespace {

/// Reads G's element once, hinted (readOnce with `Hint(&(LOAD))`).
bool hintOnce(RuleContext &R, const HintedReread &G, const char *Hint) {
  std::optional<TextRange> First = R.Edits.rangeOf(G.First->getSourceRange());
  return First && readOnce(R, G, std::string(Hint) + "(&(" + R.Edits.original(*First) + "))");
}

} // namespace

void hintLoads(RuleContext &R, const FunctionModel &M, const char *Hint, const char *Counted,
               bool SkipReadOnly) {
  std::vector<const Expr *> Loads;
  for (const AccessSite &A : M.Accesses) {
    if (A.Space != AddressSpace::Global || !A.Reads)
      continue;
    const Expr *Load = hintableLoad(R, A);
    if (Load && SkipReadOnly && readOnlyAlready(Load)) {
      R.count("global_loads_read_only_already");
      R.keepAsWritten(A.Node);
      continue;
    }
    // Data the kernel writes are no read-only data: the non-coherent path may not see a store
    // (the element the previous iteration stored), and no fix could take it.
    if (Load && SkipReadOnly && writesThroughPointerOf(Load, M, R.Ctx)) {
      R.count("global_loads_of_written_data_kept");
      R.keepAsWritten(A.Node);
      continue;
    }
    if (!Load) {
      if (A.Writes || A.IsIntrinsic)
        continue; // a store, or an atomic or hinted intrinsic of the kernel's own: not a load
      R.count("global_loads_kept");
      R.keepAsWritten(A.Node); // in every instantiation: another's type may take the hint
      R.conservative(A.Node, DiagId::UnsupportedMemoryOp,
                     std::string("keeps a global read it cannot pass to ") + Hint +
                         " (of a type without cache hints, not read as a plain value, or a "
                         "structural read through a pointer to non-const)",
                     A.Structural && !A.Node->getType().isConstQualified()
                         ? "its value decides an address, a branch or a trip count: declare "
                           "the pointer `const T *` (with `__restrict__` where nothing else "
                           "reaches the data) if the kernel never writes through it"
                     : A.Node && hasCacheHints(A.Node->getType(), R.Ctx)
                         ? "the element is not read as a value where it is named (bound to a "
                           "reference such as a `const T &` parameter, chosen by `?:` as an "
                           "lvalue, or its address taken): read it into a local first, `T v = "
                           "p[i];`"
                         : "read the value as a built-in or CUDA vector type through `p[i]`");
      continue;
    }
    Loads.push_back(Load);
  }
  std::set<const Expr *> Merged;
  for (const HintedReread &G : hintedRereads(R, M, Loads))
    if (hintOnce(R, G, Hint)) {
      R.count(Counted);
      R.count("global_loads_merged", G.Again.size());
      Merged.insert(G.First);
      Merged.insert(G.Again.begin(), G.Again.end());
    }
  for (const Expr *Load : Loads) {
    std::optional<TextRange> Range =
        Merged.count(Load) ? std::nullopt : R.range(Load, "a global load");
    if (Range && R.replace(Load, "a global load",
                           {std::string(Hint) + "(&(", EditSet::Sub{*Range}, std::string("))")}))
      R.count(Counted);
  }
  R.keepUnmodelled(M, "a read", RuleContext::Unmodelled::Reads);
}

} // namespace limiter
