// A double literal in an expression whose value decides a loop's trip count (`float lim = n *
// 0.1 * 10.0`, then `j < lim`): in float arithmetic its last bit can add an iteration (n = 13
// gives 13.000001), which would store past the array. The single-precision-literals what-if
// keeps those literals, and says why; a literal whose value only scales the stored value is
// suffixed.
__global__ void bounded(float *out, int n, float scale) {
  const float lim = n * 0.1 * 10.0;
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = scale * 0.5;
}
