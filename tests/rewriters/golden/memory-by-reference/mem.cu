// status: ok
__device__ void crossing__mem(float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = lim::fold<decltype((level - fa) / (fb - fa))>(level, fa, fb, fa);
  at = lerp2__mem(a, b, t);
  weight = lim::fold<decltype(weight)>(t, fb);
}
__device__ void addBoth__mem(float &sum, float v, float w) {
  addSquare__mem(sum, v);
  addSquare__mem(sum, w);
}
__device__ point lerp2__mem(point a, point b, float t) { return lim::fold<point>(a, b, t); 




}
__device__ void addSquare__mem(float &sum, float v) { sum = lim::fold<decltype(sum)>(sum, v, v); }
__global__ void contour__mem(const point *corners, const float *field, point *edges, float *energy,
                        float level) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__mem(level, corners[i], corners[i + 1], field[i], field[i + 1], slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  edges[i] = slots[(threadIdx.x + 1) % 256];
  addBoth__mem(energy[i], weights[threadIdx.x], field[i]);
 lim::keep_shared(&slots, &weights); }
