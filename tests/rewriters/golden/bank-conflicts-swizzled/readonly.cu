// status: ok
__global__ void swizzles__readonly(const float *in, float *out, int width) {
  __shared__ float swz[32][32];   // written swz[ty][tx ^ ty], read swz[tx][ty ^ tx]: kept
  __shared__ float rot[32][32];   // rot[tx][(tx + ty) % 32]: a rotation, kept
  __shared__ float bad[32][32];   // bad[tx][ty ^ 1]: every lane in one bank, padded
  __shared__ float partner[512];  // partner[t ^ m]: a butterfly, kept
  __shared__ float columns[1024]; // columns[(tx * 32) ^ ty]: one bank, skewed
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int t = ty * 32 + tx;
  const float v = __ldg(&(in[(blockIdx.y * 32 + ty) * width + blockIdx.x * 32 + tx]));
  swz[ty][tx ^ ty] = v;
  rot[tx][(tx + ty) % 32] = v;
  bad[tx][ty ^ 1] = v;
  partner[t % 512] = v;
  columns[(tx * 32) ^ ty] = v;
  __syncthreads();
  float sum = swz[tx][ty ^ tx] + rot[ty][(tx + ty) % 32] + bad[ty][tx];
  for (int m = 16; m > 0; m >>= 1)
    sum += partner[(t ^ m) % 512];
  sum += columns[(ty * 32) ^ tx];
  out[(blockIdx.x * 32 + ty) * width + blockIdx.y * 32 + tx] = sum;
}
