// A `limiter lab` course: its sections of experiments, read from a TOML file.

#ifndef LIMITER_SUPPORT_COURSE_H
#define LIMITER_SUPPORT_COURSE_H

#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// One experiment of a course, in its section.
struct CourseExperiment {
  std::string Name;   ///< The entry's name, else the config's file stem.
  std::string Config; ///< Relative to the course file's directory, made whole.
  std::string Lesson;
  std::string Section; ///< The section's title.
  std::string SectionIntro;
};

/// A lab course (`limiter lab`): a title, an introduction and sections of experiments. The
/// format is in README.md ("limiter lab").
struct Course {
  std::string Title = "limiter lab";
  std::string Intro;
  std::vector<CourseExperiment> Experiments;
};

/// The measured values a lesson may name in braces ("each twin about {memory-only} of the
/// full kernel"), filled from the experiment's results when the report is written:
/// {memory-only} and {math-only} (each twin's median time as a share of full's), {over-twins}
/// (how much longer full takes than the longer twin), {verdict} (the class as the report
/// gives it), {balance} (the value of the balance parameter as chosen on the GPU: "61") and
/// {flop-per-byte} (the GPU's calibrated FLOP per byte).
inline constexpr const char *LessonPlaceholders[] = {"memory-only", "math-only", "over-twins",
                                                     "verdict",     "balance",   "flop-per-byte"};

/// A lesson's text split at its braces: literal text, and the names in braces (IsName; Closed
/// false for a brace that is never closed, whose name runs to the end).
struct LessonPart {
  std::string Text;
  bool IsName = false;
  bool Closed = true;
};
std::vector<LessonPart> lessonParts(const std::string &Lesson);

/// The first {name} in Lesson that is not a placeholder, if any (an unclosed brace counts).
std::optional<std::string> unknownLessonPlaceholder(const std::string &Lesson);

/// Reads the course at Path; nullopt with LIM301 (not readable, not TOML), LIM302 (no
/// sections, a section without experiments, an experiment without a config) or LIM303 (a key
/// of the wrong type, a lesson naming an unknown placeholder), each at its place in the course.
std::optional<Course> readCourse(const std::string &Path, DiagnosticList &Diags);

} // namespace limiter

#endif
