// status: ok
__global__ void gatherScaled__streaming(thrust::device_ptr<const float> in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), s * in[i]);
}
