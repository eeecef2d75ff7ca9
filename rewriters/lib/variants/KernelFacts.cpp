// What the checks need to know of the kernel's code, beside its variants: every access site
// with the loops around it, the functions' and loops' spans, and the lines whose
// floating-point work only decides structure. See KernelFacts.h.

#include "variants/KernelFacts.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/Parents.h"
#include "parse/UserFiles.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace limiter {
namespace {

/// The lines whose floating-point arithmetic all decides memory accesses, which mem-only
/// keeps by rule (the check of its floating-point work leaves them out). A line where
/// anything else computes is not one, whatever its type (`tex2D(t, x + 0.5f, y) * w`, a
/// half-precision product, the texture read itself): the check cannot tell its instructions
/// apart. Nor is one that assigns a field some read of which decides nothing: the model
/// follows variables, not fields, so a struct whose one field decides an address has its
/// other fields' arithmetic marked too (`ploc.x = ...` of a texture coordinate is one,
/// `r.energy *= ...` beside `r.pos` is not).
void recordStructuralFloatLines(const SourceManager &SM, const std::vector<KernelModel> &Models,
                                VariantSet &Out) {
  std::set<std::pair<std::string, unsigned>> Structural, Data;
  for (const KernelModel &M : Models)
    for (const FunctionModel &F : M.functions()) {
      BodyNodes Nodes(F.Function->getBody());
      auto AssignsDataField = [&](const Expr *E) {
        std::optional<Assignment> A = asAssignment(E);
        const auto *Target = A ? dyn_cast<MemberExpr>(A->Target->IgnoreParenImpCasts()) : nullptr;
        if (!Target)
          return false;
        const auto *Var = dyn_cast<DeclRefExpr>(Target->getBase()->IgnoreParenImpCasts());
        if (!Var || Target->isArrow())
          return true;
        for (const Expr *Other : Nodes.Exprs)
          if (const auto *Read = dyn_cast<MemberExpr>(Other);
              Read && Read != Target && Read->getMemberDecl() == Target->getMemberDecl() &&
              !F.isMemStructural(Read))
            if (const auto *Base = dyn_cast<DeclRefExpr>(Read->getBase()->IgnoreParenImpCasts());
                Base && Base->getDecl() == Var->getDecl())
              return true;
        return false;
      };
      for (const Expr *E : Nodes.Exprs) {
        if (!(isa<BinaryOperator>(E) || isa<UnaryOperator>(E) || isa<CallExpr>(E) ||
              isa<ExplicitCastExpr>(E)))
          continue;
        PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(E->getExprLoc()));
        if (!P.isValid())
          continue;
        std::pair<std::string, unsigned> Line{P.getFilename(), P.getLine()};
        if (!F.isMemStructural(E) || AssignsDataField(E))
          Data.insert(Line);
        else if (E->getType()->isFloatingType())
          Structural.insert(Line);
      }
    }
  for (const auto &Line : Structural)
    if (!Data.count(Line))
      Out.StructuralFloatLines.insert(Line);
}

/// Every function's body (the kernel's Exact) and every loop in it, by presumed lines.
void recordSpans(const SourceManager &SM, const std::vector<KernelModel> &Models, VariantSet &Out) {
  auto Add = [&](const Stmt *S, bool Exact) {
    PresumedLoc B = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
    PresumedLoc E = SM.getPresumedLoc(SM.getExpansionLoc(S->getEndLoc()));
    if (B.isValid() && E.isValid() && std::string(B.getFilename()) == E.getFilename())
      Out.Spans.insert({B.getFilename(), B.getLine(), E.getLine(), Exact});
  };
  for (const KernelModel &M : Models)
    for (const FunctionModel &F : M.functions()) {
      if (!F.Function->getBody())
        continue;
      Add(F.Function->getBody(), &F == &M.kernel());
      for (const Stmt *S : BodyNodes(F.Function->getBody()).Stmts)
        if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
          Add(S, false);
    }
}

/// The header lines of the loops around Node within its function, innermost first.
std::vector<unsigned> loopLinesAround(ASTContext &Ctx, const Stmt *Node) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<unsigned> Lines;
  for (DynTypedNodeList Up = parentsOf(Ctx, *Node); !Up.empty(); Up = parentsOf(Ctx, Up[0])) {
    if (Up[0].get<FunctionDecl>())
      break;
    const auto *S = Up[0].get<Stmt>();
    if (S && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S)) {
      PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
      if (P.isValid())
        Lines.push_back(P.getLine());
    }
  }
  return Lines;
}

/// Every access site of every function, once (an instantiation of a template repeats them),
/// with the loops around it and what it decides in any instantiation.
void recordAccesses(ASTContext &Ctx, const std::vector<KernelModel> &Models, VariantSet &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Each site once, though every instantiation of a template has it.
  std::map<std::tuple<std::string, unsigned, unsigned, std::string, bool, bool, bool>, std::size_t>
      Seen;
  for (const KernelModel &M : Models)
    for (const FunctionModel &F : M.functions())
      for (const AccessSite &A : F.Accesses) {
        AccessRecord Rec{F.Function->getNameAsString(),
                         userFilePath(SM, F.Function->getLocation()),
                         A.Line,
                         std::string(toString(A.Space)),
                         A.Reads,
                         A.Writes,
                         A.Structural,
                         A.IsIntrinsic,
                         A.Column,
                         loopLinesAround(Ctx, A.Node),
                         A.Decides};
        auto [It, New] = Seen.try_emplace(
            {Rec.Function, Rec.Line, Rec.Column, Rec.Space, Rec.Reads, Rec.Writes, Rec.Structural},
            Out.Accesses.size());
        if (New)
          Out.Accesses.push_back(Rec);
        else // what it decides in any instantiation
          Out.Accesses[It->second].Decides |= Rec.Decides;
      }
}

} // namespace

void recordKernelFacts(ASTContext &Ctx, const std::vector<KernelModel> &Models, VariantSet &Out) {
  recordAccesses(Ctx, Models, Out);
  recordStructuralFloatLines(Ctx.getSourceManager(), Models, Out);
  recordSpans(Ctx.getSourceManager(), Models, Out);
}

} // namespace limiter
