// status: absent
// reason: not applicable: the kernel has no global access that a cache hint could take
