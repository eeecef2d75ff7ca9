// p145: a procedural texture per pixel (2-D grid, 16 x 16 blocks): a few octaves of
// exponentially damped waves, gamma-encoded with powf, written as a course would.
// SLOW: textureOctavesPrecise -- expf, sinf, powf (full-precision library calls).
// FIX:  textureOctavesFast    -- __expf, __sinf, __powf; divisions and everything else as is.
// Expected what-if: intrinsics (fastmath beside it).
#define BLOCK_SIZE 16
#define OCTAVES 8
#define GAMMA (1.0f / 2.2f)

__global__ void textureOctavesPrecise(float *img, int width, int height, float freq, float decay)
{
    int x = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    int y = blockIdx.y * BLOCK_SIZE + threadIdx.y;
    if (x >= width || y >= height) return;

    float u = x * (1.0f / width);
    float v = y * (1.0f / height);
    float value = 0.0f;
    float amp = 1.0f;
    float f = freq;
#pragma unroll
    for (int o = 0; o < OCTAVES; o++) {
        float r2 = u * u + v * v;
        value += amp * expf(-decay * r2 * f) * sinf(f * (u + 2.0f * v));
        amp *= 0.5f;
        f *= 2.0f;
    }
    value = fabsf(value);
    img[y * width + x] = powf(value, GAMMA);
}

__global__ void textureOctavesFast(float *img, int width, int height, float freq, float decay)
{
    int x = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    int y = blockIdx.y * BLOCK_SIZE + threadIdx.y;
    if (x >= width || y >= height) return;

    float u = x * (1.0f / width);
    float v = y * (1.0f / height);
    float value = 0.0f;
    float amp = 1.0f;
    float f = freq;
#pragma unroll
    for (int o = 0; o < OCTAVES; o++) {
        float r2 = u * u + v * v;
        value += amp * __expf(-decay * r2 * f) * __sinf(f * (u + 2.0f * v));
        amp *= 0.5f;
        f *= 2.0f;
    }
    value = fabsf(value);
    img[y * width + x] = __powf(value, GAMMA);
}
