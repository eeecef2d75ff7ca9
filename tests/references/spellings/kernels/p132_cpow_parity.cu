// Complex power z^p written into an interleaved (re, im) float array, one float per thread.

// Slow: even lanes produce real parts, odd lanes imaginary parts: cosf and sinf paths diverge in every warp.
__global__ void cpowInterleaved(const float2* __restrict__ z, float* __restrict__ out, float p, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;   // index into 2n floats
    if (i >= 2 * n) return;
    const int odd = threadIdx.x & 1;
    const float2 v = z[i >> 1];
    const float r = powf(v.x * v.x + v.y * v.y, 0.5f * p);
    const float th = atan2f(v.y, v.x) * p;
    float res;
    if (odd) {
        res = r * sinf(th);
    } else {
        res = r * cosf(th);
    }
    out[i] = res;
}

// Fix: whole warps take one part: warp w of the block does part (w & 1) of 32 complex numbers.
__global__ void cpowInterleavedWarpParity(const float2* __restrict__ z, float* __restrict__ out, float p, int n)
{
    const int warp = threadIdx.x >> 5;
    const int lane = threadIdx.x & 31;
    const int part = warp & 1;
    const int k = blockIdx.x * (blockDim.x >> 1) + (warp >> 1) * 32 + lane;
    if (k >= n) return;
    const float2 v = z[k];
    const float r = powf(v.x * v.x + v.y * v.y, 0.5f * p);
    const float th = atan2f(v.y, v.x) * p;
    float res;
    if (part) {
        res = r * sinf(th);
    } else {
        res = r * cosf(th);
    }
    out[2 * k + part] = res;
}
