// What Nsight Compute counts for each variant, and the reading of its CSV output.

#include "limiter/runtime/ExecutedCounts.h"

#include "limiter/support/Subprocess.h"
#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>
#include <sstream>
#include <unistd.h>

namespace limiter {
namespace {

/// One CSV line: `"a","b,c"` gives a | b,c.
std::vector<std::string> csvFields(const std::string &Text) {
  std::vector<std::string> Out;
  std::string Cell;
  bool Quoted = false;
  for (char C : Text) {
    if (C == '"')
      Quoted = !Quoted;
    else if (C == ',' && !Quoted) {
      Out.push_back(Cell);
      Cell.clear();
    } else
      Cell += C;
  }
  Out.push_back(Cell);
  return Out;
}

/// The variant a kernel name belongs to: "K__mem(...)" or "K__mem<...>" gives "mem".
std::string variantOf(const std::string &KernelName) {
  std::string Variant;
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> Out = {"full", "mem", "store", "math", "skeleton"};
    Out.insert(Out.end(), whatIfNames().begin(), whatIfNames().end());
    return Out;
  }();
  for (const std::string &Name : Names) {
    std::size_t At = KernelName.find("__" + Name);
    if (At == std::string::npos)
      continue;
    std::size_t End = At + Name.size() + 2;
    if (End == KernelName.size() || KernelName[End] == '(' || KernelName[End] == '<')
      Variant = Name;
  }
  return Variant;
}

} // namespace

const std::vector<std::pair<const char *, const char *>> &executedCountMetrics() {
  static const std::vector<std::pair<const char *, const char *>> Metrics = {
      // Requests and sectors count what reaches the memory system: a warp's load or store
      // whose threads are all predicated off issues an instruction but no request, and
      // variants compiled differently may predicate where another branches.
      {"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "global_ld"},
      {"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "global_st"},
      {"l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum", "global_atom"},
      {"l1tex__t_requests_pipe_lsu_mem_global_op_red.sum", "global_atom"},
      {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "ld_sectors"},
      {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", "st_sectors"},
      {"smsp__sass_thread_inst_executed_op_fadd_pred_on.sum", "fp32"},
      {"smsp__sass_thread_inst_executed_op_fmul_pred_on.sum", "fp32"},
      {"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum", "fp32"},
      // The other kinds of arithmetic, each checked on its own: double precision, half and
      // bfloat16 (a packed HFMA2 counts once per thread), integer, and the warp instructions
      // of the XU pipe (transcendentals and other multi-function operations).
      {"smsp__sass_thread_inst_executed_op_dadd_pred_on.sum", "fp64"},
      {"smsp__sass_thread_inst_executed_op_dmul_pred_on.sum", "fp64"},
      {"smsp__sass_thread_inst_executed_op_dfma_pred_on.sum", "fp64"},
      {"smsp__sass_thread_inst_executed_op_hadd_pred_on.sum", "fp16"},
      {"smsp__sass_thread_inst_executed_op_hmul_pred_on.sum", "fp16"},
      {"smsp__sass_thread_inst_executed_op_hfma_pred_on.sum", "fp16"},
      {"smsp__sass_thread_inst_executed_op_integer_pred_on.sum", "int"},
      {"smsp__inst_executed_pipe_xu.sum", "sfu"},
      // Shared-memory load and store warp instructions as the code has them (counted by
      // SASS patching: the hardware's smsp__inst_executed_op_shared_* count a bank conflict's
      // replays too, 270M loads in the strided reduction against 52M without its conflicts):
      // what a what-if must keep of full's shared accesses.
      {"smsp__sass_inst_executed_op_shared_ld.sum", "shared_ld"},
      {"smsp__sass_inst_executed_op_shared_st.sum", "shared_st"},
      {"smsp__inst_executed.sum", "inst"},
      {"dram__bytes_read.sum", "dram_read_bytes"}};
  return Metrics;
}

std::string executedCountMetricList() {
  std::string Out;
  for (const auto &[Metric, Key] : executedCountMetrics())
    Out += (Out.empty() ? "" : ",") + std::string(Metric);
  return Out;
}

std::map<std::string, std::map<std::string, double>> parseNcuCounts(const std::string &Csv) {
  std::map<std::string, std::map<std::string, double>> Out;
  std::set<std::pair<std::string, std::string>> Unmeasured;
  std::istringstream Lines(Csv);
  std::string Line;
  std::vector<std::string> Header;
  auto Column = [&](const char *Name) {
    auto It = std::find(Header.begin(), Header.end(), Name);
    return It == Header.end() ? std::size_t(-1) : std::size_t(It - Header.begin());
  };
  while (std::getline(Lines, Line)) {
    if (Line.empty() || Line[0] != '"')
      continue; // ncu's own messages ("==PROF== ...") and the program's output
    std::vector<std::string> Cells = csvFields(Line);
    if (Header.empty()) {
      Header = Cells;
      continue;
    }
    std::size_t KernelAt = Column("Kernel Name"), MetricAt = Column("Metric Name"),
                ValueAt = Column("Metric Value");
    if (std::max({KernelAt, MetricAt, ValueAt}) >= Cells.size())
      continue;
    std::string Variant = variantOf(Cells[KernelAt]);
    std::string Number;
    for (char C : Cells[ValueAt])
      if (C != ',')
        Number += C;
    char *End = nullptr;
    double Value = std::strtod(Number.c_str(), &End);
    if (Variant.empty() || Number.empty() || *End != '\0')
      continue;
    for (const auto &[Metric, Key] : executedCountMetrics())
      if (Cells[MetricAt] == Metric) {
        if (std::isfinite(Value))
          Out[Variant][Key] += Value;
        else
          Unmeasured.insert({Variant, Key});
      }
  }
  // A metric ncu gave as nan in any of a variant's launches was not measured for it: left out,
  // so that what reads it is not judged (rather than judged on a partial sum or on nan).
  for (const auto &[Variant, Key] : Unmeasured)
    if (auto It = Out.find(Variant); It != Out.end()) {
      It->second.erase(Key);
      if (It->second.empty()) // none measured: as if ncu gave no counts for it
        Out.erase(It);
    }
  return Out;
}

std::string findNcu(const std::string &Explicit) {
  if (!Explicit.empty())
    return Explicit;
  std::string Ncu = findOnPath("ncu");
  for (const char *Dir : {"/usr/local/cuda/bin", "/opt/nvidia/nsight-compute"})
    if (Ncu.empty() && ::access((std::string(Dir) + "/ncu").c_str(), X_OK) == 0)
      Ncu = std::string(Dir) + "/ncu";
  return Ncu;
}

} // namespace limiter
