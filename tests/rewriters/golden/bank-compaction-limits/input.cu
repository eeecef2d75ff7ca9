// Where no bank conflicts takes a strided index's stride out (`q[2 * t]` reads `q[t]`), and
// where it skews instead: a stride or offset of the template's arguments (one text serves
// `<2, 1>` and `<0, 500>`, where t + C would pass the array), an array whose values bound a
// loop (another element would change the work), and an index through a local read inside a
// lambda (its body cannot name the thread index uncaptured).
template <int K, int C>
__global__ void limits(const float *in, const int *lo, const int *hi, const float *data,
                       float *out) {
  __shared__ float s[512];
  __shared__ int r[512];
  __shared__ float q[512];
  const unsigned t = threadIdx.x;
  s[t] = in[t];
  s[t + 256] = in[t + 256];
  r[2 * t] = lo[t];
  r[2 * t + 1] = hi[t];
  q[2 * t] = in[t];
  q[2 * t + 1] = in[t + 1];
  __syncthreads();
  float acc = s[K * t + C] + q[2 * t] * q[2 * t + 1];
  for (int j = r[2 * t]; j < r[2 * t + 1]; ++j)
    acc += data[j];
  const unsigned i = 2 * t;
  auto pair = [i]() { return q[i] + q[i + 1]; };
  out[t] = acc + pair();
}

template __global__ void limits<2, 1>(const float *, const int *, const int *, const float *,
                                      float *);
template __global__ void limits<0, 500>(const float *, const int *, const int *, const float *,
                                        float *);
