// status: ok
__device__
    float scaled__mem(float v, float s) { return lim::fold<float>(v, s); 

}
__host__ __device__
    inline float signOf__mem(const float &v) { return lim::fold<float>(v); 

}
__global__ void applySign__mem(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled__mem(signOf__mem(in[i]), s);
}
