// status: absent
// reason: not applicable: the kernel has no static shared array of more than 8 KiB, used only by subscript, to fold onto a smaller one
