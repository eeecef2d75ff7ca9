// p126: element-wise "activation zoo" over a float array, grid-stride loop, `rounds` passes.
// SLOW: activationPrecise uses the precise library calls expf, logf, powf, sinf (and
//       sinf's slow-path range reduction), compiled without -use_fast_math.
// FIX:  activationIntrinsics uses __expf, __logf, __powf, __sinf (SFU approximations).
//       Expected what-if: intrinsics (or fastmath).
__global__ void activationPrecise(const float * __restrict__ x, float * __restrict__ y,
                                  unsigned int n, unsigned int rounds)
{
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += blockDim.x * gridDim.x) {
        float v = x[i];
        float acc = 0.0f;
        for (unsigned int r = 0; r < rounds; r++) {
            float g = expf(-v * v);                    // gaussian
            float sp = logf(1.0f + expf(v));           // softplus
            float p = powf(fabsf(v) + 1.0f, 1.5f);
            acc += g * sinf(3.0f * v) + sp / p;
            v = 0.5f * v + 0.1f * acc;
        }
        y[i] = acc;
    }
}

__global__ void activationIntrinsics(const float * __restrict__ x, float * __restrict__ y,
                                     unsigned int n, unsigned int rounds)
{
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += blockDim.x * gridDim.x) {
        float v = x[i];
        float acc = 0.0f;
        for (unsigned int r = 0; r < rounds; r++) {
            float g = __expf(-v * v);
            float sp = __logf(1.0f + __expf(v));
            float p = __powf(fabsf(v) + 1.0f, 1.5f);
            acc += g * __sinf(3.0f * v) + __fdividef(sp, p);
            v = 0.5f * v + 0.1f * acc;
        }
        y[i] = acc;
    }
}
