// No barriers (a what-if): a copy of full whose block and grid barriers are removed and nothing
// else: `__syncthreads()` and the barriers of cooperative groups' blocks, grids and clusters
// (`block.sync()`, `cg::sync(grid)`) become lim::barrier_removed(), a fence to the compiler
// only (a barrier is one too: without it nvcc would merge the shared loads around it, and the
// what-if would remove more than the wait), as do the named barriers `__barrier_sync(id)` and
// `__barrier_sync_count(id, n)`; `__syncthreads_count/and/or(p)` become the calling
// thread's own `p != 0`, fenced alike. Warp-level synchronization (`__syncwarp`, a tile's sync)
// stays: it is not a block barrier. Its results are wrong on purpose (threads read shared
// memory others have not written yet); its time is what the barriers cost. A barrier it cannot
// remove (inline assembly, a thread_group's sync, a cuda::barrier, the barrier that publishes
// a cuda::barrier's initialization) is kept and said.

#include "ast/CallArguments.h"
#include "ast/ThreadUniformity.h"
#include "variants/RuleContext.h"

#include "ast/BodyNodes.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// A cooperative group whose sync is a barrier of more than a warp.
bool isBlockWideGroup(const CXXRecordDecl *Record) {
  if (!Record || !inNamespace(Record, "cooperative_groups"))
    return false;
  std::string Name = Record->getNameAsString();
  return Name == "thread_block" || Name == "grid_group" || Name == "cluster_group" ||
         Name == "multi_grid_group";
}

/// Plain and Predicate are removed; Unknown (a thread_group's sync, whose group may be a block
/// or a tile; a cuda::barrier's wait) and Changing (a named barrier whose operands change
/// something) are kept and make the what-if conservative.
enum class Barrier { None, Plain, Predicate, Unknown, Changing };

/// A group's sync: a block's (or grid's, cluster's) is removed, a tile's kept, a
/// thread_group's (block or tile, not known statically) kept and said.
Barrier kindOfGroupSync(const CXXRecordDecl *Group) {
  if (isBlockWideGroup(Group))
    return Barrier::Plain;
  return Group && inNamespace(Group, "cooperative_groups") &&
                 Group->getNameAsString() == "thread_group"
             ? Barrier::Unknown
             : Barrier::None;
}

/// What kind of barrier Call is.
Barrier barrierOf(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return Barrier::None;
  StringRef Name = Callee->getName();
  if (Name == "__syncthreads" && Call->getNumArgs() == 0)
    return Barrier::Plain;
  // A named barrier (`__barrier_sync(id)`, bar.sync of the whole block; `__barrier_sync_count
  // (id, n)`, of n of its threads): removed where its operands change nothing.
  if (Name == "__barrier_sync" || Name == "__barrier_sync_count")
    return std::none_of(Call->arg_begin(), Call->arg_end(),
                        [](const Expr *A) { return changesAnything(A); })
               ? Barrier::Plain
               : Barrier::Changing;
  if ((Name == "__syncthreads_count" || Name == "__syncthreads_and" ||
       Name == "__syncthreads_or") &&
      Call->getNumArgs() == 1)
    return Barrier::Predicate;
  // cuda::barrier (and the pipeline's): an arrive and a wait on a barrier object the kernel
  // set up; removing them would leave the object's protocol half done.
  if (inNamespace(Callee, "cuda") &&
      (Name.contains("arrive") || Name.contains("wait") || Name == "barrier_arrive_tx"))
    return Barrier::Unknown;
  if (Name != "sync" || !inNamespace(Callee, "cooperative_groups"))
    return Barrier::None;
  // `block.sync()` (a static member of the group's class, or a member of its base) or
  // `cg::sync(block)`.
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee)) {
    const CXXRecordDecl *Group = Method->getParent();
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
      Group = Member->getImplicitObjectArgument()->IgnoreParenImpCasts()->getType()
                  ->getAsCXXRecordDecl();
    return kindOfGroupSync(Group);
  }
  if (Call->getNumArgs() != 1)
    return Barrier::None;
  QualType Arg = Call->getArg(0)->IgnoreParenImpCasts()->getType().getNonReferenceType();
  return kindOfGroupSync(Arg->getAsCXXRecordDecl());
}

/// An inline-assembly statement that holds a barrier instruction.
bool isAsmBarrier(const Stmt *S) {
  const auto *Asm = dyn_cast<GCCAsmStmt>(S);
  if (!Asm)
    return false;
  std::string Text = Asm->getAsmString();
  for (const char *Op : {"bar.sync", "bar.red", "barrier.sync", "barrier.red", "barrier.cta"})
    if (Text.find(Op) != std::string::npos)
      return true;
  return false;
}

