// A functor's call operator (`op(x)`) is cloned as a named method of its class and called on
// the same object, where the object plays no part of its own or is a variable of the caller's
// whose numeric fields the operator reads or updates (`Counter`). One that hands its object on
// (`Weighted` passes `*this`) is kept as it is; where one instantiation of a template calls a
// clone and another such a functor, the call keeps the originals in both, and the variants
// say so.
struct Scale {
  float k;
  __device__ float operator()(float v) const { return k * v + 1.0f; }
};

struct Counter {
  int seen;
  __device__ float operator()(float v) { return v + static_cast<float>(seen++); }
};

struct Weighted;
__device__ float weightOf(const Weighted &w);

struct Weighted {
  float w;
  __device__ float operator()(float v) const { return weightOf(*this) * v; }
};

__device__ float weightOf(const Weighted &w) { return w.w * 0.5f; }

template <typename Op>
__global__ void apply(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}

template __global__ void apply<Scale>(const float *, float *, int, Scale);
template __global__ void apply<Counter>(const float *, float *, int, Counter);
template __global__ void apply<Weighted>(const float *, float *, int, Weighted);
