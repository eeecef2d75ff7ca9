// p127: float polynomial / rational evaluation written with unsuffixed literals.
// SLOW: rationalDoubleLit: `1.0`, `0.5`, `2.0` ... are double, so every Horner step is
//       promoted to FP64 (cvt.f64.f32, DFMA, a double-precision divide) and converted back.
//       polyDoubleVar: the accumulator itself is declared `double` (double vs float).
// FIX:  rationalFloatLit: the same with `1.0f`, `0.5f` ... all FP32.
//       Expected what-if: floatliterals.
__global__ void rationalDoubleLit(const float * __restrict__ x, float * __restrict__ y,
                                  unsigned int n, unsigned int rounds)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float acc = 0.0;
        for (unsigned int r = 0; r < rounds; r++) {
            float p = 1.0 + v * (0.5 + v * (0.1666667 + v * (0.0416667 + v * 0.0083333)));
            float q = 1.0 + 0.25 * v * v;
            acc = acc * 0.75 + p / q;
            v = v * 0.9 + 0.01;
        }
        y[i] = acc;
    }
}

__global__ void polyDoubleVar(const float * __restrict__ x, float * __restrict__ y,
                              unsigned int n, unsigned int rounds)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double v = x[i];
        double acc = 0.0;
        for (unsigned int r = 0; r < rounds; r++) {
            double p = 1.0 + v * (0.5 + v * (0.1666667 + v * (0.0416667 + v * 0.0083333)));
            acc = acc * 0.75 + p;
            v = v * 0.9 + 0.01;
        }
        y[i] = (float)acc;
    }
}

__global__ void rationalFloatLit(const float * __restrict__ x, float * __restrict__ y,
                                 unsigned int n, unsigned int rounds)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float acc = 0.0f;
        for (unsigned int r = 0; r < rounds; r++) {
            float p = 1.0f + v * (0.5f + v * (0.1666667f + v * (0.0416667f + v * 0.0083333f)));
            float q = 1.0f + 0.25f * v * v;
            acc = acc * 0.75f + p / q;
            v = v * 0.9f + 0.01f;
        }
        y[i] = acc;
    }
}

// Extra spelling: double math calls in float code (pow(v, 2.0), sqrt(...), exp(-v*v/2.0)).
__global__ void gaussDoubleCalls(const float * __restrict__ x, float * __restrict__ y,
                                 unsigned int n, unsigned int rounds)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float acc = 0.0f;
        for (unsigned int r = 0; r < rounds; r++) {
            acc += exp(-pow(v, 2.0) / 2.0) / sqrt(2.0 * 3.14159265358979);
            v = v * 0.9f + 0.01f;
        }
        y[i] = acc;
    }
}
