// The coalesced what-if on members of an array of structs: `p[i].x` of eight-float particles
// lies a struct (32 bytes) from the next lane's, which re-indexing the struct would keep. Its
// own address is coalesced instead (lim::coalesced_at), as the structure-of-arrays layout would
// put the lanes' members: read, stored and updated in place. A struct of a float and an int:
// its float read the same way, but stored by re-indexing the struct (the what-if's float
// values would land on the int), and the whole struct re-indexed as before. Re-indexed by the
// struct too: a member bound to a reference, one of a struct in an array inside a struct,
// and stores into particles one of whose members the kernel reads as an index.

struct Particle {
  float x, y, z, vx, vy, vz, m, q;
};
struct Tagged {
  float w;
  int tag;
};
struct Pair {
  float a, b;
};
struct Slots {
  Pair pairs[2];
  int used;
};

__global__ void advance(Particle *__restrict__ p, const Tagged *__restrict__ t,
                        Tagged *__restrict__ u, float *__restrict__ out, Slots *__restrict__ s,
                        Particle *__restrict__ c, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x += p[i].vx * dt;
  p[i].y = p[i].y + p[i].vy * dt;
  out[i] = t[i].w * p[i].m;
  u[i].w = dt;
  const Tagged copy = t[n - 1 - i];
  u[n - 1 - i] = copy;
  float &charge = p[i].q;
  charge *= 2.0f;
  s[i].pairs[1].a = dt;
  c[i].x = dt;
  out[(int)c[i].m] = 1.0f;
}
