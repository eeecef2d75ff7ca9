// A row filled through an accessor's call operator that returns a reference into its data
// (`a(row, c) = v`): the store is in no variant's model. The read-only what-if has no read to
// take and says the kernel has none; the streaming and coalesced what-ifs say they kept the
// store the operator names.
template <class T> struct Rows {
  T *data;
  long pitch;
  __device__ T &operator()(long r, long c) const { return data[r * pitch + c]; }
};

__global__ void fillRows(Rows<float> a, long cols, float v) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  for (long c = 0; c < cols; ++c)
    a(row, c) = v;
}
