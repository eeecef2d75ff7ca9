// The printers of one run's results: the per-variant table (terminal, Markdown), CSV and the
// rates line. They read RunResults and nothing else.

#include "analysis/Numbers.h"
#include "limiter/runtime/Balance.h"
#include "limiter/runtime/Results.h"
#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace limiter {
namespace {

/// For a failed static check whose executed twin ran: that the executed counts decide, and
/// what they said (a loop unrolled otherwise under other flags fails a static count alone).
std::string settledBy(const RunResults &R, const CountCheck &Static) {
  std::optional<bool> Pass = executedTwinsPass(R, Static.Name);
  if (!Pass)
    return "";
  const std::string Twin = executedTwinOf(Static.Name);
  const bool Kinds = Twin.starts_with("math-executes-full-") && Twin.ends_with("-within-10pct");
  return "; the executed counts decide, and " +
         (Kinds ? std::string("math-executes-full-*-within-10pct") : Twin) +
         (*Pass ? (Kinds ? " pass" : " passes") : (Kinds ? " fail too" : " fails too"));
}

std::string timeCell(const VariantRow &R) {
  return R.Time ? printed("%.4f", R.Time->MedianMs) : "-";
}
std::string spreadCell(const VariantRow &R) {
  return R.Time ? printed("%.2f%%", R.Time->RelStdDev * 100) +
                      " (n=" + std::to_string(R.Time->Samples) + ")"
                : "-";
}
std::string occupancyCell(const VariantRow &R) {
  std::string Cell = std::to_string(R.BlocksPerSm);
  if (R.PaddingSharedBytes)
    Cell += " (+" + std::to_string(R.PaddingSharedBytes) + " B)";
  if (R.RegisterCap)
    Cell += " (regs <= " + std::to_string(R.RegisterCap) + ")";
  return R.OccupancyMatched ? Cell : Cell + " NOT MATCHED";
}
std::string countsCell(const VariantRow &R) {
  std::string Cell;
  for (const char *Key : {"ld.global", "st.global", "fp"}) {
    unsigned Sum = 0;
    for (const auto &[K, N] : R.Counts)
      if (K.rfind(Key, 0) == 0)
        Sum += N;
    Cell += (Cell.empty() ? "" : "/") + std::to_string(Sum);
  }
  return Cell;
}

std::string executedCell(const VariantRow &R) {
  if (R.Executed.empty())
    return "-";
  auto Get = [&](const char *Key) {
    auto It = R.Executed.find(Key);
    return It == R.Executed.end() ? 0.0 : It->second;
  };
  auto Short = [](double V) {
    const char *Suffix[] = {"", "K", "M", "G", "T"};
    int I = 0;
    while (V >= 1000 && I < 4) {
      V /= 1000;
      ++I;
    }
    return printed(V < 10 && I ? "%.2f" : "%.3g", V) + Suffix[I];
  };
  return Short(Get("global_ld")) + "/" + Short(Get("global_st")) + "/" + Short(Get("fp32"));
}

struct Column {
  const char *Title;
  std::string (*Cell)(const VariantRow &);
};
const Column Columns[] = {
    {"variant", [](const VariantRow &R) { return R.Variant; }},
    {"status", [](const VariantRow &R) { return R.Status; }},
    {"median ms", timeCell},
    {"spread", spreadCell},
    {"blocks/SM", occupancyCell},
    {"regs", [](const VariantRow &R) { return std::to_string(R.Registers); }},
    {"ld/st/fp", countsCell},
    {"executed ld/st/fp", executedCell},
};

/// The columns a run shows: the executed counts only when they were measured.
std::vector<const Column *> columnsOf(const RunResults &R) {
  bool Executed = std::any_of(R.Variants.begin(), R.Variants.end(),
                              [](const VariantRow &V) { return !V.Executed.empty(); });
  std::vector<const Column *> Out;
  for (const Column &C : Columns)
    if (Executed || C.Cell != executedCell)
      Out.push_back(&C);
  return Out;
}

} // namespace
std::vector<std::string> variantColumnTitles(const RunResults &R) {
  std::vector<std::string> Out;
  for (const Column *C : columnsOf(R))
    Out.push_back(C->Title);
  return Out;
}

std::vector<std::string> variantCells(const RunResults &R, const VariantRow &Row) {
  std::vector<std::string> Out;
  for (const Column *C : columnsOf(R))
    Out.push_back(C->Cell(Row));
  return Out;
}

