// The HTML report of runs: the overlap diagram (SVG) of one run, and a page of sections of
// experiments with their tables, verdicts and advice.

#ifndef LIMITER_RUNTIME_REPORT_H
#define LIMITER_RUNTIME_REPORT_H

#include "limiter/runtime/Results.h"

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// The seed's overlap picture of one run, as an SVG element: three bars on one time scale,
/// time going up (mem-only, math-only, full); on the shorter of mem and math the part the full
/// kernel hides is hatched; the full bar is the longer side plus what was not hidden (plus, when
/// the kernel is slower than both sides together, the rest in grey); a dashed line marks the
/// skeleton's floor; the verdict and the overlap are written under it. Id makes the pattern ids
/// unique in a page holding many diagrams. Empty when full, mem or math has no time.
std::string overlapDiagram(const RunResults &R, const std::string &Id);

/// One bar per measured what-if, its length the potential (the share of full's time it would
/// save), grey where a check of it failed; empty when none was measured.
std::string whatIfBars(const RunResults &R);

/// A curve of R (R.Occupancy, R.PerThread) as a chart: full's time over its own at each point,
/// in the order of the points' X (each labelled), each median with its 95% interval, full's
/// own point marked; empty where the curve was not drawn.
std::string curveChart(const RunResults &R, const Curve &C);

/// One experiment of a report: its results, or why there are none.
struct ReportEntry {
  std::string Name;   ///< "stencil/fwd_3D".
  std::string Lesson; ///< What it demonstrates (lab), may be empty.
  std::optional<RunResults> Results;
  std::string Failure; ///< Set when there are no results.
};

struct ReportSection {
  std::string Title;
  std::string Intro;
  std::vector<ReportEntry> Entries;
};

/// A single self-contained HTML page (inline CSS, SVG and script, nothing from outside): a
/// summary table of every experiment, then per experiment its diagram, the variant table, the
/// achieved rates, the verdict and the advice. The script only marks the body with what was
/// drawn (data-diagrams, data-diagrams-drawn, data-errors).
std::string htmlReport(const std::string &Title, const std::string &Intro,
                       const std::vector<ReportSection> &Sections);

/// Lesson with its placeholders ({memory-only}, {verdict}...: LessonPlaceholders) filled from R;
/// "(not measured)" for a value R lacks (or without R).
std::string lessonText(const std::string &Lesson, const RunResults *R);

/// Text with &, <, >, " and ' escaped for HTML and SVG.
std::string escapeHtml(const std::string &Text);

} // namespace limiter

#endif
