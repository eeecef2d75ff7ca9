// p108 -- FFT-based cross-correlation: spectrum product A * conj(B), interleaved complex floats.
// SLOW (xcorrSpectrumScalar): grid-stride loop reading re/im as two separate 32-bit loads
//   a[2*k], a[2*k+1] (and two 32-bit stores), twice the memory instructions a 64-bit access needs.
// FIX  (xcorrSpectrumFloat2): reinterpret the arrays as float2 and move each complex value with
//   one 64-bit load/store.
__global__ void xcorrSpectrumScalar(const float* __restrict__ a, const float* __restrict__ b,
                                    float* __restrict__ out, int nbins, float scale) {
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < nbins; k += gridDim.x * blockDim.x) {
    const float ar = a[2 * k], ai = a[2 * k + 1];
    const float br = b[2 * k], bi = b[2 * k + 1];
    out[2 * k] = (ar * br + ai * bi) * scale;
    out[2 * k + 1] = (ai * br - ar * bi) * scale;
  }
}

__global__ void xcorrSpectrumFloat2(const float* __restrict__ a, const float* __restrict__ b,
                                    float* __restrict__ out, int nbins, float scale) {
  const float2* a2 = reinterpret_cast<const float2*>(a);
  const float2* b2 = reinterpret_cast<const float2*>(b);
  float2* o2 = reinterpret_cast<float2*>(out);
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < nbins; k += gridDim.x * blockDim.x) {
    const float2 x = a2[k], y = b2[k];
    o2[k] = make_float2((x.x * y.x + x.y * y.y) * scale, (x.y * y.x - x.x * y.y) * scale);
  }
}
