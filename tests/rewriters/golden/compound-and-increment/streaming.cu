// status: conservative
// reason: line 3: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 4: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void accumulate__streaming(float *acc, const float *x, int *count) {
  int i = threadIdx.x;
  acc[i] += 2.0f * __ldcs(&(x[i]));
  count[i]++;
}
