// status: ok
__device__ void crossing__math(int lim_flag, float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  at = lerp2__math(lim_flag, a, b, t);
  weight = t * fb;
}
__device__ void addBoth__math(int lim_flag, float &sum, float v, float w) {
  addSquare__math(lim_flag, sum, v);
  addSquare__math(lim_flag, sum, w);
}
__device__ point lerp2__math(int lim_flag, point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__math(int lim_flag, float &sum, float v) { lim::guarded_store(&(sum), lim::opaque<decltype(sum)>(lim_flag, 946u, &(sum)) + (v * v), lim_flag); }
__global__ void contour__math(const point *corners, const float *field, point *edges, float *energy,
                        float level, int lim_flag) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__math(lim_flag, level, lim::opaque_at<decltype(corners[i])>(lim_flag, 1329u, (i)), lim::opaque_at<decltype(corners[i + 1])>(lim_flag, 1341u, (i + 1)), lim::opaque_at<decltype(field[i])>(lim_flag, 1357u, (i)), lim::opaque_at<decltype(field[i + 1])>(lim_flag, 1367u, (i + 1)), slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  lim::guarded_store(&(edges[i]), slots[(threadIdx.x + 1) % 256], lim_flag);
  addBoth__math(lim_flag, energy[i], weights[threadIdx.x], lim::opaque_at<decltype(field[i])>(lim_flag, 1542u, (i)));
}
