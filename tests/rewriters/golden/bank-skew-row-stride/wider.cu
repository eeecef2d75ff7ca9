// status: absent
// reason: not applicable: the kernel has no neighbouring narrow global accesses of a lane to merge (two or four reads, or plain stores, `p[e + c]` of one pointer parameter, or of a row pointer that starts at one, `row = p + e`, in one block, or `p[e + i]` in each iteration of a loop of two or four over i; e a provable multiple of the vector's width)
