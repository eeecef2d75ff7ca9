// Kernels whose work does not depend on their block size: see BlockSplit.h.

#include "ast/BlockSplit.h"

#include "ast/BodyNodes.h"
#include "ast/CloneableCallees.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <vector>

using namespace clang;

namespace limiter {
namespace {

/// Calls that tie a thread to its block or its warp: barriers and warp collectives, by the
/// prefix of their names (the _sync forms and the old ones alike).
bool tiesThreads(std::string_view Name) {
  static constexpr std::string_view Prefixes[] = {
      "__syncthreads", "__syncwarp",   "__shfl",  "__ballot",  "__any",     "__all",
      "__uni",         "__activemask", "__match", "__reduce_", "__barrier", "__cluster"};
  return std::any_of(std::begin(Prefixes), std::end(Prefixes),
                     [&](std::string_view P) { return Name.starts_with(P); });
}

/// Whether a declaration lies in namespace cooperative_groups (or one inside it).
bool inCooperativeGroups(const Decl *D) {
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C); N && N->getName() == "cooperative_groups")
      return true;
  return false;
}

/// Registers of inline assembly that name a thread's place, its block's or its warp's, or that
/// synchronise them.
bool asmTiesThreads(const std::string &Text) {
  for (const char *Word : {"%tid", "%ntid", "%ctaid", "%nctaid", "%laneid", "%warpid", "%lanemask",
                           "bar.", "barrier", "shfl", "vote", "match.", "redux", "elect"})
    if (Text.find(Word) != std::string::npos)
      return true;
  return false;
}

class Finder {
public:
  explicit Finder(ASTContext &Ctx) : Ctx(Ctx) {}

  /// Why S (a function body; Depth 0 the kernel's) ties the kernel to its block size, or "".
  std::string tie(const Stmt *S, unsigned Depth, const std::string &Function) {
    BodyNodes Nodes(S);
    // Allowed: the global indices' and grid widths' nodes; Members: every member read of a
    // place built-in (its own nodes hold a reference to the built-in itself).
    std::set<const Stmt *> Allowed, Members;
    for (const Expr *E : Nodes.Exprs) {
      if (isGlobalIndex(E) || isGridWidth(E))
        addSubtree(E, Allowed);
      if (auto [Var, Field] = builtinOf(E); Field == "x" || Field == "y" || Field == "z")
        addSubtree(E, Members, /*ThroughOpaque=*/true); // not a conversion (`dim3 b = blockDim`)
    }
    const std::string In = Depth == 0 ? "" : " in " + Function + ", which it calls";
    for (const VarDecl *V : Nodes.Vars)
      if (V->hasAttr<CUDASharedAttr>())
        return "it uses shared memory ('" + V->getNameAsString() + "', line " + lineOf(V) + ")" +
               In + ": a block's threads share it";
    for (const Stmt *Node : Nodes.Stmts)
      if (const auto *Asm = dyn_cast<AsmStmt>(Node);
          Asm && asmTiesThreads(Asm->generateAsmString(Ctx)))
        return "its inline assembly (line " + lineOf(Asm) + ")" + In +
               " names a thread's place or a barrier";
    for (const Expr *E : Nodes.Exprs) {
      if (std::string Why = exprTie(E, Allowed); !Why.empty())
        return Why + In;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && !Members.count(E) && isPlace(Ref))
        return "it reads " + Ref->getDecl()->getNameAsString() + " whole (line " + lineOf(E) + ")" +
               In;
      if (std::string Why = callTie(E, Depth); !Why.empty())
        return Why;
    }
    return "";
  }

