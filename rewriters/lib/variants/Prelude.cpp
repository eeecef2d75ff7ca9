// The text of the variants' device support (namespace lim): opaque values, folds, guarded and
// kept stores, clone_for; each helper force-inlined at the cost its comment states.

#include "variants/Prelude.h"

namespace limiter {

namespace {

// The device code the variants call. Every helper is force-inlined so that it costs only the
// instructions its comment states. Text, not code: one constant rather than a function.
constexpr const char *PreludeText = R"cuda(// ---- limiter: variant support (generated; see rewriters/lib/variants/Prelude.cpp) ----
#include <cstring>
#include <type_traits>

// The occupancy what-if's module (-DLIMITER_UNBOUNDED): the kernels' launch bounds set aside,
// so that its register cap decides full's registers, as a fix that changes the bounds would.
#ifdef LIMITER_UNBOUNDED
#undef __launch_bounds__
#define __launch_bounds__(...)
#endif

namespace lim {

template <class T> struct plain { using type = T; };
template <class T> struct plain<const T> : plain<T> {};
template <class T> struct plain<volatile T> : plain<T> {};
template <class T> struct plain<const volatile T> : plain<T> {};
template <class T> struct plain<T &> : plain<T> {};
template <class T> struct plain<T &&> : plain<T> {};
template <class T> using plain_t = typename plain<T>::type;

/// The bits of a value: a free register reinterpretation for 1..8-byte values; vectors and
/// structs give the sum of their 32-bit words (one add per word). By value: a reference bound
/// to memory would turn the copy into byte loads and change the access widths.
template <class T> __device__ __forceinline__ unsigned long long bits(const T v) {
  if constexpr (sizeof(T) <= 8) {
    unsigned long long u = 0;
    std::memcpy(&u, &v, sizeof(T));
    return u;
  } else {
    static_assert(sizeof(T) % 4 == 0, "limiter: unsupported value size");
    unsigned w[sizeof(T) / 4];
    std::memcpy(w, &v, sizeof(T));
    unsigned long long s = 0;
    for (unsigned i = 0; i < sizeof(T) / 4; ++i)
      s += w[i];
    return s;
  }
}

template <class T> __device__ __forceinline__ T from_bits(unsigned long long b) {
  T v;
  if constexpr (sizeof(T) <= 8) {
    std::memcpy(&v, &b, sizeof(T));
  } else {
    unsigned w[sizeof(T) / 4];
    for (unsigned i = 0; i < sizeof(T) / 4; ++i)
      w[i] = static_cast<unsigned>(b) + i;
    std::memcpy(&v, w, sizeof(T));
  }
  return v;
}

/// 32 bits that depend on every bit of a value, in 32-bit integer instructions only (a 64-bit
/// multiply or compare costs several): the value itself up to 4 bytes, the two halves XORed
/// for 8, the sum of the 32-bit words beyond.
template <class T> __device__ __forceinline__ unsigned word(const T v) {
  if constexpr (sizeof(T) <= 4) {
    return static_cast<unsigned>(bits(v));
  } else if constexpr (sizeof(T) == 8) {
    const unsigned long long b = bits(v);
    return static_cast<unsigned>(b) ^ static_cast<unsigned>(b >> 32);
  } else {
    static_assert(sizeof(T) % 4 == 0, "limiter: unsupported value size");
    unsigned w[sizeof(T) / 4];
    std::memcpy(w, &v, sizeof(T));
    unsigned s = 0;
    for (unsigned i = 0; i < sizeof(T) / 4; ++i)
      s += w[i];
    return s;
  }
}

/// Memory-only: keeps every leaf value (loads above all) alive at one integer add per leaf,
/// in place of the arithmetic that combined them.
template <class R, class... L> __device__ __forceinline__ plain_t<R> fold(const L... leaves) {
  using T = plain_t<R>;
  constexpr unsigned One = sizeof...(L) == 1 ? 1u : 0u;
  // A fold of one leaf adds 1: it is then not the leaf itself, so that `p[i] = fold(p[i])` is
  // no store of the value just loaded, which the compiler would delete together with the load.
  // Folds of several leaves start at 0: a constant in every link of a chain of folds (a
  // stencil's sum over its neighbours) cost the H200 a third more time on fwd_3D's mem-only.
  if constexpr (sizeof(T) <= 4) {
    // A leaf wider than 4 bytes gives both halves, so that none of it is dead (a struct of two
    // floats loaded from two arrays keeps both loads).
    unsigned acc = (One + ... +
                    static_cast<unsigned>(sizeof(leaves) <= 4
                                              ? bits(leaves)
                                              : bits(leaves) ^ (bits(leaves) >> 32)));
    return from_bits<T>(acc);
  } else {
    unsigned long long acc = (One + ... + bits(leaves));
    return from_bits<T>(acc);
  }
}

/// Memory-only's operator for a group's reduction or scan (`cg::reduce(tile, v, op)`): the
/// values still move between the lanes by the library's shuffles, and each combination is a
/// fold, one integer add, in place of the operator's arithmetic.
struct fold_op {
  template <class T> __device__ __forceinline__ T operator()(const T &a, const T &b) const {
    return fold<T>(a, b);
  }
};

/// The initial value memory-only gives an exclusive scan that had its sum's (cub's
/// `ExclusiveSum(in, out)` -> `ExclusiveScan(in, out, initial_of<decltype(in)>(), fold_op{})`):
/// a value of the scanned type, of the element type for a thread's array of items.
template <class T> struct item { using type = T; };
template <class T, unsigned long N> struct item<T[N]> { using type = T; };
template <class T> __device__ __forceinline__ typename item<plain_t<T>>::type initial_of() {
  return typename item<plain_t<T>>::type{};
}

/// A call through a function-pointer template parameter in a variant calls the variant's clone
/// of the function the instantiation passed: `clone_for<op, &f, &f__mem, &g, &g__mem>()` is
/// `&f__mem` where op is `&f`, decided at compile time (a direct call once inlined).
template <auto V> struct value_tag {};
template <class A, class B> struct same_tag { static constexpr bool value = false; };
template <class A> struct same_tag<A, A> { static constexpr bool value = true; };
template <auto F, auto From, auto To, auto... Rest> __device__ constexpr auto clone_for() {
  if constexpr (same_tag<value_tag<F>, value_tag<From>>::value)
    return To;
  else
    return clone_for<F, Rest...>();
}

/// Memory-only drops the shared reads that only fed arithmetic; with no read left, the
/// compiler would delete the array's stores, and the global loads that feed them. A volatile
/// byte read at an offset from constant memory, behind a test of constant memory (both 0, set
/// by no one), may read any of them, so they stay; it never runs. No inline asm and no escape
/// of a shared address: either makes the compiler give up proving that pointers loaded from
/// global memory point to global memory, and every such access would turn generic.
static __constant__ unsigned keep_flag;
static __constant__ unsigned keep_offset;
template <class... A> __device__ __forceinline__ void keep_shared(const volatile A *...arrays) {
  if (keep_flag != 0u)
    ((void)reinterpret_cast<const volatile char *>(arrays)[keep_offset], ...);
}

/// A value the compiler cannot fold, in a benign range: floats in [1, 2) (no NaN, infinity or
/// denormal), integers of any value, from a seed that depends on
/// the run-time flag (0), the load's site and where it loads (opaque: the address; opaque_at:
/// the index of `p[i]`, which is cheaper in registers), so that no two loads become the same
/// value and no loop-invariant value appears. It costs about three integer instructions.
template <class R> __device__ __forceinline__ plain_t<R> opaque_seeded(unsigned seed);

template <class R>
__device__ __forceinline__ plain_t<R> opaque(int flag, unsigned site, const volatile void *addr) {
  return opaque_seeded<R>(static_cast<unsigned>(reinterpret_cast<unsigned long long>(addr)) ^
                          static_cast<unsigned>(flag) ^ (site * 0x9E3779B9u));
}

template <class R, class I>
__device__ __forceinline__ plain_t<R> opaque_at(int flag, unsigned site, const I index) {
  return opaque_seeded<R>((static_cast<unsigned>(index) << 2) ^ static_cast<unsigned>(flag) ^
                          (site * 0x9E3779B9u));
}

template <class R> __device__ __forceinline__ plain_t<R> opaque_seeded(unsigned seed) {
  using T = plain_t<R>;
  if constexpr (std::is_same_v<T, float>) {
    return __uint_as_float(0x3f800000u | (seed & 0x007fffffu));
  } else if constexpr (std::is_same_v<T, double>) {
    return __longlong_as_double(0x3ff0000000000000ll |
                                (static_cast<long long>(seed & 0x7fffffffu) << 21));
  } else if constexpr (std::is_same_v<T, bool>) {
    return (seed & 1u) != 0;
  } else if constexpr (std::is_integral_v<T> || std::is_enum_v<T>) {
    // The seed's own bits: a word read as four bytes has no constant byte, and no two of its
    // bytes are the same value (which would let the compiler share their arithmetic).
    return static_cast<T>(seed * 0x9E3779B97F4A7C15ull);
  } else if constexpr (sizeof(T) == 2) { // half and bfloat16: [1, 2) as well
    return from_bits<T>(0x3c00u | (seed & 0x3ffu));
  } else {
    // Vectors and structs: one float in [1, 2) and the others from it by flipping low mantissa
    // bits (still in [1, 2)), one instruction per word.
    static_assert(sizeof(T) % 4 == 0, "limiter: unsupported value size");
    const unsigned first = 0x3f800000u | (seed & 0x007fffffu);
    unsigned w[sizeof(T) / 4];
    for (unsigned i = 0; i < sizeof(T) / 4; ++i)
      w[i] = first ^ (i << 4);
    T v;
    std::memcpy(&v, w, sizeof(T));
    return v;
  }
}

/// Store-only and skeleton: a value to store that the compiler cannot fold, made from the
/// run-time flag alone (1.0f, or 0, at run time): computed once and shared by every store, so
/// that replacing the stored values adds no registers (one address-seeded value per store can
/// need many more registers than the kernel itself).
template <class R> __device__ __forceinline__ plain_t<R> stored(int flag) {
  return opaque<R>(flag, 0u, nullptr);
}

/// Never true at run time (flag is 0), but the compiler cannot know, and the condition depends
/// on the value, so the arithmetic that computes it stays outside the branch (seed 001,
/// "Source Modification for Math-only"). The seed's `1 == value * flag` is taken on the
/// value's word(): one 32-bit integer multiply and compare (after one add per word of a wider
/// value), so that math-only adds no floating-point instruction to the kernel's own.
template <class T> __device__ __forceinline__ bool never(const T v, int flag) {
  return word(v) * static_cast<unsigned>(flag) == 1u;
}

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
/// The place of thread x's role, x * m + r (the x-th of the threads the stride picks), where
/// that is a thread of the block's n, and n or more where it is not, for a valid stride. In 32
/// bits with a minimum: past n, only thread 0's role (r) can be a thread of the block, and
/// x * n is n or more for any other (a thread index and n are at most 1024: nothing wraps).
/// One multiply, a minimum and a compare, where a hand-written `2 * d * t < n` is a multiply
/// and a compare.
template <class X, class M, class R>
__device__ __forceinline__ unsigned stride_place(const X x, const M m, const R r, const unsigned n) {
  const unsigned long long mm = static_cast<unsigned long long>(m);
  const unsigned long long rr = static_cast<unsigned long long>(r);
  return static_cast<unsigned>(x) * static_cast<unsigned>(mm < n ? mm : n) +
         static_cast<unsigned>(rr < n ? rr : n);
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
/// The stride `(x & k) == 0` picks: k + 1 where that is a power of two, else 0 (no stride:
/// the branch is asked as it was, of the thread itself).
template <class K> __device__ __forceinline__ long long mask_stride(const K k) {
  const long long kk = static_cast<long long>(k);
  return kk >= 0 && (kk & (kk + 1)) == 0 ? kk + 1 : 0;
}

/// The coalesced what-if: the index a lane uses in place of its own into the array at p, so
/// that the warp's active lanes touch consecutive elements, in lane order, from the lowest
/// index any of them had, and never past the highest: the warp's accesses become one
/// contiguous run inside the span its own indices covered in that array. Where the lanes
/// index different arrays (another base pointer), or their indices lie further apart than an
/// int, each keeps its own.
template <class P, class I> __device__ __forceinline__ I coalesced(const P *p, const I e) {
  const unsigned mask = __activemask();
  const int leader = __ffs(mask) - 1;
  unsigned below;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(below));
  const int rank = __popc(mask & below);
  const unsigned long long array = reinterpret_cast<unsigned long long>(p);
  const long long base = __shfl_sync(mask, static_cast<long long>(e), leader);
  const long long d = static_cast<long long>(e) - base;
  if (!__all_sync(mask, d >= -2147483647LL && d <= 2147483647LL &&
                            __shfl_sync(mask, array, leader) == array))
    return e;
#if __CUDA_ARCH__ >= 800
  const int lo = __reduce_min_sync(mask, static_cast<int>(d));
  const int hi = __reduce_max_sync(mask, static_cast<int>(d));
#else
  // Before sm_80 there is no warp-wide minimum in one instruction: each lane keeps its own.
  const int lo = static_cast<int>(d) - rank, hi = static_cast<int>(d);
#endif
  const long long run = static_cast<long long>(lo) + rank;
  return static_cast<I>(base + (run < hi ? run : hi));
}

/// Math-only: the store happens only when never() holds; returns the stored value so that
/// an assignment used as a value keeps its meaning.
template <class P, class V>
__device__ __forceinline__ plain_t<P> guarded_store(P *p, const V v, int flag) {
  const plain_t<P> x = static_cast<plain_t<P>>(v);
  if (never(x, flag))
    *p = x;
  return x;
}

/// Mem-only's second build, where full's compiler kept a store that mem-only's deleted as dead
/// (the arithmetic between it and the store that overwrites it gone): the same store, volatile,
/// which no compiler deletes.
template <class T> __device__ __forceinline__ volatile T &kept(T &x) {
  return *const_cast<volatile T *>(&x);
}

} // namespace lim
// ---- end of limiter variant support ----
)cuda";

} // namespace

const char *variantPrelude() { return PreludeText; }

} // namespace limiter
