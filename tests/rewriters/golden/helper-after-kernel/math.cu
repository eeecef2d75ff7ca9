// status: absent
// reason: line 4: 'scale' is defined after the kernel, where its clones cannot be placed before their use
