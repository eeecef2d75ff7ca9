// status: absent
// reason: not applicable: the kernel has no global access written `p[i]` that it could re-index, other than ones coalesced already (lanes one element apart, `p[base + threadIdx.x]` or a grid-stride loop's `p[i]`, or one element a warp, `p[warp]`, or the whole block shares)
