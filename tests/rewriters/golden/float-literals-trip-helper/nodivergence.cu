// status: absent
// reason: not applicable: the kernel has no branch that picks its threads by a stride of the thread index (`t % m == r`, `(t + c) % m == r` with c a constant, `(t & (m - 1)) == 0`, `t % 2 != 0`, t threadIdx.x, the block's linear thread id or `block.thread_rank()`, or a local holding one; not threadIdx.y alone) whose work it could give to whole warps
