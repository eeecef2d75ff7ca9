# Clang/LLVM 22 for the rewriter. Every LLVM-version difference the project meets is kept here
# (CMake side) and in rewriters/lib/parse/ClangCompat.h (C++ side).
set(LIMITER_LLVM_MAJOR 22)
set(_limiter_llvm_hints /usr/lib/llvm-${LIMITER_LLVM_MAJOR} /usr/lib/llvm-${LIMITER_LLVM_MAJOR}/lib/cmake/clang)
find_package(Clang CONFIG QUIET HINTS ${_limiter_llvm_hints} NO_DEFAULT_PATH)
if(NOT Clang_FOUND)
  find_package(Clang CONFIG QUIET)
endif()
if(NOT Clang_FOUND OR NOT LLVM_VERSION_MAJOR EQUAL LIMITER_LLVM_MAJOR)
  message(FATAL_ERROR
    "limiter's rewriter needs the Clang/LLVM ${LIMITER_LLVM_MAJOR} development packages; install them with: "
    "apt-get install clang-${LIMITER_LLVM_MAJOR} libclang-${LIMITER_LLVM_MAJOR}-dev "
    "libclang-cpp${LIMITER_LLVM_MAJOR}-dev llvm-${LIMITER_LLVM_MAJOR}-dev "
    "(or configure with -DLIMITER_WITH_CLANG=OFF to build only the runtime)")
endif()
message(STATUS "limiter: Clang ${LLVM_PACKAGE_VERSION} from ${Clang_DIR}")

# The resource directory holds clang's CUDA wrapper headers. A tool linked against libclang-cpp
# cannot derive it from its own path (it is not installed next to clang), so it is found here
# and compiled in; `--resource-dir` overrides it at run time.
set(LIMITER_CLANG_RESOURCE_DIR "" CACHE PATH "Clang resource directory (empty: ask clang)")
if(NOT LIMITER_CLANG_RESOURCE_DIR)
  find_program(_limiter_clang NAMES clang-${LIMITER_LLVM_MAJOR} clang
    HINTS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
  if(_limiter_clang)
    execute_process(COMMAND ${_limiter_clang} -print-resource-dir
      OUTPUT_VARIABLE _limiter_resource_dir OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
  endif()
  if(NOT _limiter_resource_dir OR NOT EXISTS "${_limiter_resource_dir}")
    set(_limiter_resource_dir "${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR}")
  endif()
  set(LIMITER_CLANG_RESOURCE_DIR "${_limiter_resource_dir}" CACHE PATH "Clang resource directory" FORCE)
endif()
if(NOT EXISTS "${LIMITER_CLANG_RESOURCE_DIR}/include/__clang_cuda_runtime_wrapper.h")
  message(FATAL_ERROR
    "clang's CUDA wrapper headers are missing from ${LIMITER_CLANG_RESOURCE_DIR}/include; "
    "install them with: apt-get install libclang-common-${LIMITER_LLVM_MAJOR}-dev")
endif()
message(STATUS "limiter: clang resource directory ${LIMITER_CLANG_RESOURCE_DIR}")

# The CUDA installation the rewriter parses against by default (overridable at run time).
find_package(CUDAToolkit QUIET)
if(CUDAToolkit_FOUND)
  get_filename_component(LIMITER_DEFAULT_CUDA_PATH "${CUDAToolkit_BIN_DIR}" DIRECTORY)
else()
  set(LIMITER_DEFAULT_CUDA_PATH "/usr/local/cuda")
endif()
