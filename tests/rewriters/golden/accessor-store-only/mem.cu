// status: conservative
// reason: line 14: 'operator()' (an accessor returning a reference or pointer into the memory its object points to) is kept as is in every variant; the access it names is in no variant's model
__global__ void fillRows__mem(Rows<float> a, long cols, float v) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  for (long c = 0; c < cols; ++c)
    a(row, c) = v;
}
