// status: ok
template <class T>
__global__ void quantize__full(const float *in, T *out, float *scaled, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i] * 0.5f;
  out[i] = Quantize<T>::convert(v);
  scaled[i] = Quantize<T>::calibrated(v);
}
