// Reading a `limiter lab` course file into its experiments, checking each key's type.

#include "limiter/support/Course.h"

#include "limiter/support/TomlFiles.h"

#include <algorithm>
#include <filesystem>
#include <iterator>

namespace fs = std::filesystem;

namespace limiter {
namespace {

Location placeOf(const std::string &Path, const toml::node &Node) {
  return {Path, static_cast<unsigned>(Node.source().begin.line),
          static_cast<unsigned>(Node.source().begin.column)};
}

/// Table[Key] as a string: Fallback when absent, LIM303 when it is not a string.
std::string textOf(const std::string &Path, const toml::table &Table, std::string_view Key,
                   const std::string &Fallback, DiagnosticList &Diags) {
  const toml::node *Node = Table.get(Key);
  if (!Node)
    return Fallback;
  if (const auto *Text = Node->as_string())
    return Text->get();
  Diags.error(DiagId::ConfigWrongType, placeOf(Path, *Node),
              "the course's '" + std::string(Key) + "' is not a string",
              "write it in quotes: " + std::string(Key) + " = \"...\"");
  return Fallback;
}

void readSection(const std::string &Path, const toml::node &Node, Course &C,
                 DiagnosticList &Diags) {
  const toml::table *Section = Node.as_table();
  const toml::array *Experiments =
      Section && Section->get("experiment") ? Section->get("experiment")->as_array() : nullptr;
  if (!Experiments) {
    Diags.error(DiagId::ConfigMissingKey, placeOf(Path, Node),
                "a [[section]] without [[section.experiment]] entries",
                "add [[section.experiment]] tables with config = \"....toml\"");
    return;
  }
  std::string Title = textOf(Path, *Section, "title", "", Diags);
  std::string Intro = textOf(Path, *Section, "intro", "", Diags);
  fs::path Base = fs::path(Path).parent_path();
  for (const toml::node &E : *Experiments) {
    const toml::table *Entry = E.as_table();
    const toml::node *Config = Entry ? Entry->get("config") : nullptr;
    if (!Config || !Config->is_string()) {
      Diags.error(Config ? DiagId::ConfigWrongType : DiagId::ConfigMissingKey, placeOf(Path, E),
                  Config ? "an experiment's config is not a string"
                         : "an experiment of the course has no config",
                  "add config = \"....toml\", relative to the course file");
      continue;
    }
    fs::path ConfigPath = (Base / Config->as_string()->get()).lexically_normal();
    std::string Name = textOf(Path, *Entry, "name", ConfigPath.stem().string(), Diags);
    std::string Lesson = textOf(Path, *Entry, "lesson", "", Diags);
    if (std::optional<std::string> Unknown = unknownLessonPlaceholder(Lesson))
      Diags.error(DiagId::ConfigWrongType, placeOf(Path, *Entry->get("lesson")),
                  "the lesson names {" + *Unknown + "}, which is no measured value",
                  "use {memory-only}, {math-only}, {over-twins}, {verdict}, {balance} or "
                  "{flop-per-byte}");
    C.Experiments.push_back({Name, ConfigPath.string(), Lesson, Title, Intro});
  }
}

} // namespace

std::vector<LessonPart> lessonParts(const std::string &Lesson) {
  std::vector<LessonPart> Parts;
  std::size_t At = 0;
  for (std::size_t Open = Lesson.find('{'); Open != std::string::npos;
       Open = Lesson.find('{', At)) {
    if (Open > At)
      Parts.push_back({Lesson.substr(At, Open - At)});
    const std::size_t Close = Lesson.find('}', Open);
    if (Close == std::string::npos) {
      Parts.push_back({Lesson.substr(Open + 1), true, false});
      return Parts;
    }
    Parts.push_back({Lesson.substr(Open + 1, Close - Open - 1), true});
    At = Close + 1;
  }
  if (At < Lesson.size())
    Parts.push_back({Lesson.substr(At)});
  return Parts;
}

std::optional<std::string> unknownLessonPlaceholder(const std::string &Lesson) {
  for (const LessonPart &P : lessonParts(Lesson))
    if (P.IsName && (!P.Closed || std::none_of(std::begin(LessonPlaceholders),
                                               std::end(LessonPlaceholders),
                                               [&](const char *K) { return P.Text == K; })))
      return P.Text;
  return std::nullopt;
}

std::optional<Course> readCourse(const std::string &Path, DiagnosticList &Diags) {
  std::optional<toml::table> Root = readTomlFile(
      Path, {"the course", "the course format is in README.md (\"limiter lab\")"}, Diags);
  if (!Root)
    return std::nullopt;
  Course C;
  C.Title = textOf(Path, *Root, "title", C.Title, Diags);
  C.Intro = textOf(Path, *Root, "intro", "", Diags);
  const toml::node *Sections = Root->get("section");
  if (!Sections || !Sections->as_array() || Sections->as_array()->empty()) {
    Diags.error(DiagId::ConfigMissingKey, {Path, 1, 1}, "the course has no [[section]]",
                "add [[section]] tables with [[section.experiment]] entries");
    return std::nullopt;
  }
  for (const toml::node &S : *Sections->as_array())
    readSection(Path, S, C, Diags);
  if (Diags.hasErrors())
    return std::nullopt;
  return C;
}

} // namespace limiter
