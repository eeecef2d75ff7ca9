// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: keeps an access an accessor's operator names as written (the operator stays as it is, its access in no model)
