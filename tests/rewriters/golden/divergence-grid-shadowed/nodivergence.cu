// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the grid's index (the thread index its sum holds is named again by another declaration)
