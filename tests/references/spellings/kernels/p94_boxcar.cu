// Spectroscopy: boxcar-smooth a long spectrum (radius 16 channels) before peak
// picking. Classic 1D shared-memory stencil with a halo on each side.

#define SPEC_RADIUS 16
#define SPEC_BLOCK 64
#define SPEC_TILE_CAP 6144   // generous: room for any block size we might try

// launch: block 64, grid n / 64
__global__ void specBoxcarBigTile(const float *in, float *out, int n)
{
    __shared__ float tile[SPEC_TILE_CAP];

    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + SPEC_RADIUS;

    tile[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < SPEC_RADIUS) {
        int left = g - SPEC_RADIUS;
        int right = g + blockDim.x;
        tile[threadIdx.x] = (left >= 0) ? in[left] : 0.0f;
        tile[l + blockDim.x] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();

    if (g < n) {
        float sum = 0.0f;
        for (int k = -SPEC_RADIUS; k <= SPEC_RADIUS; ++k)
            sum += tile[l + k];
        out[g] = sum * (1.0f / (2 * SPEC_RADIUS + 1));
    }
}

// Same stencil with the tile sized to what one block actually uses.
// launch: block 64, grid n / 64
__global__ void specBoxcarFitTile(const float *in, float *out, int n)
{
    __shared__ float tile[SPEC_BLOCK + 2 * SPEC_RADIUS];

    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + SPEC_RADIUS;

    tile[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < SPEC_RADIUS) {
        int left = g - SPEC_RADIUS;
        int right = g + blockDim.x;
        tile[threadIdx.x] = (left >= 0) ? in[left] : 0.0f;
        tile[l + blockDim.x] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();

    if (g < n) {
        float sum = 0.0f;
        for (int k = -SPEC_RADIUS; k <= SPEC_RADIUS; ++k)
            sum += tile[l + k];
        out[g] = sum * (1.0f / (2 * SPEC_RADIUS + 1));
    }
}
