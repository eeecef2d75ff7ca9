// The wider-accesses what-if through real nvcc where elements are narrow or a template's: an
// RGBA8 pixel's four bytes read and written as one 32-bit access each, and a template over its
// element type whose four neighbouring reads become two pairs in each instantiation (float2
// and double2: one text serves both).

__global__ void halveRgba(const unsigned char *__restrict__ img, unsigned char *__restrict__ res) {
  const int p = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  const unsigned r = img[p], g = img[p + 1], b = img[p + 2], a = img[p + 3];
  res[p] = static_cast<unsigned char>(r / 2);
  res[p + 1] = static_cast<unsigned char>(g / 2);
  res[p + 2] = static_cast<unsigned char>(b / 2);
  res[p + 3] = static_cast<unsigned char>(a / 2);
}

template <class T> __global__ void quadProduct(const T *__restrict__ in, T *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const T a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  out[i] = a * b + c * d;
}

template __global__ void quadProduct<float>(const float *, float *);
template __global__ void quadProduct<double>(const double *, double *);
