// Grid-stride loops: kernels whose work is the same whatever their grid (the elements-per-
// thread what-if launches them with fewer blocks), and the ones refused, with why.

#include "ast/GridStride.h"
#include "ParseHelpers.h"

namespace limiter::test {
namespace {

/// The finding for the only kernel of Code: "x@line", or "none: why".
std::string gridStrideOf(const std::string &Code) {
  return ofOnlyKernel(Code, [](clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel) {
    GridStrideFinding F = findGridStride(Ctx, Kernel);
    if (F.Dimension < 0)
      return "none: " + F.WhyNot;
    return std::string(1, "xyz"[F.Dimension]) + "@" + std::to_string(F.Line);
  });
}

TEST(GridStride, TheClassicLoopInEitherOrderAndWithCasts) {
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, const float *x, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    y[i] += 2.f * x[i];\n"
                         "}\n"),
            "x@2");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, long n) {\n"
                         "  for (long i = threadIdx.y + (long)blockDim.y * blockIdx.y; i < n;\n"
                         "       i += (long)(gridDim.y * blockDim.y))\n"
                         "    y[i] = 0.f;\n"
                         "}\n"),
            "y@2");
}

TEST(GridStride, StartAndStepThroughLocalsAndTwoLoops) {
  EXPECT_EQ(gridStrideOf("__global__ void k(float *a, float *b, int n) {\n"
                         "  const int first = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  const int stride = blockDim.x * gridDim.x;\n"
                         "  for (int i = first; i < n; i += stride)\n"
                         "    a[i] *= 2.f;\n"
                         "  for (int i = first; i < n; i += stride)\n"
                         "    b[i] += a[i];\n"
                         "}\n"),
            "x@4");
  // Another dimension's block index (a batch in y) leaves the x grid's work as it is.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *a, int n) {\n"
                         "  float *row = a + blockIdx.y * n;\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    row[i] = 1.f;\n"
                         "}\n"),
            "x@3");
}

// A block's chunk at a time: the start and step share the chunk's size, in any order, as a
// constant or a template parameter; the thread's offset within the chunk is its own.
TEST(GridStride, ChunksOfABlockAtATime) {
  EXPECT_EQ(
      gridStrideOf("constexpr int Chunk = 2048;\n"
                   "__global__ void k(float *y, int n) {\n"
                   "  for (int base = blockIdx.x * Chunk; base < n; base += gridDim.x * Chunk)\n"
                   "    for (int k = threadIdx.x; k < Chunk; k += blockDim.x)\n"
                   "      y[base + k] = 0.f;\n"
                   "}\n"),
      "x@3");
  EXPECT_EQ(gridStrideOf("template <unsigned B> __global__ void k(float *y, unsigned n) {\n"
                         "  for (unsigned i = blockIdx.x * B * 2 + threadIdx.x; i < n;\n"
                         "       i += B * 2 * gridDim.x)\n"
                         "    y[i] += y[i + B];\n"
                         "}\n"
                         "template __global__ void k<256>(float *, unsigned);\n"),
            "x@2");
  // Steps of another size than the start's leave elements out or visit them twice.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * 256 + threadIdx.x; i < n;\n"
                         "       i += gridDim.x * 512)\n"
                         "    y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 5),
            "none:");
}

