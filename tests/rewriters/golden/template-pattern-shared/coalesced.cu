// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: keeps an access through a pointer of unknown origin as written (it may be global memory, which the what-if cannot tell)