/// Whether Call initializes a synchronization object of CUDA's library (`init(&bar, n)` on a
/// cuda::barrier): the block barrier after it publishes the object to the other threads.
bool initializesSyncObject(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || Callee->getName() != "init" ||
      Call->getNumArgs() == 0)
    return false;
  QualType Arg = Call->getArg(0)->IgnoreParenImpCasts()->getType();
  const CXXRecordDecl *Object =
      Arg->isPointerType() ? Arg->getPointeeType()->getAsCXXRecordDecl() : nullptr;
  return Object && inNamespace(Object, "cuda");
}

} // namespace

void applyNoBarrierRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  // A barrier kept as written (inline assembly, a named barrier whose operands change
  // something) may count arrivals the removed ones would have made (`bar.sync 1, 128` in two
  // warps, `__barrier_sync_count(1, 128)` in two others): its block would hang. Then every
  // barrier stays.
  // Every function the kernel runs counts: a helper's barriers meet the kernel's.
  bool KeepsAll = false;
  for (const KernelModel *Model : R.Models)
    for (const FunctionModel &F : Model->functions()) {
      BodyNodes Nodes(F.Function->getBody());
      KeepsAll |= std::any_of(Nodes.Stmts.begin(), Nodes.Stmts.end(), isAsmBarrier) ||
                  std::any_of(Nodes.Exprs.begin(), Nodes.Exprs.end(), [](const Expr *E) {
                    const auto *Call = dyn_cast<CallExpr>(E);
                    return Call && barrierOf(Call) == Barrier::Changing;
                  });
    }
  // A barrier that follows the initialization of a cuda::barrier (with no barrier between)
  // stays: without it, threads would arrive on an object not yet made (the H200 faulted).
  const CallExpr *Initialized = nullptr;
  for (const Expr *E : Body.Exprs) {
    const auto *Call = dyn_cast<CallExpr>(E);
    Barrier Kind = Call ? barrierOf(Call) : Barrier::None;
    if (Call && initializesSyncObject(Call)) {
      Initialized = Call;
      continue;
    }
    if ((Kind == Barrier::Plain || Kind == Barrier::Predicate) && Initialized) {
      Initialized = nullptr;
      R.count("barriers_kept");
      R.conservative(Call, DiagId::InlineAsmMemory,
                     "keeps the barrier that publishes a cuda::barrier's initialization to the "
                     "block (threads would arrive on an object not yet made)",
                     "none: the barrier is part of the object's set-up");
      continue;
    }
    if (KeepsAll && (Kind == Barrier::Plain || Kind == Barrier::Predicate)) {
      R.count("barriers_kept");
      R.conservative(Call, DiagId::InlineAsmMemory,
                     "keeps every block barrier: one it cannot remove (in inline assembly, or a "
                     "named barrier whose operands change something) may wait for the arrivals "
                     "of the others, and without them the block would hang",
                     "write every barrier as __syncthreads() or __barrier_sync(id) with operands "
                     "that change nothing");
    } else if (Kind == Barrier::Plain) {
      if (R.replace(Call, "a barrier", {std::string("lim::barrier_removed()")}))
        R.count("barriers_removed");
    } else if (Kind == Barrier::Predicate) {
      std::optional<TextRange> Predicate = R.range(Call->getArg(0), "a barrier's predicate");
      if (Predicate && R.replace(Call, "a barrier",
                                 {std::string("lim::barrier_removed(("), EditSet::Sub{*Predicate},
                                  std::string(") != 0)")}))
        R.count("barriers_removed");
    } else if (Kind == Barrier::Changing) {
      R.count("barriers_kept");
      R.conservative(Call, DiagId::InlineAsmMemory,
                     "keeps a named barrier whose operands change something (`__barrier_sync(id"
                     "++)`): removed, the change would go with it",
                     "compute the barrier's id and count before the call");
    } else if (Kind == Barrier::Unknown) {
      R.count("barriers_kept");
      R.conservative(Call, DiagId::InlineAsmMemory,
                     "keeps a barrier it cannot tell from a warp's (a "
                     "sync of a thread_group, or a cuda::barrier)",
                     "sync the thread_block or the tile by its own type for the what-if to "
                     "tell");
    }
  }
  for (const Stmt *S : Body.Stmts)
    if (isAsmBarrier(S)) {
      R.count("barriers_kept");
      R.conservative(S, DiagId::InlineAsmMemory,
                     "keeps a barrier written in inline assembly",
                     "write the barrier as __syncthreads() for the what-if to remove it");
    }
}

} // namespace limiter
