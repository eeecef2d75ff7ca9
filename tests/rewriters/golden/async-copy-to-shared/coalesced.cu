// status: conservative
// reason: line 12: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void stagedScale__coalesced(float *out, const float *in, float gain) {
  __shared__ float tile[256];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  __syncthreads();
  out[lim::coalesced_index_linear(i, 1)] = tile[255 - threadIdx.x] * gain + 0.5f;
  pipe.consumer_release();
}
