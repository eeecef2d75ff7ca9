// Double locals of float data whose double values decide work: an increment's value that
// indexes the output (`y[(int)d++]`), an accumulator compared to end its loop early (`if (acc
// >= 1.0) break;`), and an assignment's value handed to a warp shuffle (which takes a double
// in two 32-bit shuffles). In float their last bit could move a store, end the loop one step
// sooner, or halve the shuffles; each stays double, and so do the literals beside them.
__global__ void decides(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  double d = x[i];
  y[(int)d++] = 0.0f;
  double acc = 0;
  int k;
  for (k = 0; k < n; ++k) {
    acc += x[k] * 0.1;
    if (acc >= 1.0)
      break;
  }
  double e = x[i];
  y[i] = acc + k + __shfl_down_sync(0xffffffffu, e *= 3.0, 1);
}
