// The HTML report: the overlap diagram of a run as SVG, and the self-contained page with the
// summary table and each experiment's section.

#include "limiter/runtime/Report.h"
#include "analysis/Numbers.h"
#include "limiter/runtime/Balance.h"
#include "limiter/support/Course.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>

namespace limiter {

namespace {

/// "0.948 ms", "35.4 ms", "12 µs".
std::string duration(double Ms) {
  char Buffer[64];
  if (Ms < 0.1)
    std::snprintf(Buffer, sizeof(Buffer), "%.3g µs", Ms * 1000);
  else
    std::snprintf(Buffer, sizeof(Buffer), "%.3g ms", Ms);
  return Buffer;
}

std::optional<double> median(const RunResults &R, const char *Variant) {
  const VariantRow *Row = R.row(Variant);
  if (!Row || !Row->Time)
    return std::nullopt;
  return Row->Time->MedianMs;
}

// The palette of the diagrams and tables, shared by the CSS.
constexpr const char *MemColor = "#3b7dd8";
constexpr const char *MathColor = "#e8862a";
constexpr const char *OtherColor = "#9a9a9a";

/// A rectangle from time From to time To on the scale, as SVG (y grows downwards).
struct Scale {
  double Base;  ///< y of time 0.
  double PerMs; ///< Pixels per millisecond.
  double y(double Ms) const { return Base - Ms * PerMs; }
};

std::string rect(double X, double Width, const Scale &S, double From, double To,
                 const std::string &Fill, const std::string &Title) {
  double Top = S.y(To), Height = std::max(0.0, S.y(From) - Top);
  return "<rect x=\"" + fixedDigits(X, 1) + "\" y=\"" + fixedDigits(Top, 1) + "\" width=\"" +
         fixedDigits(Width, 1) + "\" height=\"" + fixedDigits(Height, 1) + "\" fill=\"" + Fill +
         "\"><title>" + escapeHtml(Title) + "</title></rect>";
}

std::string text(double X, double Y, const std::string &Content, const char *Anchor = "middle",
                 const char *Class = "") {
  return "<text x=\"" + fixedDigits(X, 1) + "\" y=\"" + fixedDigits(Y, 1) + "\" text-anchor=\"" +
         Anchor + "\"" + (*Class ? std::string(" class=\"") + Class + "\"" : "") + ">" +
         escapeHtml(Content) + "</text>";
}

/// What the overlap diagram's bars share: their width and the time scale, which side is longer and
/// the colors of the longer and shorter sides, and the part of the shorter side the full kernel
/// hides (hatched with the pattern whose id is Hatch).
struct Bars {
  double BarWidth;
  Scale S;
  bool MemLonger;
  double Hidden;
  std::string Hatch;
  const char *LongColor, *ShortColor;
};

/// The mem and math bars at X[0] and X[1], the shorter one's hidden part hatched.
void printSideBars(std::ostream &OS, const Bars &B, const double *X, double Mem, double Math) {
  for (int I = 0; I < 2; ++I) {
    bool IsMem = I == 0;
    double T = IsMem ? Mem : Math;
    const char *Color = IsMem ? MemColor : MathColor;
    std::string Name = IsMem ? "memory-only" : "math-only";
    if (IsMem == B.MemLonger) {
      OS << rect(X[I], B.BarWidth, B.S, 0, T, Color, Name + " " + duration(T));
    } else {
      OS << rect(X[I], B.BarWidth, B.S, 0, B.Hidden, "url(#" + B.Hatch + ")",
                 "hidden under the " + std::string(B.MemLonger ? "memory" : "math") +
                     " time: " + duration(B.Hidden));
      OS << rect(X[I], B.BarWidth, B.S, B.Hidden, T, Color,
                 "not hidden: " + duration(T - B.Hidden));
      OS << "<rect x=\"" << X[I] << "\" y=\"" << B.S.y(T) << "\" width=\"" << B.BarWidth
         << "\" height=\"" << B.S.y(0) - B.S.y(T) << "\" fill=\"none\" stroke=\"" << Color
         << "\"/>";
    }
    OS << text(X[I] + B.BarWidth / 2, B.S.y(T) - 4, duration(T), "middle", "time");
  }
}

/// The full bar at X: the longer side, then what of the shorter side was not hidden, then the
/// rest.
void printFullBar(std::ostream &OS, const Bars &B, double X, double Full, double Longer,
                  double Shorter) {
  double Unhidden = std::min(Shorter - B.Hidden, std::max(0.0, Full - Longer));
  double Base = std::min(Longer, Full);
  OS << rect(X, B.BarWidth, B.S, 0, Base, B.LongColor,
             std::string(B.MemLonger ? "memory" : "math") + " time: " + duration(Base));
  OS << rect(X, B.BarWidth, B.S, Base, Base + Unhidden, B.ShortColor,
             "not hidden: " + duration(Unhidden));
  if (Full > Base + Unhidden + 1e-9)
    OS << rect(X, B.BarWidth, B.S, Base + Unhidden, Full, OtherColor,
               "beyond memory + math: " + duration(Full - Base - Unhidden));
  OS << text(X + B.BarWidth / 2, B.S.y(Full) - 4, duration(Full), "middle", "time");
}

/// The line under the diagram: the limiter (with a question mark when uncertain), whether
/// imprecise, and the overlap.
std::string verdictCaption(const Verdict &V) {
  return (V.uncertain() ? "uncertain (" + std::string(toString(V.Kind)) + "?)"
                        : std::string(toString(V.Kind))) +
         (V.imprecise() ? ", imprecise" : "") +
         // Twins that do not separate the sides, or a kernel at the floor, have no overlap worth
         // a number.
         (V.Kind == Limiter::Inseparable || V.Kind == Limiter::FloorBound
              ? std::string()
              : ", overlap " + fixedDigits(V.Overlap * 100, 0) + "%");
}

/// The page up to the summary: the head with its style, the title, the intro and the legend.
void printHead(std::ostream &OS, const std::string &Title, const std::string &Intro) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
     << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
     << escapeHtml(Title) << "</title>\n<style>\n"
     << "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:2rem auto;"
        "max-width:1100px;padding:0 1rem;color:#222;line-height:1.45}\n"
        "h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #ddd}\n"
        "table{border-collapse:collapse;margin:.6rem 0;font-size:.9rem}\n"
        "th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}\n"
        "th{background:#f4f4f4}td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
        ".experiment{display:flex;gap:1.5rem;flex-wrap:wrap;align-items:flex-start;"
        "border:1px solid #e4e4e4;border-radius:6px;padding:1rem;margin:1rem 0}\n"
        ".experiment .details{flex:1;min-width:420px}\n"
        ".lesson{font-style:italic;margin:.2rem 0 .6rem}\n"
        ".failed{color:#b00020}.note{color:#8a5a00}\n"
        "svg.overlap text{font-size:12px;fill:#333}svg.overlap text.verdict{font-weight:600}\n"
        "svg.overlap .axis{stroke:#555;stroke-width:1.2}\n"
        "svg.overlap .floor{stroke:#555;stroke-dasharray:4 3}\n"
        ".legend span{display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 1em;"
        "vertical-align:middle}\n"
     << "</style>\n</head>\n<body>\n<h1>" << escapeHtml(Title) << "</h1>\n";
  if (!Intro.empty())
    OS << "<p>" << escapeHtml(Intro) << "</p>\n";
  OS << "<p class=\"legend\">Bars, bottom to top in time:<span style=\"background:" << MemColor
     << "\"></span>memory<span style=\"background:" << MathColor
     << "\"></span>math<span style=\"background:" << OtherColor
     << "\"></span>beyond both; hatched: the part of the shorter side the full kernel hides; "
        "dashed: the skeleton (launching and scheduling alone).</p>\n";
}

/// The summary of everything: a row per experiment.
void printSummary(std::ostream &OS, const std::vector<ReportSection> &Sections) {
  OS << "<table class=\"summary\"><tr><th>experiment</th><th>kernel</th><th>verdict</th>"
        "<th>full ms</th><th>spread</th><th>overlap</th><th>bandwidth</th></tr>\n";
  for (const ReportSection &Section : Sections)
    for (const ReportEntry &E : Section.Entries) {
      OS << "<tr><td>" << escapeHtml(E.Name) << "</td>";
      if (!E.Results) {
        OS << "<td colspan=\"6\" class=\"failed\">" << escapeHtml(E.Failure) << "</td></tr>\n";
        continue;
      }
      const RunResults &R = *E.Results;
      const VariantRow *Full = R.row("full");
      OS << "<td>" << escapeHtml(R.Kernel) << "</td><td>"
         << (R.Judgement ? escapeHtml(verdictLabel(*R.Judgement)) : "-")
         << "</td><td class=\"num\">"
         << (Full && Full->Time ? fixedDigits(Full->Time->MedianMs, 4) : "-")
         << "</td><td class=\"num\">"
         << (Full && Full->Time ? fixedDigits(Full->Time->RelStdDev * 100, 2) + "%" : "-")
         << "</td><td class=\"num\">"
         << (R.Judgement ? fixedDigits(R.Judgement->Overlap * 100, 0) + "%" : "-")
         << "</td><td class=\"num\">"
         << (R.Judgement && R.Judgement->BandwidthFraction
                 ? fixedDigits(*R.Judgement->BandwidthFraction * 100, 0) + "%"
                 : "-")
         << "</td></tr>\n";
    }
  OS << "</table>\n";
}

/// The run's curves as lists under their titles.
void printCurves(std::ostream &OS, const RunResults &R) {
  for (const Curve *C : {&R.Occupancy, &R.PerThread}) {
    std::vector<std::string> Lines = curveLines(*C);
    if (Lines.empty())
      continue;
    std::string Title = curveTitle(*C);
    Title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(Title[0])));
    OS << "<p>" << escapeHtml(Title) << ":</p><ul class=\"curve\">\n";
    for (const std::string &L : Lines)
      OS << "<li>" << escapeHtml(L) << "</li>\n";
    OS << "</ul>\n";
  }
}

