// status: absent
// reason: not applicable: the kernel has no shared array it can lay out anew (a tile with rows of an even number of bank words to pad, or a one-dimensional array of more than one row of banks to skew, used only by subscript)