std::string ratesLine(const RunResults &R) {
  const VariantRow *Full = R.row("full");
  if (!Full || !Full->Time || Full->Time->MedianMs <= 0)
    return {};
  double Seconds = Full->Time->MedianMs / 1000;
  auto Scaled = [](double PerSecond, const char *Unit) {
    const char *Prefixes[] = {"", "K", "M", "G", "T", "P"};
    int I = 0;
    while (PerSecond >= 1000 && I < 5) {
      PerSecond /= 1000;
      ++I;
    }
    return printed("%.3g ", PerSecond) + Prefixes[I] + Unit;
  };
  std::vector<std::string> Parts;
  if (R.BytesMoved) {
    double Rate = *R.BytesMoved / Seconds;
    std::string Part = Scaled(Rate, "B/s");
    if (R.CopyBandwidth)
      Part += " (" + printed("%.0f", 100 * Rate / *R.CopyBandwidth) + "% of the " +
              Scaled(*R.CopyBandwidth, "B/s") + " copy ceiling)";
    Part += R.BytesFromConfig ? " from work.bytes"
                              : " counting each buffer once per direction (a lower bound)";
    // Past the ceiling the count is too high: a buffer counted in a direction it does not
    // move (read and written where limiter could not tell), or the same bytes served from L2.
    if (R.CopyBandwidth && Rate > 1.05 * *R.CopyBandwidth)
      Part += ", above the ceiling, so the count is too high (a buffer whose direction is not "
              "known counted both ways, or data served again from L2): give work.bytes";
    Parts.push_back(Part);
  }
  if (R.FlopCount) {
    double Rate = *R.FlopCount / Seconds;
    std::string Part = Scaled(Rate, "FLOP/s");
    if (R.FmaThroughput)
      Part += " (" + printed("%.0f", 100 * Rate / *R.FmaThroughput) + "% of the " +
              Scaled(*R.FmaThroughput, "FLOP/s") + " fp32 FMA ceiling)";
    Parts.push_back(Part);
  }
  std::string Line;
  for (const std::string &P : Parts)
    Line += (Line.empty() ? "achieved " : "; ") + P;
  return Line;
}

namespace {

/// The run's curves under their titles, one line per point and the reading: indented for the
/// terminal, a list for Markdown.
std::string curvesText(const RunResults &R, bool Markdown) {
  std::string Out;
  for (const Curve *C : {&R.Occupancy, &R.PerThread}) {
    std::vector<std::string> Lines = curveLines(*C);
    if (!Lines.empty())
      Out += Markdown ? "\n**" + curveTitle(*C) + "**:\n\n" : curveTitle(*C) + ":\n";
    for (const std::string &L : Lines)
      Out += (Markdown ? "- " : "  ") + L + '\n';
  }
  return Out;
}

/// Whether some what-if was measured: its potential then leads the advice.
bool anyMeasured(const RunResults &R) {
  return std::any_of(R.WhatIfs.begin(), R.WhatIfs.end(),
                     [](const WhatIfResult &W) { return W.Status == "measured"; });
}

} // namespace

