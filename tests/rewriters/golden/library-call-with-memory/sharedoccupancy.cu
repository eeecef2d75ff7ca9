// status: absent
// reason: not applicable: the kernel has no static shared array of more than 8 KiB, nor dynamic shared memory, used only by subscript, to fold onto a smaller one; the memory the kernel reaches through calls limiter keeps as written ('curand_init', line 8, and the rest its notes name) is in no variant's model, so such accesses could not be looked at
