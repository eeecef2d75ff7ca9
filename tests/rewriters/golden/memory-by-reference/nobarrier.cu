// status: ok
__device__ void crossing__nobarrier(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__nobarrier(a, b, t);
  weight = t * fb;
}
__device__ void addBoth__nobarrier(float &sum, float v, float w) {
  addSquare__nobarrier(sum, v);
  addSquare__nobarrier(sum, w);
}
__device__ point lerp2__nobarrier(point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__nobarrier(float &sum, float v) { sum += v * v; }
__global__ void contour__nobarrier(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__nobarrier(level, corners[i], corners[i + 1], field[i], field[i + 1], slots[threadIdx.x],
           weights[threadIdx.x]);
  lim::barrier_removed();
  edges[i] = slots[(threadIdx.x + 1) % 256];
  addBoth__nobarrier(energy[i], weights[threadIdx.x], field[i]);
}
