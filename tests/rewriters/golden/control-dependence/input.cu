// Values assigned under a test of loaded data carry that data (control dependence): the
// count of neighbours above a threshold is folded in mem-only, not removed, or its test, and
// the load it reads, would be dead; so is the flag a search loop sets, and the step count of a
// loop whose condition reads memory.
__global__ void above(const float *__restrict__ w, int *__restrict__ hits,
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
