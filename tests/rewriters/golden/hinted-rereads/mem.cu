// status: ok
__device__ float weigh__mem(const float *p, int k) { return lim::fold<decltype(p[k] * 0.5f)>(p[k]); }
__global__ void rereads__mem(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  out[i] = lim::fold<decltype(out[i])>(z, temp[i], temp[i]);
  acc[i] = lim::fold<decltype(acc[i])>(acc[i], z, acc[i]);
  int j = i;
  out[i] = lim::fold<decltype(out[i])>(out[i], w[j]);
  j += 1;
  out[i] = lim::fold<decltype(out[i])>(out[i], w[j]);
  if (z > 1.0f)
    out[i] = lim::fold<decltype(out[i])>(out[i], temp[i + 1]);
  else
    out[i] = lim::fold<decltype(out[i])>(out[i], temp[i + 1]);
  out[i] = lim::fold<decltype(out[i])>(out[i], v[i], weigh__mem(v, i), v[i]);
}
