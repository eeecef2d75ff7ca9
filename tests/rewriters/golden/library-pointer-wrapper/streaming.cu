// status: absent
// reason: not applicable: it kept every one it found as written: streaming what-if: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
