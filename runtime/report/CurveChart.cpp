// A curve as an SVG chart: full's time (relative to its own) at each point of the occupancy or
// elements-per-thread curve, each with its median's 95% interval.

#include "analysis/Numbers.h"
#include "limiter/runtime/Report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace limiter {
namespace {

std::string label(double X, double Y, const std::string &Content, const char *Anchor) {
  return "<text x=\"" + fixedDigits(X, 1) + "\" y=\"" + fixedDigits(Y, 1) + "\" text-anchor=\"" +
         Anchor + "\" font-size=\"11\" fill=\"#333\">" + escapeHtml(Content) + "</text>";
}

std::string line(double X1, double Y1, double X2, double Y2, const char *Style) {
  return "<line x1=\"" + fixedDigits(X1, 1) + "\" y1=\"" + fixedDigits(Y1, 1) + "\" x2=\"" +
         fixedDigits(X2, 1) + "\" y2=\"" + fixedDigits(Y2, 1) + "\" " + Style + "/>";
}

} // namespace

std::string curveChart(const RunResults &R, const Curve &C) {
  const CurvePoint *Full = nullptr;
  for (const CurvePoint &P : C.Points)
    if (P.Variant == "full")
      Full = &P;
  if (C.Points.size() < 2 || !Full || Full->Time.MedianMs <= 0)
    return {};
  const bool Occupancy = C.Name == "occupancy";
  const double Width = 300, Height = 190, Left = 44, Right = 12, Top = 22, Bottom = 34;
  const double PlotW = Width - Left - Right, PlotH = Height - Top - Bottom;
  const double Base = Full->Time.MedianMs;
  double High = 1;
  for (const CurvePoint &P : C.Points)
    High = std::max(High, P.Time.MedianHighMs / Base);
  High = std::ceil(High * 4) / 4; // the axis ends on a quarter
  // The points evenly spaced in the order of X, each labelled with its X.
  const double Step = PlotW / static_cast<double>(C.Points.size());
  auto X = [&](std::size_t I) { return Left + Step * (static_cast<double>(I) + 0.5); };
  auto Y = [&](double Ms) { return Top + PlotH * (1 - std::min(Ms / Base, High) / High); };
  std::ostringstream OS;
  OS << "<svg class=\"curve\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << Width << ' '
     << Height << "\" width=\"" << Width << "\" height=\"" << Height
     << "\" role=\"img\" aria-label=\""
     << escapeHtml(R.Kernel + ": " + curveTitle(C) + ", measured") << "\">";
  OS << label(4, 14,
              std::string(Occupancy ? "occupancy" : "elements per thread") + ": time / full's",
              "start");
  const char *Axis = "stroke=\"#555\" stroke-width=\"1\"";
  OS << line(Left, Top, Left, Top + PlotH, Axis)
     << line(Left, Top + PlotH, Left + PlotW, Top + PlotH, Axis);
  for (double V : {0.0, 1.0, High})
    OS << label(Left - 4, Y(V * Base) + 4, fixedDigits(V, 2) + "x", "end");
  OS << line(Left, Y(Base), Left + PlotW, Y(Base), "stroke=\"#999\" stroke-dasharray=\"3 3\"");
  OS << label(Left + PlotW / 2, Height - 4,
              Occupancy ? "blocks per multiprocessor" : "blocks in the grid", "middle");
  std::string Path;
  for (std::size_t I = 0; I < C.Points.size(); ++I) {
    const CurvePoint &P = C.Points[I];
    const double PX = X(I), PY = Y(P.Time.MedianMs);
    Path += (Path.empty() ? "M" : " L") + fixedDigits(PX, 1) + " " + fixedDigits(PY, 1);
    OS << line(PX, Y(P.Time.MedianLowMs), PX, Y(P.Time.MedianHighMs), "stroke=\"#777\"");
    OS << label(PX, Top + PlotH + 14, std::to_string(P.X), "middle");
  }
  OS << "<path d=\"" << Path << "\" fill=\"none\" stroke=\"#3b7dd8\" stroke-width=\"1.5\"/>";
  for (std::size_t I = 0; I < C.Points.size(); ++I) {
    const CurvePoint &P = C.Points[I];
    const bool Own = &P == Full;
    OS << "<circle cx=\"" << fixedDigits(X(I), 1) << "\" cy=\""
       << fixedDigits(Y(P.Time.MedianMs), 1) << "\" r=\"" << (Own ? 4.5 : 3) << "\" fill=\""
       << (Own ? "#e8862a" : "#3b7dd8") << "\"><title>"
       << escapeHtml(std::to_string(P.X) + ": " + fixedDigits(P.Time.MedianMs, 4) + " ms (" +
                     fixedDigits(P.Time.MedianLowMs, 4) + " to " +
                     fixedDigits(P.Time.MedianHighMs, 4) + ")" +
                     (Own ? ", full as it is" : "; " + P.How))
       << "</title></circle>";
  }
  OS << "</svg>";
  return OS.str();
}

} // namespace limiter
