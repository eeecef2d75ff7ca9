// status: conservative
// reason: line 33: re-indexes an access through a local pointer that may differ between the lanes of a warp: where the lanes' pointers differ the run keeps each lane's own element, and the what-if removes less than the cost
// reason: line 34: re-indexes an access through a local pointer that may differ between the lanes of a warp: where the lanes' pointers differ the run keeps each lane's own element, and the what-if removes less than the cost
// reason: line 44: re-indexes an access through a local pointer that may differ between the lanes of a warp: where the lanes' pointers differ the run keeps each lane's own element, and the what-if removes less than the cost
__global__ void rowQuads__coalesced(const float *in, float *out, float *data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *row = in + 4 * i;
  const auto lim_run_1_917 = lim::coalesced_runs_linear((4 * i), 4, 0, 4); const float a = in[((4 * i) + (0)) + lim_run_1_917.at(0)];
  const float b = in[((4 * i) + (1)) + lim_run_1_917.at(1)];
  const float c = in[((4 * i) + (2)) + lim_run_1_917.at(2)];
  const float d = in[((4 * i) + (3)) + lim_run_1_917.at(3)];
  float *dst = &out[4 * i];
  const auto lim_run_1_1033 = lim::coalesced_runs_linear((4 * i), 4, 0, 4); out[((4 * i) + (0)) + lim_run_1_1033.at(0)] = d;
  out[((4 * i) + (1)) + lim_run_1_1033.at(1)] = c;
  out[((4 * i) + (2)) + lim_run_1_1033.at(2)] = b;
  out[((4 * i) + (3)) + lim_run_1_1033.at(3)] = a;
  const float *quad = in + 4 * n + 4 * i; const auto lim_shift_1190 = lim::coalesced_runs_linear((4 * i), 4, (0), (4)); 
  float sum = 0.0f;
  for (int k = 0; k < 4; ++k)
    sum += in[((4 * n) + (4 * i) + (k)) + lim_shift_1190.at((k))];
  const float *skew = &in[8 * n + 4 * i + 1];
  const auto lim_run_1_1264 = lim::coalesced_runs_linear((8 * n) + (4 * i), 4, 1, 3); const float s0 = in[((8 * n + 4 * i + 1) + (0)) + lim_run_1_1264.at(1)];
  const float s1 = in[((8 * n + 4 * i + 1) + (1)) + lim_run_1_1264.at(2)];
  const float *walk = in + 12 * n + 4 * i;
  walk += 4;
  const float w0 = walk[lim::coalesced(walk, 0)];
  const float w1 = walk[lim::coalesced(walk, 1)];
  float *cell = data + 2 * i;
  const auto lim_run_1_1462 = lim::coalesced_runs_linear((2 * i), 2, 0, 2); const float c0 = data[((2 * i) + (0)) + lim_run_1_1462.at(0)];
  data[(2 * i) + lim_run_1_1462.at(0)] = c0 * 2.0f;
  const float c1 = data[((2 * i) + (1)) + lim_run_1_1462.at(1)];
  float *other = out + 8 * n + 8 * i;
  if (n > 5)
    other = data + 4 * n + 4 * i; const auto lim_shift_1818 = lim::coalesced_runs_linear((2 * i), 2, (0), (2)); 
  const float *back = data + 4 * n + 4 * i;
  const auto lim_run_1_1674 = lim::coalesced_runs_linear((4 * n) + (4 * i), 4, 0, 2); const float e0 = data[((4 * n) + (4 * i) + (0)) + lim_run_1_1674.at(0)];
  other[lim::coalesced(other, 1)] = 7.0f;
  const float e1 = data[((4 * n) + (4 * i) + (1)) + lim_run_1_1674.at(1)];
  for (int k = 0; k < 2; ++k) {
    const float *pair = in + 16 * n + 2 * i;
    sum += in[((16 * n) + (2 * i) + (k)) + lim_shift_1818.at((k))];
  }
  data[n + i] = sum + s0 * s1 + w0 * w1 + c1 + e0 * e1;
}
