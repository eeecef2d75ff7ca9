// status: absent
// reason: line 11: a global store that is not an assignment, increment or decrement cannot be guarded
