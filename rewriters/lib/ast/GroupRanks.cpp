// Cooperative groups' blocks and warp tiles as the thread index: see GroupRanks.h.

#include "ast/GroupRanks.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {

static bool isBlockGroupRecord(const CXXRecordDecl *Record) {
  return Record && Record->getName() == "thread_block" &&
         llvm::StringRef(Record->getQualifiedNameAsString()).starts_with("cooperative_groups::");
}

bool isBlockGroupType(QualType T) {
  return isBlockGroupRecord(T.getNonReferenceType()->getAsCXXRecordDecl());
}

const CallExpr *blockGroupCall(const Expr *E, std::initializer_list<llvm::StringRef> Methods) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const auto *Method = Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  if (!Method || Call->getNumArgs() != 0 || !Method->getIdentifier() ||
      !isBlockGroupRecord(Method->getParent()) ||
      std::find(Methods.begin(), Methods.end(), Method->getName()) == Methods.end())
    return nullptr;
  return Call;
}

/// N of a `thread_block_tile<N, Parent>` type whose parent is absent, void, the block or
/// another such tile; 0 otherwise.
static unsigned blockTileSize(QualType T) {
  const auto *Tile = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Tile || Tile->getName() != "thread_block_tile" ||
      !llvm::StringRef(Tile->getQualifiedNameAsString()).starts_with("cooperative_groups::"))
    return 0;
  const TemplateArgumentList &Args = Tile->getTemplateArgs();
  if (Args.size() < 1 || Args[0].getKind() != TemplateArgument::Integral)
    return 0;
  const uint64_t N = Args[0].getAsIntegral().getLimitedValue(2048);
  if (N < 1 || N > 1024 || (N & (N - 1)) != 0)
    return 0;
  if (Args.size() >= 2) {
    if (Args[1].getKind() != TemplateArgument::Type)
      return 0;
    const QualType Parent = Args[1].getAsType();
    if (!Parent->isVoidType() && !isBlockGroupType(Parent) && !blockTileSize(Parent))
      return 0;
  }
  return static_cast<unsigned>(N);
}

/// Whether the tile Base names may take its size from a template's argument: a variable of a
/// template's instantiation whose declaration in the template has a dependent type
/// (`thread_block_tile<N>`, `auto t = tiled_partition<N>(b)`), or a tile that is no variable
/// there. One text serves every instantiation; a stride that divides one's size may not
/// divide another's.
static bool tileSizeFromTemplate(const Expr *Base) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V)
    return true; // a temporary or a member: not followed
  const auto *Fn = dyn_cast<FunctionDecl>(V->getDeclContext());
  if (!Fn || !Fn->isTemplateInstantiation())
    return false;
  const FunctionDecl *Pattern = Fn->getTemplateInstantiationPattern();
  if (!Pattern)
    return true;
  for (const Decl *D : Pattern->decls())
    if (const auto *Declared = dyn_cast<VarDecl>(D);
        Declared && Declared->getLocation() == V->getLocation())
      return Declared->getType()->isDependentType() ||
             (Declared->getInit() && Declared->getInit()->isTypeDependent());
  return true;
}

/// E past parentheses and conversions, where each conversion keeps a rank below 1024 whole
/// (to an integer type of 16 bits or more: not bool, a char, nor an enumeration); null where
/// one does not.
static const Expr *pastWholeConversions(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    const auto *Cast = dyn_cast<CastExpr>(E);
    if (!Cast)
      return E;
    const QualType To = Cast->getType().getCanonicalType();
    const auto *Builtin = dyn_cast<BuiltinType>(To.getTypePtr());
    const bool Whole =
        Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_LValueToRValue ||
        (Builtin && Builtin->isInteger() && !Builtin->isCharType() &&
         Builtin->getKind() != BuiltinType::Bool && Builtin->getKind() != BuiltinType::SChar &&
         Builtin->getKind() != BuiltinType::UChar);
    if (!Whole)
      return nullptr;
    E = Cast->getSubExpr();
  }
}

unsigned tileRankSize(const Expr *E) {
  E = pastWholeConversions(E);
  const auto *Call = E ? dyn_cast<CallExpr>(E) : nullptr;
  const auto *Method = Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  const auto *Member =
      Call ? dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts()) : nullptr;
  if (!Method || !Member || Call->getNumArgs() != 0 || !Method->getIdentifier() ||
      Method->getName() != "thread_rank")
    return 0;
  const QualType Object = Member->isArrow() ? Member->getBase()->getType()->getPointeeType()
                                            : Member->getBase()->getType();
  return Object.isNull() || tileSizeFromTemplate(Member->getBase()) ? 0 : blockTileSize(Object);
}

} // namespace limiter