// Cooperative groups' grid: its rank as the start and its size as the step count the
// threads of the whole grid, whatever its shape (taken as x, which the what-if shrinks). The
// grid's members are static in CUDA's headers, and read blockIdx and gridDim there, as this
// stand-in's do; a grid sync beside the loop still reads them.
TEST(GridStride, CooperativeGroupsRankAndSize) {
  const std::string Groups =
      "namespace cooperative_groups {\n"
      "struct grid_group {\n"
      "  static __device__ unsigned long long thread_rank() {\n"
      "    return (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; }\n"
      "  static __device__ unsigned long long size() {\n"
      "    return (unsigned long long)gridDim.x * blockDim.x; }\n"
      "  static __device__ unsigned long long num_threads() { return size(); }\n"
      "  __device__ void sync() const { if (blockIdx.x == 0) __syncthreads(); }\n"
      "};\n"
      "__device__ grid_group this_grid() { return grid_group(); }\n"
      "}\n";
  EXPECT_EQ(gridStrideOf(Groups +
                         "__global__ void k(float *y, int n) {\n"
                         "  cooperative_groups::grid_group g = cooperative_groups::this_grid();\n"
                         "  for (unsigned long long i = g.thread_rank(); i < n; i += g.size())\n"
                         "    y[i] = 0.f;\n"
                         "}\n"),
            "x@14");
  EXPECT_EQ(gridStrideOf(
                Groups +
                "__global__ void k(float *y, int n) {\n"
                "  const unsigned long long step = cooperative_groups::this_grid().num_threads();\n"
                "  for (auto i = cooperative_groups::this_grid().thread_rank(); i < n; i += step)\n"
                "    y[i] = 0.f;\n"
                "}\n"),
            "x@14");
  EXPECT_EQ(gridStrideOf(Groups +
                         "__global__ void k(float *y, int n) {\n"
                         "  cooperative_groups::grid_group g = cooperative_groups::this_grid();\n"
                         "  for (unsigned long long i = g.thread_rank(); i < n; i += g.size())\n"
                         "    y[i] = 0.f;\n"
                         "  g.sync();\n"
                         "}\n"),
            "none: it calls sync, which reads blockIdx or gridDim");
  // A rank counts the blocks of every dimension: blockIdx.y read elsewhere follows the grid.
  EXPECT_EQ(gridStrideOf(Groups +
                         "__global__ void k(float *y, const float *x, int n) {\n"
                         "  cooperative_groups::grid_group g = cooperative_groups::this_grid();\n"
                         "  for (unsigned long long i = g.thread_rank(); i < n; i += g.size())\n"
                         "    y[blockIdx.y * n + i] = x[i];\n"
                         "}\n"),
            "none: blockIdx.y is read outside a grid-stride loop's start and step (line 15)");
  // The rank with the step of a block's threads is not one.
  EXPECT_EQ(gridStrideOf(Groups +
                         "__global__ void k(float *y, int n) {\n"
                         "  cooperative_groups::grid_group g = cooperative_groups::this_grid();\n"
                         "  for (unsigned long long i = g.thread_rank(); i < n; i += blockDim.x)\n"
                         "    y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 5),
            "none:");
}

// The index declared before the loop: a for loop with no init, or a while loop whose body
// ends with the step; the index read nowhere else.
TEST(GridStride, WhileLoopsAndAnIndexDeclaredBefore) {
  EXPECT_EQ(
      gridStrideOf("__global__ void k(float *y, unsigned long n) {\n"
                   "  unsigned long i = (unsigned long)blockIdx.x * blockDim.x + threadIdx.x;\n"
                   "  const unsigned long step = (unsigned long)gridDim.x * blockDim.x;\n"
                   "  while (i < n) {\n"
                   "    y[i] *= 2.f;\n"
                   "    i += step;\n"
                   "  }\n"
                   "}\n"),
      "x@4");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  for (; i < n; i += blockDim.x * gridDim.x)\n"
                         "    y[i] = 0.f;\n"
                         "}\n"),
            "x@3");
  // After the loop the index holds a value of the grid's.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int *last, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  for (; i < n; i += blockDim.x * gridDim.x)\n"
                         "    y[i] = 0.f;\n"
                         "  last[0] = i;\n"
                         "}\n"),
            "none: the index 'i' of the grid-stride loop at line 3 is used outside it (line 5)");
  // A continue skips a while loop's step; the step not last; the index written in the body.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  while (i < n) {\n"
                         "    if (y[i] > 0.f) continue;\n"
                         "    y[i] = 1.f;\n"
                         "    i += blockDim.x * gridDim.x;\n"
                         "  }\n"
                         "}\n"),
            "none: the grid-stride loop at line 3 may leave early (line 4)");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  while (i < n) {\n"
                         "    i += blockDim.x * gridDim.x;\n"
                         "    y[i] = 1.f;\n"
                         "  }\n"
                         "}\n")
                .substr(0, 5),
            "none:");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  while (i < n) {\n"
                         "    y[i] = 1.f;\n"
                         "    i++;\n"
                         "    i += blockDim.x * gridDim.x;\n"
                         "  }\n"
                         "}\n"),
            "none: the grid-stride loop at line 3 writes its index 'i' in its body");
}

