// status: conservative
// reason: line 3: 'tex1Dfetch' (an asynchronous copy or a texture or surface access) is kept as is
__global__ void gather__math(cudaTextureObject_t table, const int *index, float *out, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), tex1Dfetch<float>(table, lim::opaque_at<decltype(index[i])>(lim_flag, 167u, (i))) * 0.5f, lim_flag);
}
