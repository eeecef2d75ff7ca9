// status: ok
__global__ void gather__math(cudaTextureObject_t table, const int *index, float *out, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::opaque_at<decltype(tex1Dfetch<float>(table, index[i]))>(lim_flag, 142u, lim::word(index[i])) * 0.5f, lim_flag);
}
