// status: ok
__device__ void bump__mem(float &x) { x = lim::fold<decltype(x)>(x); }
__global__ void byReference__mem(float *p) { bump__mem(p[threadIdx.x]); }
