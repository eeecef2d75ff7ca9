// status: absent
// reason: not applicable: it kept every one it found as written: no-bank-conflicts what-if: keeps the layout of dynamic shared memory ('sums', 'view', 'pool': used other than by subscript: passed on, offset by what may change, changed, an element's address taken other than for an atomic)
