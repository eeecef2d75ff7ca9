// A project's own free operators on a vector type. operator+ only computes on its operands and
// stays an operator (arithmetic, as a built-in one is). operator^= writes through its
// reference: it is cloned, and each use calls its clone as a function with the operands as the
// rules rewrote them (a postfix operator++ gets its 0). Applied to shared memory and to a
// register it needs nothing more; applied to global memory, math-only cannot guard the store
// the clone makes (LIM104, absent).
struct byte4 {
  unsigned char x, y, z, w;
};

__device__ inline byte4 operator+(byte4 a, byte4 b) {
  return {(unsigned char)(a.x + b.x), (unsigned char)(a.y + b.y), (unsigned char)(a.z + b.z),
          (unsigned char)(a.w + b.w)};
}

__device__ inline void operator^=(byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}

// A postfix increment: its clone is passed the 0 that marks it postfix.
__device__ inline byte4 operator++(byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}

__global__ void mix(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] ^= key[threadIdx.x];
  byte4 r = tile[threadIdx.x] + key[i];
  r ^= in[i];
  out[i] = r++ + r;
  out[i + 1] ^= key[i];
}
