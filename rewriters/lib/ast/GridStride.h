// Whether a kernel's work is the same whatever its grid: a grid-stride loop, whose threads
// together visit the same elements however many blocks the launch has (GridStride.cpp).

#ifndef LIMITER_REWRITERS_GRIDSTRIDE_H
#define LIMITER_REWRITERS_GRIDSTRIDE_H

#include "clang/AST/ASTContext.h"

#include <string>

namespace limiter {

/// The kernel's grid-stride loops in one grid dimension, or why there are none.
struct GridStrideFinding {
  int Dimension = -1; ///< 0, 1, 2 for x, y, z; -1: none (WhyNot says why).
  unsigned Line = 0;  ///< The first such loop's presumed line.
  std::string WhyNot;
};

/// A kernel whose every read of blockIdx.D and gridDim.D (one dimension D) lies in the start or
/// the step of loops `for (i = blockIdx.D * M + offset; ...; i += gridDim.D * M)`: M the same
/// product of constants, built-ins (blockDim.D) and unwritten variables on both sides, in any
/// order (`blockIdx.x * blockDim.x + threadIdx.x` and `blockDim.x * gridDim.x`; a chunk's
/// `blockIdx.x * Chunk` and `gridDim.x * Chunk`), the offset reading neither, each through a
/// local given it and read only there if need be; and that calls no function reading them.
/// Its threads together visit every offset plus every multiple of M whatever the grid, so a
/// launch with fewer blocks in D gives each thread more elements and leaves the work as it
/// is. Conservative: a kernel it refuses may still be one.
GridStrideFinding findGridStride(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel);

} // namespace limiter

#endif
