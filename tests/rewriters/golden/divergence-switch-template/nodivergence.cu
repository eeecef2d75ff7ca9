// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a switch on a remainder of the thread index (its stride or a label is a template's argument, which one text of the split cannot follow in every instantiation)
