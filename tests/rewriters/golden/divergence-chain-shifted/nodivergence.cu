// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (an arm indexes memory at the tested index shifted by a constant or by the test's own values (`s[t - 1]`, `s[lane - d]`), which the test kept in bounds for the threads it picked, not for those that take the arm in the split)
