// status: conservative
// reason: line 18: the arithmetic inside 'operator float' (a method, operator, functor, lambda or function that is not __device__) is kept
// reason: line 18: the arithmetic inside 'operator unsigned int' (a method, operator, functor, lambda or function that is not __device__) is kept
__device__ int value__mem() const { return d; }
__global__ void quotients__mem(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::fold<decltype(out[i])>(in[i], in[i], div.value__mem());
  scaled[i] = lim::fold<decltype(scaled[i])>(in[i]);
}
