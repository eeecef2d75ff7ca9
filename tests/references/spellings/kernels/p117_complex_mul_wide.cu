// p117: frequency-domain convolution step (as between a forward and an inverse FFT): pointwise
//   multiply of an interleaved complex spectrum by a complex filter, with 1/N scaling.
// SLOW (spectrumMulInterleaved): complex data kept as float arrays re,im interleaved; each
//   thread issues separate 32-bit loads/stores for data[2*i] and data[2*i+1] (macro RE/IM),
//   twice the load/store instructions and half-width transactions per instruction.
// FIX (spectrumMulFloat2): the same memory viewed as float2 (cufftComplex-style), one 64-bit
//   load per operand and one 64-bit store.  Expected what-if: wider.
#include <cuda_runtime.h>

#define RE(p, i) (p)[2 * (size_t)(i)]
#define IM(p, i) (p)[2 * (size_t)(i) + 1]

__global__ void spectrumMulInterleaved(const float* __restrict__ sig, const float* __restrict__ filt,
                                       float* __restrict__ out, int n, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float ar = RE(sig, i), ai = IM(sig, i);
    float br = RE(filt, i), bi = IM(filt, i);
    RE(out, i) = (ar * br - ai * bi) * scale;
    IM(out, i) = (ar * bi + ai * br) * scale;
}

__global__ void spectrumMulFloat2(const float2* __restrict__ sig, const float2* __restrict__ filt,
                                  float2* __restrict__ out, int n, float scale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 a = sig[i], b = filt[i];
    out[i] = make_float2((a.x * b.x - a.y * b.y) * scale, (a.x * b.y + a.y * b.x) * scale);
}
