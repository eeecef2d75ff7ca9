// status: absent
// reason: not applicable: it kept every one it found as written: shared-occupancy what-if: keeps the size of dynamic shared memory ('view', 'scratchWords': a helper's pointer to it used other than to initialize a pointer that only subscripts it)
