// The callees known without their bodies: CUDA intrinsics and C library calls (a table of what
// each does to memory), math functions, textures, surfaces, async copies and register copies.

#ifndef LIMITER_REWRITERS_KNOWNCALLEES_H
#define LIMITER_REWRITERS_KNOWNCALLEES_H

#include "ast/Memory.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <string_view>
#include <vector>

namespace limiter {

/// What a CUDA intrinsic or C library call does to the memory its pointer arguments reach.
/// These are answered from a table rather than by following their bodies: in clang's CUDA
/// headers they end in NVVM builtins whose effect is not visible in the AST.
struct KnownCallee {
  std::string_view Name;
  bool IsPrefix;           ///< Name is a prefix: "atomic" covers atomicAdd_block too.
  unsigned ArgBits[2];     ///< Access through argument 0 and 1 (AccessBits).
  bool ReturnsDerivedArg0; ///< e.g. __builtin_assume_aligned.
};

/// A function the project defines itself, its body in one of the project's files
/// (`atomicAggInc`, `texLookup`): analysed through its body like any helper, whatever its name
/// looks like.
bool definedInProject(const clang::FunctionDecl *F);

/// The row for Callee, if it is one limiter knows: declared by the toolkit or the C library,
/// not defined in the project's files (a project's own `atomicAggInc` is a helper).
std::optional<KnownCallee> lookupKnownCallee(const clang::FunctionDecl *Callee);

/// A number, a vector of numbers, or a struct of numbers passed by value (__half,
/// __nv_bfloat162, __nv_fp8_e4m3, float2): what math functions take and give.
bool isNumericValueType(clang::QualType T);

/// A record whose copies copy its bits: trivially copyable, or a type of the toolkit's headers
/// (__half2 and __nv_bfloat162 write their copy constructors out, as bit copies).
bool copiesAsBits(const clang::CXXRecordDecl *Record);

/// A function of the CUDA math library (sqrtf, __expf, fmaxf, __float2bfloat16, __hadd2, ...):
/// declared in a system header, numeric values (isNumericValueType) in and out; not a memory, warp, barrier or clock intrinsic. Such a call only
/// computes.
bool isMathLibraryCall(const clang::CallExpr *Call, const clang::SourceManager &SM);

/// A function of the project's files, free or a static member (`Traits<T>::convert(x)`), whose
/// result comes from its parameters alone: no object or captures, no memory through pointers or
/// references it did not declare, no variables of global storage, no writes but to its own
/// locals, and calls only to math functions or to functions like it. A call to one computes on
/// its arguments as an operator does.
bool computesOnParametersOnly(const clang::FunctionDecl *F, unsigned Depth = 0);

/// `memcpy(&bits, &payload, sizeof bits)` between locals, parameters held by value and fields
/// of the method's own object (the bit cast of a packed 128-bit type to and from int4): a copy
/// between registers, which computes nothing and touches no memory.
bool isRegisterCopy(const clang::CallExpr *Call);

/// The toolkit's read-only and cache-hinted loads of one element (`__ldg`, `__ldcg`, `__ldca`,
/// `__ldcs`, `__ldlu`, `__ldcv`), each given the element's address.
const std::vector<std::string_view> &cacheHintedLoadNames();
/// The cache-hinted stores, `__stcs(p, v)` and its kin: the address first, then the value.
const std::vector<std::string_view> &cacheHintedStoreNames();

/// Asynchronous copies and texture or surface accesses: memory traffic no rule rewrites.
bool isAsyncCopyOrTexture(const clang::FunctionDecl *Callee);

/// A texture fetch or surface read through an object (`tex2D<float>(tex, x, y)`,
/// `tex1Dfetch<int>(tex, i)`, `surf2Dread<float>(surf, x, y)`): a read of global memory
/// through the texture path, whose value the call returns.
bool isTextureFetch(const clang::FunctionDecl *Callee);

/// A surface write (`surf2Dwrite(value, surf, x, y)` and its 1D, 3D, layered and cubemap kin):
/// a store of its first argument into global memory through the surface path, at the address
/// its other arguments give.
bool isSurfaceWrite(const clang::FunctionDecl *Callee);

/// An asynchronous copy of a library (`cuda::memcpy_async`, `cooperative_groups::memcpy_async`,
/// `__pipeline_memcpy_async`): the indices of its destination and source pointers (the first
/// two pointer arguments), or nullopt.
std::optional<std::pair<unsigned, unsigned>> asyncCopyOperands(const clang::CallExpr *Call);

/// `__half2` or `__nv_bfloat162` of the toolkit's headers (cuda_fp16.h, cuda_bf16.h), which
/// write the pairs' copy constructor and assignment out as one 32-bit move each.
bool isToolkitPair(const clang::CXXRecordDecl *Record);

/// A copy constructor or assignment that only moves the bits: a trivial one, or a toolkit
/// pair's written-out one.
bool isBitCopy(const clang::CXXMethodDecl *Method);

} // namespace limiter

#endif
