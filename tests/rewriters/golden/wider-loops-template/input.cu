// The wider-accesses what-if on a template's loop over a lane's two elements: float2 for floats,
// double2 for doubles, picked by the element's type. The second loop's elements move with the
// template's K, which the one text cannot follow: left as it is.

template <class T, int K>
__global__ void pairs(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T s = 0;
  for (int j = 0; j < 2; j++)
    s += in[2 * i + j];
  for (int j = 0; j < 2; j++)
    s += in[8 * i + j + K];
  out[i] = s;
}
template __global__ void pairs<float, 0>(const float *, float *, int);
template __global__ void pairs<float, 4>(const float *, float *, int);
template __global__ void pairs<double, 0>(const double *, double *, int);
