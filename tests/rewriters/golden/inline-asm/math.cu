// status: conservative
// reason: line 4: inline asm that may access memory is kept as is
__global__ void streamingStore__math(const float *in, float *out, int lim_flag) {
  int i = threadIdx.x;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 97u, (i)) * 3.0f;
  asm volatile("st.global.cs.f32 [%0], %1;" ::"l"(out + i), "f"(v) : "memory");
}
