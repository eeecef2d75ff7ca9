// A static shared array reached through local pointers at offsets the same in every lane: a
// volatile alias of the whole array (`volatile float *vs = partial;`, the classic warp tail's)
// and a pointer to the block's second half. Their lanes take the banks the array's own index
// would: the strided pairs (`vs[2 * s * t]`, `vs[2 * s * t + s]`) lose their stride, as the
// direct form's do, and the accesses one element apart are left as written; nothing is
// skewed. Before, any pointer into the array skewed every access: arithmetic the fix does not
// have, and the bound the fix passed.
__global__ void viewPairs(const float *in, float *out) {
  __shared__ float partial[512];
  volatile float *vs = partial;
  float *upper = partial + 256;
  const unsigned t = threadIdx.x;
  vs[t] = in[blockIdx.x * 512 + t];
  upper[t] = in[blockIdx.x * 512 + 256 + t];
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      vs[at] += vs[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = vs[0] + upper[0];
}
