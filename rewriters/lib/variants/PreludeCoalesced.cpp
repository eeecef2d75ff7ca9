// The coalesced what-if's device support (namespace lim), placed after the other what-ifs'
// (PreludeWhatIfs.cpp): a warp's run of the lanes' indices, found by warp-wide reductions or,
// where the rewriter knows the lanes' stride, from it; the index, shift and runs an access
// takes from it; and a struct's members in the structure-of-arrays layout.

#include "variants/Prelude.h"

namespace limiter {

const char *coalescedPreludeText() {
  return R"cuda(
namespace lim {

/// The warp's lowest and highest of the lanes' indices e, over the active lanes of mask: one
/// warp-wide minimum and maximum each for 32-bit indices, and for 64-bit ones that all lie
/// in an int's range (one vote first: the usual case, a size_t index into an array of fewer
/// than 2^31 elements, at about the 32-bit cost); other 64-bit ones from the first lane's,
/// false where a lane's lies further from it than an int.
__device__ __forceinline__ bool warp_extent(const unsigned mask, const int e, long long &lo,
                                            long long &hi) {
  lo = __reduce_min_sync(mask, e);
  hi = __reduce_max_sync(mask, e);
  return true;
}
__device__ __forceinline__ bool warp_extent(const unsigned mask, const unsigned e, long long &lo,
                                            long long &hi) {
  lo = __reduce_min_sync(mask, e);
  hi = __reduce_max_sync(mask, e);
  return true;
}
__device__ __forceinline__ bool warp_extent(const unsigned mask, const long long e,
                                            long long &lo, long long &hi) {
  if (__all_sync(mask, static_cast<unsigned long long>(e) <= 2147483647ULL)) {
    lo = __reduce_min_sync(mask, static_cast<int>(e));
    hi = __reduce_max_sync(mask, static_cast<int>(e));
    return true;
  }
  const long long base = __shfl_sync(mask, e, __ffs(mask) - 1);
  const long long d = e - base;
  if (!__all_sync(mask, d >= -2147483647LL && d <= 2147483647LL))
    return false;
  lo = base + __reduce_min_sync(mask, static_cast<int>(d));
  hi = base + __reduce_max_sync(mask, static_cast<int>(d));
  return true;
}
/// The type an index of type I is reduced in: int or unsigned where it fits in 32 bits.
template <class I>
using extent_t = typename std::conditional<
    (sizeof(I) > 4), long long,
    typename std::conditional<std::is_signed<I>::value, int, unsigned>::type>::type;
/// The type of a shift added to an index of type I: a signed one, so that adding it to an
/// index of a wider type (an unsigned e in a long index) neither wraps nor widens wrongly, of
/// 32 bits where I has (a lane's run never lies 2^30 elements from its own index).
template <class I>
using offset_t = typename std::conditional<(sizeof(I) > 4), long long, int>::type;

/// The coalesced what-if's run for one warp access of an array every lane indexes, from the
/// lanes' indices e: the warp's lowest index (lo), the highest's distance from it (span), the
/// run's width (the active lanes, or fewer where fewer elements lie between the lowest index
/// and the highest) and the lane's place in it (in lane order among the active lanes, never
/// past the highest index). Own where the lanes' indices lie 2^30 or more apart, or before
/// sm_80 (no warp-wide minimum in one instruction): each lane then keeps its own index.
struct warp_run {
  long long lo, span;
  int width, place, active;
  bool own;
  bool linear = false; ///< found from the lanes' stride (warp_run_linear)
  /// Where the run starts: lo, or for a whole warp whose lanes lie k apart in lane order (a
  /// transposed access: lane l at lo + l * k; the reverse, from the rewriter's lane stride
  /// only) lo plus 31 times lo's residue c
  /// modulo k. The warps of a block, and the blocks, that take such rows at columns c = 0 to k
  /// - 1 of the same 32 rows then take the runs R + 32 * c (R = lo - c), each inside its own
  /// span, together the same 32 * k elements their lanes' own indices covered: full's bytes.
  /// From lo alone, such warps (a 32 x 8 block's rows, one column apart) took runs one
  /// element apart, which together covered a few dozen elements of a single row.
  long long start = 0;
  /// The lane's place in the run from start: place, or its place in its row's run where the
  /// warp holds several rows of a narrow block (grouped).
  int splace = 0;
  /// start and splace are a row's of a block narrower than a warp: blockDim.x lanes a row, each
  /// row's lanes k apart, each row's run of blockDim.x elements from its own transposed start
  /// (R + w * c, w = blockDim.x), inside the row's own span. A 16 x 16 block's two rows a warp
  /// had taken runs two elements apart, warp after warp.
  bool grouped = false;
};
/// lo's residue modulo k (k > 0), in 32 bits where both fit.
__device__ __forceinline__ long long residue(const long long lo, const long long k) {
  if (lo >= 0 && lo <= 4294967295LL && k <= 4294967295LL)
    return static_cast<unsigned>(lo) % static_cast<unsigned>(k);
  const long long c = lo % k;
  return c < 0 ? c + k : c;
}
/// The transposed start of a whole warp's run whose lanes lie k apart (see warp_run::start).
__device__ __forceinline__ long long transposed_start(const long long lo, const long long k) {
  return k >= 2 ? lo + 31 * residue(lo, k) : lo;
}
/// A row's run in a warp of several rows of a block narrower than a warp (warp_run::grouped):
/// each row's lanes k apart in lane order, the row's transposed start and the lane's place
/// in it. Out of line: only such blocks execute it, and every other run's code stays small.
struct row_start {
  long long start;
  int splace;
  bool grouped;
};
template <class E> __device__ __noinline__ row_start row_run(const E e, const int rank) {
  row_start out{0, 0, false};
#if __CUDA_ARCH__ >= 800
  const int w = static_cast<int>(blockDim.x), row = rank / w;
  const unsigned rows = ((1u << w) - 1u) << (row * w);
  long long rlo, rhi;
  if (!warp_extent(rows, e, rlo, rhi))
    return out;
  const long long rspan = rhi - rlo, k = rspan / (w - 1);
  if (k >= 2 && rspan % (w - 1) == 0 && rspan < (1LL << 30) &&
      __all_sync(rows, static_cast<long long>(e) - rlo == (rank - row * w) * k))
    out = {rlo + (w - 1) * residue(rlo, k), rank - row * w, true};
#endif
  return out;
}

template <class I> __device__ __forceinline__ warp_run warp_run_of(const I e) {
  warp_run r{static_cast<long long>(e), 0, 1, 0, 1, true};
#if __CUDA_ARCH__ >= 800
  const unsigned mask = __activemask();
  long long lo, hi;
  if (!warp_extent(mask, static_cast<extent_t<I>>(e), lo, hi) || hi - lo >= (1LL << 30))
    return r;
  unsigned below;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(below));
  const int rank = __popc(mask & below);
  r.own = false;
  r.active = __popc(mask);
  r.lo = lo;
  r.span = hi - lo;
  r.width = r.span + 1 < r.active ? static_cast<int>(r.span) + 1 : r.active;
  r.place = rank < r.width ? rank : r.width - 1;
  r.start = lo;
  r.splace = r.place;
  // A whole warp whose lanes lie k apart in lane order: a transposed access (one vote, only
  // where the span allows it).
  if (r.active == 32 && r.span >= 62 && r.span % 31 == 0) {
    const long long k = r.span / 31;
    if (__all_sync(mask, static_cast<long long>(e) - lo == rank * k))
      r.start = transposed_start(lo, k);
  } else if (r.active == 32 && blockDim.x >= 4 && blockDim.x < 32 && 32 % blockDim.x == 0) {
    const row_start s = row_run(static_cast<extent_t<I>>(e), rank);
    if (s.grouped) {
      r.start = s.start;
      r.splace = s.splace;
      r.grouped = true;
    }
  }
#endif
  return r;
}

/// warp_run_of where the rewriter knows each lane's index to be the warp's first lane's plus
/// k times the lane's own threadIdx.x (k the same in every lane, the index's other terms the
/// same in every lane of a warp whose lanes lie in one row of the block): with the whole warp
/// active and blockDim.x a multiple of 32, lane l's index is e - k * (laneid - l), so the run
/// follows from k without warp-wide operations (a few integer instructions, where the general
/// run waits on two warp-wide reductions). Otherwise the general run.
template <class I, class K> __device__ __forceinline__ warp_run warp_run_linear(const I e, const K k) {
#if __CUDA_ARCH__ >= 800
  const long long kk = static_cast<long long>(k);
  const long long mag = kk < 0 ? -kk : kk;
  if (__activemask() == 0xffffffffu && blockDim.x % 32 == 0 && mag < (1LL << 25)) {
    unsigned lane;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    const long long first = static_cast<long long>(e) - kk * static_cast<long long>(lane);
    warp_run r;
    r.own = false;
    r.linear = true;
    r.active = 32;
    r.lo = kk >= 0 ? first : first + 31 * kk;
    r.span = 31 * mag;
    r.width = r.span + 1 < 32 ? static_cast<int>(r.span) + 1 : 32;
    r.place = static_cast<int>(lane) < r.width ? static_cast<int>(lane) : r.width - 1;
    r.splace = r.place;
    r.start = transposed_start(r.lo, mag);
    return r;
  }
#endif
  return warp_run_of(e);
}

/// The coalesced what-if: the index a lane uses in place of its own into an array every
/// lane of the warp indexes, so that the warp's active lanes touch consecutive elements, in
/// lane order, from the lowest index any of them had, and never past the highest: the warp's
/// accesses become one contiguous run inside the span its own indices covered in that array.
template <class I> __device__ __forceinline__ I coalesced_index(const I e) {
  const warp_run r = warp_run_of(e);
  return r.own ? e : static_cast<I>(r.start + r.splace);
}

/// coalesced_index of an index whose lanes lie k apart (warp_run_linear).
template <class I, class K> __device__ __forceinline__ I coalesced_index_linear(const I e, const K k) {
  const warp_run r = warp_run_linear(e, k);
  return r.own ? e : static_cast<I>(r.start + r.splace);
}

/// The same where the lanes may index different arrays (a lane's own base pointer): where
/// they do, each keeps its own index. Taking p's address as a number, it costs a `const
/// __restrict__` array its read-only path (ld.global.nc).
template <class P, class I> __device__ __forceinline__ I coalesced(const P *p, const I e) {
  const unsigned mask = __activemask();
  const int leader = __ffs(mask) - 1;
  const unsigned long long array = reinterpret_cast<unsigned long long>(p);
  if (!__all_sync(mask, __shfl_sync(mask, array, leader) == array))
    return e;
  return coalesced_index(e);
}

/// coalesced_index of an access of m elements a lane, through a wider type's view of the
/// array (`reinterpret_cast<const float4 *>(&p[e])[0]`, m = 4): the active lanes take
/// consecutive runs of m elements, in lane order, from the lowest e, none starting past the
/// highest (so none ends past the highest lane's last element; each starts a multiple of m
/// from a lane's own start, keeping the view's alignment).
template <class I> __device__ __forceinline__ I wide_index(const warp_run &r, const I e, const int m) {
  if (r.own)
    return e;
  const long long slots = r.span / m + 1;
  const int width = slots < r.active ? static_cast<int>(slots) : r.active;
  const int place = r.place < width ? r.place : width - 1; // r.place is min(rank, span)
  return static_cast<I>(r.lo + static_cast<long long>(m) * place);
}
template <class I> __device__ __forceinline__ I coalesced_index_wide(const I e, const int m) {
  return wide_index(warp_run_of(e), e, m);
}
/// coalesced_index_wide of an index whose lanes lie k apart (warp_run_linear).
template <class I, class K>
__device__ __forceinline__ I coalesced_index_wide_linear(const I e, const K k, const int m) {
  return wide_index(warp_run_linear(e, k), e, m);
}
template <class P, class I>
__device__ __forceinline__ I coalesced_wide(const P *p, const I e, const int m) {
  const unsigned mask = __activemask();
  const unsigned long long array = reinterpret_cast<unsigned long long>(p);
  if (!__all_sync(mask, __shfl_sync(mask, array, __ffs(mask) - 1) == array))
    return e;
  return coalesced_index_wide(e, m);
}

/// The coalesced what-if in a loop over an array every lane indexes: coalesced_index(e + u),
/// where u is the same in every lane (a loop's counter), is e + u + coalesced_shift(e): the
/// warp's lowest index and span move by u alike. A loop whose e does not change takes the
/// shift once, before it. Where the lanes' elements over the loop lie apart (a row each), the
/// iterations' runs overlap, and the what-if reads fewer bytes than full: coalesced_runs
/// keeps them apart where the loop's range is known.
template <class I> __device__ __forceinline__ offset_t<I> coalesced_shift(const I e) {
  const warp_run r = warp_run_of(e);
  return r.own ? 0 : static_cast<offset_t<I>>(r.start + r.splace - static_cast<long long>(e));
}
/// coalesced_shift of an index whose lanes lie k apart (warp_run_linear).
template <class I, class K>
__device__ __forceinline__ offset_t<I> coalesced_shift_linear(const I e, const K k) {
  const warp_run r = warp_run_linear(e, k);
  return r.own ? 0 : static_cast<offset_t<I>>(r.start + r.splace - static_cast<long long>(e));
}

/// How many elements the active lanes' ranges [e, e + length) cover together: each lane adds
/// its range up to the next active lane's index (or all of it, the last lane, or where that
/// lies further than the range), exact where the lanes' indices run in lane order, forwards or
/// backwards, in one or several clusters (a 16-wide block's two rows), an estimate otherwise;
/// never more than the lanes' count times the length, nor their span plus the length.
template <class I>
__device__ __forceinline__ long long warp_cover(const I e, const warp_run &r, const long long length) {
  const unsigned mask = __activemask();
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  const unsigned after = lane == 31 ? 0u : mask & (~0u << (lane + 1));
  const I next = __shfl_sync(mask, e, after ? __ffs(after) - 1 : static_cast<int>(lane));
  long long gap = static_cast<long long>(next) - static_cast<long long>(e);
  gap = gap < 0 ? -gap : gap;
  const unsigned own = static_cast<unsigned>(!after || gap > length ? length : gap);
  const long long cover = __reduce_add_sync(mask, own);
  const long long apart = r.active * length, together = r.span + length;
  const long long bound = apart < together ? apart : together;
  return cover < bound ? cover : bound;
}

/// The coalesced what-if on the accesses `p[e + u]` of a warp, u the same in every lane and
/// running from first to before end: a loop's counter, or the constant offsets of a block's
/// accesses around the same e (`p[e]`, `p[e + 1]`, ...). Access u's index is e + u + at(u):
/// its run starts `spread + 1` elements a step after the first's, so that the runs together
/// cover as many elements as the lanes' own indices did (warp_cover), never past the highest.
/// Full's bytes then stay the what-if's, each warp access one contiguous run. A multiply-add
/// an access; the warp's work once.
template <class O> struct runs {
  O shift, spread, first;
  __device__ __forceinline__ O at(const O u) const { return shift + spread * (u - first); }
};
/// The runs of r (see coalesced_runs), the cover of the lanes' ranges given (Cover(length)).
template <class I, class F, class E, class C>
__device__ __forceinline__ runs<offset_t<I>> runs_of(const warp_run &r, const I e, const F first,
                                                     const E end, C cover) {
  using O = offset_t<I>;
  runs<O> out{0, 0, static_cast<O>(first)};
  const long long length = static_cast<long long>(end) - static_cast<long long>(first);
  // Both warp-uniform: every lane leaves here, or none.
  if (r.own || r.span + length >= (1LL << 26))
    return out;
  // The transposed start where the runs, from it, still end inside the lanes' own span (a
  // whole warp's: a row's runs are not spread over a loop).
  bool transposed = !r.grouped;
  if (length > 1) {
    const long long covered = cover(length);
    const long long step = (covered - r.width) / (length - 1);
    out.spread = static_cast<O>(step > 1 ? step - 1 : 0);
    if (r.start - r.lo + covered > r.span + length)
      transposed = false;
  }
  out.shift = static_cast<O>((transposed ? r.start + r.splace : r.lo + r.place) -
                             static_cast<long long>(e));
  return out;
}
template <class I, class F, class E>
__device__ __forceinline__ runs<offset_t<I>> coalesced_runs(const I e, const F first,
                                                            const E end) {
  const warp_run r = warp_run_of(e);
  return runs_of(r, e, first, end, [&](long long length) {
    return warp_cover(static_cast<extent_t<I>>(e), r, length);
  });
}
/// coalesced_runs of an index whose lanes lie k apart (warp_run_linear): each of the first 31
/// lanes covers the smaller of its range and the gap to the next, the last its range, as
/// warp_cover counts them.
template <class I, class K, class F, class E>
__device__ __forceinline__ runs<offset_t<I>> coalesced_runs_linear(const I e, const K k,
                                                                   const F first, const E end) {
  const warp_run r = warp_run_linear(e, k);
  const long long kk = static_cast<long long>(k), mag = kk < 0 ? -kk : kk;
  if (!r.linear) // the general run: its own cover
    return runs_of(r, e, first, end, [&](long long length) {
      return warp_cover(static_cast<extent_t<I>>(e), r, length);
    });
  return runs_of(r, e, first, end, [&](long long length) {
    return 31 * (mag < length ? mag : length) + length;
  });
}

/// The coalesced what-if on the members of an array of structs (`p[i].x`): each member's
/// place in the structure-of-arrays layout of the structs the warp's lanes touched, from the
/// lowest (lo): member m's run of the lanes, in lane order, `offset(m) * width` bytes after
/// lo's start, so that each member is one contiguous run and the members together cover the
/// structs' bytes, never past the highest. The warp's work once for a struct's members
/// (coalesced_structs(p, i)), then member(&p[i], &p[i].x) an access: a multiply-add, the
/// member's offset a constant. Moved from the lane's own pointer, which the compiler then
/// still knows global.
struct struct_run {
  int moved, grow, place; // all 0 where the lanes keep their own
  template <class S, class T> __device__ __forceinline__ T *member(const S *s, T *a) const {
    constexpr int size = sizeof(S), bytes = sizeof(T);
    if (size % bytes != 0)
      return a;
    const int offset = static_cast<int>(reinterpret_cast<const char *>(a) -
                                        reinterpret_cast<const char *>(s)) / bytes;
    return a + (moved * (size / bytes) + place + offset * grow);
  }
};
/// In 32 bits: a run whose structs span 2^30 bytes or more keeps the lanes' own.
template <class P, class I>
__device__ __forceinline__ struct_run coalesced_structs(const P *, const I i) {
  const warp_run r = warp_run_of(i);
  if (r.own || (r.span + 1) * static_cast<long long>(sizeof(P)) >= (1LL << 30))
    return {0, 0, 0};
  return {static_cast<int>(r.lo - static_cast<long long>(i)), r.width - 1, r.place};
}
/// The same for one member on its own (`coalesced_member(p, &p[i].x)`), its struct's index
/// taken from its address. Where the lanes' arrays may differ, coalesced_at: lanes of
/// different arrays keep their own (a check that takes p's address as a number, which costs
/// a `const __restrict__` array its read-only loads).
template <class P, class T> __device__ __forceinline__ T *coalesced_member(const P *p, T *a) {
  const long long bytes = reinterpret_cast<const char *>(a) - reinterpret_cast<const char *>(p);
  const long long index = bytes / static_cast<long long>(sizeof(P)) -
                          (bytes % static_cast<long long>(sizeof(P)) < 0 ? 1 : 0);
  return coalesced_structs(p, index).member(p + index, a);
}
template <class P, class T> __device__ __forceinline__ T *coalesced_at(const P *p, T *a) {
  const unsigned mask = __activemask();
  const unsigned long long array = reinterpret_cast<unsigned long long>(p);
  if (!__all_sync(mask, __shfl_sync(mask, array, __ffs(mask) - 1) == array))
    return a;
  return coalesced_member(p, a);
}

} // namespace lim
)cuda";
}

} // namespace limiter
