// status: absent
// reason: not applicable: the kernel has no static shared array of more than 8 KiB, nor dynamic shared memory, used only by subscript, to fold onto a smaller one
