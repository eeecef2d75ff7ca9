// status: absent
// reason: not applicable: it kept every one it found as written: coalesced what-if: keeps an access through a pointer that differs between the lanes of a warp (a row pointer per lane, `(const float *)((const char *)img + y * pitch)`): lanes whose pointers differ keep their own elements, so the what-if could not coalesce it
