// The kernel model: the address space of every access, reads and writes, and which loads are
// structural (decide an address or a branch).

#include "ParseHelpers.h"
#include "model/KernelModel.h"

namespace limiter::test {
namespace {

/// "line:space:rw[:S][:I]" per access, in source order; S marks structural accesses (a read
/// whose value, or a write whose stored value, decides an address or a branch), I intrinsics.
/// The model of the one kernel AST holds (which must stay alive while the model is read).
std::optional<KernelModel> modelOf(const std::unique_ptr<clang::ASTUnit> &AST) {
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred()) << "input does not compile";
  if (!AST)
    return std::nullopt;
  auto Kernels = collectKernelDecls(AST->getASTContext());
  EXPECT_EQ(Kernels.size(), 1u);
  if (Kernels.empty())
    return std::nullopt;
  return KernelModel::build(AST->getASTContext(), Kernels[0].first);
}

std::vector<std::string> accessesOf(const std::string &Code,
                                    std::vector<Diagnostic> *Problems = nullptr) {
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(Code);
  std::optional<KernelModel> Built = modelOf(AST);
  if (!Built)
    return {};
  const KernelModel &Model = *Built;
  if (Problems)
    *Problems = Model.problems();
  std::vector<std::string> Out;
  for (const FunctionModel &F : Model.functions())
    for (const AccessSite &A : F.Accesses)
      Out.push_back(std::to_string(A.Line) + ":" + std::string(toString(A.Space)) + ":" +
                    (A.Reads ? "r" : "") + (A.Writes ? "w" : "") + (A.Structural ? ":S" : "") +
                    (A.IsIntrinsic ? ":I" : ""));
  return Out;
}

using Strings = std::vector<std::string>;

/// "line:decides" for each structural global read: a = address, b = branch, t = trip count.
std::vector<std::string> causesOf(const std::string &Code) {
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(Code);
  std::optional<KernelModel> Built = modelOf(AST);
  if (!Built)
    return {};
  const KernelModel &Model = *Built;
  std::vector<std::string> Out;
  for (const FunctionModel &F : Model.functions())
    for (const AccessSite &A : F.Accesses)
      if (A.Structural && A.Reads && A.Space == AddressSpace::Global)
        Out.push_back(std::to_string(A.Line) + ":" + (A.Decides & DecidesAddress ? "a" : "") +
                      (A.Decides & DecidesBranch ? "b" : "") +
                      (A.Decides & DecidesTripCount ? "t" : ""));
  return Out;
}

TEST(KernelModel, WhatAStructuralLoadDecides) {
  // A histogram's bytes pick the bin (an address, through a helper); a flag picks a branch;
  // a CSR row's bounds set a loop's trip count, the first one also the column index's
  // address through the loop variable; the column index is an address.
  EXPECT_EQ(causesOf(R"(__device__ unsigned binOf(unsigned v) { return v & 255u; }
__global__ void k(const unsigned *data, const int *flags, const int *rows, const int *cols,
                  const float *x, float *y, unsigned *bins) {
  __shared__ unsigned hist[256];
  unsigned v = data[threadIdx.x];
  atomicAdd(&hist[binOf(v)], 1u);
  int f = flags[threadIdx.x];
  float s = 0;
  if (f > 0)
    s = 1.0f;
  for (int j = rows[threadIdx.x]; j < rows[threadIdx.x + 1]; ++j)
    s += x[cols[j]];
  y[threadIdx.x] = s;
  bins[threadIdx.x] = hist[threadIdx.x];
})"),
            (Strings{"5:a", "7:b", "11:at", "11:t", "12:a"}));
}

TEST(KernelModel, AStaticMemberNamedThroughALoadedObjectDecidesNothing) {
  // `v.Count` names a static member through v and `sizeof(w)` does not evaluate w: neither
  // loaded struct decides the loops' trip counts; `v.lane[j]` reads a member array of a struct
  // held by value, whose place follows from v's storage, not its contents: no address either.
  // Only the third load, whose lane picks an address, is structural.
  EXPECT_EQ(causesOf(R"(struct Quad {
  static constexpr int Count = 4;
  float lane[Count];
};
__global__ void k(const Quad *in, const int *pick, float *out) {
  Quad v = in[threadIdx.x];
  Quad w = in[threadIdx.x + 32];
  float s = 0;
  for (int j = 0; j < v.Count; ++j)
    s += v.lane[j];
  for (int j = 0; j < (int)(sizeof(w) / sizeof(float)); ++j)
    s += w.lane[j];
  out[pick[threadIdx.x]] = s;
})"),
            (Strings{"13:a"}));
}

