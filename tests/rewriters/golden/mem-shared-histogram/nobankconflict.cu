// status: absent
// reason: not applicable: it kept every one it found as written: no-bank-conflicts what-if: keeps the layout of shared array 'bins' (used other than by subscript: passed on, an element's address taken other than for an atomic, a row decayed to a pointer that may leave its row, or a row used whole; or its padding would pass the 48 KiB of static shared memory)
