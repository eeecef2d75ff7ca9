// The coalesced what-if in a template kernel of several instantiations, whose one text serves
// them all: a loop's warp shift is taken before the loop where every instantiation takes the
// same text (the read's, `lim::coalesced_shift_linear`, in each of <float, 8>, <double, 8> and
// <float, 4>), and each access is re-indexed on its own where they differ (the store's runs end
// at the last value of a step that is 8 in two and 4 in the third).

template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * h + (y + j)] = in[(y + j) * w + x];
}

template __global__ void transposeRowsT<float, 32, 8>(float *, const float *, int, int);
template __global__ void transposeRowsT<double, 32, 8>(double *, const double *, int, int);
template __global__ void transposeRowsT<float, 32, 4>(float *, const float *, int, int);
