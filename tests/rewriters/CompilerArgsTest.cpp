// nvcc -> clang argument translation, from a table of inputs and expected outputs.

#include "limiter/rewriters/CompilerArgs.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

using Args = std::vector<std::string>;

TEST(CompilerArgs, RecognisesNvcc) {
  EXPECT_TRUE(isNvcc("nvcc"));
  EXPECT_TRUE(isNvcc("/usr/local/cuda-13.0/bin/nvcc"));
  EXPECT_FALSE(isNvcc("/usr/bin/clang++"));
  EXPECT_FALSE(isNvcc("nvcc-wrapper"));
}

TEST(CompilerArgs, NvccCommandFromCMake) {
  Args In = {"-DNDEBUG",
             "-I/src/include",
             "-isystem",
             "/opt/include",
             "-O3",
             "--generate-code=arch=compute_90,code=[compute_90,sm_90]",
             "-Xcompiler=-fPIC",
             "--expt-relaxed-constexpr",
             "-std=c++17",
             "-x",
             "cu",
             "-c",
             "/src/k.cu",
             "-o",
             "k.o"};
  TranslatedArgs Out = translateCompilerArgs(In, /*FromNvcc=*/true);
  Args Expected = {"-DNDEBUG",
                   "-I/src/include",
                   "-isystem",
                   "/opt/include",
                   "--cuda-gpu-arch=sm_90",
                   "-std=c++17",
                   "-x",
                   "cuda",
                   "/src/k.cu"};
  EXPECT_EQ(Out.Args, Expected);
  EXPECT_TRUE(Out.Unknown.empty());
  // -O3, -Xcompiler=-fPIC, -c, -o k.o; --expt-relaxed-constexpr is nvcc's, for the bundle.
  EXPECT_EQ(Out.Ignored.size(), 4u);
  EXPECT_EQ(Out.DeviceCode, Args{"-expt-relaxed-constexpr"});
}

TEST(CompilerArgs, NvccSeparateValues) {
  TranslatedArgs Out = translateCompilerArgs(
      {"-arch", "sm_80", "-I", "inc", "--define-macro", "N=4", "-Xcompiler", "-Wall", "-gencode",
       "arch=compute_90,code=sm_90", "--std", "c++20", "-lineinfo"},
      true);
  Args Expected = {"--cuda-gpu-arch=sm_80", "-Iinc", "-DN=4", "--cuda-gpu-arch=sm_90",
                   "-std=c++20"};
  EXPECT_EQ(Out.Args, Expected);
}

TEST(CompilerArgs, NvccVirtualArchitectureBecomesReal) {
  EXPECT_EQ(translateCompilerArgs({"-arch=compute_75"}, true).Args, Args{"--cuda-gpu-arch=sm_75"});
  TranslatedArgs Native = translateCompilerArgs({"-arch=native"}, true);
  EXPECT_TRUE(Native.Args.empty());
  EXPECT_EQ(Native.Ignored, Args{"-arch=native"});
}

TEST(CompilerArgs, RelocatableDeviceCodeParsesInClangsRdcMode) {
  // Kernels that launch kernels (dynamic parallelism) need it to parse.
  EXPECT_EQ(translateCompilerArgs({"-rdc=true"}, true).Args, Args{"-fgpu-rdc"});
  EXPECT_EQ(translateCompilerArgs({"--relocatable-device-code", "true"}, true).Args,
            Args{"-fgpu-rdc"});
  EXPECT_EQ(translateCompilerArgs({"-dc"}, true).Args, Args{"-fgpu-rdc"});
  TranslatedArgs Off = translateCompilerArgs({"-rdc=false"}, true);
  EXPECT_TRUE(Off.Args.empty());
  EXPECT_EQ(Off.Ignored, Args{"-rdc=false"});
}

TEST(CompilerArgs, UnknownNvccFlagsAreDroppedAndReported) {
  TranslatedArgs Out = translateCompilerArgs({"--some-future-flag", "-I.", "k.cu"}, true);
  EXPECT_EQ(Out.Args, (Args{"-I.", "k.cu"}));
  EXPECT_EQ(Out.Unknown, Args{"--some-future-flag"});
}

TEST(CompilerArgs, ClangArgumentsPassThrough) {
  Args In = {"-I/x",
             "-DA=1",
             "-std=c++20",
             "--cuda-gpu-arch=sm_90",
             "-O2",
             "-Wall",
             "-lineinfo-is-not-a-clang-flag-but-passes"};
  TranslatedArgs Out = translateCompilerArgs(In, /*FromNvcc=*/false);
  EXPECT_EQ(Out.Args, In);
}

TEST(CompilerArgs, NvccSpellingsAfterDoubleDashAreTranslated) {
  TranslatedArgs Out = translateCompilerArgs(
      {"-arch=sm_90", "--use_fast_math", "-I/x", "--offload-arch=sm_80"}, false);
  EXPECT_EQ(Out.Args, (Args{"--cuda-gpu-arch=sm_90", "-I/x", "--cuda-gpu-arch=sm_80"}));
  EXPECT_EQ(Out.DeviceCode, Args{"-use_fast_math"});
}