/// An experiment's results: the kernel and device, the variant table, the checks, the notes,
/// the rates, the verdict and the advice.
void printResults(std::ostream &OS, const RunResults &R) {
  OS << "<p><code>" << escapeHtml(R.Kernel) << "</code> on " << escapeHtml(R.Device)
     << (R.Hot ? ", hot L2" : ", cold L2") << "</p>\n";
  if (!R.Description.empty())
    OS << "<p>" << escapeHtml(R.Description) << "</p>\n";
  if (R.Balance)
    OS << "<p>" << escapeHtml(balanceSentence(*R.Balance)) << ".</p>\n";
  OS << "<table><tr>";
  for (const std::string &T : variantColumnTitles(R))
    OS << "<th>" << escapeHtml(T) << "</th>";
  OS << "</tr>\n";
  for (const VariantRow &Row : R.Variants) {
    if (!Row.WhatIf.empty())
      continue; // in the what-ifs, below
    OS << "<tr>";
    for (const std::string &Cell : variantCells(R, Row))
      OS << "<td>" << escapeHtml(Cell) << "</td>";
    OS << "</tr>\n";
  }
  OS << "</table>\n";
  if (!R.Checks.empty()) {
    OS << "<ul class=\"checks\">";
    for (const CountCheck &C : R.Checks)
      OS << "<li class=\"" << (C.Passed ? "pass" : "failed") << "\">"
         << (C.Passed ? "pass " : "FAIL ") << escapeHtml(C.Name + ": " + C.Detail) << "</li>";
    OS << "</ul>\n";
  }
  for (const VariantRow &Row : R.Variants)
    if (!Row.Note.empty() && Row.WhatIf.empty())
      OS << "<p class=\"note\">" << escapeHtml(Row.Variant + ": " + Row.Note) << "</p>\n";
  if (std::string Rates = ratesLine(R); !Rates.empty())
    OS << "<p>" << escapeHtml(Rates) << "</p>\n";
  std::vector<std::string> WhatIfs = whatIfLines(R);
  if (R.Judgement)
    OS << "<p><strong>" << escapeHtml(R.Judgement->Sentence) << "</strong></p>\n";
  if (!WhatIfs.empty()) {
    OS << "<p>What if (measured: the time full would save without each cost, ranked):</p><ul "
          "class=\"what-ifs\">\n";
    for (const std::string &L : WhatIfs)
      OS << "<li>" << escapeHtml(L) << "</li>\n";
    OS << "</ul>\n";
  }
  printCurves(OS, R);
  if (R.Judgement) {
    OS << "<details><summary>"
       << (WhatIfs.empty() ? "What to try" : "General advice for the class (not measured)")
       << "</summary><ul>\n";
    for (const std::string &A : R.Judgement->Advice)
      OS << "<li>" << escapeHtml(A) << "</li>\n";
    OS << "</ul></details>\n";
  }
}

