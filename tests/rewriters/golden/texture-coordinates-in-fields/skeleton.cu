// status: ok
__global__ void advect__skeleton(cudaTextureObject_t field, float *out, int width, int height, float dt,
                       float gain, int lim_flag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  Probe p;
  p.u = (x + 0.5f) - dt * tex2D<float>(field, x + 0.5f, y + 0.5f);
  p.v = (y + 0.5f) - dt * tex2D<float>(field, y + 0.5f, x + 0.5f);
  p.gain = gain * gain;
  lim::guarded_store(&(out[y * width + x]), lim::stored<decltype(out[y * width + x])>(lim_flag), lim_flag);
}
