// status: ok
template <class T, int K>
__global__ void pairs__coalesced(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T s = 0;
  const auto lim_shift_469 = lim::coalesced_runs_linear((2 * i), 2, (0), (2)); for (int j = 0; j < 2; j++)
    s += in[(2 * i + j) + lim_shift_469.at((j))];
  const auto lim_shift_523 = lim::coalesced_runs_linear((8 * i), 8, (0), (2)); for (int j = 0; j < 2; j++)
    s += in[(8 * i + j + K) + lim_shift_523.at((j))];
  out[i] = s;
}
