// A stand-in for the toolkit's cooperative_groups.h, as far as the tests use it (the real
// header is used where the golden inputs are compiled with nvcc).
#pragma once

namespace cooperative_groups {
struct thread_block {
  __device__ static unsigned thread_rank();
  __device__ static unsigned size();
  __device__ static dim3 group_index();
  __device__ void sync() const;

private:
  void *Workspace; // the toolkit's group handles keep pointers: they are still no data
};
struct coalesced_group {
  __device__ unsigned thread_rank() const;
  __device__ void sync() const;
};
template <unsigned Size, class ParentT = void> struct thread_block_tile {
  __device__ unsigned thread_rank() const;
  __device__ void sync() const;
};
__device__ thread_block this_thread_block();
__device__ coalesced_group coalesced_threads();
template <unsigned Size> __device__ thread_block_tile<Size> tiled_partition(const thread_block &);
__device__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned tilesz);
__device__ void sync(const thread_block &group);
} // namespace cooperative_groups
