// An else-if chain on the thread index's parity whose arms read the grid's index shifted
// (`in[i - 1]`, `in[i + 1]`, i = the block's start + t), and a pointer set one element before
// the block's start read at t: the tests kept those reads inside the array for the threads
// they picked, the block's first thread of the grid's first block never reading in[-1]. In a
// split it would, so the no-divergence what-if keeps the chain and the branch, and says why.
__global__ void neighbours(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *before = in + blockIdx.x * blockDim.x - 1;
  float x = 0.0f;
  if (t % 2 == 1)
    x = in[i - 1];
  else if (t % 2 == 0)
    x = in[i + 1];
  if (t % 2 == 1)
    x += before[t];
  else
    x -= 1.0f;
  out[i] = x;
}
