// status: ok
__global__ void strides__mem(const float *in, float *out, const int *perm) {
  __shared__ float unit[512];     // s[t], s[t + 256], s[511 - t]: one element apart
  __shared__ float odd[3 * 256];  // s[3 * t]: three words apart, every bank once
  __shared__ float even[2 * 256]; // s[2 * t]: two lanes a bank
  __shared__ double pairs[512];   // 8-byte elements two apart: four words, conflicting
  __shared__ unsigned char bytes[4 * 256]; // 4 bytes apart: a word each lane
  __shared__ unsigned short halves[4 * 256]; // 8 bytes apart: two words, conflicting
  __shared__ float gathered[256]; // an index read from memory: cannot be told
  __shared__ Pair2 vectors[256];  // a pair a lane, moved whole: one element apart
  __shared__ float2 members[256]; // a float2's .x a lane: two words apart, conflicting
  const unsigned t = threadIdx.x;
  const unsigned lane = blockIdx.x * blockDim.x + t;
  unit[t] = in[lane];
  unit[t + 256] = lim::fold<decltype(unit[t + 256])>(in[lane]);
  odd[3 * t] = in[lane];
  even[2 * t] = in[lane];
  pairs[2 * t] = in[lane];
  (void)0;
  (void)0;
  gathered[perm[t]] = in[lane];
  Pair2 w;
  w.x = in[lane];
  w.y = 1.0f;
  vectors[t] = w;
  members[t].x = w.x;
  members[t].y = w.y;
  const Pair2 v = vectors[t];
  __syncthreads();
  out[lane] = lim::fold<decltype(out[lane])>(unit[511 - t], odd[3 * t + 1], even[2 * t + 1], pairs[2 * t], 
bytes[4 * t], halves[4 * t], gathered[t], v.y, 
members[t].x, unit[0]);
 lim::keep_shared(&unit, &odd, &even, &pairs, &bytes, &halves, &gathered, &vectors, &members); }
