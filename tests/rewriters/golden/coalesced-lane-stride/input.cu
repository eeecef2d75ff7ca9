// The coalesced what-if's runs from the lanes' stride (lim::coalesced_index_linear and the
// _linear runs): an index k * threadIdx.x plus values the same in every lane of a warp in one
// row (constants, blockIdx, blockDim, threadIdx.y, locals never written) names k: 4 for a
// pixel's channels, 2 through `t = 2 * i + 1`, 0 for a row's own element, 1 for the store
// and for a 64-bit index of the grid (`(long long)blockIdx.x * blockDim.x + threadIdx.x`: the
// thread index widened, below 1024, wraps in no lane).
// The general run where the stride is not proven: a bool made of threadIdx.x, an unsigned
// index widened (it could wrap between lanes), an index of the lane's own load, and the
// members of a local that shadows a built-in (`uint3 blockIdx = threadIdx;`).

__global__ void strides(const float *__restrict__ in, const int *__restrict__ at, float *out,
                        int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int t = 2 * i + 1;
  float s = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
  s += in[t] + in[n + threadIdx.y];
  const bool first = threadIdx.x;
  s += in[first * 4];
  const unsigned u = threadIdx.x - 16u;
  const long long wide = u;
  s += in[wide * 2];
  s += in[at[i] * 2];
  const long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  s += in[g + 8];
  {
    const uint3 blockIdx = threadIdx;
    s += in[threadIdx.x * 2 - blockIdx.x * 2 + 64];
  }
  out[i] = s;
}
