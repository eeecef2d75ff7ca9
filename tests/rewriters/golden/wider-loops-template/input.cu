// The wider-accesses what-if on a template's loop over a lane's two elements: float2 for floats,
// double2 for doubles, picked by the element's type.

template <class T>
__global__ void pairs(const T *__restrict__ in, T *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T s = 0;
  for (int j = 0; j < 2; j++)
    s += in[2 * i + j];
  out[i] = s;
}
template __global__ void pairs<float>(const float *, float *, int);
template __global__ void pairs<double>(const double *, double *, int);