/// One experiment's section, Id its anchor: the diagram, the name and the lesson, then its
/// results or why there are none.
void printEntry(std::ostream &OS, const ReportEntry &E, const std::string &Id) {
  OS << "<section class=\"experiment\" id=\"" << Id << "\">\n";
  std::string Diagram = E.Results ? overlapDiagram(*E.Results, Id) : "";
  if (!Diagram.empty())
    OS << Diagram << '\n';
  if (std::string Bars = E.Results ? whatIfBars(*E.Results) : ""; !Bars.empty())
    OS << Bars << '\n';
  if (E.Results)
    for (const Curve *C : {&E.Results->Occupancy, &E.Results->PerThread})
      if (std::string Chart = curveChart(*E.Results, *C); !Chart.empty())
        OS << Chart << '\n';
  OS << "<div class=\"details\"><h3>" << escapeHtml(E.Name) << "</h3>\n";
  if (!E.Lesson.empty())
    OS << "<p class=\"lesson\">"
       << escapeHtml(lessonText(E.Lesson, E.Results ? &*E.Results : nullptr)) << "</p>\n";
  if (!E.Results) {
    OS << "<p class=\"failed\">No results: " << escapeHtml(E.Failure) << "</p></div>"
       << "</section>\n";
    return;
  }
  printResults(OS, *E.Results);
  OS << "</div></section>\n";
}

} // namespace

