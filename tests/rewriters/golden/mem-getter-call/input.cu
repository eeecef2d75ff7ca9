// A method that computes nothing (a conversion operator returning a field, a getter) keeps no
// arithmetic when its call stays: mem-only is exact. One that computes (the conversion to
// float) stays conservative, and says so; so does a conversion
// that returns a __device__ variable (memory, not a field).
__device__ int globalScale;

struct Divisor {
  int d;
  __device__ operator unsigned() const { return globalScale; }
  __device__ operator int() const { return d; }
  __device__ int value() const { return d; }
  __device__ operator float() const { return 0.5f * d; }
};

__global__ void quotients(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / static_cast<int>(div) + in[i] % div.value();
  scaled[i] = in[i] * static_cast<float>(div) + static_cast<unsigned>(div);
}