// The floating-point modes mean nothing to a parse but change the code nvcc makes: they are
// kept for the bundle's nvcc, in one spelling, in order, from either kind of argument list.
TEST(CompilerArgs, FloatingPointModesAreKeptForNvcc) {
  TranslatedArgs Out = translateCompilerArgs({"--use_fast_math", "--ftz", "false", "-prec-div=true",
                                              "--prec-sqrt=false", "-fmad", "false", "-I/x", "-O3"},
                                             true);
  EXPECT_EQ(Out.Args, Args{"-I/x"});
  EXPECT_EQ(Out.DeviceCode, (Args{"-use_fast_math", "-ftz=false", "-prec-div=true",
                                  "-prec-sqrt=false", "-fmad=false"}));
  EXPECT_EQ(Out.Ignored, Args{"-O3"});
  EXPECT_EQ(translateCompilerArgs({"-ftz=true", "-I."}, false).DeviceCode, Args{"-ftz=true"});
  // A mode without its value is malformed (nvcc refuses it): dropped, not passed on empty.
  TranslatedArgs Bare = translateCompilerArgs({"-I.", "--ftz"}, true);
  EXPECT_TRUE(Bare.DeviceCode.empty());
  EXPECT_EQ(Bare.Ignored, Args{"--ftz"});
  // The register cap sets the kernel's occupancy as the project builds it.
  EXPECT_EQ(translateCompilerArgs({"--maxrregcount", "64"}, true).DeviceCode,
            Args{"-maxrregcount=64"});
}

TEST(CompilerArgs, PtxasOptionsThatChangeTheCodeAreKeptForNvcc) {
  // Both spellings, comma lists; ptxas's messages are not code: a capped build's spill
  // warning must not fail it under -Werror, and -v's output is never shown.
  TranslatedArgs Out =
      translateCompilerArgs({"-Xptxas", "-v,-dlcm=ca", "--ptxas-options=-O2", "-Xptxas=-Werror",
                             "-restrict", "--extra-device-vectorization", "-I/x"},
                            true);
  EXPECT_EQ(Out.DeviceCode,
            (Args{"-Xptxas=-dlcm=ca", "-Xptxas=-O2", "-restrict", "-extra-device-vectorization"}));
  EXPECT_EQ(Out.Ignored, Args{"-Xptxas=-Werror"});
  EXPECT_EQ(Out.Args, Args{"-I/x"});
  EXPECT_TRUE(Out.LeftOut.empty());
}

TEST(CompilerArgs, DeviceDebugIsLeftOutAndSaid) {
  // -G makes the kernel many times slower; the bundle times the optimised code, and the parse
  // says so (LeftOut), from the compile command or after `--`.
  TranslatedArgs Out = translateCompilerArgs({"-G", "-lineinfo", "-I/x"}, true);
  EXPECT_EQ(Out.LeftOut, Args{"-G"});
  EXPECT_TRUE(Out.DeviceCode.empty());
  EXPECT_EQ(Out.Ignored, Args{"-lineinfo"});
  EXPECT_EQ(translateCompilerArgs({"--device-debug", "-I."}, false).LeftOut,
            Args{"--device-debug"});
  // ptxas's own debug flag the same; its architecture is the bundle's, not carried.
  TranslatedArgs Ptxas = translateCompilerArgs({"-Xptxas", "-g,-arch=sm_80,-O2"}, true);
  EXPECT_EQ(Ptxas.LeftOut, Args{"-Xptxas -g"});
  EXPECT_EQ(Ptxas.DeviceCode, Args{"-Xptxas=-O2"});
}

TEST(CompilerArgs, WholeNamesWinOverJoinedValues) {
  // "-lineinfo" is nvcc's line-info flag, not "-l ineinfo".
  TranslatedArgs Out = translateCompilerArgs({"-lineinfo"}, true);
  EXPECT_EQ(Out.Ignored, Args{"-lineinfo"});
}

TEST(CompilerArgs, KeepsOneGpuArchitecture) {
  EXPECT_EQ(keepOneGpuArch({"--cuda-gpu-arch=sm_80", "-I.", "--cuda-gpu-arch=sm_86"}),
            (Args{"--cuda-gpu-arch=sm_80", "-I."}));
  // The bundles' architecture wins where it is among them (a build for many GPUs).
  EXPECT_EQ(keepOneGpuArch({"--cuda-gpu-arch=sm_80", "-I.", "--cuda-gpu-arch=sm_90"}),
            (Args{"-I.", "--cuda-gpu-arch=sm_90"}));
  EXPECT_EQ(keepOneGpuArch({"-I."}), (Args{"-I.", "--cuda-gpu-arch=sm_90"}));
}

} // namespace
} // namespace limiter