std::string lessonText(const std::string &Lesson, const RunResults *R) {
  auto Median = [&](const char *Variant) -> std::optional<double> {
    const VariantRow *Row = R ? R->row(Variant) : nullptr;
    if (!Row || !Row->Time || Row->Time->MedianMs <= 0)
      return std::nullopt;
    return Row->Time->MedianMs;
  };
  auto Percent = [](double Share) { return std::to_string(std::lround(100 * Share)) + "%"; };
  std::optional<double> Full = Median("full"), Mem = Median("mem"), Math = Median("math");
  std::map<std::string, std::string> Values;
  if (Full && Mem)
    Values["memory-only"] = Percent(*Mem / *Full);
  if (Full && Math)
    Values["math-only"] = Percent(*Math / *Full);
  if (Full && Mem && Math)
    Values["over-twins"] = Percent(*Full / std::max(*Mem, *Math) - 1);
  if (R && R->Judgement)
    Values["verdict"] = verdictLabel(*R->Judgement);
  if (R && R->Balance)
    Values["balance"] = std::to_string(R->Balance->Value);
  if (R && R->CopyBandwidth && R->FmaThroughput && *R->CopyBandwidth > 0) {
    char Text[32];
    std::snprintf(Text, sizeof Text, "%.1f", *R->FmaThroughput / *R->CopyBandwidth);
    Values["flop-per-byte"] = Text;
  }
  std::string Out;
  for (const LessonPart &P : lessonParts(Lesson)) {
    auto It = P.IsName ? Values.find(P.Text) : Values.end();
    Out += !P.IsName            ? P.Text
           : !P.Closed          ? "{" + P.Text
           : It != Values.end() ? It->second
                                : "(not measured)";
  }
  return Out;
}

