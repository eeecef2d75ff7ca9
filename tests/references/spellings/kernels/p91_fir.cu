// Multichannel FIR low-pass filter (e.g. for a 64k-element ultrasound array).
// Samples are stored time-major: x[t * nch + ch], so consecutive channels are
// consecutive in memory. One thread filters one channel and keeps its 32-sample
// delay line in shared memory (too big for registers with dynamic indexing).

#define FIR_TAPS 32
#define FIR_BLOCK 128

// Delay line stored per thread: each thread owns a contiguous run of 32 floats.
// launch: block 128, grid nch / 128
__global__ void probeFirDelayPerThreadRow(const float *__restrict__ x,
                                          const float *__restrict__ taps,
                                          float *__restrict__ y,
                                          int nch, int nsamp)
{
    __shared__ float delay[FIR_BLOCK * FIR_TAPS];

    int ch = blockIdx.x * blockDim.x + threadIdx.x;
    if (ch >= nch) return;

    float h[FIR_TAPS];
#pragma unroll
    for (int k = 0; k < FIR_TAPS; ++k) {
        h[k] = taps[k];
        delay[threadIdx.x * FIR_TAPS + k] = 0.0f;
    }

    for (int t = 0; t < nsamp; ++t) {
        int pos = t & (FIR_TAPS - 1);
        delay[threadIdx.x * FIR_TAPS + pos] = x[(size_t)t * nch + ch];
        float acc = 0.0f;
#pragma unroll
        for (int k = 0; k < FIR_TAPS; ++k)
            acc += h[k] * delay[threadIdx.x * FIR_TAPS + ((pos - k) & (FIR_TAPS - 1))];
        y[(size_t)t * nch + ch] = acc;
    }
}

// Same filter, delay line stored slot-major: slot k of all threads is contiguous.
// launch: block 128, grid nch / 128
__global__ void probeFirDelaySlotMajor(const float *__restrict__ x,
                                       const float *__restrict__ taps,
                                       float *__restrict__ y,
                                       int nch, int nsamp)
{
    __shared__ float delay[FIR_TAPS * FIR_BLOCK];

    int ch = blockIdx.x * blockDim.x + threadIdx.x;
    if (ch >= nch) return;

    float h[FIR_TAPS];
#pragma unroll
    for (int k = 0; k < FIR_TAPS; ++k) {
        h[k] = taps[k];
        delay[k * FIR_BLOCK + threadIdx.x] = 0.0f;
    }

    for (int t = 0; t < nsamp; ++t) {
        int pos = t & (FIR_TAPS - 1);
        delay[pos * FIR_BLOCK + threadIdx.x] = x[(size_t)t * nch + ch];
        float acc = 0.0f;
#pragma unroll
        for (int k = 0; k < FIR_TAPS; ++k)
            acc += h[k] * delay[((pos - k) & (FIR_TAPS - 1)) * FIR_BLOCK + threadIdx.x];
        y[(size_t)t * nch + ch] = acc;
    }
}
