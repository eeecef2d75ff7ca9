// status: conservative
// reason: line 3: a store that is not an assignment keeps its value
__device__ void bump__store(int lim_flag, float &x) { x += 1.0f; }
__global__ void byReference__store(float *p, int lim_flag) { bump__store(lim_flag, p[threadIdx.x]); }
