// status: ok
__global__ void gather__streaming(cudaTextureObject_t table, const int *index, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&(out[i]), tex1Dfetch<float>(table, __ldcs(&(index[i]))) * 0.5f);
}
