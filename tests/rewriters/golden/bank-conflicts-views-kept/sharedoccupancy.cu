// status: absent
// reason: not applicable: it kept every one it found as written: shared-occupancy what-if: keeps the size of dynamic shared memory ('sums', 'view', 'pool': used other than by subscript: passed on, offset by what may change, changed, an element's address taken other than for an atomic)
