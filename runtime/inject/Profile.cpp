// The targets of a profile plan from a bundle's manifest, the checkpoint's fit, and the results
// of a launch measured in the program.

#include "limiter/runtime/Profile.h"

#include "limiter/runtime/Verdict.h"

#include "analysis/ManifestFacts.h"
#include "limiter/support/WhatIfs.h"

namespace limiter {

std::string madeWhatIfOf(const std::string &Variant) {
  std::string Base = Variant.substr(0, Variant.find('@'));
  return Base == "occupancy" || Base == "perthread" || Base == "blocksize" ? Base : "";
}

std::string programEntryOf(const std::string &FullEntry, const std::string &Name) {
  const std::string Variant = Name + "__full";
  if (FullEntry == Variant) // extern "C": not mangled
    return Name;
  const std::string Mangled = std::to_string(Variant.size()) + Variant;
  std::size_t At = FullEntry.find(Mangled);
  if (!FullEntry.starts_with("_Z") || At == std::string::npos)
    return {};
  return FullEntry.substr(0, At) + std::to_string(Name.size()) + Name +
         FullEntry.substr(At + Mangled.size());
}

namespace {

/// ProgramEntry's mangling through the kernel's source name ("_Z5relax" of "_Z5relaxiPf",
/// "_ZN2ns5relax" of "_ZN2ns5relaxEPf"); empty when unmangled.
std::string namePrefixOf(const std::string &ProgramEntry, const std::string &Name) {
  const std::string Mangled = std::to_string(Name.size()) + Name;
  if (!ProgramEntry.starts_with("_Z"))
    return {};
  std::size_t At = ProgramEntry.find(Mangled, 2);
  return At == std::string::npos ? std::string() : ProgramEntry.substr(0, At + Mangled.size());
}

} // namespace

bool sameNameOtherEntry(const ProfileTarget &T, const std::string &Entry) {
  if (T.NamePrefix.empty() || Entry == T.ProgramEntry || !Entry.starts_with(T.NamePrefix) ||
      Entry.size() == T.NamePrefix.size())
    return false;
  // In a nested name the kernel's name is last: its template arguments or the end follow.
  char Next = Entry[T.NamePrefix.size()];
  return !T.NamePrefix.starts_with("_ZN") || Next == 'E' || Next == 'I';
}

std::vector<ProfileTarget> profileTargets(const Manifest &M, std::string &Error) {
  std::vector<ProfileTarget> Out;
  std::map<std::string, bool> TakesFlag;
  std::map<std::string, std::map<std::string, unsigned>> LaunchEdits;
  for (const ManifestVariant &V : M.Variants)
    if (!V.absent()) {
      TakesFlag[V.Name] = V.takesFlag();
      for (const char *Kind : {"dynamic_accesses_folded", "dynamic_accesses_swizzled"})
        if (auto Edit = V.Edits.find(Kind); Edit != V.Edits.end())
          LaunchEdits[V.Name][Edit->first] = Edit->second;
    }
  for (const ManifestInstantiation &I : M.Kernel.Instantiations) {
    ProfileTarget T;
    for (const auto &[Variant, Entry] : I.Entries)
      if (TakesFlag.count(Variant))
        T.Entries[Variant] = Entry;
    if (!T.Entries.count("full"))
      continue;
    T.ProgramEntry = programEntryOf(T.Entries["full"], M.Kernel.Name);
    T.NamePrefix = namePrefixOf(T.ProgramEntry, M.Kernel.Name);
    T.TakesFlag = TakesFlag;
    T.LaunchEdits = LaunchEdits;
    T.Parameters = static_cast<unsigned>(I.Parameters.size());
    if (!T.ProgramEntry.empty())
      Out.push_back(std::move(T));
  }
  if (Out.empty())
    Error = "the manifest names no entry of the full kernel";
  return Out;
}

std::vector<ProfileTarget> profileTargets(const std::string &ManifestJson, std::string &Error) {
  std::optional<Manifest> M = manifestFromJson(ManifestJson, Error);
  if (!M) {
    Error = "the manifest " + Error;
    return {};
  }
  return profileTargets(*M, Error);
}

std::string checkpointWontFit(std::size_t Held, std::size_t DeviceFree, std::size_t DeviceReserve,
                              std::size_t HostAvailable, std::size_t HostReserve, bool DeviceOnly) {
  std::size_t OnDevice = DeviceFree > DeviceReserve ? DeviceFree - DeviceReserve : 0;
  std::size_t OnHost = DeviceOnly || HostAvailable <= HostReserve ? 0 : HostAvailable - HostReserve;
  if (Held <= OnDevice + OnHost)
    return {};
  std::string Where = std::to_string(OnDevice) + " MB free on the GPU beside the timing's " +
                      std::to_string(DeviceReserve) + " MB";
  return "the GPU holds " + std::to_string(Held) + " MB, and a checkpoint of it has " + Where +
         (DeviceOnly ? " (--checkpoint-device-only keeps it off the host)"
                     : " and " + std::to_string(OnHost) + " MB of the host's memory (" +
                           std::to_string(HostReserve) + " MB left to the program)");
}

RunResults resultsOfLaunch(const ProfiledLaunch &Launch, const std::string &ManifestJson,
                           const std::string &Device, const VerdictThresholds &Thresholds,
                           double TargetRelStdDev, unsigned MinSamples, bool Hot) {
  // A manifest that does not read (said already by profileTargets) gives no facts.
  std::string Error;
  return resultsOfLaunch(Launch, manifestFromJson(ManifestJson, Error).value_or(Manifest()),
                         Device, Thresholds, TargetRelStdDev, MinSamples, Hot);
}

RunResults resultsOfLaunch(const ProfiledLaunch &Launch, const Manifest &M,
                           const std::string &Device, const VerdictThresholds &Thresholds,
                           double TargetRelStdDev, unsigned MinSamples, bool Hot) {
  RunResults R;
  R.Kernel = M.Kernel.QualifiedName;
  R.Experiment = "in-situ";
  R.Device = Launch.Device.empty() ? Device : Launch.Device;
  R.Hot = Hot;
  R.TargetRelStdDev = TargetRelStdDev;
  R.MinSamples = MinSamples;
  R.Thresholds = Thresholds;
  R.StructuralLoads = structuralLoadsOf(M);
  InSituLaunch In;
  In.LaunchIndex = Launch.Index;
  In.Grid = Launch.Grid;
  In.Block = Launch.Block;
  In.DynamicSharedBytes = Launch.DynamicSharedBytes;
  In.DeviceOrdinal = Launch.DeviceOrdinal;
  In.Context = Launch.Context;
  R.InSitu = In;
  for (const ProfiledVariant &V : Launch.Variants) {
    VariantRow Row;
    Row.Variant = V.Name;
    Row.Status = V.Status;
    Row.Note = V.Note;
    if (const ManifestVariant *Generated = M.variant(V.Name)) {
      Row.Function = Generated->Function;
      if (V.Status == "ok")
        Row.Status = Generated->Status; // conservative stays said
      VariantRow FromBundle = variantRowOf(*Generated);
      Row.Counts = FromBundle.Counts;
      Row.WhatIf = FromBundle.WhatIf;
      Row.Reasons = FromBundle.Reasons;
      if (V.Status == "absent") { // not applicable at this launch: the note says why
        Row.Reasons = {V.Note};
        Row.Note.clear();
      }
    } else if (std::string Made = madeWhatIfOf(V.Name); !Made.empty()) {
      Row.WhatIf = whatIfInfo(Made)->Cost;
      Row.OnCurve = V.Name != Made;
      if (V.Status == "absent") { // not applicable: the note says why
        Row.Reasons = {V.Note};
        Row.Note.clear();
      }
    }
    const std::array<unsigned, 3> &Grid = V.Grid ? *V.Grid : Launch.Grid;
    Row.GridBlocks = static_cast<unsigned long long>(Grid[0]) * Grid[1] * Grid[2];
    Row.RegisterCap = V.RegisterCap;
    Row.SpillBytes = V.SpillBytes;
    if (!V.SamplesMs.empty())
      Row.Time = summarize(V.SamplesMs);
    Row.Registers = V.Registers;
    Row.StaticSharedBytes = V.StaticSharedBytes;
    Row.BlocksPerSm = V.BlocksPerSm;
    Row.OccupancyMatched = V.OccupancyMatched;
    Row.PaddingSharedBytes = V.PaddingSharedBytes;
    Row.Executed = V.Executed;
    R.Variants.push_back(std::move(Row));
  }
  if (Launch.CountSeconds > 0)
    R.CountSeconds = Launch.CountSeconds;
  R.StaticChecks = staticChecksOf(M);
  R.Checks = executedCountChecks(R.Variants, !R.StructuralLoads.empty(), R.StaticChecks);
  addVerdict(R);
  return R;
}

} // namespace limiter
