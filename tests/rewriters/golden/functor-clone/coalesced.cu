// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: the kernel's instantiations differ here: some call a function limiter clones ('Scale::operator()'), others a function it does not or none; the call keeps the originals
