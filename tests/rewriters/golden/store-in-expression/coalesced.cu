// status: conservative
// reason: line 4: keeps a global access it cannot re-index (not written `p[i]`, or an intrinsic)
__device__ void bump__coalesced(float &x) { x += 1.0f; }
__global__ void byReference__coalesced(float *p) { bump__coalesced(p[threadIdx.x]); }
