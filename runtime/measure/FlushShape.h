// The launch shape of the L2 flush kernel (FlushKernel.cuh), for the runtime and the injection
// library alike: 8 blocks of 256 threads per multiprocessor.

#pragma once

constexpr int LimiterFlushBlock = 256;
constexpr int LimiterFlushBlocksPerSm = 8;
