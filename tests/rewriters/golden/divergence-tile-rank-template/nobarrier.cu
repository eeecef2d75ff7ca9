// status: absent
// reason: not applicable: the kernel has no block barriers to remove
