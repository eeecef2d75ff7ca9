// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (the local holding the thread index is a bool or narrower than 16 bits, so its values are not the block's thread numbers)