std::string toTerminalTable(const RunResults &R) {
  std::vector<const Column *> Shown = columnsOf(R);
  std::vector<std::size_t> Widths;
  for (const Column *C : Shown) {
    std::size_t W = std::string(C->Title).size();
    for (const VariantRow &V : R.Variants)
      if (V.WhatIf.empty())
        W = std::max(W, C->Cell(V).size());
    Widths.push_back(W);
  }
  std::ostringstream OS;
  OS << R.Kernel << (R.Experiment.empty() ? "" : "  (" + R.Experiment + ")") << "  on " << R.Device
     << (R.Hot ? ", hot L2" : ", cold L2") << '\n';
  if (R.Balance)
    OS << "  " << balanceSentence(*R.Balance) << '\n';
  auto Line = [&](auto CellOf) {
    for (std::size_t I = 0; I < Shown.size(); ++I) {
      std::string Cell = CellOf(I);
      OS << (I ? "  " : "  ") << Cell << std::string(Widths[I] - Cell.size(), ' ');
    }
    OS << '\n';
  };
  Line([&](std::size_t I) { return std::string(Shown[I]->Title); });
  for (const VariantRow &V : R.Variants)
    if (V.WhatIf.empty())
      Line([&](std::size_t I) { return Shown[I]->Cell(V); });
  for (const VariantRow &V : R.Variants)
    if (!V.Note.empty() && V.WhatIf.empty())
      OS << "  ! " << V.Variant << ": " << V.Note << '\n';
  for (const CountCheck &C : R.StaticChecks)
    if (!C.Passed)
      OS << "  FAIL  " << C.Name << " (static" << settledBy(R, C) << "): " << C.Detail << '\n';
  for (const CountCheck &C : R.Checks)
    OS << "  " << (C.Passed ? "pass" : "FAIL") << "  " << C.Name << ": " << C.Detail << '\n';
  if (std::string Weak = weakStaticChecks(R); !Weak.empty())
    OS << "  weak  " << Weak << '\n';
  if (std::string Rates = ratesLine(R); !Rates.empty())
    OS << Rates << '\n';
  if (!R.Judgement && !R.Variants.empty()) {
    std::string Why;
    for (const std::string &D : verdictDoubts(R))
      Why += (Why.empty() ? "" : "; ") + D;
    OS << "verdict: none (" << (Why.empty() ? "full, mem and math did not all run" : Why) << ")\n";
  }
  // The advice is what was measured first: the what-ifs, ranked; then the class's general
  // advice, said to be unmeasured where what-ifs were measured.
  if (R.Judgement)
    OS << "verdict: " << R.Judgement->Sentence << '\n';
  std::vector<std::string> WhatIfs = whatIfLines(R);
  if (!WhatIfs.empty())
    OS << "what if (measured: the time full would save without each cost, ranked):\n";
  for (const std::string &L : WhatIfs)
    OS << "  " << L << '\n';
  OS << curvesText(R, false);
  if (R.Judgement && !R.Judgement->Advice.empty() && anyMeasured(R))
    OS << "general advice for the class (not measured):\n";
  if (R.Judgement)
    for (const std::string &A : R.Judgement->Advice)
      OS << "  - " << A << '\n';
  return OS.str();
}

namespace {

/// What a what-if's potential means, and the fixes that would get it.
std::string whatIfMeaning(const WhatIfResult &W) {
  if (const WhatIfInfo *Info = whatIfInfo(W.Name))
    return Info->Advice;
  return "removing " + W.Cost + " would save this much";
}

std::string percentOf(double Fraction) { return printed("%.1f%%", 100 * Fraction); }

/// What a what-if adds of its own, where it executes more than 1% more instructions than full.
std::string ownWorkOf(const WhatIfResult &W) {
  if (!W.ExtraInstructions || *W.ExtraInstructions <= 0.01)
    return "";
  return "it executes " + percentOf(*W.ExtraInstructions) +
         " more warp instructions than full, what it adds to remove the cost; where issuing "
         "instructions sets the pace, the potential is a lower bound and a fix that adds "
         "none gains more";
}

} // namespace

std::vector<std::string> whatIfLines(const RunResults &R) {
  std::vector<std::string> Out;
  for (const WhatIfResult &W : R.WhatIfs) {
    std::string Head = W.Name + " (removes " + W.Cost + ")";
    if (W.Status != "measured") {
      const bool Said = W.Status == "not-applicable" || W.Status == "not-relevant";
      Out.push_back("-  " + Head + ": " + (Said ? "" : "not measured: ") + W.Why);
      continue;
    }
    std::string Line = std::to_string(W.Rank) + ". " + Head + ": potential " +
                       percentOf(*W.Potential) + " (" + percentOf(*W.PotentialLow) + " to " +
                       percentOf(*W.PotentialHigh) + "), " + printed("%.4f", W.MedianMs) + " ms";
    if (*W.PotentialHigh < 0 && W.ExtraInstructions && *W.ExtraInstructions > 0.01)
      Line += "; slower than full, with more instructions than full's: its own added work "
              "may be what it measured, so it says nothing of the cost it removes (inconclusive)";
    else if (*W.PotentialHigh < 0)
      Line += "; slower than full: the cost it removes is not what limits the kernel";
    else if (*W.PotentialLow <= 0)
      Line += "; within the noise: the cost it removes costs nothing measurable";
    else
      Line += "; " + whatIfMeaning(W);
    Out.push_back(Line);
    if (!W.How.empty())
      Out.push_back("     how: " + W.How);
    if (std::string Own = ownWorkOf(W); !Own.empty())
      Out.push_back("     own work: " + Own);
    for (const std::string &L : W.LowerBounds)
      Out.push_back("     lower bound: " + L);
    for (const std::string &D : W.Doubts)
      Out.push_back("     doubt: " + D);
  }
  return Out;
}

