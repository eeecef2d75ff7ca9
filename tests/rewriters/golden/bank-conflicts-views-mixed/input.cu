// The no-bank-conflicts what-if keeps the layout of dynamic shared memory reached through
// views of different element sizes (floats, then the same bytes as doubles): one swizzle by
// rows of 32 floats and another by rows of 16 doubles would move the same bytes to different
// places.
__global__ void widen(const float *in, double *out) {
  extern __shared__ unsigned char bytes[];
  float *narrow = reinterpret_cast<float *>(bytes);
  double *wide = reinterpret_cast<double *>(bytes);
  const unsigned t = threadIdx.x;
  narrow[2 * t] = in[blockIdx.x * blockDim.x + t];
  narrow[2 * t + 1] = 0.0f;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = wide[t];
}
