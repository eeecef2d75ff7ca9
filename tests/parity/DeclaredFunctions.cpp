// The functions the toolkit's headers declare, read from the headers themselves: every
// declaration introduced by one of the headers' declaration macros (`__SM_32_INTRINSICS_DECL__
// void __stcs(float *ptr, float value)`) or, for the runtime API, by `extern __host__`.

#include "Constructs.h"

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

namespace limiter::parity {
namespace {

struct Header {
  const char *Path;  ///< Under the toolkit's include directory.
  const char *Group; ///< The generated file its calls go to.
  bool Host;         ///< Called from host code (the runtime API) rather than from a kernel.
};

// The headers of device functions nvcc's cuda_runtime.h brings in, and the runtime API.
constexpr Header Headers[] = {
    {"crt/math_functions.h", "math", false},
    {"crt/device_functions.h", "intrinsics", false},
    {"crt/device_double_functions.h", "intrinsics", false},
    {"sm_20_intrinsics.h", "intrinsics", false},
    {"sm_30_intrinsics.h", "intrinsics", false},
    {"sm_32_intrinsics.h", "cache-hints", false},
    {"sm_61_intrinsics.h", "intrinsics", false},
    {"crt/sm_70_rt.h", "intrinsics", false},
    {"crt/sm_80_rt.h", "intrinsics", false},
    {"crt/sm_90_rt.h", "intrinsics", false},
    {"device_atomic_functions.h", "atomics", false},
    {"sm_20_atomic_functions.h", "atomics", false},
    {"sm_32_atomic_functions.h", "atomics", false},
    {"sm_60_atomic_functions.h", "atomics", false},
    {"cuda_fp16.h", "fp16", false},
    {"cuda_bf16.h", "bf16", false},
    {"cuda_fp8.h", "fp8", false},
    {"cuda_runtime_api.h", "runtime-api", true},
};

std::string readText(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// The text without comments and preprocessor lines (declarations never span them here).
std::string withoutCommentsAndDirectives(const std::string &Text) {
  std::string Out;
  Out.reserve(Text.size());
  bool LineStart = true;
  for (size_t I = 0; I < Text.size();) {
    if (Text.compare(I, 2, "//") == 0) {
      I = Text.find('\n', I);
      I = I == std::string::npos ? Text.size() : I;
      continue;
    }
    if (Text.compare(I, 2, "/*") == 0) {
      size_t End = Text.find("*/", I + 2);
      I = End == std::string::npos ? Text.size() : End + 2;
      Out += ' ';
      continue;
    }
    char C = Text[I];
    if (LineStart && C == '#') { // A directive, with its continuation lines.
      while (I < Text.size() && !(Text[I] == '\n' && Text[I - 1] != '\\'))
        ++I;
      continue;
    }
    if (C == '\n')
      LineStart = true;
    else if (!std::isspace(static_cast<unsigned char>(C)))
      LineStart = false;
    Out += C;
    ++I;
  }
  return Out;
}

bool isIdentifierChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

std::vector<std::string> words(const std::string &Text) {
  std::vector<std::string> Out;
  std::string Word;
  for (char C : Text) {
    if (isIdentifierChar(C)) {
      Word += C;
      continue;
    }
    if (!Word.empty())
      Out.push_back(std::move(Word));
    Word.clear();
    if (C == '*' || C == '&')
      Out.push_back(std::string(1, C));
  }
  if (!Word.empty())
    Out.push_back(Word);
  return Out;
}

/// Words that qualify a declaration without being part of its type.
bool isDeclarationQualifier(const std::string &W) {
  static const std::set<std::string> Plain = {"extern", "static",    "inline",   "_CRTIMP",
                                              "__cdecl", "CUDARTAPI", "__THROW",  "constexpr",
                                              "virtual", "explicit",  "__inline", "noexcept"};
  return Plain.count(W) ||
         (W.size() > 4 && W.compare(0, 2, "__") == 0 && W.compare(W.size() - 2, 2, "__") == 0);
}

/// Words of a type that can come before a parameter's name without being its type's last word.
bool isTypeWord(const std::string &W) {
  static const std::set<std::string> Builtin = {"int",  "long",   "short",    "char",
                                                "unsigned", "signed", "float", "double",
                                                "bool", "void",   "const",    "volatile"};
  return Builtin.count(W) > 0;
}

/// A parameter's type: its text without the name and any default value; empty when it is one
/// the generator does not spell (a function pointer, an array, a pack).
std::string parameterType(std::string Text) {
  if (size_t Eq = Text.find('='); Eq != std::string::npos)
    Text.erase(Eq);
  if (Text.find('(') != std::string::npos || Text.find('[') != std::string::npos ||
      Text.find("...") != std::string::npos)
    return "";
  std::vector<std::string> W = words(Text);
  // Drop the name: the last word when it is an identifier that is not a type's own word and
  // follows another type word or a declarator (`float *ptr`, `size_t size`).
  if (W.size() >= 2 && isIdentifierChar(W.back()[0]) && !isTypeWord(W.back())) {
    bool TypeBefore = false;
    for (size_t I = 0; I + 1 < W.size(); ++I)
      if (W[I] != "const" && W[I] != "volatile" && W[I] != "struct" && W[I] != "enum")
        TypeBefore = true;
    if (TypeBefore)
      W.pop_back();
  }
  std::string Out;
  for (const std::string &Word : W) {
    if (Word.compare(0, 2, "__") == 0 && Word.size() > 4 &&
        Word.compare(Word.size() - 2, 2, "__") == 0 && Word != "__restrict__")
      continue; // An attribute macro.
    if (!Out.empty() && Word != "*" && Word != "&")
      Out += ' ';
    Out += Word;
  }
  return Out;
}

std::vector<std::string> splitParameters(const std::string &Text) {
  std::vector<std::string> Out;
  int Depth = 0;
  std::string Current;
  for (char C : Text) {
    if (C == '(' || C == '<' || C == '[')
      ++Depth;
    if (C == ')' || C == '>' || C == ']')
      --Depth;
    if (C == ',' && Depth == 0) {
      Out.push_back(Current);
      Current.clear();
      continue;
    }
    Current += C;
  }
  if (Current.find_first_not_of(" \t\n") != std::string::npos)
    Out.push_back(Current);
  return Out;
}

/// A declaration found at Start (the first word of its qualifiers), or false.
bool declarationAt(const std::string &Text, size_t Start, std::string &Name,
                   std::vector<std::string> &Params) {
  size_t Open = Text.find('(', Start);
  if (Open == std::string::npos)
    return false;
  std::string Head = Text.substr(Start, Open - Start);
  if (Head.find_first_of(";{}=") != std::string::npos || Head.find("operator") != std::string::npos)
    return false;
  std::vector<std::string> W = words(Head);
  if (W.size() < 2 || !isIdentifierChar(W.back()[0]))
    return false;
  Name = W.back();
  bool HasType = false;
  for (size_t I = 0; I + 1 < W.size(); ++I)
    HasType |= !isDeclarationQualifier(W[I]);
  if (!HasType || Name.find("DECL") != std::string::npos)
    return false;
  int Depth = 0;
  size_t Close = Open;
  for (; Close < Text.size(); ++Close) {
    Depth += Text[Close] == '(' ? 1 : Text[Close] == ')' ? -1 : 0;
    if (Depth == 0)
      break;
  }
  if (Close >= Text.size())
    return false;
  Params.clear();
  for (const std::string &P : splitParameters(Text.substr(Open + 1, Close - Open - 1))) {
    std::string Type = parameterType(P);
    if (Type.empty())
      return false;
    if (Type != "void")
      Params.push_back(Type);
  }
  return true;
}

/// Whether the declaration starting at Start belongs to a template (its statement opens with
/// `template <...>`).
bool inTemplate(const std::string &Text, size_t Start) {
  size_t Previous = Text.find_last_of(";}{", Start == 0 ? 0 : Start - 1);
  std::string Before =
      Text.substr(Previous == std::string::npos ? 0 : Previous + 1,
                  Start - (Previous == std::string::npos ? 0 : Previous + 1));
  return Before.find("template") != std::string::npos;
}

} // namespace

std::vector<Construct> declaredFunctionCalls(const std::string &CudaInclude) {
  std::vector<Construct> Out;
  std::set<std::string> Seen;
  for (const Header &H : Headers) {
    std::string Text = withoutCommentsAndDirectives(readText(CudaInclude + "/" + H.Path));
    for (size_t I = 0; I < Text.size(); ++I) {
      // A declaration opens with a declaration macro (`__..._DECL__`) or, for the runtime
      // API, `extern __host__`.
      bool Opens = false;
      if (H.Host)
        Opens = Text.compare(I, 15, "extern __host__") == 0;
      else if (Text.compare(I, 2, "__") == 0 && (I == 0 || !isIdentifierChar(Text[I - 1]))) {
        size_t End = I;
        while (End < Text.size() && isIdentifierChar(Text[End]))
          ++End;
        std::string Word = Text.substr(I, End - I);
        Opens = Word.size() > 8 && Word.find("DECL__") == Word.size() - 6;
      }
      if (!Opens || inTemplate(Text, I))
        continue;
      std::string Name;
      std::vector<std::string> Params;
      if (!declarationAt(Text, I, Name, Params))
        continue;
      std::string Signature = Name + "(";
      std::string Call = Name + "(";
      for (size_t P = 0; P < Params.size(); ++P) {
        Signature += (P ? ", " : "") + Params[P];
        Call += std::string(P ? ", " : "") + "lim_any<" + Params[P] + ">()";
      }
      Signature += ")";
      Call += ")";
      if (!Seen.insert(std::string(H.Group) + Signature).second)
        continue;
      Out.push_back({H.Group, Signature, H.Host ? Place::Host : Place::Kernel,
                     "  (void)" + Call + ";\n"});
      // The math library is called from host code too, and as std:: in both.
      if (std::string(H.Group) == "math") {
        Out.push_back({"math-host", Signature, Place::Host, "  (void)" + Call + ";\n"});
        if (Name.compare(0, 2, "__") != 0) {
          Out.push_back({"math-std", "std::" + Signature, Place::Kernel,
                         "  (void)std::" + Call + ";\n"});
          Out.push_back({"math-std-host", "std::" + Signature, Place::Host,
                         "  (void)std::" + Call + ";\n"});
        }
      }
    }
  }
  return Out;
}

} // namespace limiter::parity
