// status: ok
__device__ float halve__mem(float v) { return lim::fold<float>(v); }
__global__ void damp__mem(const float *in, float *out, double *wide, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  float y = lim::fold<decltype(2.0 * x + 1.0)>(x);              // initializes a float: suffixed
  y = lim::fold<decltype(y)>(y);                            // a compound assignment to a float: suffixed
  if (x > 0.25)                         // compared with a float: suffixed
    y = lim::fold<decltype(y)>(y, x < 0.0 ? lim::fold<decltype(-x)>(x) : 1.5); // through ?: and its condition: suffixed
  float z = 0.1;                        // no arithmetic: left as written
  z = lim::fold<decltype(z)>(z, x, x);   // math functions with float overloads: suffixed
  wide[i] = lim::fold<decltype(wide[i])>(x);                    // its value stored as a double: kept, and said
  wide[n + i] = lim::fold<decltype(wide[n + i])>(x);           // a math function's double value stored: kept, and said
  out[i] = lim::fold<decltype(out[i])>(halve__mem(y), z);
}
