#ifndef LIMITER_REWRITERS_AST_CLONEABLECALLEES_H
#define LIMITER_REWRITERS_AST_CLONEABLECALLEES_H

// Which calls the variants clone: helpers, and the methods whose object plays no part of its
// own (static, `this`-free, or reading the fields of an object in the caller's registers).

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <string>

namespace limiter {

/// A method cloned like a function: not virtual, and static or with a body that never names
/// `this`, so that its object carries nothing the clone would have to follow.
bool isCloneableMethod(const clang::CXXMethodDecl *Method);

/// A method that only reads its object's fields (and calls methods that do): `this` appears
/// only as the object of a field read or of such a method, never written, stored or passed.
bool readsObjectOnly(const clang::CXXMethodDecl *Method, unsigned Depth = 0);

/// Like readsObjectOnly, and the object's numeric fields may also be assigned or incremented
/// (`state = state * a + c`): its own state, held in registers where the object is.
bool updatesObjectFieldsOnly(const clang::CXXMethodDecl *Method);

/// A call's object that is a variable of the caller's own, held in registers: a local or a
/// by-value parameter (or a field of one), not in shared or global memory; a reference
/// parameter that every call of its function binds to such an object; or the object of a
/// method that reads its object only.
bool isRegisterObject(const clang::Expr *Object);

/// The parameter of the callee's definition (else of its declaration) that receives argument
/// I of Call, or null (argument 0 of a
/// method's operator call, `functor(x)` or `a += b`, is its object; a variadic argument has
/// none).
const clang::ParmVarDecl *parameterFor(const clang::CallExpr *Call, unsigned I);

/// Whether Callee is the call operator of a lambda written in F's body: the rules rewrite its
/// body in place, as part of F's.
bool isLambdaWrittenIn(const clang::FunctionDecl *Callee, const clang::FunctionDecl *F);

/// A function whose body only returns one of its object's fields (or an element of an array
/// field) or of its parameters, as it is (`operator int() const { return d; }`,
/// `E &operator[](int k) { return lane[k]; }`): no arithmetic and no memory, the same in every
/// variant, so that a call of it may stay where its clone cannot be called.
bool returnsAFieldOnly(const clang::FunctionDecl *F);

/// `lane[k]` where lane is an array (a field's, or a variable's) and k a parameter or a
/// constant: an element's address, with no memory or arithmetic in the index.
bool isArrayElementAtParameter(const clang::ArraySubscriptExpr *Subscript);

/// Why a call of a function with a body in the project's files is not cloned, as a phrase
/// ("a virtual method", "a lambda", "a method that changes its object"), for diagnostics.
std::string whyNotCloned(const clang::CallExpr *Call, const clang::SourceManager &SM);

/// The function a call reaches when limiter can clone it: a `__device__` function or cloneable
/// method with a body in the project's files (not a system header, not an intrinsic), else null.
const clang::FunctionDecl *cloneableCallee(const clang::CallExpr *Call,
                                           const clang::SourceManager &SM);

/// The first declaration of a helper's written definition (Pattern) in the project's files
/// that is not the definition itself and comes before it (`__device__ float f(float x = 1);`
/// above the kernel, the body below), or null. Its clone declares the helper's clone there.
const clang::FunctionDecl *forwardDeclarationOf(const clang::FunctionDecl *Pattern,
                                                const clang::SourceManager &SM);

/// A helper without such a declaration whose clone limiter can declare itself, from its
/// definition's head, above the clones that call it: a free function of a namespace (not a
/// method, not a template or its specialization, no deduced return type), without default
/// arguments.
bool cloneDeclarableAbove(const clang::FunctionDecl *Pattern);

/// The template parameter a call's callee is, substituted by a function in this instantiation
/// (`op(x)` in `template <float (*op)(float)>`), or null. Such a call names no function in its
/// text: a variant's call of the clone names it (lim::clone_for), which must then be declared.
const clang::SubstNonTypeTemplateParmExpr *calleeParameter(const clang::CallExpr *Call);

} // namespace limiter

#endif
