// status: ok
__global__ void gather__skeleton(cudaTextureObject_t table, const int *index, float *out, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
