// status: conservative
// reason: line 4: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ void bump__streaming(float &x) { x += 1.0f; }
__global__ void byReference__streaming(float *p) { bump__streaming(p[threadIdx.x]); }
