// status: conservative
// reason: line 3: 'tex1Dfetch' (an asynchronous copy or a texture or surface access) is kept as is
__global__ void gather__mem(cudaTextureObject_t table, const int *index, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::fold<decltype(out[i])>(tex1Dfetch<float>(table, index[i]));
}
