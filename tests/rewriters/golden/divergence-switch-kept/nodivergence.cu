// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a switch on a remainder of the thread index (a case branches or loops on a value of its own thread, so the threads that take it in the split would do other work)
