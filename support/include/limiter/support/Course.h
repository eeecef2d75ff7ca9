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

/// Reads the course at Path; nullopt with LIM301 (not readable, not TOML), LIM302 (no
/// sections, a section without experiments, an experiment without a config) or LIM303 (a key
/// of the wrong type), each at its place in the course.
std::optional<Course> readCourse(const std::string &Path, DiagnosticList &Diags);

} // namespace limiter

#endif
