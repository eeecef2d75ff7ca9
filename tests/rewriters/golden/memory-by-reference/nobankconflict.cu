// status: ok
__device__ void crossing__nobankconflict(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__nobankconflict(a, b, t);
  weight = t * fb;
}
__device__ void addBoth__nobankconflict(float &sum, float v, float w) {
  addSquare__nobankconflict(sum, v);
  addSquare__nobankconflict(sum, w);
}
__device__ point lerp2__nobankconflict(point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__nobankconflict(float &sum, float v) { sum += v * v; }
__global__ void contour__nobankconflict(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[(256) + ((256) - 1) / 16 * 1];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__nobankconflict(level, corners[i], corners[i + 1], field[i], field[i + 1], slots[lim::bank_skewed<16, 1>(threadIdx.x)],
           weights[threadIdx.x]);
  __syncthreads();
  edges[i] = slots[lim::bank_skewed<16, 1>((threadIdx.x + 1) % 256)];
  addBoth__nobankconflict(energy[i], weights[threadIdx.x], field[i]);
}