TEST(KernelModel, SpacesOfEveryKind) {
  EXPECT_EQ(accessesOf(R"(__constant__ float coeff[4];
__device__ float total;
__global__ void k(const float *in, float *out) {
  __shared__ float tile[32];
  float local[4];
  tile[threadIdx.x] = in[threadIdx.x];
  local[threadIdx.x % 4] = tile[threadIdx.x] * coeff[1];
  total = local[0];
  out[0] = total;
})"),
            (Strings{"6:shared:w", "6:global:r", "7:local:w", "7:shared:r", "7:constant:r",
                     "8:global:w", "8:local:r", "9:global:w", "9:global:r"}));
}

TEST(KernelModel, AsyncCopiesIntoSharedAreGlobalReads) {
  // The source pointer advances by `p = p + step`, which keeps its origin (global); a copy
  // into global memory is not one limiter models.
  std::vector<Diagnostic> Problems;
  EXPECT_EQ(accessesOf(R"(#include <cuda/pipeline>
__global__ void k(const float *in, float *out, int step) {
  __shared__ float tile[4][64];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const float *from = in + threadIdx.x;
  for (int i = 0; i < 4; ++i) {
    cuda::memcpy_async(&tile[i][threadIdx.x], from, sizeof(float), pipe);
    from = from + step;
  }
  pipe.consumer_wait();
  cuda::memcpy_async(out + threadIdx.x, &tile[0][threadIdx.x], sizeof(float), pipe);
})",
                       &Problems),
            (Strings{"7:global:r:I"}));
  ASSERT_EQ(Problems.size(), 0u);
}

TEST(KernelModel, DynamicSharedAndCasts) {
  EXPECT_EQ(accessesOf(R"(__global__ void k(const float *in, float *out) {
  extern __shared__ float dynamic[];
  float4 *wide = reinterpret_cast<float4 *>(dynamic);
  wide[threadIdx.x] = reinterpret_cast<const float4 *>(in)[threadIdx.x];
  out[0] = __ldg(in + 1);
})"),
            (Strings{"4:shared:w", "4:global:r", "5:global:w", "5:global:r:I"}));
}

TEST(KernelModel, StructFieldsAndHelpers) {
  EXPECT_EQ(accessesOf(R"(struct Args { const float *in; float *out; };
__device__ void put(float *p, float v) { p[threadIdx.x] = v; }
__device__ float sum(const float *s) { return s[0] + s[1]; }
__global__ void k(Args a) {
  __shared__ float tile[2];
  tile[threadIdx.x % 2] = a.in[threadIdx.x];
  put(a.out, sum(tile));
})"),
            (Strings{"6:shared:w", "6:global:r", "2:global:w", "3:shared:r", "3:shared:r"}));
}

TEST(KernelModel, AtomicsAreIntrinsicReadWrites) {
  EXPECT_EQ(accessesOf(R"(__global__ void k(int *counter) {
  __shared__ int local;
  atomicAdd(&local, 1);
  atomicAdd(counter, 2);
})"),
            (Strings{"3:shared:rw:I", "4:global:rw:I"}));
}

TEST(KernelModel, IndirectAndDataDependentLoadsAreStructural) {
  EXPECT_EQ(accessesOf(R"(__global__ void spmv(const int *rowStart, const int *col,
                     const float *val, const float *x, float *y) {
  int r = blockIdx.x;
  float s = 0;
  for (int k = rowStart[r]; k < rowStart[r + 1]; ++k)
    s += val[k] * x[col[k]];
  y[r] = s;
})"),
            (Strings{"5:global:r:S", "5:global:r:S", "6:global:r", "6:global:r", "6:global:r:S",
                     "7:global:w"}));
}

