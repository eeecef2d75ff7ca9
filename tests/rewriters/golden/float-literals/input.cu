// Single-precision code widened to double by unsuffixed literals: each form the
// single-precision-literals what-if writes with `f`, and those it leaves.
__device__ float halve(float v) { return v * 0.5; } // returned as a float: suffixed

__global__ void damp(const float *in, float *out, double *wide, int n) {
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
  wide[i] = x * 0.5;                    // its value stored as a double: kept, and said
  wide[n + i] = log(x + 1.0);           // a math function's double value stored: kept, and said
  out[i] = halve(y) + z;
}
