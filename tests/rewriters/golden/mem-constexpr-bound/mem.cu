// status: ok
__device__ __forceinline__ float step__mem(float x) { return lim::fold<float>(x); 




}
__global__ void relaxCells__mem(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(relax::step__mem(in[i]));
}
