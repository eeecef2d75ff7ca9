// status: ok
__global__ void contour__full(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing(level, corners[i], corners[i + 1], field[i], field[i + 1], slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  edges[i] = slots[(threadIdx.x + 1) % 256];
  addBoth(energy[i], weights[threadIdx.x], field[i]);
}
