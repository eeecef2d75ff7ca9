// The L2 flush kernel as PTX for the injection library, which runs inside the program with the
// driver API only: compiled by nvcc at build time and embedded (FlushKernelPtx.h).

#include "measure/FlushKernel.cuh"
