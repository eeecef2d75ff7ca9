// status: ok
__global__ void scale4__skeleton(const float *__restrict__ in, float *__restrict__ out, float s, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = lim::opaque_at<decltype(reinterpret_cast<const float4 *>(in)[i])>(lim_flag, 151u, (i));
  float w = lim::opaque<decltype(__ldg(in + 4 * i))>(lim_flag, 204u, in + 4 * i);
  lim::guarded_store(&(reinterpret_cast<float4 *>(out)[i]), lim::stored<decltype(reinterpret_cast<float4 *>(out)[i])>(lim_flag), lim_flag);
}
