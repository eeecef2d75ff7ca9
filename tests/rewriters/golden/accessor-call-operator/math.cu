// status: conservative
// reason: line 26: 'operator()' (an accessor returning a reference or pointer into the memory its object points to) is kept as is in every variant; the access it names is in no variant's model
__global__ void rowSums__math(const float *in, float *out, long cols, int lim_flag) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  Rows<const float> a(in, cols);
  Pair acc;
  acc[0] = 0.0f;
  acc[1] = 0.0f;
  for (long c = 0; c < cols; ++c)
    acc[c & 1] += a(row, c);
  lim::guarded_store(&(out[row]), acc[0] + acc[1], lim_flag);
}