TEST(GridStride, RefusedWhereTheWorkFollowsTheGrid) {
  // One element per thread.
  EXPECT_EQ(
      gridStrideOf("__global__ void k(float *y, int n) {\n"
                   "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                   "  if (i < n) y[i] = 0.f;\n"
                   "}\n"),
      "none: no loop starts at blockIdx * M (plus a thread's offset) and steps by gridDim * M");
  // A partial sum per block: fewer blocks, fewer stores.
  EXPECT_EQ(gridStrideOf("__global__ void k(const float *x, float *sums, int n) {\n"
                         "  float s = 0.f;\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    s += x[i];\n"
                         "  if (threadIdx.x == 0) sums[blockIdx.x] = s;\n"
                         "}\n"),
            "none: blockIdx.x is read outside a grid-stride loop's start and step (line 6)");
  // The start read elsewhere: the first element handled outside the loop.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int first = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "  if (first < n) y[first] = 1.f;\n"
                         "  for (int i = first; i < n; i += blockDim.x * gridDim.x)\n"
                         "    y[i] += 1.f;\n"
                         "}\n"),
            "none: 'first' (a thread's start or the grid's step) is read outside the loops' "
            "clauses (line 3)");
  // A written step.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  int step = blockDim.x * gridDim.x;\n"
                         "  step *= 2;\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step)\n"
                         "    y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 5),
            "none:");
  // A helper reading the grid.
  EXPECT_EQ(gridStrideOf("__device__ int blocks() { return gridDim.x; }\n"
                         "__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    y[i] = blocks();\n"
                         "}\n"),
            "none: it calls blocks, which reads blockIdx or gridDim");
  // ... or in a start's offset, which reads no blockIdx of its own text.
  EXPECT_EQ(gridStrideOf("__device__ int lane() { return threadIdx.x + blockIdx.x; }\n"
                         "__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + lane(); i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    y[i] = 0.f;\n"
                         "}\n"),
            "none: it calls lane, which reads blockIdx or gridDim");
  // The index written in the body, a break out of the loop, nested grid-stride loops, a
  // factor bound to a reference, a call through a pointer: each may change what the threads
  // visit with the grid.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x) {\n"
                         "    y[i] = 0.f;\n"
                         "    i += 1;\n"
                         "  }\n"
                         "}\n"),
            "none: the grid-stride loop at line 2 writes its index 'i' in its body");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x) {\n"
                         "    for (int j = 0; j < 4; ++j)\n"
                         "      if (y[j] > 0.f) break;\n"
                         "    if (y[i] < 0.f) break;\n"
                         "  }\n"
                         "}\n"),
            "none: the grid-stride loop at line 2 may leave early (line 6)");
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n;\n"
                         "         j += blockDim.x * gridDim.x)\n"
                         "      y[i * n + j] = 0.f;\n"
                         "}\n"),
            "none: grid-stride loops nest (lines 2 and 4)");
  EXPECT_EQ(gridStrideOf("__device__ void grow(int &c) { c *= 2; }\n"
                         "__global__ void k(float *y, int n, int chunk) {\n"
                         "  grow(chunk);\n"
                         "  for (int i = blockIdx.x * chunk; i < n; i += gridDim.x * chunk)\n"
                         "    y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 5),
            "none:");
  EXPECT_EQ(gridStrideOf("__device__ float (*pick)(int);\n"
                         "__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.x * gridDim.x)\n"
                         "    y[i] = pick(i);\n"
                         "}\n"),
            "none: it calls a function through a pointer, which may read blockIdx or gridDim");
  // The step of another dimension than the start's.
  EXPECT_EQ(gridStrideOf("__global__ void k(float *y, int n) {\n"
                         "  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                         "       i += blockDim.y * gridDim.y)\n"
                         "    y[i] = 0.f;\n"
                         "}\n")
                .substr(0, 5),
            "none:");
}

} // namespace
} // namespace limiter::test
