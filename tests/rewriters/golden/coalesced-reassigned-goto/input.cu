// The coalesced what-if does not read a reassigned local's stride in a function with a goto:
// a backward goto repeats a write that some lanes take more often than others (here odd lanes
// add n three times, even lanes once), which no loop statement shows. g's accesses are
// re-indexed; i, never written again, keeps its stride, and its accesses stay as written.
__global__ void jumps(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int g = i;
  int c = 0;
again:
  g += n;
  if ((threadIdx.x & 1) && ++c < 3)
    goto again;
  out[g] += in[g];
  out[i] += in[i];
}
