// status: absent
// reason: not applicable: it kept every one it found as written: shared-occupancy what-if: keeps the size of dynamic shared memory ('words', 'typed': reached through names of different element types, which one new layout cannot serve)
