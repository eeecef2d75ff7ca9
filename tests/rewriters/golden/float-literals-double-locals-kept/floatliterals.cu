// status: absent
// reason: not applicable: it kept every one it found as written: single-precision-literals what-if: keeps the double literal: the double value of its expression goes on as a double (a double variable, another function's double argument, or beside other double values), where the double may be meant
