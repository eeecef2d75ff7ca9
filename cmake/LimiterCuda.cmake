# The CUDA toolkit for the runtime library.
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_FOUND)
  message(FATAL_ERROR
    "limiter's runtime needs the CUDA toolkit (nvcc and the runtime library); install it from "
    "https://developer.nvidia.com/cuda-downloads (Debian: apt-get install nvidia-cuda-toolkit) and "
    "put nvcc on PATH, or configure with -DLIMITER_WITH_CUDA=OFF")
endif()
if(NOT DEFINED CMAKE_CUDA_COMPILER AND EXISTS "${CUDAToolkit_NVCC_EXECUTABLE}")
  set(CMAKE_CUDA_COMPILER "${CUDAToolkit_NVCC_EXECUTABLE}")
endif()
# sm_90 is the lent H200; override with -DCMAKE_CUDA_ARCHITECTURES=... for other GPUs.
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  set(CMAKE_CUDA_ARCHITECTURES 90)
endif()
enable_language(CUDA)
set(CMAKE_CUDA_STANDARD 17)
set(CMAKE_CUDA_STANDARD_REQUIRED ON)
