// status: absent
// reason: not applicable: it kept every one it found as written: no-barriers what-if: keeps every block barrier: one it cannot remove (in inline assembly, or a named barrier whose operands change something) may wait for the arrivals of the others, and without them the block would hang
