// The host-side contents of buffers and symbols (Fill.h).

#include "measure/Fill.h"

#include "measure/RecordValues.h"

#include <algorithm>
#include <cstring>
#include <thread>

namespace limiter {
namespace {

/// The size of one filled value of B: an element, or a component of a vector element.
unsigned valueSize(const BufferPlan &B) {
  return B.ComponentSize ? B.ComponentSize : B.ElementSize;
}

void store(std::uint8_t *At, const BufferPlan &B, double V) {
  unsigned Size = valueSize(B);
  if (B.ElementKind == "float" && Size == 4) {
    float X = static_cast<float>(V);
    std::memcpy(At, &X, 4);
  } else if (B.ElementKind == "double" && Size == 8) {
    std::memcpy(At, &V, 8);
  } else if ((B.ElementKind == "half" || B.ElementKind == "bfloat16") && Size == 2) {
    // Rounded once, to nearest even, from the double (binary16: 5, 10; bfloat16: 8, 7).
    const std::uint16_t X =
        B.ElementKind == "half" ? narrowFloatBits(V, 5, 10) : narrowFloatBits(V, 8, 7);
    std::memcpy(At, &X, 2);
  } else if (Size == 8) {
    auto X = static_cast<long long>(V);
    std::memcpy(At, &X, 8);
  } else if (Size == 4) {
    auto X = static_cast<int>(V);
    std::memcpy(At, &X, 4);
  } else if (Size == 2) {
    auto X = static_cast<short>(V);
    std::memcpy(At, &X, 2);
  } else {
    *At = static_cast<std::uint8_t>(static_cast<long long>(V));
  }
}

} // namespace

std::uint64_t mixed(std::uint64_t Seed, std::uint64_t Index) {
  std::uint64_t Z = Seed * 0x9e3779b97f4a7c15ull + Index + 1;
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  return Z ^ (Z >> 31);
}

double fillValue(const FillSpec &F, std::uint64_t Seed, std::uint64_t Index) {
  switch (F.FillKind) {
  case FillSpec::Kind::Zero:
    return 0;
  case FillSpec::Kind::Constant:
    return F.First;
  case FillSpec::Kind::Iota:
    return F.First + F.Second * static_cast<double>(Index);
  case FillSpec::Kind::Random: {
    double Unit = static_cast<double>(mixed(Seed, Index) >> 11) * 0x1.0p-53; // [0, 1)
    return F.First + (F.Second - F.First) * Unit;
  }
  case FillSpec::Kind::RandomInt: {
    auto Low = static_cast<long long>(F.First);
    auto Span = static_cast<std::uint64_t>(static_cast<long long>(F.Second) - Low) + 1;
    return static_cast<double>(Low + static_cast<long long>(mixed(Seed, Index) % Span));
  }
  }
  return 0;
}

std::vector<std::uint8_t> filled(const BufferPlan &B, std::uint64_t Seed) {
  std::vector<std::uint8_t> Out(B.Bytes, 0);
  if (B.Fill.FillKind == FillSpec::Kind::Zero)
    return Out;
  unsigned Step = valueSize(B) ? valueSize(B) : 1;
  std::uint64_t Count = B.Bytes / Step;
  unsigned Threads = std::clamp(std::thread::hardware_concurrency(), 1u, 32u);
  if (Count < (1u << 20))
    Threads = 1;
  std::vector<std::thread> Workers;
  for (unsigned T = 0; T < Threads; ++T)
    Workers.emplace_back([&, T] {
      for (std::uint64_t I = Count * T / Threads; I < Count * (T + 1) / Threads; ++I)
        store(Out.data() + I * Step, B, fillValue(B.Fill, Seed, I));
    });
  for (std::thread &W : Workers)
    W.join();
  return Out;
}

std::string mangledVariable(const std::string &Qualified) {
  if (Qualified.find("::") == std::string::npos)
    return Qualified;
  std::string Out = "_ZN";
  std::size_t Start = 0;
  while (true) {
    std::size_t End = Qualified.find("::", Start);
    std::string Part = Qualified.substr(Start, End - Start);
    Out += std::to_string(Part.size()) + Part;
    if (End == std::string::npos)
      break;
    Start = End + 2;
  }
  return Out + "E";
}

} // namespace limiter
