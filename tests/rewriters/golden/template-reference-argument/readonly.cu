// status: absent
// reason: not applicable: it kept every one it found as written: read-only-loads what-if: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
