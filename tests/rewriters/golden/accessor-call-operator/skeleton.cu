// status: ok
__device__ T &lim_operator_call__skeleton(int lim_flag, long r, long c) const { return lim::opaque_at<decltype(data[r * stride + c])>(lim_flag, 689u, (r * stride + c)); }
__global__ void rowSums__skeleton(const float *in, float *out, long cols, int lim_flag) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  Rows<const float> a(in, cols);
  Pair acc;
  acc[0] = 0.0f;
  acc[1] = 0.0f;
  for (long c = 0; c < cols; ++c)
    acc[c & 1] += (a).lim_operator_call__skeleton(lim_flag, row, c);
  lim::guarded_store(&(out[row]), lim::stored<decltype(out[row])>(lim_flag), lim_flag);
}
