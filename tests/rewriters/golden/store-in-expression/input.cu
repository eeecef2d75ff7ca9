// A store whose value is used by a call: the call takes a reference to global memory.
__device__ void bump(float &x) { x += 1.0f; }
__global__ void byReference(float *p) { bump(p[threadIdx.x]); }
