// status: ok
__global__ void above__skeleton(const float *__restrict__ w, int *__restrict__ hits,
                      int *__restrict__ found, int *__restrict__ steps, const int *__restrict__ next,
                      float threshold, int width, int n, int lim_flag) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  int count = 0;
  bool any = false;
  for (int k = 0; k < width; k++) {
    if (w[row * width + k] > threshold) {
      count++;
      any = true;
    }
  }
  lim::guarded_store(&(hits[row]), lim::stored<decltype(hits[row])>(lim_flag), lim_flag);
  lim::guarded_store(&(found[row]), lim::stored<decltype(found[row])>(lim_flag), lim_flag);
  int at = row, taken = 0;
  while (next[at] >= 0 && taken < width) {
    at = next[at];
    taken += 1;
  }
  lim::guarded_store(&(steps[row]), lim::stored<decltype(steps[row])>(lim_flag), lim_flag);
}
