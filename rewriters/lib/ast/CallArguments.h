// Whether a call hands its callee memory, and what it may hand without: locals, values, library
// synchronization objects and cooperative groups.

#ifndef LIMITER_REWRITERS_CALLARGUMENTS_H
#define LIMITER_REWRITERS_CALLARGUMENTS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace limiter {

/// An object of a library class that cannot be copied (`cuda::barrier`, a pipeline's shared
/// state): not data a variant could replace or fold, but a synchronization resource that every
/// variant uses as written, like `__syncthreads()`.
bool isLibrarySyncObject(clang::QualType T);

/// Cooperative groups (`this_thread_block(scratch)`, `reduce(tile, v, op)`, `sync(g)`): known
/// operations on a group, its shared scratch and values, not loads or stores of the kernel's
/// data.
bool isCooperativeGroups(const clang::FunctionDecl *Callee);

/// D is declared inside a namespace named Name, at any depth (`cub::CUB_300001_SM_900`).
bool inNamespace(const clang::Decl *D, llvm::StringRef Name);

/// Arg designates a local variable or a local array (`x`, `x.f`, `&x`, `arr`, `&arr[i]`): what
/// the callee reaches through it is no memory of the kernel's.
bool designatesLocal(const clang::Expr *Arg);

/// Whether a call to a library function is handed memory through an object that holds a
/// pointer: the object of a method or member operator (`ptr[i]` on a `thrust::device_ptr`, the
/// conversion of what it returns), or such an object as an argument.
bool passesPointerHolder(const clang::CallExpr *Call);

/// Whether Call is an accessor's of the project: a method or member operator that returns a
/// reference or a pointer, called on an object that holds a pointer (`a(r, c)` of a tensor
/// accessor, `in.row(r)`), whose result is more than a field as it is: it names memory the
/// object points to.
bool accessesThroughObject(const clang::CallExpr *Call);

/// The call hands the callee memory it may access: a pointer, or a non-const reference, that
/// does not designate one of the function's own variables, or an object holding a pointer.
bool passesMemory(const clang::CallExpr *Call);

} // namespace limiter

#endif
