// Reads of one element in one statement with no store between them: nvcc reads it once,
// whatever the pointer, and the cache-hint what-ifs read it once, hinted, into a local
// declared before the statement (in braces with it where it is an unbraced body). Not
// merged: a statement that stores between the reads (q[i] assigned inside), or calls a
// function handed a pointer (scale), or indexes by a variable it changes (k++).
__device__ float scale(float *p, float x) { return x * p[0]; }

struct Point {
  float x, y;
};

__global__ void distances(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = (cx - pts[i].x) * (cx - pts[i].x) + (cx - pts[i].y) * (cx - pts[i].y);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += p[k] * p[k];
  {
    const float t = p[i] * p[i] + 1.0f;
    d[i + 1] = t;
  }
  q[i + 2] = p[i] + (q[i] = 1.0f) + p[i];
  q[i + 3] = p[i] + scale(q, 2.0f) + p[i];
  int k = i;
  q[i + 4] = p[k] + p[k++] + s;
}
