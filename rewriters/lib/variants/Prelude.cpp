// The text of the variants' device support (namespace lim): opaque values, folds, guarded and
// kept stores, clone_for; each helper force-inlined at the cost its comment states. The
// what-ifs' own helpers follow it (PreludeWhatIfs.cpp).

#include "variants/Prelude.h"

#include <string>

namespace limiter {

namespace {

// The device code the variants call. Every helper is force-inlined so that it costs only the
// instructions its comment states. Text, not code: one constant rather than a function.
constexpr const char *PreludeText =
    R"cuda(// ---- limiter: variant support (generated; see rewriters/lib/variants/Prelude.cpp) ----
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

/// The bits of a value of one or two bytes in 32 bits: zero-extended by one 32-bit operation,
/// where through bits() each would take 64-bit masks and moves (a uchar4 pixel's four channels
/// folded so made mem-only 30% slower than full on the H200).
template <class T> __device__ __forceinline__ unsigned bits32(const T v) {
  static_assert(sizeof(T) < 4, "limiter: bits32 takes one or two bytes");
  unsigned u = 0;
  std::memcpy(&u, &v, sizeof(T));
  return u;
}

/// 32 bits that depend on every bit of a value, in 32-bit integer instructions only (a 64-bit
/// multiply or compare costs several): the value itself up to 4 bytes, the two halves XORed
/// up to 8, the sum of the 32-bit words beyond.
template <class T> __device__ __forceinline__ unsigned word(const T v) {
  if constexpr (sizeof(T) < 4) {
    return bits32(v);
  } else if constexpr (sizeof(T) == 4) {
    return static_cast<unsigned>(bits(v));
  } else if constexpr (sizeof(T) <= 8) {
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
    // Each leaf in 32 bits (word()), so that the adds are 32-bit ones (summed as 64-bit
    // values, nvcc kept 64-bit adds and masks); a leaf wider than 4 bytes gives both halves, so
    // that none of it is dead (a struct of two floats loaded from two arrays keeps both loads).
    const unsigned acc = (One + ... + word(leaves));
    if constexpr (sizeof(T) < 4) {
      // The result keeps every byte of the sum, so that no leaf's load narrows to the bytes
      // the result holds (a float folded into a byte would be loaded as one byte).
      unsigned all = acc ^ (acc >> 16);
      if constexpr (sizeof(T) == 1)
        all ^= all >> 8;
      T v;
      std::memcpy(&v, &all, sizeof(T));
      return v;
    } else {
      return from_bits<T>(acc);
    }
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
/// denormal; halves in [1.875, 2)), integers of any value, from a seed that depends on
/// the run-time flag (0), the load's site and where it loads (opaque: the address; opaque_at:
/// the index of `p[i]`, which is cheaper in registers), so that no two loads become the same
/// value and no loop-invariant value appears. It costs about three integer instructions.
template <class R> __device__ __forceinline__ plain_t<R> opaque_seeded(unsigned seed);

/// Whether T is one of CUDA's vectors of integers: its `x` an integer.
template <class T, class = void> struct integer_vector : std::false_type {};
template <class T>
struct integer_vector<T, std::void_t<decltype(std::declval<T>().x)>>
    : std::bool_constant<std::is_integral_v<decltype(std::declval<T>().x)>> {};

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
  } else if constexpr (integer_vector<T>::value) {
    // CUDA's vectors of integers (`char4`, `uint2`, ...): every byte from the seed, as an
    // integer's, so that no component is a constant the compiler folds into the arithmetic.
    static_assert(sizeof(T) % 4 == 0 || sizeof(T) < 4, "limiter: unsupported value size");
    unsigned w[(sizeof(T) + 3) / 4];
    for (unsigned i = 0; i < (sizeof(T) + 3) / 4; ++i)
      w[i] = (seed ^ (i * 0x85EBCA6Bu)) * 0x9E3779B9u;
    T v;
    std::memcpy(&v, w, sizeof(T));
    return v;
  } else if constexpr (sizeof(T) == 2) {
    // Half and bfloat16 alike: 0x3f80 to 0x3fff is [1.875, 2) as a half, [1, 2) as a bfloat16.
    return from_bits<T>(0x3f80u | (seed & 0x7fu));
  } else {
    // Vectors and structs, whose fields may be floats, halves or bfloat16s (`__half2`): each
    // 16-bit half of a word is 0x3f80 to 0x3fff, in [1, 2) or [1.875, 2) whichever of them it
    // is read as (a float's word is too), and the other words from the first by flipping low
    // mantissa bits of either half (still in range), one instruction per word.
    static_assert(sizeof(T) % 4 == 0, "limiter: unsupported value size");
    const unsigned first = 0x3f803f80u | (seed & 0x007f007fu);
    unsigned w[sizeof(T) / 4];
    for (unsigned i = 0; i < sizeof(T) / 4; ++i)
      w[i] = first ^ ((i & 7u) << 4) ^ (((i >> 3) & 7u) << 20);
    T v;
    std::memcpy(&v, w, sizeof(T));
    return v;
  }
}

/// A value in place of a load whose element is bound to a reference (`probe(p[i])` with
/// `template <class U> f(U &)`): an lvalue of the load's own type (R, `const float &`), the
/// temporary's, which lives to the end of the call's full expression, so that the helper's
/// template deduces what it deduced in full and a non-const reference binds.
template <class R, class V> __device__ __forceinline__ R as_lvalue(V &&v) {
  return static_cast<R>(v);
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

/// Math-only: the store happens only when never() holds; returns the stored value so that
/// an assignment used as a value keeps its meaning.
template <class P, class V>
__device__ __forceinline__ plain_t<P> guarded_store(P *p, const V v, int flag) {
  const plain_t<P> x = static_cast<plain_t<P>>(v);
  if (never(x, flag))
    *p = x;
  return x;
}

/// guarded_store where the store's result is used as an lvalue (`T &r = p[i] = v`): the
/// element, which the variant's rewritten accesses through r then go on to treat as memory.
template <class P, class V> __device__ __forceinline__ P *guarded_at(P *p, const V v, int flag) {
  guarded_store(p, v, flag);
  return p;
}

/// Mem-only's second build, where full's compiler kept a store that mem-only's deleted as dead
/// (the arithmetic between it and the store that overwrites it gone): the same store, volatile,
/// which no compiler deletes.
template <class T> __device__ __forceinline__ volatile T &kept(T &x) {
  return *const_cast<volatile T *>(&x);
}

} // namespace lim
)cuda";

} // namespace

const char *variantPrelude() {
  static const std::string Text = std::string(PreludeText) + whatIfPreludeText() +
                                  coalescedPreludeText() +
                                  "// ---- end of limiter variant support ----\n";
  return Text.c_str();
}

} // namespace limiter
