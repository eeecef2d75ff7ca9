// p165: a latency-bound successor walk through a strided index view that inherits its
// pointer and length from a base view, held in a launch-parameters struct (`p.next[q]`, a
// member's operator[]); the result written through a plain output view.
// The launcher in the original code uses 16-thread blocks (a tuning default left from a
// small-problem path): half of every warp idle, 32 blocks a multiprocessor = 512 threads.
// SLOW (chaseViewTiny): launched with 16-thread blocks.
// FIX  (chaseViewWide): the same body launched with 256-thread blocks.
// Expected what-if: blocksize.

struct BaseView {
  const int *data;
  int n;
};

struct StridedIndexView : BaseView {
  int stride;
  __device__ const int &operator[](int i) const { return data[i * stride]; }
};

struct OutView {
  float *data;
  __device__ float &operator[](int i) const { return data[i]; }
};

struct ChaseParams {
  StridedIndexView next;
  OutView out;
  int steps;
};

__global__ void chaseViewTiny(ChaseParams p) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= p.next.n) return;
  int q = t;
  float acc = 0.0f;
  for (int s = 0; s < p.steps; ++s) {
    q = p.next[q];
    acc += static_cast<float>(q & 1023);
  }
  p.out[t] = acc;
}

__global__ void chaseViewWide(ChaseParams p) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= p.next.n) return;
  int q = t;
  float acc = 0.0f;
  for (int s = 0; s < p.steps; ++s) {
    q = p.next[q];
    acc += static_cast<float>(q & 1023);
  }
  p.out[t] = acc;
}
