// status: ok
__global__ void widen__math(const float *in, double *out, int lim_flag) {
  extern __shared__ unsigned char bytes[];
  float *narrow = reinterpret_cast<float *>(bytes);
  double *wide = reinterpret_cast<double *>(bytes);
  const unsigned t = threadIdx.x;
  narrow[2 * t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 542u, (blockIdx.x * blockDim.x + t));
  narrow[2 * t + 1] = 0.0f;
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), wide[t], lim_flag);
}
