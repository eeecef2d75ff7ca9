// A store made by a helper through a reference to global memory, the only binding of its
// parameter: the clone stores there as the kernel would (store-only a cheap value, math-only
// behind the guard), and the call itself is no access.
__device__ void bump(float &x) { x += 1.0f; }
__global__ void byReference(float *p) { bump(p[threadIdx.x]); }
