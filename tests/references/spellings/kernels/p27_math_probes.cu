// Category 6: slow from precise math.
#include <cuda_runtime.h>
#include <math.h>

// (a) Gaussian weights with pow and exp on floats and double literals (double pow, double exp).
__global__ void gaussPow(const float *__restrict__ x, float *__restrict__ w, float mu, float sigma,
                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float d = x[i] - mu;
    w[i] = exp(-pow(d, 2.0) / (2.0 * sigma * sigma)) / (sigma * sqrt(2.0 * 3.14159265358979));
  }
}

__global__ void gaussFast(const float *__restrict__ x, float *__restrict__ w, float mu, float sigma,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float d = x[i] - mu;
    w[i] = __expf(-(d * d) / (2.0f * sigma * sigma)) * (0.39894228f / sigma);
  }
}

// (b) GELU, tanh form, written with double literals and tanh() of a float expression.
__global__ void geluDoubleLits(const float *__restrict__ in, float *__restrict__ out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float x = in[i];
    float c = 0.7978845608 * (x + 0.044715 * x * x * x);
    out[i] = 0.5 * x * (1.0 + tanh(c));
  }
}

__global__ void geluFloatLits(const float *__restrict__ in, float *__restrict__ out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float x = in[i];
    float c = 0.7978845608f * (x + 0.044715f * x * x * x);
    out[i] = 0.5f * x * (1.0f + tanhf(c));
  }
}

// (c) many sinf/cosf/expf per element (oscillator bank), fix with intrinsics.
__global__ void oscBankPrecise(const float *__restrict__ t, float *__restrict__ y, int n, int K) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float tt = t[i], acc = 0.0f;
  for (int k = 1; k <= K; ++k) {
    float ph = 6.2831853f * k * tt;
    acc += expf(-0.01f * k * tt) * (sinf(ph) + 0.5f * cosf(3.0f * ph));
  }
  y[i] = acc;
}

__global__ void oscBankFast(const float *__restrict__ t, float *__restrict__ y, int n, int K) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float tt = t[i], acc = 0.0f;
  for (int k = 1; k <= K; ++k) {
    float ph = 6.2831853f * k * tt;
    acc += __expf(-0.01f * k * tt) * (__sinf(ph) + 0.5f * __cosf(3.0f * ph));
  }
  y[i] = acc;
}

// (d) normalise 3-vectors: sqrt then three divides (SoA); fix rsqrtf and multiplies.
__global__ void normalizeSqrtDiv(float *__restrict__ vx, float *__restrict__ vy,
                                 float *__restrict__ vz, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = vx[i], y = vy[i], z = vz[i];
    float len = sqrt(x * x + y * y + z * z);
    vx[i] = x / len;
    vy[i] = y / len;
    vz[i] = z / len;
  }
}

__global__ void normalizeRsqrt(float *__restrict__ vx, float *__restrict__ vy,
                               float *__restrict__ vz, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = vx[i], y = vy[i], z = vz[i];
    float inv = rsqrtf(x * x + y * y + z * z);
    vx[i] = x * inv;
    vy[i] = y * inv;
    vz[i] = z * inv;
  }
}

// (e) erf and log1p per term (log-normal CDF-like series); fix: __logf-based and fewer calls.
__global__ void erfLog1pSeries(const float *__restrict__ a, float *__restrict__ r, int n, int terms) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = a[i], s = 0.f;
    for (int k = 0; k < terms; ++k) {
      s += erff(v * 0.1f * k) * log1pf(v + k);
    }
    r[i] = s;
  }
}

__global__ void erfLogSeriesFast(const float *__restrict__ a, float *__restrict__ r, int n, int terms) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = a[i], s = 0.f;
    for (int k = 0; k < terms; ++k) {
      s += erff(v * 0.1f * k) * __logf(1.0f + v + k);
    }
    r[i] = s;
  }
}

// (f) double-literal accumulation via pow(x, 1.5) with an int exponent loop variable cast.
__global__ void powIntLoop(const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], s = 0.0f;
    for (int k = 1; k <= 16; ++k)
      s += pow(v, k * 0.25) / k;
    y[i] = s;
  }
}

__global__ void powIntLoopFast(const float *__restrict__ x, float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], s = 0.0f;
    for (int k = 1; k <= 16; ++k)
      s += __powf(v, k * 0.25f) / k;
    y[i] = s;
  }
}
