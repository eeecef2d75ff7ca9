// A template kernel whose divisor is a plain integer in one instantiation and a class that
// converts to one in another: `x /= d` calls the conversion only in the second, so its text
// cannot call a clone. A conversion that returns its field as it is stays as written, the same
// in every variant; one that computes keeps the originals and says so.
struct Divisor {
  int d;
  __device__ operator int() const { return d; }
};

struct Halved {
  int d;
  __device__ operator int() const { return d / 2 + 1; }
};

template <typename D>
__global__ void divide(int *buf, D d1, D d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = buf[i];
  x /= d1;
  x /= d2;
  buf[i] = x;
}

template __global__ void divide<int>(int *, int, int, int);
template __global__ void divide<Divisor>(int *, Divisor, Divisor, int);
template __global__ void divide<Halved>(int *, Halved, Halved, int);
