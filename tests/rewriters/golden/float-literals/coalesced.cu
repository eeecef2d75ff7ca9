// status: conservative
// reason: line 9: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ float halve__coalesced(float v) { return v * 0.5; }
__global__ void damp__coalesced(const float *in, float *out, double *wide, int n) {
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
  wide[lim::coalesced_index_linear(i, 1)] = x * 0.5;                    // its value stored as a double: kept, and said
  wide[lim::coalesced_index_linear(n + i, 1)] = log(x + 1.0);           // a math function's double value stored: kept, and said
  out[lim::coalesced_index_linear(i, 1)] = halve__coalesced(y) + z;
}
