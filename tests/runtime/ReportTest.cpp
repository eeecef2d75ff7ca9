#include "limiter/runtime/Report.h"

#include <gtest/gtest.h>
#include <regex>

namespace limiter {
namespace {

VariantRow row(const char *Variant, double Ms) {
  VariantRow R;
  R.Variant = Variant;
  R.Function = std::string("k__") + Variant;
  R.Status = "ok";
  R.Time = summarize({Ms, Ms});
  R.BlocksPerSm = 4;
  return R;
}

/// The seed's case study: 35.39 ms full, 33.27 mem, 16.25 math, 4 ms skeleton.
RunResults caseStudy(double Full = 35.39, double Mem = 33.27, double Math = 16.25) {
  RunResults R;
  R.Kernel = "stencil::fwd_3D";
  R.Experiment = "stencil <fwd_3D>";
  R.Device = "NVIDIA H200";
  R.Variants = {row("full", Full), row("mem", Mem), row("math", Math), row("skeleton", 4)};
  VariantTimes T;
  T.Full = Full;
  T.Mem = Mem;
  T.Math = Math;
  T.Skeleton = 4;
  R.Judgement = judge(T);
  return R;
}

/// The heights of the rects whose <title> starts with Title.
double heightOf(const std::string &Svg, const std::string &Title) {
  std::regex Rect("<rect [^>]*height=\"([0-9.]+)\"[^>]*><title>" + Title);
  std::smatch M;
  return std::regex_search(Svg, M, Rect) ? std::stod(M[1]) : -1;
}

TEST(OverlapDiagram, DrawsTheSeedsPicture) {
  std::string Svg = overlapDiagram(caseStudy(), "a");
  ASSERT_FALSE(Svg.empty());
  // On one scale (160 px for the longest, 35.39 ms): math's 16.25 ms are 73.5 px, of which the
  // hidden 87% (14.13 ms) are hatched and the unhidden 2.12 ms stack on the full bar.
  double PerMs = 160 / 35.39;
  EXPECT_NEAR(heightOf(Svg, "hidden under the memory time"), 14.13 * PerMs, 0.2);
  EXPECT_NEAR(heightOf(Svg, "not hidden: 2.12 ms") * 2, 2 * 2.12 * PerMs,
              0.4); // On the math bar and on the full bar alike.
  EXPECT_NEAR(heightOf(Svg, "memory-only"), 33.27 * PerMs, 0.2);
  EXPECT_NEAR(heightOf(Svg, "memory time"), 33.27 * PerMs, 0.2);
  EXPECT_NE(Svg.find("fill=\"url(#hatch-a)\""), std::string::npos);
  EXPECT_NE(Svg.find("memory-bound, overlap 87%"), std::string::npos);
  EXPECT_NE(Svg.find("class=\"floor\""), std::string::npos) << "the skeleton's line";
  EXPECT_EQ(Svg.find("beyond memory + math"), std::string::npos);
  EXPECT_NE(Svg.find("stencil::fwd_3D: memory-bound"), std::string::npos) << "aria-label";
}

TEST(OverlapDiagram, PoorOverlapStacksTheSides) {
  // Slower than both sides together: nothing hidden, and the rest shown apart.
  std::string Svg = overlapDiagram(caseStudy(55, 33.27, 16.25), "b");
  EXPECT_NE(Svg.find("latency-bound, overlap 0%"), std::string::npos) << Svg;
  EXPECT_NEAR(heightOf(Svg, "hidden under"), 0, 0.05);
  EXPECT_NEAR(heightOf(Svg, "beyond memory \\+ math: 5.48 ms"), 5.48 * 160 / 55, 0.2);
}

TEST(OverlapDiagram, NothingWithoutTheThreeTimes) {
  RunResults R = caseStudy();
  R.Variants[2].Time.reset();
  EXPECT_EQ(overlapDiagram(R, "c"), "");
}

TEST(HtmlReport, SelfContainedWithEverything) {
  ReportSection S{"Four scenarios", "Intro & more", {}};
  S.Entries.push_back({"case <study>", "What it shows.", caseStudy(), ""});
  S.Entries.push_back({"broken", "", std::nullopt, "LIM009: no GPU"});
  std::string Html = htmlReport("Lab", "Top", {S});
  EXPECT_EQ(Html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(Html.find("<h2>Four scenarios</h2>"), std::string::npos);
  EXPECT_NE(Html.find("Intro &amp; more"), std::string::npos);
  EXPECT_NE(Html.find("case &lt;study&gt;"), std::string::npos) << "names are escaped";
  EXPECT_NE(Html.find("<p class=\"lesson\">What it shows.</p>"), std::string::npos);
  EXPECT_NE(Html.find("No results: LIM009: no GPU"), std::string::npos);
  EXPECT_NE(Html.find("<svg class=\"overlap\""), std::string::npos);
  EXPECT_NE(Html.find("What to try"), std::string::npos);
  for (const char *Outside : {"http://", "https://", "src=", "@import", "<link"}) {
    std::string Text = Html;
    // The SVG namespace is a name, not a fetch.
    for (std::size_t At; (At = Text.find("http://www.w3.org/2000/svg")) != std::string::npos;)
      Text.erase(At, 26);
    EXPECT_EQ(Text.find(Outside), std::string::npos) << Outside;
  }
}

} // namespace
} // namespace limiter
