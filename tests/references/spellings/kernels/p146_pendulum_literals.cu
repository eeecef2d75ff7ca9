// p146: parameter sweep of a damped pendulum (2-D grid: length along x, start angle along y),
// semi-implicit Euler in registers, float state, sin(theta) by its Taylor series, written with
// unsuffixed literals and a #define'd constant as an old course would.
// SLOW: pendulumSweepDbl -- `9.81`, `/ 6.0`, `/ 120.0`, `0.02 *`, `0.5 *` make every step's arithmetic
//                           double (float -> double -> float).
// FIX:  pendulumSweepFlt -- the same literals with an `f`.
// Expected what-if: floatliterals.
#define G_ACCEL 9.81
#define BLOCK_X 16
#define BLOCK_Y 16

__global__ void pendulumSweepDbl(float *finalAngle, float *energy, int nLen, int nAng,
                                 int steps, float dt)
{
    int ix = blockIdx.x * blockDim.x + threadIdx.x;
    int iy = blockIdx.y * blockDim.y + threadIdx.y;
    if (ix >= nLen || iy >= nAng) return;

    float L = 0.5 + 2.0 * ix / nLen;
    float theta = -3.0 + 6.0 * iy / nAng;
    float omega = 0.0f;
    for (int s = 0; s < steps; s++) {
        float t2 = theta * theta;
        float sinT = theta * (1.0 - t2 / 6.0 + t2 * t2 / 120.0);
        float alpha = -(G_ACCEL / L) * sinT - 0.02 * omega;
        omega += alpha * dt;
        theta += omega * dt;
    }
    int idx = iy * nLen + ix;
    finalAngle[idx] = theta;
    energy[idx] = 0.5 * L * L * omega * omega + G_ACCEL * L * (1.0 - cosf(theta)) / 2.0;
}

__global__ void pendulumSweepFlt(float *finalAngle, float *energy, int nLen, int nAng,
                                 int steps, float dt)
{
    int ix = blockIdx.x * blockDim.x + threadIdx.x;
    int iy = blockIdx.y * blockDim.y + threadIdx.y;
    if (ix >= nLen || iy >= nAng) return;

    float L = 0.5f + 2.0f * ix / nLen;
    float theta = -3.0f + 6.0f * iy / nAng;
    float omega = 0.0f;
    for (int s = 0; s < steps; s++) {
        float t2 = theta * theta;
        float sinT = theta * (1.0f - t2 / 6.0f + t2 * t2 / 120.0f);
        float alpha = -(9.81f / L) * sinT - 0.02f * omega;
        omega += alpha * dt;
        theta += omega * dt;
    }
    int idx = iy * nLen + ix;
    finalAngle[idx] = theta;
    energy[idx] = 0.5f * L * L * omega * omega + 9.81f * L * (1.0f - cosf(theta)) / 2.0f;
}
