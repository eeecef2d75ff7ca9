// The what-ifs' device support (namespace lim), placed after the variants' own
// (Prelude.cpp): a removed barrier, bank skews and swizzles, folded shared memory, the
// no-divergence split and the wider accesses' vector types and components (the coalesced
// what-if's runs are PreludeCoalesced.cpp's). Each helper is force-inlined at the cost its
// comment states.

#include "variants/Prelude.h"

namespace limiter {

const char *whatIfPreludeText() {
  return R"cuda(
namespace lim {

/// The no-barriers what-if: where a barrier was, the compiler still may not move or merge
/// memory accesses across (a barrier is also a fence to it), but the threads no longer wait.
__device__ __forceinline__ void barrier_removed() { asm volatile("" ::: "memory"); }
/// The same for a counting barrier: the calling thread's own predicate, as an int.
__device__ __forceinline__ int barrier_removed(int predicate) {
  asm volatile("" ::: "memory");
  return predicate != 0;
}

/// The no-bank-conflicts what-if on a one-dimensional shared array: the place of element e
/// once P elements of padding follow every row of R elements (32 banks), so that lanes at a
/// power-of-two stride of up to a row fall in different banks. Unsigned (a shared index is
/// never negative, and the division by the row is then a shift), and at least as wide as an
/// unsigned int, so that a narrow index type does not wrap.
template <unsigned R, unsigned P, class I>
__device__ __forceinline__ auto bank_skewed(const I e) -> decltype(0u + e) {
  using U = decltype(0u + e);
  const U u = static_cast<U>(e);
  return u + u / R * P;
}
/// The shared-occupancy what-if: row e of a static shared array folded onto its first F rows
/// (F a power of two), as an unsigned int at least, so that a narrow index type does not wrap:
/// the access stays inside the folded array, on the bank it had.
template <unsigned long long F, class I>
__device__ __forceinline__ auto shared_folded(const I e) -> decltype(0u + e) {
  using U = decltype(0u + e);
  return static_cast<U>(e) & static_cast<U>(F - 1);
}
/// The most elements of S bytes, a power of two, that Bytes hold (at least one).
__host__ __device__ constexpr unsigned long long folded_elements(unsigned long long S,
                                                              unsigned long long Bytes) {
  return 2 * S <= Bytes ? 2 * folded_elements(2 * S, Bytes) : 1;
}
/// The shared-occupancy what-if in dynamic shared memory of elements of S bytes (a template's
/// size): element e folded onto the most elements, a power of two, that 8 KiB hold, which
/// `limiter run` launches the what-if with at most.
template <unsigned long long S, class I>
__device__ __forceinline__ auto shared_folded_dynamic_of(const I e) -> decltype(0u + e) {
  return shared_folded<folded_elements(S, 8 * 1024)>(e);
}
/// The same in dynamic shared memory, whose size is the launch's and cannot grow: each whole
/// row of 32 banks (R elements) is permuted within itself instead, its bank index XORed with
/// the row's (P elements a bank), which spreads the same strides over the banks, every element
/// keeping a place of its own. `limiter run` launches this what-if with its dynamic shared
/// memory rounded up to whole rows (128 bytes), so that the last row is whole too. In 32 bits
/// (a shared index is below 2^32): a shift, an AND and an XOR, near the cost of a padded
/// array's index (a 64-bit form with a run-time test for a partial last row cost 20% of a
/// strided reduction's time on the H200, more than its conflicts).
template <unsigned R, unsigned P, unsigned long long S, class I>
__device__ __forceinline__ auto bank_swizzled_dynamic(const I e) -> decltype(0u + e) {
  using U = decltype(0u + e);
  const unsigned row = static_cast<unsigned>(e) / R;
  return static_cast<U>(e) ^ static_cast<U>((row & (S >= 4 ? R - 1 : 31)) * P);
}
/// The same for an element of S bytes where S is a template's (the row and padding derived
/// from it as the rewriter derives them from a known size); an element of another size than
/// 1, 2, 4, 8 or 16 bytes keeps its place.
template <unsigned long long S, class I>
__device__ __forceinline__ auto bank_swizzled_dynamic_of(const I e) -> decltype(0u + e) {
  constexpr bool Sized = S == 1 || S == 2 || S == 4 || S == 8 || S == 16;
  return Sized ? bank_swizzled_dynamic<(Sized ? 128 / S : 1), (S < 4 ? 4 / S : 1), S>(e)
               : static_cast<decltype(0u + e)>(e);
}

/// The no-divergence what-if, for a branch that picked the threads x with x % m == r: whether
/// m and r make a stride (m >= 1, 0 <= r < m), on values the whole block shares.
template <class M, class R> __device__ __forceinline__ bool stride_valid(const M m, const R r) {
  return static_cast<long long>(m) >= 1 && static_cast<long long>(r) >= 0 &&
         static_cast<long long>(r) < static_cast<long long>(m);
}
/// The residue a shifted test `(x + c) % m == r` picks, (r - c) mod m, for a valid m and r
/// (c a constant from 0 to 1024); r itself where they are not, so that stride_valid still says no. A shift below the
/// stride, the usual `+ 1`, takes no division.
/// In r's own type (a residue lies below m), so that the role's minimum stays 32-bit.
template <class M, class R>
__device__ __forceinline__ R stride_residue(const M m, const R r, const long long c) {
  const long long mm = static_cast<long long>(m), rr = static_cast<long long>(r);
  if (!stride_valid(m, r))
    return r;
  if (c < mm)
    return static_cast<R>(rr >= c ? rr - c : rr + mm - c);
  return static_cast<R>(((rr - c) % mm + mm) % mm);
}
/// The residue a test on the grid's index picks, `i % m == r` with i = c + t (c the same in the
/// block: its start, taken as i - t), for a valid m, a power of two (the rewriter proves it, or
/// lim::mask_stride gives one or none): (r - c) mod m in unsigned arithmetic, so that every
/// thread of the block finds the same residue though an unsigned or narrow i wraps (a power
/// of two's residues survive the wrap). A residue of m (no stride: the branch asked as written)
/// where m is none, or for a signed i in a block that starts below zero with r not 0, where
/// C's remainder of a negative i is negative and full picks none of those threads.
template <class M, class R, class I, class T>
__device__ __forceinline__ R stride_residue_grid(const M m, const R r, const I i, const T t) {
  const long long c = static_cast<long long>(i) - static_cast<long long>(t);
  const unsigned long long mm = static_cast<unsigned long long>(m);
  if (!stride_valid(m, r))
    return r;
  if ((mm & (mm - 1)) != 0 || (std::is_signed<I>::value && c < 0 && r != 0))
    return static_cast<R>(m);
  return static_cast<R>((static_cast<unsigned long long>(r) - static_cast<unsigned long long>(c)) &
                        (mm - 1));
}
/// The place of thread x's role, x * m + r (the x-th of the threads the stride picks), where
/// that is a thread of the block's n, and n or more where it is not, for a valid stride. In 32
/// bits with a minimum: past n, only thread 0's role (r) can be a thread of the block, and
/// x * n is n or more for any other (a thread index and n are at most 1024: nothing wraps).
/// One multiply, a minimum and a compare, where a hand-written `2 * d * t < n` is a multiply
/// and a compare.
template <class V> __device__ __forceinline__ unsigned below_or_n(const V v, const unsigned n) {
  // A value of 32 bits or fewer takes a 32-bit minimum: a negative one wraps to 2^32 - |v|,
  // past any n, as its 64-bit sign extension would (on the H200 the 64-bit minimum of an
  // int stride cost a reduction's what-if a fifth of its time against the fix).
  if constexpr (sizeof(V) <= sizeof(unsigned)) {
    const unsigned u = static_cast<unsigned>(v);
    return u < n ? u : n;
  } else {
    const unsigned long long u = static_cast<unsigned long long>(v);
    return static_cast<unsigned>(u < n ? u : n);
  }
}
template <class X, class M, class R>
__device__ __forceinline__ unsigned stride_place(const X x, const M m, const R r, const unsigned n) {
  return static_cast<unsigned>(x) * below_or_n(m, n) + below_or_n(r, n);
}
/// The role thread x plays: its stride_place, or x itself where there is no stride (the
/// branch is then asked as it was).
template <class X, class M, class R>
__device__ __forceinline__ X stride_role(const X x, const M m, const R r, const unsigned n) {
  return stride_valid(m, r) ? static_cast<X>(stride_place(x, m, r, n)) : x;
}
/// Whether thread x's role is a thread of the block's n (the branch's other threads idle).
template <class X, class M, class R>
__device__ __forceinline__ bool stride_covers(const X x, const M m, const R r, const unsigned n) {
  return !stride_valid(m, r) || stride_place(x, m, r, n) < n;
}
/// How many of a row of n threads a valid stride m, r picks (those with `x % m == r`): in 64
/// bits, as a valid m is below 2^63; a constant m divides by a shift or a multiply.
template <class M, class R>
__device__ __forceinline__ unsigned long long stride_count(const M m, const R r, const unsigned n) {
  const unsigned long long mm = static_cast<unsigned long long>(m);
  const unsigned long long r64 = static_cast<unsigned long long>(r);
  const unsigned long long rr = r64 < n ? r64 : n;
  return (n - rr + mm - 1) / mm;
}
/// Whether thread x is one of the block's first threads, as many as stride_count picks of its
/// n: the split of the no-divergence what-if, which hands an arm to whole warps with each
/// thread's own index and values.
template <class X, class M, class R>
__device__ __forceinline__ bool stride_first(const X x, const M m, const R r, const unsigned n) {
  return static_cast<unsigned long long>(x) < stride_count(m, r, n);
}
/// stride_first for a test on threadIdx.x (x), whose rows may be shorter than a warp: each row
/// of the block has stride_count picked threads, and the block's first that many times its
/// rows, in the linear order that makes warps, take the arm. A block has at most 1024
/// threads: in 32 bits.
template <class X, class M, class R>
__device__ __forceinline__ bool stride_first_rows(const X x, const M m, const R r) {
  const unsigned picked = static_cast<unsigned>(stride_count(m, r, blockDim.x));
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + static_cast<unsigned>(x) <
         picked * (blockDim.y * blockDim.z);
}
/// The no-divergence what-if's split of an else-if chain or a switch whose arms each pick one
/// residue of a stride m (`x % m == 0`, `== 1`, ...; `switch (x % m)`): the index of the arm
/// thread x takes, the arms' threads handed to the block's first ones, run after run in the
/// arms' order, each run as long as stride_count(m, r, n) of each of `rows` rows of n threads,
/// x counted in the order that makes warps; the number of arms for the threads past them all
/// (the else's or default's, as many as full sent there). A residue that is none (a grid's
/// index whose residues the block cannot tell) takes no threads. With a constant m each run's
/// end is a shift or a multiply, the same in every thread.
template <class M, class... R>
__device__ __forceinline__ unsigned stride_run(const unsigned long long x, const M m,
                                               const unsigned n, const unsigned rows,
                                               const R... residues) {
  unsigned arm = 0, taken = sizeof...(R);
  unsigned long long end = 0;
  ((end += (stride_valid(m, residues) ? stride_count(m, residues, n) * rows : 0),
    taken = (taken == sizeof...(R) && x < end) ? arm : taken, ++arm),
   ...);
  return taken;
}
/// stride_run for a test on threadIdx.x (x), whose rows may be shorter than a warp: x's place
/// in the block's linear order, each run its residue's count in every row.
template <class X, class M, class... R>
__device__ __forceinline__ unsigned stride_run_rows(const X x, const M m, const R... residues) {
  return stride_run((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x +
                        static_cast<unsigned>(x),
                    m, blockDim.x, blockDim.y * blockDim.z, residues...);
}
/// The case label a switch's split hands the arm-th run (stride_run), or none, a value no
/// label takes, past the last run.
template <class... L>
__device__ __forceinline__ long long stride_case(const unsigned arm, const long long none,
                                                 const L... labels) {
  long long label = none;
  unsigned k = 0;
  ((label = k++ == arm ? static_cast<long long>(labels) : label), ...);
  return label;
}
/// The no-divergence what-if, for a branch that picked the threads whose residue is one of the
/// first k of every m (`x % m < k`, a warp's lower half): whether m and k make such a range
/// (m >= 1, 0 <= k), on values the whole block shares.
template <class M, class K> __device__ __forceinline__ bool range_valid(const M m, const K k) {
  return static_cast<long long>(m) >= 1 && static_cast<long long>(k) >= 0;
}
/// How many of a row of n threads a valid range picks: k (at most m) of every whole m, and of
/// the last part as many as it holds up to k. In 64 bits, as stride_count.
template <class M, class K>
__device__ __forceinline__ unsigned long long range_count(const M m, const K k, const unsigned n) {
  const unsigned long long mm = static_cast<unsigned long long>(m);
  const unsigned long long k64 = static_cast<unsigned long long>(k);
  const unsigned long long kk = k64 < mm ? k64 : mm;
  const unsigned long long rest = n % mm;
  return n / mm * kk + (rest < kk ? rest : kk);
}
/// Whether thread x is one of the block's first threads, as many as range_count picks of its
/// n: the split, as stride_first is for a stride.
template <class X, class M, class K>
__device__ __forceinline__ bool range_first(const X x, const M m, const K k, const unsigned n) {
  return static_cast<unsigned long long>(x) < range_count(m, k, n);
}
/// range_first over a block's rows, as stride_first_rows is.
template <class X, class M, class K>
__device__ __forceinline__ bool range_first_rows(const X x, const M m, const K k) {
  const unsigned picked = static_cast<unsigned>(range_count(m, k, blockDim.x));
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + static_cast<unsigned>(x) <
         picked * (blockDim.y * blockDim.z);
}
/// The stride `(x & k) == 0` picks: k + 1 where that is a power of two, else 0 (no stride:
/// the branch is asked as it was, of the thread itself). In 32 bits for a mask of 32 bits or
/// fewer, so that the role's minimum is a 32-bit one (below_or_n); a mask of all 32 ones
/// picks thread 0 alone and reads 0 (asked as it was), as a negative one does.
template <class K> __device__ __forceinline__ auto mask_stride(const K k) {
  if constexpr (sizeof(K) <= sizeof(unsigned)) {
    const unsigned u = static_cast<unsigned>(k);
    return static_cast<long long>(k) >= 0 && (u & (u + 1)) == 0 ? u + 1 : 0u;
  } else {
    const long long kk = static_cast<long long>(k);
    return kk >= 0 && (kk & (kk + 1)) == 0 ? kk + 1 : 0;
  }
}

/// The wider-accesses what-if in a template whose element type is the instantiation's: the
/// vector type of element E (through decltype, cv and references dropped), picked from the
/// pairs of element and vector type that the instantiations have (`wide_of<decltype(p[0]),
/// float, float4, int, int4>`). An element without a pair fails to compile.
template <class E, class... Pairs> struct wide_pick;
template <class E, class V, class... Pairs> struct wide_pick<E, E, V, Pairs...> {
  using type = V;
};
template <class E, class F, class V, class... Pairs>
struct wide_pick<E, F, V, Pairs...> : wide_pick<E, Pairs...> {};
template <class E, class... Pairs> using wide_of = typename wide_pick<plain_t<E>, Pairs...>::type;

/// The wider-accesses what-if on a loop over a lane's elements: component c of a vector of
/// two or four, as an lvalue (a store fills it). A chain of selects, not an index into the
/// vector's memory: unrolled, c is a constant and the component a register; rolled, the
/// vector still stays in registers.
template <int N> struct parts;
template <> struct parts<2> {
  template <class V> static __device__ __forceinline__ auto &of(V &v, int c) {
    return c == 0 ? v.x : v.y;
  }
};
template <> struct parts<4> {
  template <class V> static __device__ __forceinline__ auto &of(V &v, int c) {
    return c == 0 ? v.x : c == 1 ? v.y : c == 2 ? v.z : v.w;
  }
};
template <class V> __device__ __forceinline__ auto &part(V &v, int c) {
  return parts<sizeof(V) / sizeof(V::x)>::of(v, c);
}
/// The wider-accesses what-if's vector of N 16-bit floating-point elements (CUDA has
/// `__half2` but no vectors of four or eight): aligned to its size, it moves as one 32-, 64-
/// or 128-bit access; element c is a register where c is a constant (an unrolled loop).
template <class T, int N> struct alignas(sizeof(T) * N) packed {
  T e[N];
};
template <class T, int N> __device__ __forceinline__ T &part(packed<T, N> &v, int c) {
  return v.e[c];
}
template <class T, int N>
__device__ __forceinline__ const T &part(const packed<T, N> &v, int c) {
  return v.e[c];
}
/// The same for `__half2` and `__nv_bfloat162`, whose copies the toolkit writes out (an array
/// of them would move element by element): their bits in 32-bit words, copied as one access.
template <class T, int N> struct alignas(sizeof(T) * N) packed_bits {
  unsigned w[sizeof(T) * N / 4];
};
template <class T, int N> __device__ __forceinline__ T &part(packed_bits<T, N> &v, int c) {
  return *reinterpret_cast<T *>(&v.w[c * sizeof(T) / 4]);
}
template <class T, int N>
__device__ __forceinline__ const T &part(const packed_bits<T, N> &v, int c) {
  return *reinterpret_cast<const T *>(&v.w[c * sizeof(T) / 4]);
}

} // namespace lim
)cuda";
}

} // namespace limiter
