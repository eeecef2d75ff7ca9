// status: ok
__global__ void widen__skeleton(const float *in, double *out, int lim_flag) {
  extern __shared__ unsigned char bytes[];
  float *narrow = reinterpret_cast<float *>(bytes);
  double *wide = reinterpret_cast<double *>(bytes);
  const unsigned t = threadIdx.x;
  lim::guarded_store(&(narrow[2 * t]), lim::stored<decltype(narrow[2 * t])>(lim_flag), lim_flag);
  lim::guarded_store(&(narrow[2 * t + 1]), lim::stored<decltype(narrow[2 * t + 1])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag), lim_flag);
}