std::string weakStaticChecks(const RunResults &R) {
  if (!R.Checks.empty())
    return {};
  std::string Names;
  for (const CountCheck &C : R.StaticChecks)
    if (C.Passed && C.Method == "lines")
      Names += (Names.empty() ? "" : ", ") + C.Name;
  if (Names.empty())
    return {};
  return "static checks passed by lines only, the whole kernel's counts differing: " + Names +
         " (run with --counts: executed counts decide)";
}

std::string toCsv(const RunResults &R) {
  auto Quote = [](const std::string &S) {
    std::string Out = "\"";
    for (char C : S)
      Out += C == '"' ? std::string("\"\"") : std::string(1, C);
    return Out + "\"";
  };
  std::ostringstream OS;
  OS << "kernel,variant,status,samples,median_ms,min_ms,max_ms,rel_std_dev,blocks_per_sm,"
        "occupancy_matched,registers,padding_shared_bytes\n";
  for (const VariantRow &V : R.Variants) {
    OS << Quote(R.Kernel) << ',' << V.Variant << ',' << V.Status << ',';
    if (V.Time)
      OS << V.Time->Samples << ',' << printed("%.6f", V.Time->MedianMs) << ','
         << printed("%.6f", V.Time->MinMs) << ',' << printed("%.6f", V.Time->MaxMs) << ','
         << printed("%.6f", V.Time->RelStdDev);
    else
      OS << ",,,,";
    OS << ',' << V.BlocksPerSm << ',' << (V.OccupancyMatched ? "true" : "false") << ','
       << V.Registers << ',' << V.PaddingSharedBytes << '\n';
  }
  return OS.str();
}

std::string toMarkdown(const RunResults &R) {
  std::ostringstream OS;
  OS << "### " << R.Kernel << "\n\n"
     << "Device: " << R.Device << (R.Hot ? " (hot L2)" : " (cold L2)") << "\n\n";
  if (R.Balance)
    OS << balanceSentence(*R.Balance) << ".\n\n";
  OS << '|';
  std::vector<const Column *> Shown = columnsOf(R);
  for (const Column *C : Shown)
    OS << ' ' << C->Title << " |";
  OS << "\n|";
  for (std::size_t I = 0; I < Shown.size(); ++I)
    OS << "---|";
  OS << '\n';
  for (const VariantRow &V : R.Variants) {
    if (!V.WhatIf.empty())
      continue;
    OS << '|';
    for (const Column *C : Shown)
      OS << ' ' << C->Cell(V) << " |";
    OS << '\n';
  }
  if (!R.Checks.empty() || !R.StaticChecks.empty())
    OS << '\n';
  for (const CountCheck &C : R.StaticChecks)
    if (!C.Passed)
      OS << "- **FAIL** " << C.Name << " (static" << settledBy(R, C) << "): " << C.Detail << '\n';
  for (const CountCheck &C : R.Checks)
    OS << "- " << (C.Passed ? "pass" : "**FAIL**") << " " << C.Name << ": " << C.Detail << '\n';
  if (std::string Weak = weakStaticChecks(R); !Weak.empty())
    OS << "- weak: " << Weak << '\n';
  if (std::string Rates = ratesLine(R); !Rates.empty())
    OS << "\n" << Rates << "\n";
  if (R.Judgement)
    OS << "\n**Verdict:** " << R.Judgement->Sentence << "\n";
  std::vector<std::string> WhatIfs = whatIfLines(R);
  if (!WhatIfs.empty())
    OS << "\n**What if** (measured: the time full would save without each cost, ranked):\n\n";
  for (const std::string &L : WhatIfs)
    OS << "- " << L << '\n';
  OS << curvesText(R, true);
  if (R.Judgement && !R.Judgement->Advice.empty())
    OS << (anyMeasured(R) ? "\n**General advice for the class** (not measured):\n\n" : "\n");
  if (R.Judgement)
    for (const std::string &A : R.Judgement->Advice)
      OS << "- " << A << '\n';
  return OS.str();
}
} // namespace limiter
