// status: absent
// reason: not applicable: it kept every one it found as written: no-divergence what-if: keeps the lanes of a branch on a stride of the thread index (its else-if chain does not pick distinct residues of one constant stride of the same value (not a template's argument), each test its if's whole condition, so its arms cannot take runs of threads)
