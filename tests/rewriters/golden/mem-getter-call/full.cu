// status: ok
__global__ void quotients__full(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / static_cast<int>(div) + in[i] % div.value();
  scaled[i] = in[i] * static_cast<float>(div) + static_cast<unsigned>(div);
}
