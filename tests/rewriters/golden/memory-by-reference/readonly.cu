// status: conservative
// reason: line 35: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ void crossing__readonly(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__readonly(a, b, t);
  weight = t * fb;
}
__device__ void addBoth__readonly(float &sum, float v, float w) {
  addSquare__readonly(sum, v);
  addSquare__readonly(sum, w);
}
__device__ point lerp2__readonly(point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__readonly(float &sum, float v) { sum += v * v; }
__global__ void contour__readonly(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__readonly(level, corners[i], corners[i + 1], __ldg(&(field[i])), __ldg(&(field[i + 1])), slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  edges[i] = slots[(threadIdx.x + 1) % 256];
  addBoth__readonly(energy[i], weights[threadIdx.x], __ldg(&(field[i])));
}
