// status: absent
// reason: not applicable: it kept every one it found as written: streaming what-if: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
