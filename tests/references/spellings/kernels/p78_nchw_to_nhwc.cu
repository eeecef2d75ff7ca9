// Activation layout conversion NCHW -> NHWC (e.g. before a channels-last conv).
// One block handles a 32 (pixels) x 32 (channels) patch of one image; blockIdx.z = image.
#include <cstdint>

#define NCHW_AT(img, ch, px) ((((int64_t)(img)) * channels + (ch)) * hw + (px))
#define NHWC_AT(img, px, ch) ((((int64_t)(img)) * hw + (px)) * channels + (ch))

constexpr int PATCH = 32;

// Straightforward version: thread x walks pixels, so the read of src is contiguous,
// but the write to dst jumps by `channels` floats between neighbouring threads.
__global__ void nchwToNhwcNaive(const float* __restrict__ src, float* __restrict__ dst,
                                int channels, int hw)
{
    const int px = blockIdx.x * PATCH + threadIdx.x;
    const int img = blockIdx.z;
    const int cEnd = blockIdx.y * PATCH + PATCH;
    for (int ch = blockIdx.y * PATCH + threadIdx.y; ch < cEnd; ch += blockDim.y) {
        dst[NHWC_AT(img, px, ch)] = src[NCHW_AT(img, ch, px)];
    }
}

// Staged through a padded shared patch so both the read and the write are row-contiguous.
__global__ void nchwToNhwcStaged(const float* __restrict__ src, float* __restrict__ dst,
                                 int channels, int hw)
{
    extern __shared__ unsigned char smem[];
    auto patch = reinterpret_cast<float (*)[PATCH + 1]>(smem);

    const int px0 = blockIdx.x * PATCH;
    const int ch0 = blockIdx.y * PATCH;
    const int img = blockIdx.z;

    for (int dc = threadIdx.y; dc < PATCH; dc += blockDim.y)
        patch[dc][threadIdx.x] = src[NCHW_AT(img, ch0 + dc, px0 + threadIdx.x)];
    __syncthreads();
    for (int dp = threadIdx.y; dp < PATCH; dp += blockDim.y)
        dst[NHWC_AT(img, px0 + dp, ch0 + threadIdx.x)] = patch[threadIdx.x][dp];
}
