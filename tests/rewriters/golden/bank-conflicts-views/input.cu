// The no-bank-conflicts what-if on dynamic shared memory reached through views, local pointers
// that start where it starts: a cast of an `extern __shared__` byte array, what a struct's
// conversion and a function return, and a volatile view of a view. Every name reaches the same
// bytes, so every access is swizzled alike, by its element's size (the store's lanes meet in one
// bank; the pairs' stride is taken out).
template <class T> struct Scratch {
  __device__ operator T *() {
    extern __shared__ int scratchWords[];
    return reinterpret_cast<T *>(scratchWords);
  }
};

__device__ float *scratchFloats() {
  extern __shared__ unsigned char scratchBytes[];
  return (float *)scratchBytes;
}

__global__ void pairSums(const float *in, float *out) {
  extern __shared__ unsigned char raw[];
  float *cast = reinterpret_cast<float *>(raw);
  float *converted = Scratch<float>();
  float *returned = scratchFloats();
  const unsigned t = threadIdx.x;
  cast[(t % 32) * 32 + t / 32] = in[blockIdx.x * blockDim.x + t]; // a warp's lanes 32 words apart
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      converted[at] += returned[at + s];
    __syncthreads();
  }
  volatile float *last = cast;
  if (t == 0)
    out[blockIdx.x] = last[0];
}
