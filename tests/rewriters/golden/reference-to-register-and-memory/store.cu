// status: conservative
// reason: line 11: a store that is not an assignment keeps its value
__device__ void damp__store(int lim_flag, float &v, float k) { v = v * k + 1.0f; }
__global__ void relax__store(float *u, float k, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = lim::opaque_at<decltype(u[i])>(lim_flag, 476u, (i));
  damp__store(lim_flag, local, k);
  damp__store(lim_flag, u[i + 1], local);
}
