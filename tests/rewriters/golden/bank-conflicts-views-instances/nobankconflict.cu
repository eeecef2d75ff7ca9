// status: absent
// reason: not applicable: it kept every one it found as written: no-bank-conflicts what-if: keeps the layout of dynamic shared memory ('words', 'typed': reached through names of different element types, which one new layout cannot serve)
