// status: ok
__device__ void damp__skeleton(int lim_flag, float &v, float k) { v = v * k + 1.0f; }
__global__ void relax__skeleton(float *u, float k, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = lim::opaque_at<decltype(u[i])>(lim_flag, 476u, (i));
  damp__skeleton(lim_flag, local, k);
  lim::guarded_store(&(u[i + 1]), lim::stored<decltype(u[i + 1])>(lim_flag), lim_flag);
}
