// status: ok
__device__ void bump__math(int lim_flag, float &x) { lim::guarded_store(&(x), lim::opaque<decltype(x)>(lim_flag, 273u, &(x)) + (1.0f), lim_flag); }
__global__ void byReference__math(float *p, int lim_flag) { bump__math(lim_flag, p[threadIdx.x]); }
