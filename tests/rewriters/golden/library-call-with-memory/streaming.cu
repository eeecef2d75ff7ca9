// status: absent
// reason: not applicable: the kernel has no global access that a cache hint could take; the memory the kernel reaches through calls limiter keeps as written ('curand_init', line 8, and the rest its notes name) is in no variant's model, so such accesses could not be looked at
