// status: absent
// reason: not applicable: the kernel has no shared array of two or more dimensions with rows of an even number of bank words that it can pad (shared memory indexed by hand keeps its layout: its conflicts, if any, come from the index)
