# Third-party packages every configuration needs. All are header-only (fmt in its header-only
# mode), so that a machine where nothing can be installed (the lent GPU machine) can build from
# copies of their headers in LIMITER_DEPS_INCLUDE_DIR (scripts/carry-deps.sh makes them).
# Each failure names the Debian package that provides the missing piece.
set(LIMITER_DEPS_INCLUDE_DIR "${PROJECT_SOURCE_DIR}/.deps/include" CACHE PATH
    "Fallback include directory holding CLI11, nlohmann/json and fmt headers")

function(limiter_require_headers Name Target Header DebianPackage)
  find_package(${Name} CONFIG QUIET)
  if(${Name}_FOUND)
    return()
  endif()
  if(EXISTS "${LIMITER_DEPS_INCLUDE_DIR}/${Header}")
    add_library(${Target} INTERFACE IMPORTED GLOBAL)
    target_include_directories(${Target} SYSTEM INTERFACE "${LIMITER_DEPS_INCLUDE_DIR}")
    message(STATUS "limiter: ${Name} from ${LIMITER_DEPS_INCLUDE_DIR}")
    return()
  endif()
  message(FATAL_ERROR "limiter needs ${Name}; install it with: apt-get install ${DebianPackage}")
endfunction()

limiter_require_headers(CLI11 CLI11::CLI11 CLI/CLI.hpp libcli11-dev)
limiter_require_headers(nlohmann_json nlohmann_json::nlohmann_json nlohmann/json.hpp nlohmann-json3-dev)
limiter_require_headers(fmt fmt::fmt-header-only fmt/format.h libfmt-dev)
limiter_require_headers(tomlplusplus tomlplusplus::tomlplusplus toml++/toml.h libtomlplusplus-dev)
if(TARGET fmt::fmt-header-only)
  # The carried copy is headers only; the package's target already defines FMT_HEADER_ONLY.
  get_target_property(_limiter_fmt_defs fmt::fmt-header-only INTERFACE_COMPILE_DEFINITIONS)
  if(NOT _limiter_fmt_defs)
    set_property(TARGET fmt::fmt-header-only PROPERTY INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
  endif()
endif()

if(LIMITER_BUILD_TESTS)
  find_package(GTest QUIET)
  get_filename_component(_limiter_deps_dir "${LIMITER_DEPS_INCLUDE_DIR}" DIRECTORY)
  if(NOT GTest_FOUND AND EXISTS "${_limiter_deps_dir}/googletest/CMakeLists.txt")
    # Carried sources (scripts/carry-deps.sh): build GoogleTest with the project.
    set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
    set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
    add_subdirectory("${_limiter_deps_dir}/googletest" "${PROJECT_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL)
    if(NOT TARGET GTest::gtest) # GoogleTest 1.11 and later define these themselves.
      add_library(GTest::gtest ALIAS gtest)
      add_library(GTest::gtest_main ALIAS gtest_main)
    endif()
    set(GTest_FOUND TRUE)
  endif()
  if(NOT GTest_FOUND)
    message(FATAL_ERROR "limiter's tests need GoogleTest; install it with: apt-get install libgtest-dev")
  endif()
endif()
