// status: ok
__device__ void crossing__skeleton(int lim_flag, float level, point a, point b, float fa, float fb, point &at,
                         float &weight) {
  float t = (level - fa) / (fb - fa);
  lim::guarded_store(&(at), lim::stored<decltype(at)>(lim_flag), lim_flag);
  lim::guarded_store(&(weight), lim::stored<decltype(weight)>(lim_flag), lim_flag);
}
__device__ void addBoth__skeleton(int lim_flag, float &sum, float v, float w) {
  addSquare__skeleton(lim_flag, sum, v);
  addSquare__skeleton(lim_flag, sum, w);
}
__device__ point lerp2__skeleton(int lim_flag, point a, point b, float t) {
  point r;
  r.x = a.x + t * (b.x - a.x);
  r.y = a.y + t * (b.y - a.y);
  return r;
}
__device__ void addSquare__skeleton(int lim_flag, float &sum, float v) { lim::guarded_store(&(sum), lim::stored<decltype(sum)>(lim_flag), lim_flag); }
__global__ void contour__skeleton(const point *corners, const float *field, point *edges, float *energy,
                        float level, int lim_flag) {
  __shared__ point slots[256];
  __shared__ float weights[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  crossing__skeleton(lim_flag, level, lim::opaque_at<decltype(corners[i])>(lim_flag, 1329u, (i)), lim::opaque_at<decltype(corners[i + 1])>(lim_flag, 1341u, (i + 1)), lim::opaque_at<decltype(field[i])>(lim_flag, 1357u, (i)), lim::opaque_at<decltype(field[i + 1])>(lim_flag, 1367u, (i + 1)), slots[threadIdx.x],
           weights[threadIdx.x]);
  __syncthreads();
  lim::guarded_store(&(edges[i]), lim::stored<decltype(edges[i])>(lim_flag), lim_flag);
  addBoth__skeleton(lim_flag, energy[i], weights[threadIdx.x], lim::opaque_at<decltype(field[i])>(lim_flag, 1542u, (i)));
}
