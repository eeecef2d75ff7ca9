// Accessors' operators written out where they are called (InlinedAccessors.h), through
// `limiter generate`: the notes, the bundle's text, every variant made of the accesses they
// name, and the compiled variants' counts.

#include "VariantCounts.h"

#include <fstream>
#include <iterator>

namespace limiter {
namespace {

std::string bundleText(const fs::path &Bundle) {
  std::ifstream In(Bundle / "src" / "accessors.cu");
  return std::string((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
}

/// A view's call operator and row method, handed to the kernel by value, and a local
/// accessor its constructor sets up: each call is written out on its own line, the twins are
/// made of the accesses they name (ok, full's global loads and stores in mem-only), and the
/// coalesced what-if re-indexes the transposed store, keeps the consecutive read (its row a
/// field of the view the kernel is handed, the same in every lane) and the row's first
/// element, which a warp shares, and re-indexes the local accessor's read, whose stride the
/// constructor sets at run time.
TEST_F(VariantCounts, AccessorCallsAreWrittenOutWhereTheyAreMade) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/accessors.cu", "viewTranspose", "coalesced,readonly");
  std::string Text = bundleText(Dir / "bundle");
  EXPECT_NE(Text.find("((dst).data[(j) * (dst).ld + (i)])"), std::string::npos) << Text;
  EXPECT_NE(Text.find("((src).data[(i) * (src).ld + (j)])"), std::string::npos) << Text;
  EXPECT_NE(Text.find("((src).data + (i) * (src).ld)"), std::string::npos) << Text;
  // The argument keeps the parameter's type: the index is computed in int, as the operator's.
  EXPECT_NE(Text.find("((b).data[((int)(threadIdx.x)) * (b).stride])"), std::string::npos) << Text;
  std::map<std::string, std::map<std::string, unsigned>> C = countsOf(M);
  EXPECT_EQ(sum(C["mem"], "ld.global"), sum(C["full"], "ld.global"));
  EXPECT_EQ(sum(C["mem"], "st.global"), sum(C["full"], "st.global"));
  EXPECT_EQ(sum(C["store"], "st.global"), sum(C["full"], "st.global"));
  EXPECT_EQ(sum(C["math"], "ld.global"), 0u) << "no structural load";
  for (const auto &Check : Checks)
    if (!isWhatIfCheck(Check))
      EXPECT_TRUE(Check["passed"].get<bool>()) << Check.dump();
  nlohmann::json Co = variantOf(M, "coalesced");
  EXPECT_EQ(Co["status"], "ok") << Co.dump();
  EXPECT_EQ(Co["edits"]["global_accesses_coalesced"], 2u) << "the store and b's read";
  const std::string Mine = entryText(Dir / "bundle", "viewTranspose__coalesced");
  EXPECT_EQ(occurrences(Mine, "ld.global"), 3u) << Mine;
  EXPECT_EQ(sum(ptxCounts(Co), "st.global"), sum(C["full"], "st.global"));
  EXPECT_EQ(variantOf(M, "readonly")["status"], "ok");
  unsigned Notes = 0;
  for (const auto &D : M["diagnostics"])
    if (D["id"] == "LIM113")
      ++Notes;
  EXPECT_EQ(Notes, 3u) << M["diagnostics"].dump() << ": View2D's two and Strided's";
  for (const auto &D : M["diagnostics"])
    EXPECT_NE(D["id"], "LIM107") << D.dump();
}

/// A call whose argument has a side effect, and one whose fields are private, stay operators,
/// and are said (LIM107); the twins are conservative.
TEST_F(VariantCounts, AccessorCallsThatCannotBeWrittenOutStay) {
  nlohmann::json M = manifest("tests/tool/Inputs/accessors.cu", "viewKept", "none");
  std::string Text = bundleText(Dir / "bundle");
  EXPECT_NE(Text.find("const float x = v(k++, 0);"), std::string::npos) << Text;
  EXPECT_NE(Text.find("h(k) = x;"), std::string::npos) << Text;
  unsigned Kept = 0;
  for (const auto &D : M["diagnostics"]) {
    EXPECT_NE(D["id"], "LIM113") << D.dump();
    Kept += D["id"] == "LIM107";
  }
  EXPECT_GE(Kept, 2u) << M["diagnostics"].dump();
  EXPECT_EQ(variantOf(M, "mem")["status"], "conservative");
}

/// What would change the kernel stays an operator: a call one instantiation makes to an
/// accessor and another to an operator that returns a copy (one text serves both); an object
/// whose class declares the accessor's field again; an argument named twice that is read from
/// volatile memory. A const element keeps its const, written out (`static_cast<const float
/// &>`), so that overloads on const still choose as before.
TEST_F(VariantCounts, AccessorCallsThatWouldChangeTheKernelStay) {
  nlohmann::json M = manifest("tests/tool/Inputs/accessors.cu", "viewEither", "none");
  std::string Text = bundleText(Dir / "bundle");
  EXPECT_NE(Text.find("out[i] = a(i);"), std::string::npos) << Text;
  for (const auto &D : M["diagnostics"])
    EXPECT_NE(D["id"], "LIM113") << D.dump();
  M = manifest("tests/tool/Inputs/accessors.cu", "viewTraps", "none");
  Text = bundleText(Dir / "bundle");
  EXPECT_NE(Text.find("s(i, 1)"), std::string::npos) << Text;
  EXPECT_NE(Text.find("c.diag(idx[i])"), std::string::npos) << Text;
  EXPECT_NE(Text.find("pick( static_cast<const float &>((c).data[(i)]) )"), std::string::npos)
      << Text;
}

/// A local view's pointer that a helper points at shared memory through a reference, or
/// whose constructor's body may: no longer taken for the global parameter it was built from,
/// so the read-only what-if does not read shared memory through the read-only path.
TEST_F(VariantCounts, ALocalViewsPointerChangedUnseenIsOfUnknownOrigin) {
  nlohmann::json M = manifest("tests/tool/Inputs/accessors.cu", "viewRetargeted", "readonly");
  EXPECT_EQ(variantOf(M, "readonly")["status"], "absent") << "both reads kept as written";
  EXPECT_EQ(bundleText(Dir / "bundle").find("__ldg"), std::string::npos);
  unsigned Unknown = 0;
  for (const auto &D : M["diagnostics"])
    Unknown += D["id"] == "LIM101";
  EXPECT_GE(Unknown, 1u) << M["diagnostics"].dump();
}

} // namespace
} // namespace limiter
