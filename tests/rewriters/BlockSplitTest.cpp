// Kernels whose work does not depend on their block size (the block-size what-if launches
// them with larger blocks and fewer of them), and the ones refused, with why.

#include "ast/BlockSplit.h"
#include "ParseHelpers.h"

namespace limiter::test {
namespace {

/// The finding for the only kernel of Code: "free", or "tied: why".
std::string blockSplitOf(const std::string &Code) {
  return ofOnlyKernel(Code, [](clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel) {
    BlockSplitFinding F = findBlockSplit(Ctx, Kernel);
    return F.Free ? "free" : "tied: " + F.WhyNot;
  });
}

TEST(BlockSplit, AGlobalIndexInAnyOrderThroughLocalsAndCasts) {
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y, const float *x, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  if (i < n) y[i] = 2.f * x[i];\n"
                         "}\n"),
            "free");
  EXPECT_EQ(blockSplitOf("__global__ void k(double *y, long n) {\n"
                         "  const long i = threadIdx.x + (long)blockDim.x * blockIdx.x;\n"
                         "  if (i >= n) return;\n"
                         "  double v = y[i];\n"
                         "  for (int r = 0; r < 64; ++r) v = v * 0.5 + 1.0;\n"
                         "  y[i] = v;\n"
                         "}\n"),
            "free");
  // A grid-stride loop, and another dimension's block index (a batch in y).
  EXPECT_EQ(blockSplitOf("__global__ void k(float *a, int n) {\n"
                         "  float *row = a + blockIdx.y * n;\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += gridDim.x * blockDim.x)\n"
                         "    row[i] = 1.f;\n"
                         "}\n"),
            "free");
  // Global atomics and helpers that compute are the thread's own business.
  EXPECT_EQ(blockSplitOf("__device__ int twice(int v) { return 2 * v; }\n"
                         "__global__ void k(const int *x, int *sum, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  if (i < n) atomicAdd(sum, twice(x[i]));\n"
                         "}\n"),
            "free");
}

TEST(BlockSplit, RefusedWhereThreadsShareTheirBlockOrWarp) {
  // The thread's place within its block.
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y) {\n"
                         "  if (threadIdx.x == 0) y[blockIdx.x] = 1.f;\n"
                         "}\n"),
            "tied: threadIdx.x is read otherwise than in a global index (blockIdx.x * "
            "blockDim.x + threadIdx.x) or the grid's width (gridDim.x * blockDim.x) (line 2)");
  // Shared memory and barriers.
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y) {\n"
                         "  __shared__ float tile[256];\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  tile[i % 256] = y[i];\n"
                         "  y[i] = tile[(i + 1) % 256];\n"
                         "}\n"),
            "tied: it uses shared memory ('tile', line 2): a block's threads share it");
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  y[i] = 1.f;\n"
                         "  __syncthreads();\n"
                         "  y[i] += 1.f;\n"
                         "}\n"),
            "tied: it calls __syncthreads (line 4), which ties threads to their block or warp");
  // A warp shuffle: its lanes are a block's.
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  y[i] = __shfl_down_sync(0xffffffffu, y[i], 1);\n"
                         "}\n"),
            "tied: it calls __shfl_down_sync (line 3), which ties threads to their block or "
            "warp");
  // Inside a helper: said as the helper's.
  EXPECT_EQ(blockSplitOf("__device__ void wait() { __syncthreads(); }\n"
                         "__global__ void k(float *y) {\n"
                         "  y[blockIdx.x * blockDim.x + threadIdx.x] = 0.f;\n"
                         "  wait();\n"
                         "}\n"),
            "tied: it calls __syncthreads (line 1), which ties threads to their block or warp");
  // The block's size on its own, and a per-block partial result.
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  if (i < n) y[i] = blockDim.x;\n"
                         "}\n")
                .substr(0, 30),
            "tied: blockDim.x is read other");
  // A built-in read whole: its x goes where the finder cannot follow.
  EXPECT_EQ(blockSplitOf("__device__ int first(uint3 t) { return t.x; }\n"
                         "__global__ void k(float *y) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  y[i] = first(threadIdx);\n"
                         "}\n"),
            "tied: it reads threadIdx whole (line 4)");
  EXPECT_EQ(blockSplitOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * 256 + threadIdx.x;\n"
                         "  if (i < n) y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 30),
            "tied: blockIdx.x is read other");
}

