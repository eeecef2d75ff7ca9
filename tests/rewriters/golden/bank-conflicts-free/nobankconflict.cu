// status: ok
__global__ void strides__nobankconflict(const float *in, float *out, const int *perm) {
  __shared__ float unit[512];     // s[t], s[t + 256], s[511 - t]: one element apart
  __shared__ float odd[3 * 256];  // s[3 * t]: three words apart, every bank once
  __shared__ float even[2 * 256]; // s[2 * t]: two lanes a bank
  __shared__ double pairs[512];   // 8-byte elements two apart: four words, conflicting
  __shared__ unsigned char bytes[4 * 256]; // 4 bytes apart: a word each lane
  __shared__ unsigned short halves[4 * 256]; // 8 bytes apart: two words, conflicting
  __shared__ float gathered[(256) + ((256) - 1) / 32 * 1]; // an index read from memory: cannot be told
  __shared__ Pair2 vectors[256];  // a pair a lane, moved whole: one element apart
  __shared__ float2 members[(256) + ((256) - 1) / 16 * 1]; // a float2's .x a lane: two words apart, conflicting
  const unsigned t = threadIdx.x;
  const unsigned lane = blockIdx.x * blockDim.x + t;
  unit[t] = in[lane];
  unit[t + 256] = in[lane] * 2.0f;
  odd[3 * t] = in[lane];
  even[(t)] = in[lane];
  pairs[(t)] = in[lane];
  bytes[4 * t] = static_cast<unsigned char>(t);
  halves[(t)] = static_cast<unsigned short>(t);
  gathered[lim::bank_skewed<32, 1>(perm[t])] = in[lane];
  Pair2 w;
  w.x = in[lane];
  w.y = 1.0f;
  vectors[t] = w;
  members[lim::bank_skewed<16, 1>(t)].x = w.x;
  members[lim::bank_skewed<16, 1>(t)].y = w.y;
  const Pair2 v = vectors[t];
  __syncthreads();
  out[lane] = unit[511 - t] + odd[3 * t + 1] + even[(t) + (1)] + static_cast<float>(pairs[(t)]) +
              bytes[4 * t] + halves[(t)] + gathered[lim::bank_skewed<32, 1>(t)] + v.y +
              members[lim::bank_skewed<16, 1>(t)].x + unit[0];
}
