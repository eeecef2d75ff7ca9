// status: conservative
// reason: line 4: inline asm that may access memory is kept as is
__global__ void streamingStore__mem(const float *in, float *out) {
  int i = threadIdx.x;
  float v = lim::fold<decltype(in[i] * 3.0f)>(in[i]);
  asm volatile("st.global.cs.f32 [%0], %1;" ::"l"(out + i), "f"(v) : "memory");
}
