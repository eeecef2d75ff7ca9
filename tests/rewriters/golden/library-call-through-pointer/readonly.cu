// status: absent
// reason: not applicable: the kernel has no global load that the read-only path could take: none of data it does not write through the same pointer, of a type with cache hints; the memory the kernel reaches through calls limiter keeps as written ('curand_init', line 10, and the rest its notes name) is in no variant's model, so such accesses could not be looked at
