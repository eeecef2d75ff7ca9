// Conversions are methods too: one called by a cast (`float(q)`) or inserted by the compiler
// (`int w = q;`) is cloned as a method named after its type, the type becoming its return
// type and `explicit` going, defined in the class or below it; a functor's call on a local
// object is cloned the same way.
struct Quantity {
  float raw;
  __device__ explicit operator float() const { return raw * 0.25f; }
  __device__ operator int() const;
};

__device__ Quantity::operator int() const { return static_cast<int>(raw) + 3; }

struct Scale {
  float k;
  __device__ float operator()(float v) const { return k * v + 1.0f; }
};

__global__ void convert(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{in[i]};
  Scale s{2.0f};
  out[i] = s(float(q));
  whole[i] = q;
}
