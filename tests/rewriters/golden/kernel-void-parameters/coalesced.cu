// status: conservative
// reason: line 7: keeps a global access it cannot re-index (not written `p[i]`, or an intrinsic)
__global__ void accumulate__coalesced(void) {
  float x = threadIdx.x * 0.5f;
  atomicAdd(&total, x * x);
}
