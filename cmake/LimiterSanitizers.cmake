# The sanitizer and fuzzing builds (scripts/sanitize.sh, scripts/fuzz.sh). Only the C++ that
# the host compiler builds is instrumented: nvcc's objects, LLVM and the CUDA runtime are not,
# and the sanitizers' runtimes work beside them.
if(LIMITER_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "LIMITER_FUZZ needs Clang for libFuzzer: configure with "
      "-DCMAKE_CXX_COMPILER=clang++-22 (Debian: apt-get install clang-22 libclang-rt-22-dev)")
  endif()
  set(LIMITER_SANITIZE ON)
  # Coverage for libFuzzer in every library; only the fuzz targets link libFuzzer's main.
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fsanitize=fuzzer-no-link>)
endif()
if(LIMITER_SANITIZE)
  set(_limiter_sanitizers -fsanitize=address,undefined)
  add_compile_options(
    "$<$<COMPILE_LANGUAGE:CXX>:${_limiter_sanitizers}>"
    "$<$<COMPILE_LANGUAGE:CXX>:-fno-sanitize-recover=undefined>"
    "$<$<COMPILE_LANGUAGE:CXX>:-fno-omit-frame-pointer>"
    # Line tables are all a report's stack needs; full debug information of the Clang headers
    # doubles the build. -O1 keeps the reports' stacks whole and the tests fast.
    "$<$<COMPILE_LANGUAGE:CXX>:-gline-tables-only>"
    "$<$<COMPILE_LANGUAGE:CXX>:-O1>"
    # Not LLVM's and Clang's header code (see the file).
    "$<$<COMPILE_LANGUAGE:CXX>:-fsanitize-ignorelist=${PROJECT_SOURCE_DIR}/cmake/sanitizer-ignorelist.txt>")
  if(LIMITER_FUZZ)
    add_compile_options(
      "$<$<COMPILE_LANGUAGE:CXX>:-fsanitize-coverage-ignorelist=${PROJECT_SOURCE_DIR}/cmake/sanitizer-ignorelist.txt>")
  endif()
  add_link_options("$<$<LINK_LANGUAGE:CXX>:${_limiter_sanitizers}>")
  message(STATUS "limiter: AddressSanitizer and UndefinedBehaviorSanitizer on")
endif()
