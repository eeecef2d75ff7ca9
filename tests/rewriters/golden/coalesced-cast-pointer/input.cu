// A pointer cast to a wider type and offset, `*((float4 *)row + i)`: the coalesced what-if
// subscripts the cast pointer in parentheses, `((float4 *)row)[...]`, as `[]` binds tighter
// than a cast (written without them, the subscript would index the float pointer).

__global__ void copyRows(const float *in, float *out, int width) {
  const float *src = in + width * blockIdx.x;
  float *row = out + width * blockIdx.x;
  const float4 v = *((const float4 *)src + threadIdx.x);
  *((float4 *)row + threadIdx.x) = v;
}
