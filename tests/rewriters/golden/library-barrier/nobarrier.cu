// status: absent
// reason: not applicable: it kept every one it found as written: no-barriers what-if: keeps the barrier that publishes a cuda::barrier's initialization to the block (threads would arrive on an object not yet made)
