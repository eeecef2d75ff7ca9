// status: ok
__device__ void bump__store(int lim_flag, float &x) { x = lim::stored<decltype(x)>(lim_flag); }
__global__ void byReference__store(float *p, int lim_flag) { bump__store(lim_flag, p[threadIdx.x]); }
