// Arithmetic spelled as overloaded operators on a small vector type, defined in the project:
// an operator has no name a clone could take, so it is not cloned; mem-only folds its operands
// as it folds built-in arithmetic on numbers.
struct Pair {
  float a, b;
};
__device__ inline Pair operator+(Pair x, Pair y) { return {x.a + y.a, x.b + y.b}; }
__device__ inline Pair operator*(Pair x, float s) { return {x.a * s, x.b * s}; }

__global__ void blend(const Pair *left, const Pair *right, Pair *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (left[i] + right[i]) * 0.5f;
}
