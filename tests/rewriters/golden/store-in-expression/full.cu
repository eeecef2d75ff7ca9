// status: ok
__global__ void byReference__full(float *p) { bump(p[threadIdx.x]); }
