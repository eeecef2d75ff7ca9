// status: ok
__device__ float halve__math(int lim_flag, float v) { return v * 0.5; }
__global__ void damp__math(const float *in, float *out, double *wide, int n, int lim_flag) {
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
  lim::guarded_store(&(wide[i]), x * 0.5, lim_flag);                    // its value stored as a double: kept, and said
  lim::guarded_store(&(wide[n + i]), log(x + 1.0), lim_flag);           // a math function's double value stored: kept, and said
  lim::guarded_store(&(out[i]), halve__math(lim_flag, y) + z, lim_flag);
}
