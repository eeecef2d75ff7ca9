// status: ok
__global__ void widen__store(const float *in, double *out, int lim_flag) {
  extern __shared__ unsigned char bytes[];
  float *narrow = reinterpret_cast<float *>(bytes);
  double *wide = reinterpret_cast<double *>(bytes);
  const unsigned t = threadIdx.x;
  narrow[2 * t] = lim::stored<decltype(narrow[2 * t])>(lim_flag);
  narrow[2 * t + 1] = lim::stored<decltype(narrow[2 * t + 1])>(lim_flag);
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
