// Methods are cloned like functions where their object plays no part of its own: static
// methods (of a plain class, of a class template, defined in the class or below it), a
// method whose body never names `this`, and a method that only reads the fields of an object
// held in the caller's registers (a local, a by-value parameter): those fields are values, a
// loaded one carried on, a structural one (a stride) kept with the addresses it decides.
struct Gain {
  float factor;
  __device__ float scaled(float v) const { return v * factor; }
};

struct Pair {
  float a, b;
  __device__ float sum() { return a + b; }
  __device__ float mean() { return sum() * 0.5f; }
};

struct Layout {
  int stride;
  __device__ int at(int row, int col) const { return row * stride + col; }
};

struct Ops {
  __device__ static float load(const float *p, int i) { return p[i]; }
  __device__ static void store(float *p, int i, float v);
  __device__ float twice(float v) const { return v + v; }
};

__device__ void Ops::store(float *p, int i, float v) { p[i] = v; }

template <int Width> struct Tile {
  __device__ static int index(int i) { return i * Width; }
  __device__ static float cube(float v) { return v * v * v; }
};

__global__ void methods(const float *in, float *out, Gain g, Layout layout) {
  int i = threadIdx.x;
  Ops ops;
  float v = Ops::load(in, Tile<2>::index(i));
  Pair p;
  p.a = in[layout.at(i, 1)];
  p.b = v;
  Ops::store(out, i, g.scaled(ops.twice(Tile<2>::cube(p.mean()))));
}
