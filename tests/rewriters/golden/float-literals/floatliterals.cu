// status: conservative
// reason: line 16: keeps the double literal: the double value of its expression goes on as a double (a double variable, another function's double argument, or beside other double values), where the double may be meant
// reason: line 17: keeps the double literal: the double value of its expression goes on as a double (a double variable, another function's double argument, or beside other double values), where the double may be meant
__device__ float halve__floatliterals(float v) { return v * 0.5f; }
__global__ void damp__floatliterals(const float *in, float *out, double *wide, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  float y = 2.0f * x + 1.0f;              // initializes a float: suffixed
  y *= 0.75f;                            // a compound assignment to a float: suffixed
  if (x > 0.25f)                         // compared with a float: suffixed
    y = y / 3.0f - (x < 0.0f ? -x : 1.5f); // through ?: and its condition: suffixed
  float z = 0.1;                        // no arithmetic: left as written
  z += exp(-x * 0.5f) + sqrt(x * 2.0f);   // math functions with float overloads: suffixed
  wide[i] = x * 0.5;                    // its value stored as a double: kept, and said
  wide[n + i] = log(x + 1.0);           // a math function's double value stored: kept, and said
  out[i] = halve__floatliterals(y) + z;
}
