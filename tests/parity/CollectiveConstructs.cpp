// Cooperative groups, cub's block and warp primitives, libcu++ (cuda::std, atomic_ref,
// pipeline, barrier) and packed 128-bit accesses, as kernels use them.

#include "Constructs.h"

namespace limiter::parity {
namespace {

void cooperativeGroups(std::vector<Construct> &Out) {
  const std::string G = "cooperative-groups";
  const std::string Block = "  namespace cg = cooperative_groups;\n"
                            "  cg::thread_block block = cg::this_thread_block();\n";
  const std::string Tile = Block + "  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);\n"
                                   "  float v = lim_any<float>();\n";
  add(Out, G, "this_thread_block sync and thread_rank",
      Block + "  block.sync();\n  unsigned r = block.thread_rank() + block.size();\n  (void)r;\n");
  add(Out, G, "cg::sync(block)", Block + "  cg::sync(block);\n");
  add(Out, G, "block group_index and thread_index",
      Block + "  dim3 g = block.group_index(), t = block.thread_index(), d = block.dim_threads();\n"
              "  (void)g; (void)t; (void)d;\n");
  for (const char *Size : {"2", "4", "8", "16", "32"})
    add(Out, G, std::string("tiled_partition<") + Size + ">",
        Block + "  auto t = cg::tiled_partition<" + Size +
            ">(block);\n  t.sync();\n  unsigned r = t.thread_rank() + t.meta_group_rank() + "
            "t.meta_group_size();\n  (void)r;\n");
  add(Out, G, "tiled_partition(block, 16) at run time",
      Block + "  cg::thread_group t = cg::tiled_partition(block, 16);\n  t.sync();\n");
  for (const char *Op : {"shfl(v, 0)", "shfl_down(v, 1)", "shfl_up(v, 1)", "shfl_xor(v, 1)"})
    add(Out, G, std::string("tile.") + Op, Tile + "  v = tile." + Op + ";\n  (void)v;\n");
  add(Out, G, "tile.any, all, ballot",
      Tile + "  unsigned b = tile.ballot(v > 0) + tile.any(v > 0) + tile.all(v > 0);\n  (void)b;\n");
  add(Out, G, "tile.match_any", Tile + "  unsigned m = tile.match_any(v);\n  (void)m;\n");
  for (const char *Op : {"cg::plus<float>()", "cg::greater<float>()", "cg::less<float>()"})
    add(Out, G, std::string("cg::reduce with ") + Op,
        Tile + "  v = cg::reduce(tile, v, " + Op + ");\n  (void)v;\n");
  for (const char *Op : {"cg::plus<int>()", "cg::bit_and<int>()", "cg::bit_or<int>()",
                         "cg::bit_xor<int>()"})
    add(Out, G, std::string("cg::reduce on int with ") + Op,
        Tile + "  int i = cg::reduce(tile, int(v), " + Op + ");\n  (void)i;\n");
  add(Out, G, "cg::reduce with a lambda",
      Tile + "  v = cg::reduce(tile, v, [](float a, float b) { return a > b ? a : b; });\n  (void)v;\n");
  add(Out, G, "cg::inclusive_scan", Tile + "  v = cg::inclusive_scan(tile, v);\n  (void)v;\n");
  add(Out, G, "cg::exclusive_scan with plus",
      Tile + "  v = cg::exclusive_scan(tile, v, cg::plus<float>());\n  (void)v;\n");
  add(Out, G, "cg::reduce_update_async",
      Tile + "  cuda::atomic_ref<float, cuda::thread_scope_block> r(*lim_any<float *>());\n"
             "  cg::reduce_update_async(tile, r, v, cg::plus<float>());\n");
  add(Out, G, "cg::memcpy_async and cg::wait",
      Block + "  __shared__ float s[256];\n"
              "  cg::memcpy_async(block, s, lim_any<const float *>(), sizeof(float) * 256);\n"
              "  cg::wait(block);\n  (void)s[0];\n");
  add(Out, G, "cg::memcpy_async with aligned_size_t",
      Block + "  __shared__ float4 s[64];\n"
              "  cg::memcpy_async(block, s, lim_any<const float4 *>(), cuda::aligned_size_t<16>(sizeof(s)));\n"
              "  cg::wait_prior<0>(block);\n");
  add(Out, G, "coalesced_threads", "  namespace cg = cooperative_groups;\n"
                                   "  cg::coalesced_group a = cg::coalesced_threads();\n"
                                   "  unsigned r = a.thread_rank() + a.num_threads();\n  (void)r;\n");
  add(Out, G, "labeled_partition and binary_partition",
      Tile + "  auto l = cg::labeled_partition(tile, int(v));\n"
             "  auto b = cg::binary_partition(tile, v > 0);\n  (void)l; (void)b;\n");
  add(Out, G, "this_grid", "  namespace cg = cooperative_groups;\n"
                           "  cg::grid_group g = cg::this_grid();\n"
                           "  unsigned long long r = g.thread_rank() + g.num_threads();\n  (void)r;\n");
  add(Out, G, "this_grid().sync()",
      "  namespace cg = cooperative_groups;\n  cg::this_grid().sync();\n");
  add(Out, G, "this_cluster", "  namespace cg = cooperative_groups;\n"
                              "  cg::cluster_group c = cg::this_cluster();\n"
                              "  unsigned r = c.block_rank();\n  c.sync();\n  (void)r;\n");
  add(Out, G, "cluster map_shared_rank",
      "  namespace cg = cooperative_groups;\n  __shared__ float s[32];\n"
      "  float *other = cg::this_cluster().map_shared_rank(s, 0);\n  (void)other;\n");
  add(Out, G, "invoke_one", Tile + "  cg::invoke_one(tile, [&] { v += 1.0f; });\n");
  add(Out, G, "thread_block_tile as a template helper parameter",
      "template <class Group> __device__ float @_sum(const Group &g, float v) {\n"
      "  for (int o = g.size() / 2; o > 0; o /= 2) v += g.shfl_down(v, o);\n  return v;\n}\n"
      "__global__ void @(float *out) {\n"
      "  namespace cg = cooperative_groups;\n"
      "  auto t = cg::tiled_partition<32>(cg::this_thread_block());\n"
      "  out[0] = @_sum(t, out[1]);\n}\n",
      Place::File);
}

void cub(std::vector<Construct> &Out) {
  const std::string G = "cub";
  add(Out, G, "BlockReduce Sum with TempStorage",
      "  using R = cub::BlockReduce<float, 256>;\n  __shared__ typename R::TempStorage tmp;\n"
      "  float s = R(tmp).Sum(lim_any<float>());\n  (void)s;\n");
  add(Out, G, "BlockReduce Reduce with cuda::maximum",
      "  using R = cub::BlockReduce<float, 128>;\n  __shared__ R::TempStorage tmp;\n"
      "  float s = R(tmp).Reduce(lim_any<float>(), cuda::maximum<>{});\n  (void)s;\n");
  add(Out, G, "BlockReduce over items per thread",
      "  using R = cub::BlockReduce<int, 128>;\n  __shared__ R::TempStorage tmp;\n"
      "  int items[4] = {1, 2, 3, 4};\n  int s = R(tmp).Sum(items);\n  (void)s;\n");
  add(Out, G, "BlockReduce BLOCK_REDUCE_WARP_REDUCTIONS",
      "  using R = cub::BlockReduce<double, 64, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;\n"
      "  __shared__ R::TempStorage tmp;\n  double s = R(tmp).Sum(1.0, 10);\n  (void)s;\n");
  add(Out, G, "WarpReduce Sum",
      "  using W = cub::WarpReduce<float>;\n  __shared__ W::TempStorage tmp[8];\n"
      "  float s = W(tmp[threadIdx.x / 32]).Sum(lim_any<float>());\n  (void)s;\n");
  add(Out, G, "WarpReduce of 16 lanes",
      "  using W = cub::WarpReduce<int, 16>;\n  __shared__ W::TempStorage tmp;\n"
      "  int s = W(tmp).Reduce(3, cuda::minimum<>{});\n  (void)s;\n");
  add(Out, G, "BlockScan InclusiveSum and ExclusiveSum",
      "  using S = cub::BlockScan<int, 256>;\n  __shared__ S::TempStorage tmp;\n"
      "  int a, b;\n  S(tmp).InclusiveSum(1, a);\n  __syncthreads();\n"
      "  S(tmp).ExclusiveSum(1, b);\n  (void)a; (void)b;\n");
  add(Out, G, "WarpScan",
      "  using S = cub::WarpScan<float>;\n  __shared__ S::TempStorage tmp;\n"
      "  float a;\n  S(tmp).InclusiveSum(1.0f, a);\n  (void)a;\n");
  add(Out, G, "BlockLoad and BlockStore vectorized",
      "  using L = cub::BlockLoad<float, 128, 4, cub::BLOCK_LOAD_VECTORIZE>;\n"
      "  using St = cub::BlockStore<float, 128, 4, cub::BLOCK_STORE_VECTORIZE>;\n"
      "  __shared__ typename L::TempStorage lt;\n  __shared__ typename St::TempStorage st;\n"
      "  float items[4];\n  L(lt).Load(lim_any<const float *>(), items);\n"
      "  St(st).Store(lim_any<float *>(), items);\n");
  add(Out, G, "BlockLoad transposed with a bound",
      "  using L = cub::BlockLoad<int, 64, 2, cub::BLOCK_LOAD_TRANSPOSE>;\n"
      "  __shared__ L::TempStorage lt;\n  int items[2];\n"
      "  L(lt).Load(lim_any<const int *>(), items, 100, 0);\n  (void)items[0];\n");
  add(Out, G, "BlockRadixSort",
      "  using Sort = cub::BlockRadixSort<unsigned, 128, 4>;\n  __shared__ Sort::TempStorage tmp;\n"
      "  unsigned keys[4] = {4, 3, 2, 1};\n  Sort(tmp).Sort(keys);\n  (void)keys[0];\n");
  add(Out, G, "BlockHistogram",
      "  using H = cub::BlockHistogram<unsigned char, 128, 4, 256>;\n"
      "  __shared__ H::TempStorage tmp;\n  __shared__ unsigned bins[256];\n"
      "  unsigned char v[4] = {1, 2, 3, 4};\n  H(tmp).Histogram(v, bins);\n");
  add(Out, G, "BlockAdjacentDifference",
      "  using D = cub::BlockAdjacentDifference<int, 128>;\n  __shared__ D::TempStorage tmp;\n"
      "  int in[2] = {1, 2}, out[2];\n"
      "  D(tmp).SubtractLeft(in, out, cuda::std::minus<>{});\n  (void)out[0];\n");
  add(Out, G, "ThreadLoad and ThreadStore with cache modifiers",
      "  float v = cub::ThreadLoad<cub::LOAD_CS>(lim_any<float *>());\n"
      "  cub::ThreadStore<cub::STORE_CS>(lim_any<float *>(), v);\n");
  add(Out, G, "BlockReduce with cuda::std::plus",
      "  using R = cub::BlockReduce<float, 32>;\n  __shared__ R::TempStorage tmp;\n"
      "  float s = R(tmp).Reduce(1.0f, cuda::std::plus<>{});\n  (void)s;\n");
  add(Out, G, "TempStorage union in shared memory",
      "  using R = cub::BlockReduce<float, 256>;\n  using S = cub::BlockScan<float, 256>;\n"
      "  __shared__ union { R::TempStorage r; S::TempStorage s; } tmp;\n"
      "  float a = R(tmp.r).Sum(1.0f);\n  __syncthreads();\n  float b;\n"
      "  S(tmp.s).InclusiveSum(a, b);\n  (void)b;\n");
  add(Out, G, "DeviceReduce from host code",
      "  void *tmp = nullptr;\n  size_t bytes = 0;\n"
      "  cub::DeviceReduce::Sum(tmp, bytes, lim_any<const float *>(), lim_any<float *>(), 100);\n",
      Place::Host);
  add(Out, G, "DeviceScan from host code",
      "  size_t bytes = 0;\n"
      "  cub::DeviceScan::InclusiveSum(nullptr, bytes, lim_any<const int *>(), lim_any<int *>(), 100);\n",
      Place::Host);
}

void libcuxx(std::vector<Construct> &Out) {
  const std::string G = "libcu++";
  add(Out, G, "cuda::std::array",
      "  cuda::std::array<float, 4> a{};\n  a[1] = 2.0f;\n  float s = a.size() + a[0];\n  (void)s;\n");
  add(Out, G, "cuda::std::min and max",
      "  float v = cuda::std::min(1.0f, cuda::std::max(2.0f, lim_any<float>()));\n  (void)v;\n");
  add(Out, G, "cuda::std::numeric_limits",
      "  float v = cuda::std::numeric_limits<float>::max() + "
      "cuda::std::numeric_limits<float>::lowest();\n  (void)v;\n");
  add(Out, G, "cuda::std::complex",
      "  cuda::std::complex<float> a(1.0f, 2.0f), b = a * a + a;\n  float m = cuda::std::abs(b);\n  (void)m;\n");
  add(Out, G, "cuda::std::span",
      "  cuda::std::span<float> s(lim_any<float *>(), 16);\n  s[0] = s[1];\n");
  add(Out, G, "cuda::std::tuple and structured bindings",
      "  auto t = cuda::std::make_tuple(1, 2.0f);\n  auto [i, f] = t;\n  (void)i; (void)f;\n");
  add(Out, G, "cuda::std::pair", "  cuda::std::pair<int, float> p{1, 2.0f};\n  (void)p.first;\n");
  add(Out, G, "cuda::std::bit_cast",
      "  unsigned u = cuda::std::bit_cast<unsigned>(lim_any<float>());\n  (void)u;\n");
  add(Out, G, "cuda::std::optional",
      "  cuda::std::optional<int> o;\n  if (!o) o = 3;\n  int v = *o;\n  (void)v;\n");
  add(Out, G, "cuda::std::plus", "  int v = cuda::std::plus<int>{}(1, 2);\n  (void)v;\n");
  add(Out, G, "cuda::atomic_ref fetch_add",
      "  cuda::atomic_ref<float, cuda::thread_scope_device> r(*lim_any<float *>());\n"
      "  r.fetch_add(1.0f, cuda::memory_order_relaxed);\n");
  add(Out, G, "cuda::atomic_ref load and store",
      "  cuda::atomic_ref<int, cuda::thread_scope_block> r(*lim_any<int *>());\n"
      "  r.store(r.load() + 1);\n");
  add(Out, G, "cuda::std::atomic_ref compare_exchange",
      "  cuda::std::atomic_ref<unsigned> r(*lim_any<unsigned *>());\n  unsigned e = 0;\n"
      "  r.compare_exchange_strong(e, 1u);\n");
  add(Out, G, "cuda::atomic in shared memory",
      "  __shared__ cuda::atomic<int, cuda::thread_scope_block> a;\n  a.fetch_add(1);\n");
  add(Out, G, "cuda::atomic_thread_fence",
      "  cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);\n");
  add(Out, G, "cuda::pipeline with memcpy_async",
      "  __shared__ float s[128];\n  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();\n"
      "  pipe.producer_acquire();\n"
      "  cuda::memcpy_async(s + threadIdx.x, lim_any<const float *>() + threadIdx.x, sizeof(float), pipe);\n"
      "  pipe.producer_commit();\n  pipe.consumer_wait();\n  pipe.consumer_release();\n");
  add(Out, G, "cuda::pipeline_shared_state for a block",
      "  namespace cg = cooperative_groups;\n"
      "  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;\n"
      "  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state);\n"
      "  pipe.producer_acquire();\n  pipe.producer_commit();\n  pipe.consumer_wait();\n"
      "  pipe.consumer_release();\n");
  add(Out, G, "cuda::barrier init and arrive_and_wait",
      "  __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n"
      "  if (threadIdx.x == 0) init(&bar, blockDim.x);\n  __syncthreads();\n"
      "  bar.arrive_and_wait();\n");
  add(Out, G, "cuda::memcpy_async with a barrier",
      "  __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n  __shared__ float s[64];\n"
      "  if (threadIdx.x == 0) init(&bar, blockDim.x);\n  __syncthreads();\n"
      "  cuda::memcpy_async(s, lim_any<const float *>(), sizeof(s), bar);\n  bar.arrive_and_wait();\n");
  add(Out, G, "cuda::ceil_div", "  int n = cuda::ceil_div(100, 32);\n  (void)n;\n");
}

void packed(std::vector<Construct> &Out) {
  const std::string G = "packed";
  // An alignas(16) struct of N elements moved as one 128-bit access, elements through
  // operator[], its payload through a method returning int4.
  const std::string Packed =
      "template <class T> struct alignas(16) @_Packed {\n"
      "  static constexpr int size = sizeof(int4) / sizeof(T);\n  T payload[size];\n"
      "  __device__ @_Packed() = default;\n"
      "  __device__ explicit @_Packed(int4 bits) { memcpy(&payload, &bits, sizeof(bits)); }\n"
      "  __device__ static @_Packed load(const T *p) { return @_Packed(*reinterpret_cast<const int4 *>(p)); }\n"
      "  __device__ T &operator[](int i) { return payload[i]; }\n"
      "  __device__ const T &operator[](int i) const { return payload[i]; }\n"
      "  __device__ int4 get_bits() const { int4 b; memcpy(&b, &payload, sizeof(b)); return b; }\n"
      "};\n";
  for (const char *T : {"float", "__nv_bfloat16", "__half"})
    add(Out, G, std::string("packed 128-bit access of ") + T,
        Packed + "__global__ void @(" + T + " *out, const " + T + " *in) {\n"
                 "  @_Packed<" + T + "> p = @_Packed<" + T + ">::load(in + 8 * threadIdx.x), q;\n"
                 "  for (int k = 0; k < p.size; ++k) q[k] = (" + T + ")((float)p[k] * 2.0f);\n"
                 "  *reinterpret_cast<int4 *>(out + 8 * threadIdx.x) = q.get_bits();\n"
                 "  __stcs(reinterpret_cast<int4 *>(out), q.get_bits());\n}\n",
        Place::File);
  for (const char *V : {"float4", "int4", "uint4", "double2", "float2", "int2", "longlong2",
                        "ulonglong2", "uint2", "char4", "uchar4", "short4", "ushort4"}) {
    add(Out, G, std::string("reinterpret_cast<") + V + " *> load and store",
        std::string("  ") + V + " v = reinterpret_cast<const " + V + " *>(lim_any<const float *>())[threadIdx.x];\n"
            "  reinterpret_cast<" + V + " *>(lim_any<float *>())[threadIdx.x] = v;\n");
    add(Out, G, std::string("__ldg and __ldcs of ") + V,
        std::string("  ") + V + " v = __ldg(lim_any<const " + V + " *>());\n  v = __ldcs(lim_any<const " + V + " *>());\n  (void)v;\n");
    add(Out, G, std::string("__stcs and __stcg of ") + V,
        std::string("  __stcs(lim_any<") + V + " *>(), lim_any<" + V + ">());\n  __stcg(lim_any<" + V + " *>(), lim_any<" + V + ">());\n");
  }
  add(Out, G, "make_float4 and members",
      "  float4 v = make_float4(1, 2, 3, 4);\n  v.x += v.y * v.z - v.w;\n  (void)v;\n");
  add(Out, G, "__nv_bfloat162 from two bf16",
      "  __nv_bfloat162 v = __halves2bfloat162(lim_any<__nv_bfloat16>(), lim_any<__nv_bfloat16>());\n"
      "  float2 f = __bfloat1622float2(v);\n  (void)f;\n");
  add(Out, G, "__half2 through reinterpret_cast of a float",
      "  __half2 h = *reinterpret_cast<const __half2 *>(lim_any<const float *>());\n"
      "  float2 f = __half22float2(h);\n  (void)f;\n");
}

} // namespace

void addCollectiveConstructs(std::vector<Construct> &Out) {
  cooperativeGroups(Out);
  cub(Out);
  libcuxx(Out);
  packed(Out);
}

} // namespace limiter::parity
