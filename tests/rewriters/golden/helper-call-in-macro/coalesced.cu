// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: the call of 'gain' is spelled inside a macro and keeps the original helper
