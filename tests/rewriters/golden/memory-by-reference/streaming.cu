// status: conservative
// reason: line 35: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 38: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 23: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ void crossing__streaming(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__streaming(a, b, t);
  weight = t * fb;
}
__device__ void addBoth__streaming(float &sum, float v, float w) {
  addSquare__streaming(sum, v);
  addSquare__streaming(sum, w);
}
__device__ point lerp2__streaming(point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__streaming(float &sum, float v) { sum += v * v; }
__global__ void contour__streaming(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__streaming(level, corners[i], corners[i + 1], __ldcs(&(field[i])), __ldcs(&(field[i + 1])), slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  edges[i] = slots[(threadIdx.x + 1) % 256];
  addBoth__streaming(energy[i], weights[threadIdx.x], __ldcs(&(field[i])));
}
