// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (the kernel returns, breaks or jumps on a condition of the thread's own within the block, so not every role reaches the branch)
