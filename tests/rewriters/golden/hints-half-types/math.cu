// status: absent
// reason: line 26: a global store that is not an assignment, increment or decrement cannot be guarded
