// status: absent
// reason: not applicable: the kernel has no global access written `p[i]` that it could re-index
