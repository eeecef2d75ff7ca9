// status: absent
// reason: not applicable: it kept every one it found as written: streaming what-if: keeps a store an accessor's operator names as written (the operator stays as it is, its access in no model)
