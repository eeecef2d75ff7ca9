// status: ok
__global__ void streamingStore__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  float v = in[lim::coalesced_index_linear(i, 1)] * 3.0f;
  asm volatile("st.global.cs.f32 [%0], %1;" ::"l"(out + i), "f"(v) : "memory");
}
