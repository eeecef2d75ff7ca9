// status: ok
__device__ void bump__skeleton(int lim_flag, float &x) { lim::guarded_store(&(x), lim::stored<decltype(x)>(lim_flag), lim_flag); }
__global__ void byReference__skeleton(float *p, int lim_flag) { bump__skeleton(lim_flag, p[threadIdx.x]); }
