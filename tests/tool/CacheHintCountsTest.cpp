// What the cache-hint what-ifs (read-only loads, streaming accesses) compile to
// (VariantCountsTest.cpp says how it is counted): the hinted loads and stores, full's loads
// in number where nvcc reads an element once or through the read-only path already, the
// loads of data the kernel writes left as they were.

#include "VariantCounts.h"

namespace limiter {
namespace {

// The cache-hint what-ifs compile to full's accesses with their hints: saxpy's two loads and
// its store with the streaming hint (.cs). The read-only path has nothing to take there: full's
// compiler reads `const float *__restrict__ x` through it already, and y is data saxpy
// writes, which the what-if leaves as written.
TEST_F(VariantCounts, CacheHintWhatIfsCompileToHintedAccesses) {
  nlohmann::json M = manifest("kernels/streaming/saxpy.cu", "saxpy");
  EXPECT_EQ(variantOf(M, "streaming")["edits"]["global_loads_streaming"], 2u);
  EXPECT_EQ(variantOf(M, "streaming")["edits"]["global_stores_streaming"], 1u);
  nlohmann::json R = variantOf(M, "readonly");
  EXPECT_EQ(R["status"], "absent");
  EXPECT_NE(R["reasons"][0].get<std::string>().find("compiled code is full's"), std::string::npos)
      << R["reasons"][0];
  auto Count = [](const std::string &Text, const std::string &What) {
    unsigned N = 0;
    for (std::size_t At = Text.find(What); At != std::string::npos; At = Text.find(What, At + 1))
      ++N;
    return N;
  };
  const std::string Full = entryText(Dir / "bundle", "saxpy__full");
  const std::string Streaming = entryText(Dir / "bundle", "saxpy__streaming");
  ASSERT_FALSE(Full.empty() || Streaming.empty());
  EXPECT_EQ(Count(Full, "ld.global.nc."), 1u);
  EXPECT_EQ(Count(Full, ".cs."), 0u);
  EXPECT_EQ(Count(Streaming, "ld.global.cs."), 2u);
  EXPECT_EQ(Count(Streaming, "st.global.cs."), 1u);
  EXPECT_TRUE(passed("streaming-keeps-full-global-accesses"));

  // A bfloat16 read through its conversion to float and stored from a float: cuda_bf16.h's
  // hinted 16-bit load and store.
  nlohmann::json H = manifest("tests/tool/Inputs/hints_half.cu", "geluBf16");
  EXPECT_EQ(variantOf(H, "readonly")["status"], "ok");
  EXPECT_EQ(variantOf(H, "streaming")["status"], "ok");
  const std::string HalfReadOnly = entryText(Dir / "bundle", "geluBf16__readonly");
  const std::string HalfStreaming = entryText(Dir / "bundle", "geluBf16__streaming");
  ASSERT_FALSE(HalfReadOnly.empty() || HalfStreaming.empty());
  EXPECT_EQ(Count(HalfReadOnly, "ld.global.nc.b16"), 1u) << HalfReadOnly;
  EXPECT_EQ(Count(HalfStreaming, "ld.global.cs.b16"), 1u) << HalfStreaming;
  EXPECT_EQ(Count(HalfStreaming, "st.global.cs.b16"), 1u) << HalfStreaming;
  EXPECT_TRUE(passed("readonly-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("streaming-keeps-full-global-accesses"));
}

// An element read twice through a `const __restrict__` parameter is one read-only load to
// nvcc, and would be two as hinted loads (each an `asm volatile`): the read-only what-if keeps
// such reads as written, so that a kernel whose every load is one compiles to full's (not
// applicable, said), and one with another array hints only that array's loads; the streaming
// what-if reads the element once, hinted, into a local, its loads full's in number.
TEST_F(VariantCounts, CacheHintWhatIfsReadAnElementOnceWhereNvccDoes) {
  nlohmann::json M = manifest("tests/tool/Inputs/hints_reread.cu", "rereadRestrict", "all");
  nlohmann::json R = variantOf(M, "readonly");
  ASSERT_TRUE(R.is_object());
  EXPECT_EQ(R["status"], "absent");
  EXPECT_NE(R["reasons"][0].get<std::string>().find("compiled code is full's"), std::string::npos)
      << R["reasons"][0];
  EXPECT_EQ(sum(ptxCounts(variantOf(M, "full")), "ld.global"), 1u) << "temp[i] read once";
  nlohmann::json S = variantOf(M, "streaming");
  EXPECT_EQ(S["status"], "ok");
  EXPECT_EQ(S["edits"]["global_loads_merged"], 1u);
  EXPECT_EQ(occurrences(entryText(Dir / "bundle", "rereadRestrict__streaming"), "ld.global.cs."),
            1u);
  EXPECT_TRUE(passed("streaming-keeps-full-global-accesses"));

  nlohmann::json Statement =
      manifest("tests/tool/Inputs/hints_reread.cu", "rereadInStatement", "all");
  for (const char *Name : {"readonly", "streaming"}) {
    nlohmann::json V = variantOf(Statement, Name);
    EXPECT_EQ(V["status"], "ok") << Name;
    EXPECT_EQ(V["edits"]["global_loads_merged"], 1u) << Name;
    EXPECT_EQ(sum(ptxCounts(V), "ld.global"),
              sum(ptxCounts(variantOf(Statement, "full")), "ld.global"))
        << Name;
    EXPECT_TRUE(passed(std::string(Name) + "-keeps-full-global-accesses")) << Name;
    EXPECT_TRUE(passed(std::string(Name) + "-keeps-full-floating-point")) << Name;
  }

  // The same in a helper's return statement (a kinetic energy's `vx[i] * vx[i]`): before,
  // each read took a hinted load of its own, 4 against full's 2.
  // The coalesced what-if's re-indexed read takes warp-wide operations, which nvcc does not
  // merge either: it reads the element once into a local as well.
  nlohmann::json Return = manifest("tests/tool/Inputs/hints_reread.cu", "rereadInReturn", "all");
  for (const char *Name : {"readonly", "streaming", "coalesced"}) {
    nlohmann::json V = variantOf(Return, Name);
    EXPECT_EQ(V["status"], "ok") << Name;
    EXPECT_EQ(V["edits"]["global_loads_merged"], 2u) << Name;
    EXPECT_EQ(sum(ptxCounts(V), "ld.global"), 2u) << Name;
    EXPECT_EQ(sum(ptxCounts(V), "ld.global"),
              sum(ptxCounts(variantOf(Return, "full")), "ld.global"))
        << Name;
    EXPECT_TRUE(passed(std::string(Name) + "-keeps-full-global-accesses")) << Name;
  }

  nlohmann::json Row = manifest("tests/tool/Inputs/hints_reread.cu", "recurrenceRow", "all");
  nlohmann::json Written = variantOf(Row, "readonly");
  EXPECT_EQ(Written["status"], "ok");
  EXPECT_EQ(Written["edits"]["global_loads_read_only"], 1u) << "c[k]";
  EXPECT_EQ(Written["edits"]["global_loads_of_written_data_kept"], 2u) << "v's two reads";
  EXPECT_GT(occurrences(entryText(Dir / "bundle", "recurrenceRow__readonly"), "ld.global.nc."),
            occurrences(entryText(Dir / "bundle", "recurrenceRow__full"), "ld.global.nc."))
      << "c[k]";
  // v's element stored and read again stays in a register as in full: no load added.
  EXPECT_EQ(sum(ptxCounts(Written), "ld.global"),
            sum(ptxCounts(variantOf(Row, "full")), "ld.global"));
  EXPECT_TRUE(passed("readonly-keeps-full-global-accesses"));

  nlohmann::json Mixed = manifest("tests/tool/Inputs/hints_reread.cu", "rereadMixed", "all");
  nlohmann::json V = variantOf(Mixed, "readonly");
  EXPECT_EQ(V["status"], "ok");
  EXPECT_EQ(V["edits"]["global_loads_read_only"], 1u) << "b[i]";
  EXPECT_EQ(V["edits"]["global_loads_read_only_already"], 2u) << "a[i], twice";
  EXPECT_EQ(occurrences(entryText(Dir / "bundle", "rereadMixed__readonly"), "ld.global.nc."), 2u)
      << "a[i] once, b[i] once";
  EXPECT_EQ(sum(ptxCounts(V), "ld.global"), sum(ptxCounts(variantOf(Mixed, "full")), "ld.global"));
  EXPECT_TRUE(passed("readonly-keeps-full-global-accesses"));
}

} // namespace
} // namespace limiter
