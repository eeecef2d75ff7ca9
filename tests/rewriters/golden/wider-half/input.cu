// The wider-accesses what-if on 16-bit floating point, which has no vectors of four or eight:
// four halves read as one lim::packed<__half, 4> (64 bits), two stored as one of two, and a
// loop copying eight a thread as one 128-bit read and one 128-bit write. __half is a struct
// here as in cuda_fp16.h: copied by its trivial constructor, assigned by its trivial operator.

struct __half {
  unsigned short x;
};

__device__ __half larger(__half a, __half b) { return a.x > b.x ? a : b; }

__global__ void halves(const __half *__restrict__ in, __half *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const __half a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  out[2 * i] = larger(a, b);
  out[2 * i + 1] = larger(c, d);
#pragma unroll
  for (int j = 0; j < 8; ++j)
    out[8 * i + 1024 + j] = in[8 * i + 2048 + j];
}
