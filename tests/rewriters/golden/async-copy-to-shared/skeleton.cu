// status: ok
__global__ void stagedScale__skeleton(float *out, const float *in, float gain, int lim_flag) {
  __shared__ float tile[256];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  (lim::never(lim_flag, lim_flag) ? (void)(cuda::memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float), pipe)) : void());
  pipe.producer_commit();
  pipe.consumer_wait();
  __syncthreads();
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  pipe.consumer_release();
}
