// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (it leaves the kernel or jumps from inside the branch)
