// The wider-accesses what-if in a template over a stride, with float data: for S = 4 the four
// reads could be one float4, for S = 2 two float2; the one text takes what both allow, two
// float2, its vector type written out (the element type does not depend on S).

template <int S> __global__ void strided(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = in[S * i], b = in[S * i + 1], c = in[S * i + 2], d = in[S * i + 3];
  out[i] = a * b + c * d;
}

template __global__ void strided<4>(const float *, float *);
template __global__ void strided<2>(const float *, float *);
