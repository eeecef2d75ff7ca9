// Large shared arrays handed to helpers that do more than subscript them keep their size: one
// offset by pointer arithmetic in the helper (`p + 8`), one passed on again, and one whose
// helper another call gives a global array as well.
__device__ float tail(const float *p) { return *(p + 8); }
__device__ float inner(const float *p, int i) { return p[i]; }
__device__ float outer(const float *p, int i) { return inner(p, i); }
__device__ float pick(const float *p, int i) { return p[i]; }

__global__ void handOver(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t + 1];
  c[t] = in[t + 2];
  __syncthreads();
  out[t] = tail(a) + outer(b, t) + pick(c, t) + pick(in, t);
}
