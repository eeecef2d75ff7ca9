// status: ok
__global__ void widen__coalesced(const float *in, double *out) {
  extern __shared__ unsigned char bytes[];
  float *narrow = reinterpret_cast<float *>(bytes);
  double *wide = reinterpret_cast<double *>(bytes);
  const unsigned t = threadIdx.x;
  narrow[2 * t] = in[lim::coalesced_index_linear(blockIdx.x * blockDim.x + t, 1)];
  narrow[2 * t + 1] = 0.0f;
  __syncthreads();
  out[lim::coalesced_index_linear(blockIdx.x * blockDim.x + t, 1)] = wide[t];
}