/// Whether the only kernel of Code can run its blocks as rows of larger ones: "rows, N reads",
/// or "kept: why".
std::string blockMergeOf(const std::string &Code) {
  return ofOnlyKernel(Code, [](clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel) {
    BlockMergeFinding F = findBlockMerge(Ctx, {Kernel});
    return F.Mergeable ? "rows, " + std::to_string(F.Reads) + " reads" : "kept: " + F.WhyNot;
  });
}

TEST(BlockMerge, ABlockAnItemWithItsWarpsCollectivesRunsAsARow) {
  // One warp a token: the token is blockIdx.x, its lanes share by shuffles; a helper reads
  // the grid's width. Four reads to rewrite: three of blockIdx.x, one of gridDim.x.
  EXPECT_EQ(blockMergeOf("__device__ unsigned tokens() { return gridDim.x; }\n"
                         "__global__ void k(const float *x, float *y) {\n"
                         "  float v = x[blockIdx.x * 32 + threadIdx.x];\n"
                         "  for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(~0u, v, o);\n"
                         "  if (threadIdx.x == 0 && blockIdx.x < tokens()) y[blockIdx.x] = v;\n"
                         "}\n"),
            "rows, 4 reads");
  // threadIdx.x alone: full itself runs as rows, nothing to rewrite.
  EXPECT_EQ(blockMergeOf("__global__ void k(float *y) { y[threadIdx.x] = 1.f; }\n"),
            "rows, 0 reads");
}

TEST(BlockMerge, KeptWhereABlocksThreadsShareMoreThanTheirWarp) {
  EXPECT_EQ(blockMergeOf("__global__ void k(float *y) {\n"
                         "  __shared__ float s[32];\n"
                         "  s[threadIdx.x] = y[blockIdx.x];\n"
                         "  y[blockIdx.x] = s[31 - threadIdx.x];\n"
                         "}\n"),
            "kept: it uses shared memory ('s', line 2): a block's threads share it");
  EXPECT_EQ(blockMergeOf("__global__ void k(float *y) {\n"
                         "  y[blockIdx.x * 32 + threadIdx.x] = 1.f;\n"
                         "  __syncthreads();\n"
                         "}\n"),
            "kept: it calls __syncthreads (line 3), which ties threads to their block");
  EXPECT_EQ(blockMergeOf("__device__ int atomicAdd_block(int *, int);\n"
                         "__global__ void k(int *y) {\n"
                         "  atomicAdd_block(y + blockIdx.x, 1);\n"
                         "}\n"),
            "kept: it calls atomicAdd_block (line 3), which ties threads to their block");
  EXPECT_EQ(blockMergeOf("__global__ void __attribute__((launch_bounds(32))) k(float *y) {\n"
                         "  y[blockIdx.x * 32 + threadIdx.x] = 1.f;\n"
                         "}\n"),
            "kept: its __launch_bounds__ fix the threads of its blocks");
  EXPECT_EQ(blockMergeOf("__device__ unsigned block(uint3 b) { return b.x; }\n"
                         "__global__ void k(float *y) {\n"
                         "  y[block(blockIdx)] = 1.f;\n"
                         "}\n"),
            "kept: it reads blockIdx whole (line 3)");
  EXPECT_EQ(blockMergeOf("__global__ void k(unsigned *y) {\n"
                         "  unsigned b;\n"
                         "  asm(\"mov.u32 %0, %%ctaid.x;\" : \"=r\"(b));\n"
                         "  y[b] = 1u;\n"
                         "}\n"),
            "kept: its inline assembly (line 3) names a thread's place, its block's or a barrier");
  // Two-dimensional blocks: their y is what the copy's rows would take.
  EXPECT_EQ(blockMergeOf("__global__ void k(float *y) {\n"
                         "  y[(blockIdx.x * blockDim.y + threadIdx.y) * 32 + threadIdx.x] = 1.f;\n"
                         "}\n"),
            "kept: it reads blockDim.y (line 2), as a kernel of two-dimensional blocks does, and "
            "the copy's rows are its y");
}

} // namespace
} // namespace limiter::test
