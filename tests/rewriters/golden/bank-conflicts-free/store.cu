// status: ok
__global__ void strides__store(const float *in, float *out, const int *perm, int lim_flag) {
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
  unit[t] = lim::stored<decltype(unit[t])>(lim_flag);
  unit[t + 256] = lim::stored<decltype(unit[t + 256])>(lim_flag);
  odd[3 * t] = lim::stored<decltype(odd[3 * t])>(lim_flag);
  even[2 * t] = lim::stored<decltype(even[2 * t])>(lim_flag);
  pairs[2 * t] = lim::stored<decltype(pairs[2 * t])>(lim_flag);
  bytes[4 * t] = lim::stored<decltype(bytes[4 * t])>(lim_flag);
  halves[4 * t] = lim::stored<decltype(halves[4 * t])>(lim_flag);
  gathered[perm[t]] = lim::stored<decltype(gathered[perm[t]])>(lim_flag);
  Pair2 w;
  w.x = lim::opaque_at<decltype(in[lane])>(lim_flag, 1746u, (lane));
  w.y = 1.0f;
  vectors[t] = lim::stored<decltype(vectors[t])>(lim_flag);
  members[t].x = lim::stored<decltype(members[t].x)>(lim_flag);
  members[t].y = lim::stored<decltype(members[t].y)>(lim_flag);
  const Pair2 v = vectors[t];
  __syncthreads();
  out[lane] = lim::stored<decltype(out[lane])>(lim_flag)

;
}
