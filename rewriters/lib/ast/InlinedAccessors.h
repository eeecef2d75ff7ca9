// An accessor's operator written out at its call: `v(i, j)`, whose operator returns
// `data[i * ld + j]` by reference, is `(v).data[(i) * (v).ld + (j)]` where it is called. No
// variant's model holds the access such an operator names (its clone could not hand back a
// reference to the variants' values), so every variant kept it as written and said so (LIM107).
// Written out, it is the kernel's own access: the twins and every what-if rewrite it. The parse
// is run again on the text with each such call replaced (ParsedKernel.cpp), as it is for macro
// calls in a rule's way.

#ifndef LIMITER_REWRITERS_AST_INLINEDACCESSORS_H
#define LIMITER_REWRITERS_AST_INLINEDACCESSORS_H

#include "limiter/support/Diagnostic.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace limiter {

/// One call of an accessor's operator, written out: the file that spells it (absolute), its
/// range of offsets, and the text that replaces it.
struct AccessorCall {
  std::string File;
  unsigned Begin = 0, End = 0;
  std::string Text;     ///< `((v).data[(i) * (v).ld + (j)])`.
  std::string Operator; ///< `View2D::operator()`.
};

/// The calls of accessors' operators in Kernel and the project's free functions it calls
/// (every instantiation of each) that can be written out where they are called: the method's
/// body is one `return` of its pointer field indexed (`data[e]`, `*(data + e)`) or offset
/// (`data + e`, `&data[e]`), e built from its parameters, its public numeric fields and
/// constants by arithmetic; the object is a variable or a member of one; the arguments have no
/// side effects; every instantiation that makes the call writes it out alike. Each argument
/// keeps the parameter's type (a cast where the two differ), so the index is computed as the
/// operator computes it.
std::vector<AccessorCall> inlinableAccessorCalls(clang::ASTContext &Ctx,
                                                 const clang::FunctionDecl *Kernel);

/// How many calls of one operator in one file were written out, and the first one's line and
/// text: by file and operator.
struct InlinedCalls {
  unsigned Count = 0;
  unsigned FirstLine = 0;
  std::string Example; ///< The first call as written and as written out.
};
using InlinedAccessors = std::map<std::pair<std::string, std::string>, InlinedCalls>;

/// The texts of the files in Texts with every call of Calls written out, each on its call's
/// first line (no line moves); only the files that change. A call inside another is left for
/// the next parse. Adds what it wrote out to Seen. Appended is left out of MainFile's text.
std::map<std::string, std::string>
inlineAccessorCalls(const std::vector<AccessorCall> &Calls,
                    const std::map<std::string, std::string> &Texts, const std::string &MainFile,
                    const std::string &Appended, InlinedAccessors &Seen);

/// A LIM113 note for each operator and file of Seen.
std::vector<Diagnostic> inlinedAccessorNotes(const InlinedAccessors &Seen);

} // namespace limiter

#endif
