// Macro calls as the variants expand them: what the parse records of each call in the
// project's files (the expansion's tokens, written back so that they stay the same tokens), and
// how a text gets the expansions in place without moving a line.

#include "parse/MacroTexts.h"
#include "variants/RuleContext.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

class RecordingAction : public clang::SyntaxOnlyAction {
public:
  explicit RecordingAction(MacroTexts &Out) : Out(Out) {}
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef File) override {
    recordMacroTexts(CI.getPreprocessor(), Out);
    return clang::SyntaxOnlyAction::CreateASTConsumer(CI, File);
  }

private:
  MacroTexts &Out;
};

/// The calls recorded in Code (as /macro/input.cc), by offset.
std::map<unsigned, MacroText> record(const std::string &Code) {
  MacroTexts Texts;
  EXPECT_TRUE(clang::tooling::runToolOnCodeWithArgs(std::make_unique<RecordingAction>(Texts), Code,
                                                    {"-std=c++17"}, "/macro/input.cc"));
  std::map<unsigned, MacroText> Out;
  for (const auto &[Key, Text] : Texts) {
    EXPECT_EQ(Key.first, "/macro/input.cc");
    Out[Key.second] = Text;
  }
  return Out;
}

unsigned offsetOf(const std::string &Text, const std::string &Needle) {
  return static_cast<unsigned>(Text.find(Needle));
}

TEST(MacroTexts, RecordsTheOutermostCallWithItsExpansion) {
  std::string Code = "#define SQ(x) ((x)*(x))\n"
                     "#define NORM2(a, b) (SQ(a) + SQ(b))\n"
                     "float f(float u, float v) { return NORM2(u - 1, v); }\n";
  std::map<unsigned, MacroText> Calls = record(Code);
  ASSERT_EQ(Calls.size(), 1u); // The inner SQ calls are part of NORM2's.
  const auto &[Offset, Call] = *Calls.begin();
  EXPECT_EQ(Offset, offsetOf(Code, "NORM2(u"));
  EXPECT_EQ(Call.Name, "NORM2");
  EXPECT_EQ(Call.End, offsetOf(Code, "; }"));
  EXPECT_EQ(Call.Text, "(((u - 1)*(u - 1)) + ((v)*(v)))");
  EXPECT_TRUE(Call.Writable);
}

TEST(MacroTexts, KeepsTokensApartThatWouldJoin) {
  // A pasted name and a stringized argument are written as the tokens they became; tokens
  // that would join are kept apart (`- -y` below).
  std::string Code = "#define NEG(x) -x\n"
                     "#define FIELD(n) n##_value\n"
                     "#define NAME(s) #s\n"
                     "int a_value = 2;\n"
                     "int g(int y) { return -NEG(y) + FIELD(a); }\n"
                     "const char *h() { return NAME(two words); }\n";
  std::map<unsigned, MacroText> Calls = record(Code);
  ASSERT_EQ(Calls.size(), 3u);
  EXPECT_EQ(Calls[offsetOf(Code, "NEG(y)")].Text, "-y");
  std::string Expanded =
      expandMacroCalls(Code, {{offsetOf(Code, "NEG(y)"), &Calls[offsetOf(Code, "NEG(y)")]}});
  EXPECT_NE(Expanded.find("return - -y  + FIELD(a)"), std::string::npos) << Expanded;
  EXPECT_EQ(Calls[offsetOf(Code, "FIELD(a)")].Text, "a_value");
  EXPECT_EQ(Calls[offsetOf(Code, "NAME(two")].Text, "\"two words\"");
}

TEST(MacroTexts, APragmaInsideAnExpansionCannotBeWrittenBack) {
  std::string Code = "#define UNROLLED(n) _Pragma(\"unroll\") for (int i = 0; i < n; ++i)\n"
                     "void k(int *p) { UNROLLED(4) p[i] = i; }\n";
  std::map<unsigned, MacroText> Calls = record(Code);
  ASSERT_EQ(Calls.size(), 1u);
  EXPECT_FALSE(Calls.begin()->second.Writable);
}

