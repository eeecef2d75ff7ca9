// status: absent
// reason: not applicable: the kernel has no global load that the read-only path could take: none of data it does not write through the same pointer, of a type with cache hints
