// status: ok
__device__ float weigh__coalesced(const float *p, int k) { return p[lim::coalesced(p, k)] * 0.5f; }
__global__ void rereads__coalesced(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  out[i] = z * temp[i] + temp[i];
  acc[i] = acc[i] + z * acc[i];
  int j = i;
  out[i] += w[j];
  j += 1;
  out[i] += w[j];
  if (z > 1.0f)
    out[i] += temp[i + 1];
  else
    out[i] -= temp[i + 1];
  out[i] += v[i] * weigh__coalesced(v, i) + v[i];
}