std::string escapeHtml(const std::string &Text) {
  std::string Out;
  for (char C : Text)
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  return Out;
}

std::string overlapDiagram(const RunResults &R, const std::string &Id) {
  std::optional<double> Full = median(R, "full"), Mem = median(R, "mem"), Math = median(R, "math"),
                        Skeleton = median(R, "skeleton");
  if (!Full || !Mem || !Math || !R.Judgement)
    return {};
  const Verdict &V = *R.Judgement;
  bool MemLonger = *Mem >= *Math;
  double Longer = std::max(*Mem, *Math), Shorter = std::min(*Mem, *Math);
  double Hidden = V.Overlap * Shorter;
  double Top = std::max({*Full, *Mem, *Math});
  const double Width = 300, Height = 250, BarWidth = 56, Gap = 26, Left = 50;
  Scale S{190, 160 / Top};
  const char *LongColor = MemLonger ? MemColor : MathColor;
  const char *ShortColor = MemLonger ? MathColor : MemColor;
  std::string Hatch = "hatch-" + Id;

  std::ostringstream OS;
  OS << "<svg class=\"overlap\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << Width << ' '
     << Height << "\" width=\"" << Width << "\" height=\"" << Height
     << "\" role=\"img\" aria-label=\"" << escapeHtml(R.Kernel + ": " + V.Sentence) << "\">";
  OS << "<defs><pattern id=\"" << Hatch
     << "\" patternUnits=\"userSpaceOnUse\" width=\"6\" height=\"6\" "
        "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#ffffff\"/>"
        "<rect width=\"3\" height=\"6\" fill=\""
     << ShortColor << "\"/></pattern></defs>";
  // The time axis, going up as in the seed's pictures.
  OS << "<line x1=\"" << Left - 12 << "\" y1=\"" << S.y(0) << "\" x2=\"" << Left - 12 << "\" y2=\""
     << S.y(Top) - 12 << "\" class=\"axis\"/>";
  OS << text(Left - 16, S.y(Top) - 16, "time", "start", "label");
  double X[3] = {Left, Left + BarWidth + Gap, Left + 2 * (BarWidth + Gap)};
  Bars B{BarWidth, S, MemLonger, Hidden, Hatch, LongColor, ShortColor};
  printSideBars(OS, B, X, *Mem, *Math);
  printFullBar(OS, B, X[2], *Full, Longer, Shorter);
  if (Skeleton) {
    double Y = S.y(*Skeleton);
    OS << "<line x1=\"" << Left - 6 << "\" y1=\"" << fixedDigits(Y, 1) << "\" x2=\""
       << X[2] + BarWidth + 4 << "\" y2=\"" << fixedDigits(Y, 1) << "\" class=\"floor\"><title>"
       << "skeleton (launch and scheduling floor): " << duration(*Skeleton) << "</title></line>";
  }
  const char *Names[3] = {"mem", "math", "full"};
  for (int I = 0; I < 3; ++I)
    OS << text(X[I] + BarWidth / 2, S.y(0) + 16, Names[I], "middle", "label");
  OS << text(Width / 2, S.y(0) + 36, verdictCaption(V), "middle", "verdict");
  OS << "</svg>";
  return OS.str();
}

