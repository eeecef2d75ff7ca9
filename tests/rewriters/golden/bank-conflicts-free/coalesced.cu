// status: conservative
// reason: line 30: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void strides__coalesced(const float *in, float *out, const int *perm) {
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
  const auto lim_run_1_1474 = lim::coalesced_runs_linear((lane), 1, 0, 1); unit[t] = in[(lane) + lim_run_1_1474.at(0)];
  unit[t + 256] = in[(lane) + lim_run_1_1474.at(0)] * 2.0f;
  odd[3 * t] = in[(lane) + lim_run_1_1474.at(0)];
  even[2 * t] = in[(lane) + lim_run_1_1474.at(0)];
  pairs[2 * t] = in[(lane) + lim_run_1_1474.at(0)];
  bytes[4 * t] = static_cast<unsigned char>(t);
  halves[4 * t] = static_cast<unsigned short>(t);
  gathered[perm[t]] = in[(lane) + lim_run_1_1474.at(0)];
  Pair2 w;
  w.x = in[(lane) + lim_run_1_1474.at(0)];
  w.y = 1.0f;
  vectors[t] = w;
  members[t].x = w.x;
  members[t].y = w.y;
  const Pair2 v = vectors[t];
  __syncthreads();
  out[lim::coalesced_index_linear(lane, 1)] = unit[511 - t] + odd[3 * t + 1] + even[2 * t + 1] + static_cast<float>(pairs[2 * t]) +
              bytes[4 * t] + halves[4 * t] + gathered[t] + v.y +
              members[t].x + unit[0];
}