private:
  ASTContext &Ctx;
  std::set<const FunctionDecl *> Seen;

  std::string lineOf(const Stmt *S) const { return lineAt(S->getBeginLoc()); }
  std::string lineOf(const Decl *D) const { return lineAt(D->getLocation()); }
  std::string lineAt(SourceLocation L) const {
    return std::to_string(Ctx.getSourceManager().getPresumedLineNumber(L));
  }

  /// Every node under S, S included; ThroughOpaque: the expressions opaque values stand for
  /// too (a built-in's member read in the CUDA headers is a property whose base is one).
  static void addSubtree(const Stmt *S, std::set<const Stmt *> &Out, bool ThroughOpaque = false) {
    if (!S || !Out.insert(S).second)
      return;
    if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(S); Opaque && ThroughOpaque)
      addSubtree(Opaque->getSourceExpr(), Out, ThroughOpaque);
    for (const Stmt *Child : S->children())
      addSubtree(Child, Out, ThroughOpaque);
  }

  /// The built-ins a product multiplies ("blockIdx.x"), sorted; false where a factor is
  /// anything else.
  static bool builtinFactors(const Expr *E, std::vector<std::string> &Out) {
    E = E->IgnoreParenCasts();
    if (const auto *Mul = dyn_cast<BinaryOperator>(E); Mul && Mul->getOpcode() == BO_Mul)
      return builtinFactors(Mul->getLHS(), Out) && builtinFactors(Mul->getRHS(), Out);
    auto [Var, Field] = builtinOf(E);
    if (Var.empty())
      return false;
    Out.push_back(Var + "." + Field);
    return true;
  }

  static bool isProductOf(const Expr *E, std::vector<std::string> Want) {
    std::vector<std::string> Have;
    if (!builtinFactors(E, Have))
      return false;
    std::sort(Have.begin(), Have.end());
    std::sort(Want.begin(), Want.end());
    return Have == Want;
  }

  /// `blockIdx.x * blockDim.x + threadIdx.x`, in any order, through casts and parentheses.
  static bool isGlobalIndex(const Expr *E) {
    const auto *Add = dyn_cast<BinaryOperator>(E->IgnoreParenCasts());
    if (!Add || Add->getOpcode() != BO_Add)
      return false;
    for (auto [Thread, Product] :
         {std::pair(Add->getLHS(), Add->getRHS()), std::pair(Add->getRHS(), Add->getLHS())})
      if (builtinOf(Thread->IgnoreParenCasts()) ==
              std::pair<std::string, std::string>("threadIdx", "x") &&
          isProductOf(Product, {"blockIdx.x", "blockDim.x"}))
        return true;
    return false;
  }

  /// A reference to threadIdx, blockIdx, blockDim or gridDim themselves.
  static bool isPlace(const DeclRefExpr *Ref) {
    const std::string Name = Ref->getDecl()->getNameAsString();
    return isa<VarDecl>(Ref->getDecl()) &&
           (Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" || Name == "gridDim");
  }

  /// `gridDim.x * blockDim.x`, in either order.
  static bool isGridWidth(const Expr *E) {
    const auto *Mul = dyn_cast<BinaryOperator>(E->IgnoreParenCasts());
    return Mul && Mul->getOpcode() == BO_Mul && isProductOf(Mul, {"gridDim.x", "blockDim.x"});
  }

  /// A read of a place built-in along x outside the two forms, or a use of shared memory.
  std::string exprTie(const Expr *E, const std::set<const Stmt *> &Allowed) const {
    if (isa<ImplicitCastExpr>(E) || isa<ParenExpr>(E))
      return "";
    auto [Var, Field] = builtinOf(E);
    if (Field == "x" && !Allowed.count(E) &&
        (Var == "threadIdx" || Var == "blockIdx" || Var == "blockDim" || Var == "gridDim"))
      return Var +
             ".x is read otherwise than in a global index (blockIdx.x * blockDim.x + "
             "threadIdx.x) or the grid's width (gridDim.x * blockDim.x) (line " +
             lineOf(E) + ")";
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && V->hasAttr<CUDASharedAttr>())
        return "it uses shared memory ('" + V->getNameAsString() + "', line " + lineOf(E) +
               "): a block's threads share it";
    return "";
  }

  /// A call that ties threads to their block or warp, a call through a pointer, or a call of
  /// a function whose body does (at most 8 deep).
  std::string callTie(const Expr *E, unsigned Depth) {
    const FunctionDecl *Callee = nullptr;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      Callee = Call->getDirectCallee();
      if (!Callee && !Call->isTypeDependent())
        return "it calls a function through a pointer (line " + lineOf(E) + ")";
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      Callee = Construct->getConstructor();
    }
    if (!Callee)
      return "";
    const std::string Name = Callee->getNameAsString();
    if (tiesThreads(Name) || inCooperativeGroups(Callee))
      return "it calls " + Callee->getQualifiedNameAsString() + " (line " + lineOf(E) +
             "), which ties threads to their block or warp";
    const FunctionDecl *Def = Callee->getDefinition();
    if (!Def || !Def->hasBody() || Depth >= 8 || !Seen.insert(Def).second)
      return "";
    return tie(Def->getBody(), Depth + 1, Name);
  }
};

