// status: ok
__global__ void mix__full(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] ^= key[threadIdx.x];
  byte4 r = tile[threadIdx.x] + key[i];
  r ^= in[i];
  out[i] = r++ + r;
  out[i + 1] ^= key[i];
}