TEST(KernelModel, StructureFlowsThroughSharedArraysAndHelpers) {
  EXPECT_EQ(accessesOf(R"(__device__ int pick(const int *idx, int i) { return idx[i]; }
__global__ void k(const int *idx, const float *in, float *out) {
  __shared__ int slot[32];
  slot[threadIdx.x] = pick(idx, threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = in[slot[31 - threadIdx.x]];
})"),
            // The store into slot carries a value that later decides an address (:S on a
            // write), so the load in the helper that produced it is structural too.
            (Strings{"4:shared:w:S", "6:global:w", "6:global:r", "6:shared:r:S", "1:global:r:S"}));
}

TEST(KernelModel, StructureFlowsThroughStructCopiesAndLoopCarriedValues) {
  // Escape-time iteration: c decides the loop's trip count through z, a loop-carried struct
  // copied by its implicit operator= from a helper's result, and read by another helper.
  EXPECT_EQ(accessesOf(R"(struct C { float re, im; };
__device__ C step(C z, C c) { return {z.re * z.re - z.im * z.im + c.re, 2.0f * z.re * z.im + c.im}; }
__device__ float norm2(C z) { return z.re * z.re + z.im * z.im; }
__global__ void k(const float *re, const float *im, int *steps, int n) {
  const C c{re[threadIdx.x], im[threadIdx.x]};
  C z{0.0f, 0.0f};
  int i = 0;
  while (i < n && norm2(z) < 4.0f) {
    z = step(z, c);
    ++i;
  }
  steps[threadIdx.x] = i;
})"),
            (Strings{"5:global:r:S", "5:global:r:S", "12:global:w"}));
}

TEST(KernelModel, StructureFlowsThroughFieldsAndReferenceParameters) {
  // A field assignment carries the loaded value into the loop condition.
  EXPECT_EQ(accessesOf(R"(struct P { float x, y; };
__global__ void k(const float *a, float *out) {
  P p{0.0f, 0.0f};
  p.x = a[threadIdx.x];
  int n = 0;
  while (p.y < p.x) { p.y += 1.0f; ++n; }
  out[threadIdx.x] = n;
})"),
            (Strings{"4:global:r:S", "7:global:w"}));
  // A helper that updates a structural variable through a non-const reference.
  EXPECT_EQ(accessesOf(R"(__device__ void advance(float &x, float d) { x = x * 0.5f + d; }
__global__ void k(const float *a, const float *b, float *out) {
  float x = 1.0f;
  const float d = a[threadIdx.x];
  int n = 0;
  while (x < 100.0f && n < 64) { advance(x, d); ++n; }
  out[threadIdx.x] = n + b[threadIdx.x];
})"),
            (Strings{"4:global:r:S", "7:global:w", "7:global:r"}));
}

TEST(KernelModel, PointersOfUnknownOriginAreReported) {
  std::vector<Diagnostic> Problems;
  EXPECT_EQ(accessesOf(R"(__global__ void k(float **table, float *out) {
  float *row = table[blockIdx.x];
  out[0] = row[threadIdx.x];
})",
                       &Problems),
            (Strings{"2:global:r:S", "3:global:w", "3:generic:r"}));
  ASSERT_EQ(Problems.size(), 1u);
  EXPECT_EQ(Problems[0].Id, DiagId::UnknownPointerOrigin);
  EXPECT_EQ(Problems[0].Where.Line, 3u);
}

TEST(KernelModel, BuiltinsAreNotMemory) {
  EXPECT_TRUE(accessesOf("__global__ void k() { unsigned v = threadIdx.x + blockDim.y; (void)v; }")
                  .empty());
}

/// The names of the functions the model analyses (the kernel and what the variants clone).
Strings modelledFunctions(const std::string &Code) {
  std::unique_ptr<clang::ASTUnit> AST = parseWithFakeCuda(Code);
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred()) << "input does not compile";
  if (!AST)
    return {};
  auto Kernels = collectKernelDecls(AST->getASTContext());
  KernelModel Model = KernelModel::build(AST->getASTContext(), Kernels[0].first);
  Strings Out;
  for (const FunctionModel &F : Model.functions())
    Out.push_back(F.Function->getNameAsString());
  return Out;
}

TEST(KernelModel, MethodsAreClonedWhereTheirObjectIsRegisters) {
  // Cloned: a static method, a method reading the fields of a local or a by-value parameter,
  // one updating a numeric field of a local (`add`). Not cloned: a method on a __shared__
  // object, one through a pointer, a virtual one, one that hands `this` away.
  EXPECT_EQ(modelledFunctions(R"(struct Acc {
  float total;
  __device__ static float twice(float v) { return v + v; }
  __device__ float get() const { return total; }
  __device__ void add(float v) { total += v; }
  __device__ const Acc *self() const { return this; }
};
struct Poly {
  float total;
  __device__ virtual float vget() const { return total; }
};
__global__ void k(const float *in, float *out, Acc byValue, Acc *pointer) {
  __shared__ Acc shared;
  Acc local;
  Poly poly;
  local.total = in[threadIdx.x];
  local.add(1.0f);
  out[0] = Acc::twice(local.get()) + byValue.get() + shared.get() + pointer->get() +
           local.self()->total + poly.vget();
})"),
            (Strings{"k", "add", "twice", "get"}));
}

TEST(KernelModel, AMethodsFieldThatDecidesAnAddressMakesItsObjectStructural) {
  EXPECT_EQ(accessesOf(R"(struct Layout {
  int stride;
  __device__ int at(int row) const { return row * stride; }
};
__global__ void k(const int *shape, const float *in, float *out) {
  Layout l;
  l.stride = shape[0];
  out[threadIdx.x] = in[l.at(threadIdx.x)];
})"),
            (Strings{"7:global:r:S", "8:global:w", "8:global:r"}));
}

} // namespace
} // namespace limiter::test
