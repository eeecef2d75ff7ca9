// A register array whose element decides an address (`x[(int)c[0]]`) filled by a helper
// through a pointer parameter (`place(c, f)` stores `out[0] = f * 0.3`): what the helper
// stores is structural, as a store into the array in the kernel is. Mem-only keeps the
// helper's arithmetic (a fold would move the address), and the single-precision what-if
// keeps its double literal (a float's last bit could move the element past the array).
__device__ void place(float *out, float f) { out[0] = f * 0.3; }

__global__ void indexFromHelper(const float *x, float *y, float f) {
  float c[1];
  place(c, f);
  y[threadIdx.x] = x[(int)c[0]];
}
