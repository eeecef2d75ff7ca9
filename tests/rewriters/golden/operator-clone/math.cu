// status: absent
// reason: line 38: a global store that is not an assignment, increment or decrement cannot be guarded
