// status: conservative
// reason: line 12: keeps `pow` of a float and an integer, which nvcc computes in double: its value decides a trip count or an address, which float arithmetic could move by its last bit
__global__ void gaussPower__floatliterals(const float *x, float *y, float sigma, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i];
  float s = exp(-pow(v, static_cast<float>(2)) / (2 * sigma * sigma)) / sqrt(2 * 3.14159265f * sigma * sigma);
  const int steps = static_cast<int>(pow(sigma, 3));
  for (int k = 0; k < steps; ++k)
    s += v * k;
  y[i] = s;
}
