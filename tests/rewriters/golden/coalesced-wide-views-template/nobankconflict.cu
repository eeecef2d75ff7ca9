// status: absent
// reason: not applicable: the kernel has no shared array it can lay out anew (a tile with rows of an even number of bank words to pad, a one-dimensional array of more than one row of banks to skew, or dynamic shared memory, used only by subscript: its `extern` array, or a pointer that starts where it starts)
