// status: absent
// reason: not applicable: it kept every one it found as written: read-only-loads what-if: keeps a read an accessor's operator names as written (the operator stays as it is, its access in no model)
