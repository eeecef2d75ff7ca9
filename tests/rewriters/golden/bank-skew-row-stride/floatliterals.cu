// status: absent
// reason: not applicable: the kernel has no unsuffixed floating literal that turns single-precision arithmetic into double (`x * 0.5` with x a float, its value going back to a float), nor a double local that holds float data (`double s = 0; s += x[i];`, its value going back to a float), nor `pow(x, 2)` of a float and an integer, which nvcc computes in double
