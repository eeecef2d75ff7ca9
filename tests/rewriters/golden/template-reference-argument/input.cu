// A loaded element handed to a helper template that takes `U &` (U deduced `const float`):
// math-only's value in its place is an lvalue of the load's type (`lim::as_lvalue<decltype(
// p[i])>`), so that the clone deduces as full's helper does. Before, the prvalue did not bind
// and the bundle did not compile (LIM013). A blind probe's case.
template <class U> __device__ float twice(U &x) { return 2.0f * x; }

__global__ void doubled(const float *p, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = twice(p[i]) + 1.0f;
}
