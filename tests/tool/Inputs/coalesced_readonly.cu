// A strided read of a `const __restrict__` array, which full reads through the read-only path
// (ld.global.nc): the coalesced what-if must keep that path (VariantCountsTest).
__global__ void gatherScaled(const float *__restrict__ in, float *__restrict__ out, int stride) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i * stride] * 2.0f;
}

// A member of an array of structs read through a `const __restrict__` parameter: its address
// coalesced (lim::coalesced_member) without taking the array's address as a number.
struct Body {
  float x, y, z, m;
};
__global__ void weighBodies(const Body *__restrict__ bodies, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = bodies[i].m * bodies[i].y;
}