/// Calls that tie a thread to its block (not its warp): barriers, clusters, block-scope atomics.
bool tiesToBlock(std::string_view Name) {
  return Name.starts_with("__syncthreads") || Name.starts_with("__barrier") ||
         Name.starts_with("__cluster") || (Name.starts_with("atomic") && Name.ends_with("_block"));
}

/// Inline assembly that names a thread's place in its block, the block's place, or a barrier.
bool asmTiesToBlock(const std::string &Text) {
  for (const char *Word : {"%tid", "%ntid", "%ctaid", "%nctaid", "%cluster", "bar.", "barrier"})
    if (Text.find(Word) != std::string::npos)
      return true;
  return false;
}

/// A read of a place built-in as its own node: the property read (or member), not the
/// parentheses and conversions around it, whose builtinOf is the same.
bool isBuiltinRead(const Expr *E) {
  return (isa<PseudoObjectExpr>(E) || isa<MemberExpr>(E)) && !builtinOf(E).first.empty();
}

/// The block-merge finding (findBlockMerge): why a body ties the kernel to its blocks, and the
/// reads the rule rewrites.
class Merger {
public:
  explicit Merger(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  /// Why S (a function body; Depth 0 the kernel's) keeps its blocks from running as rows of
  /// larger ones, or "". Cloned: the function is one the variants clone (its reads rewritable).
  std::string tie(const Stmt *S, unsigned Depth, const std::string &Function, bool Cloned) {
    BodyNodes Nodes(S);
    std::set<const Stmt *> Members;
    const std::string In = Depth == 0 ? "" : " in " + Function + ", which it calls";
    std::string RowRead; // said after shared memory and assembly, which say more
    for (const Expr *E : Nodes.Exprs) {
      auto [Var, Field] = builtinOf(E);
      if (Field == "x" || Field == "y" || Field == "z")
        addSubtree(E, Members);
      if (isBuiltinRead(E) && (Var == "threadIdx" || Var == "blockDim") && Field == "y" &&
          RowRead.empty())
        RowRead = "it reads " + Var + ".y (line " + lineAt(E->getBeginLoc()) + ")" + In +
                  ", as a kernel of two-dimensional blocks does, and the copy's rows are its y";
      if (!isBuiltinRead(E) || !mergeRewrites(Var, Field))
        continue;
      if (!Cloned)
        return "a function limiter does not clone (" + Function + ") reads " + Var + "." + Field;
      Reads.insert(E->getBeginLoc().getRawEncoding());
    }
    for (const VarDecl *V : Nodes.Vars)
      if (V->hasAttr<CUDASharedAttr>())
        return "it uses shared memory ('" + V->getNameAsString() + "', line " +
               lineAt(V->getLocation()) + ")" + In + ": a block's threads share it";
    for (const Stmt *Node : Nodes.Stmts)
      if (const auto *Asm = dyn_cast<AsmStmt>(Node);
          Asm && asmTiesToBlock(Asm->generateAsmString(Ctx)))
        return "its inline assembly (line " + lineAt(Node->getBeginLoc()) + ")" + In +
               " names a thread's place, its block's or a barrier";
    if (!RowRead.empty())
      return RowRead;
    for (const Expr *E : Nodes.Exprs) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
        const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        const std::string Name = Ref->getDecl()->getNameAsString();
        if (V && V->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
            !Members.count(E) &&
            (Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" || Name == "gridDim"))
          return "it reads " + Name + " whole (line " + lineAt(E->getBeginLoc()) + ")" + In;
        if (V && V->hasAttr<CUDASharedAttr>())
          return "it uses shared memory ('" + Name + "', line " + lineAt(E->getBeginLoc()) +
                 "): a block's threads share it";
      }
      if (std::string Why = callTie(E, Depth); !Why.empty())
        return Why;
    }
    return "";
  }

  unsigned reads() const { return static_cast<unsigned>(Reads.size()); }

private:
  ASTContext &Ctx;
  const SourceManager &SM;
  std::set<const FunctionDecl *> Seen;
  std::set<unsigned> Reads;

  std::string lineAt(SourceLocation L) const { return std::to_string(SM.getPresumedLineNumber(L)); }

  static void addSubtree(const Stmt *S, std::set<const Stmt *> &Out) {
    if (!S || !Out.insert(S).second)
      return;
    if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(S))
      addSubtree(Opaque->getSourceExpr(), Out);
    for (const Stmt *Child : S->children())
      addSubtree(Child, Out);
  }

