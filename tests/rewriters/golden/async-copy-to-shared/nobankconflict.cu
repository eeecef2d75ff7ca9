// status: ok
__global__ void stagedScale__nobankconflict(float *out, const float *in, float gain) {
  __shared__ float tile[(256) + ((256) - 1) / 32 * 1];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int i = blockIdx.x * 256 + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[lim::bank_skewed<32, 1>(threadIdx.x)], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  __syncthreads();
  out[i] = tile[lim::bank_skewed<32, 1>(255 - threadIdx.x)] * gain + 0.5f;
  pipe.consumer_release();
}
