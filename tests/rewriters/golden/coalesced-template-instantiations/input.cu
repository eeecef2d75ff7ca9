// The coalesced what-if in a template kernel of several instantiations, whose one text serves
// them all: a loop's warp shift is taken before the loop where every instantiation takes the
// same text, in each of <float, 8>, <double, 8> and <float, 4>: the store's runs, which end at
// the last value of a step that is 8 in two and 4 in the third, the step written as the
// template's argument `ROWS`. The read and the last store, lanes one element apart in every
// instantiation, are kept. Where they differ (a lane stride of ROWS, 8 or 4, a number in the
// run's text), each access is re-indexed on its own.

template <typename T, int TILE, int ROWS>
__global__ void transposeRowsT(T *out, const T *in, int w, int h) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * h + (y + j)] = in[(y + j) * w + x];
  T edge = 0;
  for (int k = 0; k < 2; ++k)
    edge += in[threadIdx.x * ROWS + k];
  out[w * h + x] = edge;
}

template __global__ void transposeRowsT<float, 32, 8>(float *, const float *, int, int);
template __global__ void transposeRowsT<double, 32, 8>(double *, const double *, int, int);
template __global__ void transposeRowsT<float, 32, 4>(float *, const float *, int, int);
