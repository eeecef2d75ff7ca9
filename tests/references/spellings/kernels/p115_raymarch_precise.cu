// p115: sphere-tracing (ray marching) a signed-distance scene, one pixel a thread, float image.
// SLOW (rayMarchPrecise): float code written with unsuffixed double literals (1.0, 0.5, 1e-4,
//   2.0 ...) that promote whole expressions to double, pow(x, 1.5) and exp(-0.08*t*t) with
//   double arguments (double-precision library calls), precise sqrt and IEEE division.
// FIX (rayMarchFast): float literals everywhere, sqrt + divide -> rsqrtf, __expf, __powf,
//   __fdividef (what -use_fast_math would do).  Expected what-if: floatliterals (and fastmath /
//   intrinsics).
#include <cuda_runtime.h>
#include <math.h>

__device__ float sceneSDF(float px, float py, float pz)
{
    float sphere = sqrt(px * px + py * py + pz * pz) - 1.0;         // double subtract
    float plane  = py + 1.5;
    float k = 0.3;
    float h = fmax(k - fabs(sphere - plane), 0.f) / k;               // smooth min
    return fmin(sphere, plane) - h * h * k * 0.25;
}

__global__ void rayMarchPrecise(float* __restrict__ img, int width, int height, float camZ)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= width || py >= height) return;

    float u = (2.0 * px - width) / height;
    float v = (2.0 * py - height) / height;
    float len = sqrt(u * u + v * v + 2.25);
    float dx = u / len, dy = v / len, dz = -1.5 / len;

    float t = 0.0;
    for (int it = 0; it < 96; ++it) {
        float d = sceneSDF(dx * t, dy * t, camZ + dz * t);
        if (d < 1e-4 || t > 20.0) break;
        t += d;
    }
    float x = dx * t, y = dy * t, z = camZ + dz * t;
    // normal by central differences
    const float e = 1e-3;
    float nx = sceneSDF(x + e, y, z) - sceneSDF(x - e, y, z);
    float ny = sceneSDF(x, y + e, z) - sceneSDF(x, y - e, z);
    float nz = sceneSDF(x, y, z + e) - sceneSDF(x, y, z - e);
    float nl = sqrt(nx * nx + ny * ny + nz * nz) + 1e-8;
    float diff = fmax(0.0, (0.577 * nx + 0.577 * ny + 0.577 * nz) / nl);
    float fog = exp(-0.08 * t * t);
    img[(size_t)py * width + px] = pow(diff, 1.5) * fog + 0.1 * (1.0 - fog);
}

__device__ float sceneSDFFast(float px, float py, float pz)
{
    float sphere = sqrtf(px * px + py * py + pz * pz) - 1.0f;
    float plane  = py + 1.5f;
    const float k = 0.3f;
    float h = fmaxf(k - fabsf(sphere - plane), 0.0f) * (1.0f / 0.3f);
    return fminf(sphere, plane) - h * h * k * 0.25f;
}

__global__ void rayMarchFast(float* __restrict__ img, int width, int height, float camZ)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= width || py >= height) return;

    float invH = 1.0f / height;
    float u = (2.0f * px - width) * invH;
    float v = (2.0f * py - height) * invH;
    float il = rsqrtf(u * u + v * v + 2.25f);
    float dx = u * il, dy = v * il, dz = -1.5f * il;

    float t = 0.0f;
    for (int it = 0; it < 96; ++it) {
        float d = sceneSDFFast(dx * t, dy * t, camZ + dz * t);
        if (d < 1e-4f || t > 20.0f) break;
        t += d;
    }
    float x = dx * t, y = dy * t, z = camZ + dz * t;
    const float e = 1e-3f;
    float nx = sceneSDFFast(x + e, y, z) - sceneSDFFast(x - e, y, z);
    float ny = sceneSDFFast(x, y + e, z) - sceneSDFFast(x, y - e, z);
    float nz = sceneSDFFast(x, y, z + e) - sceneSDFFast(x, y, z - e);
    float il2 = rsqrtf(nx * nx + ny * ny + nz * nz + 1e-16f);
    float diff = fmaxf(0.0f, (0.577f * nx + 0.577f * ny + 0.577f * nz) * il2);
    float fog = __expf(-0.08f * t * t);
    img[(size_t)py * width + px] = __powf(diff, 1.5f) * fog + 0.1f * (1.0f - fog);
}
