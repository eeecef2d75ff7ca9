// Held-out-style precise-math kernels (2026-12).
#include <cuda_runtime.h>
#include <math.h>

// (a) all-pairs gravity through a shared tile of float4 bodies (w the mass), the inverse
// cube written mass / powf(r2, 1.5f). Fix: rsqrtf and multiplies.
__global__ void nbodyPowf(const float4 *pos, float4 *accel, int n, float eps2) {
  extern __shared__ float4 shPos[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int tile = 0; tile < n; tile += blockDim.x) {
    shPos[threadIdx.x] = pos[tile + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k) {
      const float4 o = shPos[k];
      const float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      const float r2 = dx * dx + dy * dy + dz * dz + eps2;
      const float s = o.w / powf(r2, 1.5f);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  accel[i] = make_float4(ax, ay, az, 0.0f);
}

__global__ void nbodyRsqrt(const float4 *pos, float4 *accel, int n, float eps2) {
  extern __shared__ float4 shPos[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int tile = 0; tile < n; tile += blockDim.x) {
    shPos[threadIdx.x] = pos[tile + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k) {
      const float4 o = shPos[k];
      const float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      const float r2 = dx * dx + dy * dy + dz * dz + eps2;
      const float inv = rsqrtf(r2);
      const float s = o.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  accel[i] = make_float4(ax, ay, az, 0.0f);
}

// (b) an iterated logistic map in float written with double literals: `r * x * (1.0 - x)`
// assigned back to a float, a conditional accumulation `acc += x > 0.5 ? x - 0.5 : 0.25 * x`.
// Fix: float literals.
__global__ void logisticDoubleLits(const float *__restrict__ x0, float *__restrict__ out, float r,
                                   int iters, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = x0[i];
  float acc = 0.0f;
  for (int k = 0; k < iters; ++k) {
    x = r * x * (1.0 - x);
    acc += x > 0.5 ? x - 0.5 : 0.25 * x;
  }
  out[i] = acc / iters;
}

__global__ void logisticFloatLits(const float *__restrict__ x0, float *__restrict__ out, float r,
                                  int iters, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = x0[i];
  float acc = 0.0f;
  for (int k = 0; k < iters; ++k) {
    x = r * x * (1.0f - x);
    acc += x > 0.5f ? x - 0.5f : 0.25f * x;
  }
  out[i] = acc / iters;
}

// (c) a continued fraction evaluated bottom-up, one IEEE division a level (grid-stride).
// Fix: __fdividef.
__global__ void contFracDiv(const float *__restrict__ x, float *__restrict__ y, int n, int depth) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    const float v = x[i];
    float f = 1.0f;
    for (int k = depth; k >= 1; --k) f = 1.0f + (k * v) / f;
    y[i] = v / f;
  }
}

__global__ void contFracFdiv(const float *__restrict__ x, float *__restrict__ y, int n, int depth) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    const float v = x[i];
    float f = 1.0f;
    for (int k = depth; k >= 1; --k) f = 1.0f + __fdividef(k * v, f);
    y[i] = __fdividef(v, f);
  }
}

// (d) points rotated by multiples of an angle with sincosf (results through pointers to
// locals), summed. Fix: __sincosf.
__global__ void rotateSincos(const float *__restrict__ theta, const float2 *__restrict__ p,
                             float2 *__restrict__ q, int n, int turns) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float th = theta[i];
    const float2 a = p[i];
    float2 sum = make_float2(0.0f, 0.0f);
    for (int k = 1; k <= turns; ++k) {
      float s, c;
      sincosf(th * k, &s, &c);
      sum.x += c * a.x - s * a.y;
      sum.y += s * a.x + c * a.y;
    }
    q[i] = sum;
  }
}

__global__ void rotateSincosFast(const float *__restrict__ theta, const float2 *__restrict__ p,
                                 float2 *__restrict__ q, int n, int turns) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float th = theta[i];
    const float2 a = p[i];
    float2 sum = make_float2(0.0f, 0.0f);
    for (int k = 1; k <= turns; ++k) {
      float s, c;
      __sincosf(th * k, &s, &c);
      sum.x += c * a.x - s * a.y;
      sum.y += s * a.x + c * a.y;
    }
    q[i] = sum;
  }
}

// (e) k-means assignment: each point's nearest of k centroids (staged in shared memory),
// the distance written sqrt(pow(dx, 2) + pow(dy, 2)) on floats. Fix: the squared distance
// by multiplies (the nearest is the same).
__global__ void kmeansAssignPow(const float *__restrict__ px, const float *__restrict__ py,
                                const float *__restrict__ cx, const float *__restrict__ cy,
                                int *__restrict__ label, int n, int k) {
  __shared__ float scx[256], scy[256];
  for (int c = threadIdx.x; c < k; c += blockDim.x) {
    scx[c] = cx[c];
    scy[c] = cy[c];
  }
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float x = px[i], y = py[i];
  float best = 3.0e38f;
  int arg = 0;
  for (int c = 0; c < k; ++c) {
    const float d = sqrt(pow(x - scx[c], 2) + pow(y - scy[c], 2));
    if (d < best) {
      best = d;
      arg = c;
    }
  }
  label[i] = arg;
}

__global__ void kmeansAssignSq(const float *__restrict__ px, const float *__restrict__ py,
                               const float *__restrict__ cx, const float *__restrict__ cy,
                               int *__restrict__ label, int n, int k) {
  __shared__ float scx[256], scy[256];
  for (int c = threadIdx.x; c < k; c += blockDim.x) {
    scx[c] = cx[c];
    scy[c] = cy[c];
  }
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float x = px[i], y = py[i];
  float best = 3.0e38f;
  int arg = 0;
  for (int c = 0; c < k; ++c) {
    const float dx = x - scx[c], dy = y - scy[c];
    const float d = dx * dx + dy * dy;
    if (d < best) {
      best = d;
      arg = c;
    }
  }
  label[i] = arg;
}
