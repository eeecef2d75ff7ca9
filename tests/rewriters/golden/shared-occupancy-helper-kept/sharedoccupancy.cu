// status: absent
// reason: not applicable: it kept every one it found as written: shared-occupancy what-if: keeps the size of shared array 'a' (used other than by subscript: passed on, an element's address taken other than for an atomic, a row decayed to a pointer that may leave its row, or a row used whole; or its length not a constant of its declaration)
