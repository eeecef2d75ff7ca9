// First pass of a global gradient-norm computation (for gradient clipping):
// each block writes the sum of squares of its BLOCK gradient entries.
namespace gradnorm {

// Pairwise tree: at step `gap`, every (2*gap)-th slot absorbs its neighbour.
template <unsigned BLOCK>
__device__ __forceinline__ void pairwiseFold(float* buf, unsigned lane)
{
    unsigned gap = 1u;
    while (gap < BLOCK) {
        if (lane % (gap << 1) == 0u)
            buf[lane] += buf[lane + gap];
        __syncthreads();
        gap <<= 1;
    }
}

// Halving tree: the lower half of the live slots absorbs the upper half.
template <unsigned BLOCK>
__device__ __forceinline__ void halvingFold(float* buf, unsigned lane)
{
    unsigned half = BLOCK >> 1;
    while (half > 0u) {
        if (lane < half)
            buf[lane] += buf[lane + half];
        __syncthreads();
        half >>= 1;
    }
}

template <unsigned BLOCK>
__global__ void sumSquaresPairwise(const float* __restrict__ grad, float* __restrict__ partial,
                                   unsigned n)
{
    __shared__ float buf[BLOCK];
    const unsigned lane = threadIdx.x;
    const unsigned i = blockIdx.x * BLOCK + lane;
    const float g = (i < n) ? grad[i] : 0.0f;
    buf[lane] = g * g;
    __syncthreads();
    pairwiseFold<BLOCK>(buf, lane);
    if (lane == 0u) partial[blockIdx.x] = buf[0];
}

template <unsigned BLOCK>
__global__ void sumSquaresHalving(const float* __restrict__ grad, float* __restrict__ partial,
                                  unsigned n)
{
    __shared__ float buf[BLOCK];
    const unsigned lane = threadIdx.x;
    const unsigned i = blockIdx.x * BLOCK + lane;
    const float g = (i < n) ? grad[i] : 0.0f;
    buf[lane] = g * g;
    __syncthreads();
    halvingFold<BLOCK>(buf, lane);
    if (lane == 0u) partial[blockIdx.x] = buf[0];
}

template __global__ void sumSquaresPairwise<256>(const float*, float*, unsigned);
template __global__ void sumSquaresHalving<256>(const float*, float*, unsigned);

} // namespace gradnorm
