// status: absent
// reason: not applicable: it kept every one it found as written: single-precision-literals what-if: keeps the double literal: its expression's value decides a trip count or an address (a loop's condition, an index), which float arithmetic could move by its last bit
