// Sums of bytes, as an RGBA8 filter takes them: each neighbour's four channels (one uchar4)
// added into four unsigned sums. Mem-only folds each channel into its sum.
__global__ void sumNeighbours(const uchar4 *__restrict__ img, uchar4 *__restrict__ res, int w) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
  unsigned r = 0, g = 0, b = 0, a = 0;
  for (int d = -1; d <= 1; ++d) {
    const uchar4 q = img[x + d * w];
    r += q.x;
    g += q.y;
    b += q.z;
    a += q.w;
  }
  res[x] = make_uchar4(r / 3, g / 3, b / 3, a / 3);
}

// A float folded into a byte (mem-only's fold of the store's value): the load stays 32-bit.
__global__ void quantize(const float *in, unsigned char *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = static_cast<unsigned char>(in[i] * 255.0f);
}

// A 6-byte struct of three shorts, filled from three loads and handed to a helper by value.
struct Short3 {
  short a, b, c;
};
__device__ int spread(Short3 s) { return s.a * s.b - s.c; }
__global__ void spreads(const short *__restrict__ in, int *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  Short3 s;
  s.a = in[3 * i];
  s.b = in[3 * i + 1];
  s.c = in[3 * i + 2];
  out[i] = spread(s);
}

// Signed bytes dequantized four at a time (one char4 a thread, one scale a group), as int8
// inference kernels read them: math-only's value for the load is a char4 whose every byte comes
// from the seed, as an integer's does, so that no channel is a constant nvcc folds into the
// multiply (a pattern of floats had left two bytes 0x3f, and two of the four products one).
__global__ void dequantChar4(const char4 *__restrict__ q, const float *__restrict__ scale,
                             float4 *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const char4 v = q[i];
  const float s = scale[i / 32];
  out[i] = make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
}
