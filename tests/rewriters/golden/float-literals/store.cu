// status: ok
__device__ float halve__store(int lim_flag, float v) { return v * 0.5; }
__global__ void damp__store(const float *in, float *out, double *wide, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  float y = 2.0 * x + 1.0;              // initializes a float: suffixed
  y *= 0.75;                            // a compound assignment to a float: suffixed
  if (x > 0.25)                         // compared with a float: suffixed
    y = y / 3.0 - (x < 0.0 ? -x : 1.5); // through ?: and its condition: suffixed
  float z = 0.1;                        // no arithmetic: left as written
  z += exp(-x * 0.5) + sqrt(x * 2.0);   // math functions with float overloads: suffixed
  wide[i] = lim::stored<decltype(wide[i])>(lim_flag);                    // its value stored as a double: kept, and said
  wide[n + i] = lim::stored<decltype(wide[n + i])>(lim_flag);           // a math function's double value stored: kept, and said
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
