// status: ok
static __device__ unsigned char convert__mem(float v) { return lim::fold<unsigned char>(v); 


}
static __device__ float calibrated__mem(float v) { return lim::fold<decltype(v * calibration)>(v, calibration); }
template <class T>
__global__ void quantize__mem(const float *in, T *out, float *scaled, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::fold<decltype(in[i] * 0.5f)>(in[i]);
  out[i] = Quantize<T>::convert__mem(v);
  scaled[i] = Quantize<T>::calibrated__mem(v);
}