TEST(MacroTexts, ExpandsInPlaceWithoutMovingALine) {
  std::string Text = "a = SQ(x);\n"
                     "ROUND(w,\n"
                     "      r);\n"
                     "after;\n";
  MacroText Sq{"SQ", offsetOf(Text, ";\nROUND"), "((x)*(x))", true};
  MacroText Round{"ROUND", offsetOf(Text, ";\nafter"), "w = w + r", true};
  std::string Out =
      expandMacroCalls(Text, {{offsetOf(Text, "SQ"), &Sq}, {offsetOf(Text, "ROUND"), &Round}});
  // A blank on each side: the expansion's first and last tokens do not join their neighbours.
  EXPECT_EQ(Out, "a =  ((x)*(x)) ;\n"
                 " w = w + r \n"
                 ";\n"
                 "after;\n");
}

TEST(MacroTexts, ExpandsOnlyTheCallsAskedForAndSaysWhich) {
  std::string Code = "#define SQ(x) ((x)*(x))\n"
                     "float f(float u) { return SQ(u) + SQ(2.f); }\n";
  MacroTexts Macros;
  ASSERT_TRUE(clang::tooling::runToolOnCodeWithArgs(std::make_unique<RecordingAction>(Macros), Code,
                                                    {"-std=c++17"}, "/macro/input.cc"));
  std::set<MacroCallSite> Sites = {{"/macro/input.cc", offsetOf(Code, "SQ(u)")},
                                   {"/macro/other.cc", 3}};
  ExpandedMacros Expanded;
  std::map<std::string, std::string> Out = expandMacroCallSites(
      Sites, {{"/macro/input.cc", Code}}, Macros, "/macro/input.cc", "", Expanded);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out["/macro/input.cc"], "#define SQ(x) ((x)*(x))\n"
                                    "float f(float u) { return  ((u)*(u))  + SQ(2.f); }\n");
  ASSERT_EQ(Expanded.size(), 1u);
  EXPECT_EQ(Expanded.begin()->second.Count, 1u);
  EXPECT_EQ(Expanded.begin()->second.FirstLine, 2u);
  std::vector<Diagnostic> Notes = expandedMacroNotes(Expanded);
  ASSERT_EQ(Notes.size(), 1u);
  EXPECT_EQ(Notes[0].Id, DiagId::MacroExpanded);
  EXPECT_EQ(Notes[0].Where.Line, 2u);
  EXPECT_NE(Notes[0].Message.find("a call of the macro 'SQ'"), std::string::npos);
}

// A loop's pragmas written `_Pragma` on their own lines, so that a declaration can go in
// front of them: a comment after the words stays after the `_Pragma` (a block comment may go
// on to the next lines), a CRLF line keeps its '\r' outside the string, and a pragma continued
// over lines is refused.
TEST(PragmasInLine, KeepsLinesCommentsAndLineEnds) {
  EXPECT_EQ(pragmasInLine("#pragma unroll\n  "), "_Pragma(\"unroll\")\n  ");
  EXPECT_EQ(pragmasInLine("  #  pragma   unroll   4  \n"), "  _Pragma(\"unroll   4\")\n");
  EXPECT_EQ(pragmasInLine("#pragma unroll // all four\n"), "_Pragma(\"unroll\") // all four\n");
  EXPECT_EQ(pragmasInLine("#pragma unroll /* all\n   four */\n"),
            "_Pragma(\"unroll\") /* all\n   four */\n");
  EXPECT_EQ(pragmasInLine("#pragma unroll\r\n  "), "_Pragma(\"unroll\")\r\n  ");
  EXPECT_EQ(pragmasInLine("#pragma message(\"a\\b\")\n"), "_Pragma(\"message(\\\"a\\\\b\\\")\")\n");
  EXPECT_EQ(pragmasInLine("UNROLL "), "UNROLL ");
  EXPECT_EQ(pragmasInLine("#pragma \\\nunroll\n"), std::nullopt);
  // Words after a comment closed on the line; a group of pragmas under #if (the text put in
  // front of the first would fall in its group).
  EXPECT_EQ(pragmasInLine("#pragma unroll /* four */ 4\n"), std::nullopt);
  EXPECT_EQ(pragmasInLine("#pragma unroll 8\n#else\n#pragma unroll 2\n#endif\n"), std::nullopt);
}

} // namespace
} // namespace limiter
