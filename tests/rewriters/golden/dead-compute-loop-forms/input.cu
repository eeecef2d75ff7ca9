// Loops that only compute, in forms whose text is easy to break or whose writes reach further
// than a variable: a braceless loop under an if with an else (mem-only's fold and store-only's
// and the skeleton's emptied body are completed by the loop's own `;`, so the else stays the
// if's), and a loop that writes through a reference, which store-only and the skeleton keep
// (what a reference is bound to may decide an address, or be memory).

__global__ void forms(const float *in, float *out, int steps, int a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i], acc = 0.0f;
  if (a > 0)
    for (int s = 0; s < steps; ++s)
      acc += sinf(x * s);
  else
    acc = 1.0f;
  float total = 0.0f;
  float &r = total;
  for (int s = 0; s < steps; ++s)
    r += sinf(x * s);
  out[i] = acc + total;
}
