// status: ok
__device__ void bump__skeleton(int lim_flag, float &x) { x += 1.0f; }
__global__ void byReference__skeleton(float *p, int lim_flag) { lim::guarded_store(&(p[threadIdx.x]), lim::stored<decltype(p[threadIdx.x])>(lim_flag), lim_flag); }
