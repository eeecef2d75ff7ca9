// status: ok
__global__ void advect__streaming(cudaTextureObject_t field, float *out, int width, int height, float dt,
                       float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  Probe p;
  p.u = (x + 0.5f) - dt * tex2D<float>(field, x + 0.5f, y + 0.5f);
  p.v = (y + 0.5f) - dt * tex2D<float>(field, y + 0.5f, x + 0.5f);
  p.gain = gain * gain;
  __stcs(&(out[y * width + x]), tex2D<float>(field, p.u, p.v) * p.gain);
}
