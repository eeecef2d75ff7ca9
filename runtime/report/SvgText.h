// What the report's HTML and SVG printers (Report.cpp, CurveChart.cpp) share.

#ifndef LIMITER_RUNTIME_REPORT_SVGTEXT_H
#define LIMITER_RUNTIME_REPORT_SVGTEXT_H

#include <string>

namespace limiter {

/// V with Digits digits after the point ("0.75"), as SVG coordinates and labels take it.
std::string fixed(double V, int Digits);

} // namespace limiter

#endif
