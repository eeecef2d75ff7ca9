// The shared-occupancy what-if: the kernel's own shared arrays of more than 8 KiB, used only by
// subscript, fold onto their first rows (a power of two of them, taking 8 KiB and spanning a
// whole number of rows of the 32 banks: 32 rows of 65 floats, 16 of 128 ints), every access of
// the outermost dimension taken modulo those rows; a small array stays as it is, and one whose
// element's address is handed to a helper keeps its size and says so.

__device__ float twice(float *p) { return 2.0f * *p; }

__global__ void staged(const float *in, float *out, int n) {
  __shared__ float stage[6144];
  __shared__ float rows[48][65];
  __shared__ float small[256];
  __shared__ float passed[2560];
  __shared__ int trail[64][128];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    stage[k] = in[(blockIdx.x * 6144 + k) % n];
  rows[t % 48][t / 48] = in[t];
  small[t] = 1.0f;
  passed[t] = 0.5f;
  trail[t % 64][t % 128] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      stage[(t * 37) % 6144] + rows[t / 48][t % 48] + small[255 - t] + twice(&passed[t]) +
      trail[(t + 1) % 64][t % 128];
}
