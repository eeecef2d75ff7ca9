// A functor's call operator (`op(x)`) is cloned as a named method of its class and called on
// the same object, where the object plays no part of its own or is a variable of the caller's
// that the operator only reads. A functor that changes its object is kept as it is; where one
// instantiation of a template calls a clone and another such a functor, the call keeps the
// originals in both, and the variants say so.
struct Scale {
  float k;
  __device__ float operator()(float v) const { return k * v + 1.0f; }
};

struct Counter {
  int seen;
  __device__ float operator()(float v) { return v + static_cast<float>(seen++); }
};

template <typename Op>
__global__ void apply(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}

template __global__ void apply<Scale>(const float *, float *, int, Scale);
template __global__ void apply<Counter>(const float *, float *, int, Counter);