  /// A call that ties threads to their block, a call through a pointer, or a call of a
  /// function whose body does (at most 8 deep).
  std::string callTie(const Expr *E, unsigned Depth) {
    const FunctionDecl *Callee = nullptr;
    bool Cloned = false;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      Callee = Call->getDirectCallee();
      if (!Callee && !Call->isTypeDependent())
        return "it calls a function through a pointer (line " + lineAt(E->getBeginLoc()) + ")";
      Cloned = cloneableCallee(Call, SM) != nullptr;
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      Callee = Construct->getConstructor();
    }
    if (!Callee)
      return "";
    const std::string Name = Callee->getNameAsString();
    if (tiesToBlock(Name) || inCooperativeGroups(Callee))
      return "it calls " + Callee->getQualifiedNameAsString() + " (line " +
             lineAt(E->getBeginLoc()) + "), which ties threads to their block";
    const FunctionDecl *Def = Callee->getDefinition();
    if (!Def || !Def->hasBody() || Depth >= 8 || !Seen.insert(Def).second)
      return "";
    return tie(Def->getBody(), Depth + 1, Name, Cloned);
  }
};

} // namespace

bool mergeRewrites(const std::string &Var, const std::string &Field) {
  return Field == "x" && (Var == "blockIdx" || Var == "gridDim");
}

BlockMergeFinding findBlockMerge(ASTContext &Ctx,
                                 const std::vector<const FunctionDecl *> &Instantiations) {
  Merger M(Ctx);
  for (const FunctionDecl *Kernel : Instantiations) {
    if (!Kernel || !Kernel->getBody())
      return {false, "the kernel has no body", 0};
    if (Kernel->hasAttr<CUDALaunchBoundsAttr>())
      return {false, "its __launch_bounds__ fix the threads of its blocks", 0};
    if (std::string Why = M.tie(Kernel->getBody(), 0, "", true); !Why.empty())
      return {false, Why, 0};
  }
  return {true, "", M.reads()};
}

BlockSplitFinding findBlockSplit(ASTContext &Ctx, const FunctionDecl *Kernel) {
  if (!Kernel || !Kernel->getBody())
    return {false, "the kernel has no body"};
  if (std::string Why = Finder(Ctx).tie(Kernel->getBody(), 0, ""); !Why.empty())
    return {false, Why};
  return {true, ""};
}

} // namespace limiter
