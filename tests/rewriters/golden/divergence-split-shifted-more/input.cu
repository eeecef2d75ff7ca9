// Splits on the thread index's parity whose arms read the grid's index shifted in ways the
// shift check follows: a pointer set at the thread's element and read one before it
// (`p = &in[i]; p[-1]`), an index local changed after it is set (`j = i; j -= 1`), a helper
// handed the array and the index (`before(in, i)`), and a local struct's member set off it
// (`place.at = i - 1`), the last three unfollowed: each branch stays as written, and the
// what-if says why. The last branch reads the same elements
// in both arms (`in[i + n]`, every thread read it in full) and a thread's own two slots
// (`out[2 * i + 1]`): no shift, and it is split.
__device__ float before(const float *v, int j) { return v[j - 1]; }

__global__ void shiftedArms(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = p[-1];
  else
    x = p[0];
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x += in[j];
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before(in, i);
  else
    x -= 1.0f;
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x += in[place.at];
  else
    x += 2.0f;
  if (t % 2 == 0)
    out[2 * i + 1] = x + in[i + n];
  else
    out[2 * i] = x - in[i + n];
}
