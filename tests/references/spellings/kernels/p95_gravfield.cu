// Astrophysics: gravitational acceleration sampled at a grid of probe points
// from a set of point masses (Plummer softening). src[j] = (x, y, z, mass),
// probe[i] = (x, y, z, unused), acc[i] = (ax, ay, az, 0).
// a_i = sum_j m_j * d_ij * (|d_ij|^2 + eps^2)^(-3/2)

// launch: block 256, grid nprobe / 256
__global__ void gravFieldPowPrecise(const float4 *__restrict__ probe,
                                    const float4 *__restrict__ src,
                                    float4 *__restrict__ acc,
                                    int nprobe, int nsrc, float soft2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nprobe) return;

    float4 p = probe[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int j = 0; j < nsrc; ++j) {
        float4 s = src[j];
        float dx = s.x - p.x;
        float dy = s.y - p.y;
        float dz = s.z - p.z;
        float r2 = dx * dx + dy * dy + dz * dz + soft2;
        float w = s.w * powf(r2, -1.5f);
        ax += dx * w;
        ay += dy * w;
        az += dz * w;
    }
    acc[i] = make_float4(ax, ay, az, 0.0f);
}

// Same sum with the hardware-approximate power function.
// launch: block 256, grid nprobe / 256
__global__ void gravFieldPowIntrinsic(const float4 *__restrict__ probe,
                                      const float4 *__restrict__ src,
                                      float4 *__restrict__ acc,
                                      int nprobe, int nsrc, float soft2)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nprobe) return;

    float4 p = probe[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int j = 0; j < nsrc; ++j) {
        float4 s = src[j];
        float dx = s.x - p.x;
        float dy = s.y - p.y;
        float dz = s.z - p.z;
        float r2 = dx * dx + dy * dy + dz * dz + soft2;
        float w = s.w * __powf(r2, -1.5f);
        ax += dx * w;
        ay += dy * w;
        az += dz * w;
    }
    acc[i] = make_float4(ax, ay, az, 0.0f);
}
