// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
