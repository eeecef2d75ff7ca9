// p121: work-efficient (Blelloch) exclusive scan per block, GPU Gems 3 ch. 39 style.
// Each block scans `n` = 2 * blockDim.x floats held in extern __shared__ temp[].
// SLOW: prescan: temp[offset*(2*thid+1)-1] etc.; as offset grows the accesses stride by
//       powers of two -> up to 16/32-way bank conflicts in the up-sweep and down-sweep.
// FIX:  prescanPadded: every shared index gets + CONFLICT_FREE_OFFSET(index) (one padding
//       word per 32), shared size n + n/32 floats. Expected what-if: nobankconflict.
#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

__global__ void prescan(float *g_odata, const float *g_idata, unsigned int n)
{
    extern __shared__ float temp[];
    unsigned int thid = threadIdx.x;
    unsigned int offset = 1;
    const float *in = g_idata + blockIdx.x * n;
    float *out = g_odata + blockIdx.x * n;

    temp[2 * thid] = in[2 * thid];
    temp[2 * thid + 1] = in[2 * thid + 1];

    for (unsigned int d = n >> 1; d > 0; d >>= 1) {   // up-sweep
        __syncthreads();
        if (thid < d) {
            unsigned int ai = offset * (2 * thid + 1) - 1;
            unsigned int bi = offset * (2 * thid + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }

    if (thid == 0) temp[n - 1] = 0;

    for (unsigned int d = 1; d < n; d *= 2) {          // down-sweep
        offset >>= 1;
        __syncthreads();
        if (thid < d) {
            unsigned int ai = offset * (2 * thid + 1) - 1;
            unsigned int bi = offset * (2 * thid + 2) - 1;
            float t = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += t;
        }
    }
    __syncthreads();

    out[2 * thid] = temp[2 * thid];
    out[2 * thid + 1] = temp[2 * thid + 1];
}

__global__ void prescanPadded(float *g_odata, const float *g_idata, unsigned int n)
{
    extern __shared__ float temp[];
    unsigned int thid = threadIdx.x;
    unsigned int offset = 1;
    const float *in = g_idata + blockIdx.x * n;
    float *out = g_odata + blockIdx.x * n;

    unsigned int ai = thid;
    unsigned int bi = thid + (n / 2);
    unsigned int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
    unsigned int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
    temp[ai + bankOffsetA] = in[ai];
    temp[bi + bankOffsetB] = in[bi];

    for (unsigned int d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (thid < d) {
            unsigned int a = offset * (2 * thid + 1) - 1;
            unsigned int b = offset * (2 * thid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }

    if (thid == 0) temp[n - 1 + CONFLICT_FREE_OFFSET(n - 1)] = 0;

    for (unsigned int d = 1; d < n; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (thid < d) {
            unsigned int a = offset * (2 * thid + 1) - 1;
            unsigned int b = offset * (2 * thid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            float t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();

    out[ai] = temp[ai + bankOffsetA];
    out[bi] = temp[bi + bankOffsetB];
}
