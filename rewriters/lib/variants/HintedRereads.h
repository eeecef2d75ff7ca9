// Reads of one element that nvcc makes one load and a hinted load would make several: see
// HintedRereads.cpp.

#ifndef LIMITER_REWRITERS_VARIANTS_HINTEDREREADS_H
#define LIMITER_REWRITERS_VARIANTS_HINTEDREREADS_H

#include "variants/RuleContext.h"

#include <vector>

namespace limiter {

/// The loads of one element that one hinted load can serve: First runs unconditionally in
/// Statement (a full statement), each of Again lies in Statement or, where Statement is in a
/// block, in a later statement of the block, reading the same element. Braced: Statement is
/// the body of an if, else or loop, written without braces, which the local's declaration
/// needs around it.
struct HintedReread {
  const clang::Expr *First = nullptr;
  std::vector<const clang::Expr *> Again;
  const clang::Stmt *Statement = nullptr;
  bool Braced = false;
};

/// Of Loads (plain global reads of M, in the order M has them), the groups that read one
/// element, `p[e]` (or a member of it) with p a pointer variable, spelt alike, at an index of
/// the same integer variables, declared before the first read's statement, only read from
/// there on and never reached through an address or a reference, that nvcc reads once and a
/// hinted load (`__ldcs`, `__ldg`: an `asm volatile`) as often as it is written:
/// - reads in one statement (a return's value included) with no store between them (its own
/// outermost assignment comes
///   after them) and no call but of the toolkit's functions that only compute (expf):
///   `d[i] = (c - p[i].x) * (c - p[i].x)`;
/// - reads in later statements of the first one's block, of a kernel's `__restrict__`
///   pointer parameter that it only reads elements through (no store, copy, call or
///   reference: its data cannot change under it): `temp[i]` read at a kernel's top and
///   again after a loop.
/// None in a template's instantiation (whose text other instantiations share), a function
/// with a goto (which could jump over the declaration that holds the value) or a lambda
/// (whose body could change the index), nor where the first read's statement begins or ends
/// in a macro. In source order.
std::vector<HintedReread> hintedRereads(RuleContext &R, const FunctionModel &M,
                                        const std::vector<const clang::Expr *> &Loads);

} // namespace limiter

#endif
