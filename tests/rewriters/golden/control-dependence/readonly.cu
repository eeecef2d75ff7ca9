// status: ok
__global__ void above__readonly(const float *__restrict__ w, int *__restrict__ hits,
                      int *__restrict__ found, int *__restrict__ steps, const int *__restrict__ next,
                      float threshold, int width, int n) {
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
  hits[row] = count;
  found[row] = any;
  int at = row, taken = 0;
  while (next[at] >= 0 && taken < width) {
    at = next[at];
    taken += 1;
  }
  steps[row] = taken;
}
