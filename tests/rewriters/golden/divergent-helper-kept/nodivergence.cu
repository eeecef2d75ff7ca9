// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (its body reads a per-thread value from before it, and its condition holds more than the stride test)
