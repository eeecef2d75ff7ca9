// status: conservative
// reason: line 12: the arithmetic inside 'operator*' (a method, operator, functor, lambda or function that is not __device__) is kept
// reason: line 12: the arithmetic inside 'operator+' (a method, operator, functor, lambda or function that is not __device__) is kept
__global__ void blend__mem(const Pair *left, const Pair *right, Pair *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (left[i] + right[i]) * 0.5f;
}