std::string whatIfBars(const RunResults &R) {
  std::vector<const WhatIfResult *> Measured;
  for (const WhatIfResult &W : R.WhatIfs)
    if (W.Status == "measured")
      Measured.push_back(&W);
  if (Measured.empty())
    return {};
  const double Width = 300, Row = 26, Left = 92, Span = 180;
  const double Height = 28 + Row * Measured.size();
  std::ostringstream OS;
  OS << "<svg class=\"what-ifs\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << Width
     << ' ' << Height << "\" width=\"" << Width << "\" height=\"" << Height
     << "\" role=\"img\" aria-label=\"" << escapeHtml(R.Kernel + ": what-ifs, measured") << "\">";
  OS << text(4, 14, "what if: time full would save", "start", "label");
  for (std::size_t I = 0; I < Measured.size(); ++I) {
    const WhatIfResult &W = *Measured[I];
    double Y = 24 + Row * I, Share = std::clamp(*W.Potential, 0.0, 1.0);
    OS << text(Left - 6, Y + 14, W.Name, "end", "label");
    OS << "<rect x=\"" << Left << "\" y=\"" << fixedDigits(Y + 3, 1) << "\" width=\""
       << fixedDigits(std::max(Span * Share, 1.0), 1) << "\" height=\"" << Row - 8 << "\" fill=\""
       << (W.Doubts.empty() ? MathColor : "#999999") << "\"><title>"
       << escapeHtml(W.Name + " (removes " + W.Cost + "): " + fixedDigits(100 * *W.Potential, 1) +
                     "% (" + fixedDigits(100 * *W.PotentialLow, 1) + " to " +
                     fixedDigits(100 * *W.PotentialHigh, 1) + "%)" +
                     (W.Doubts.empty() ? "" : "; doubt: " + W.Doubts.front()) +
                     (W.LowerBounds.empty() ? "" : "; a lower bound: " + W.LowerBounds.front()))
       << "</title></rect>";
    OS << text(Left + Span * Share + 4, Y + 14,
               (W.LowerBounds.empty() ? "" : ">= ") + fixedDigits(100 * *W.Potential, 1) + "%",
               "start", "label");
  }
  OS << "</svg>";
  return OS.str();
}

std::string htmlReport(const std::string &Title, const std::string &Intro,
                       const std::vector<ReportSection> &Sections) {
  std::ostringstream OS;
  printHead(OS, Title, Intro);
  printSummary(OS, Sections);
  unsigned Count = 0;
  for (const ReportSection &Section : Sections) {
    if (!Section.Title.empty())
      OS << "<h2>" << escapeHtml(Section.Title) << "</h2>\n";
    if (!Section.Intro.empty())
      OS << "<p>" << escapeHtml(Section.Intro) << "</p>\n";
    for (const ReportEntry &E : Section.Entries) {
      std::string Id = "e" + std::to_string(++Count);
      printEntry(OS, E, Id);
    }
  }
  // Marks the page with what the browser drew, for readers and for the headless-browser test:
  // the diagrams with a laid-out box and their bars, and any script error.
  OS << "<script>\n(function () {\n"
        "  var body = document.body, errors = 0;\n"
        "  window.addEventListener('error', function () { body.dataset.errors = ++errors; });\n"
        "  var all = document.querySelectorAll('svg.overlap'), drawn = 0;\n"
        "  all.forEach(function (svg) {\n"
        "    var box = svg.getBBox();\n"
        "    if (box.width > 0 && box.height > 0 && svg.querySelectorAll('rect').length >= 3)\n"
        "      drawn++;\n"
        "  });\n"
        "  body.dataset.diagrams = all.length;\n"
        "  body.dataset.diagramsDrawn = drawn;\n"
        "  body.dataset.errors = errors;\n"
        "})();\n</script>\n</body>\n</html>\n";
  return OS.str();
}

} // namespace limiter
