// Where a file's flags come from: a compilation database (from -p or found beside the file) or
// the user's flags after `--`; and paths made absolute.

#ifndef LIMITER_REWRITERS_COMPILATIONDATABASES_H
#define LIMITER_REWRITERS_COMPILATIONDATABASES_H

#include "limiter/rewriters/ParseOptions.h"
#include "limiter/support/Diagnostic.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <memory>
#include <string>

namespace limiter {

/// Path made absolute against the working directory, dots removed; as given without one.
std::string absolutePath(const std::string &Path);

/// The compilation database for File: from -p, or found beside it when no flags were given,
/// or else the user's flags after `--`; nvcc options files are expanded and relative include
/// paths made absolute. FromDatabase says whether the flags came from a database. Null with an
/// error in Diags.
std::unique_ptr<clang::tooling::CompilationDatabase>
compilationDatabaseFor(const ParseOptions &Options, const std::string &File, DiagnosticList &Diags,
                       bool &FromDatabase);

} // namespace limiter

#endif
