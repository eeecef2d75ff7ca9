// How a bundle records a kernel's parameters for the runtime: scalars by kind, pointers with
// their pointee's size, and a struct passed by value as its members flattened, each with its
// offset, so that a config can give them.

#include "ParseHelpers.h"
#include "variants/Instantiations.h"

namespace limiter::test {
namespace {

/// "name:kind@offset/size" for each member of the only kernel's parameter Index, or its kind.
std::string layoutOf(const std::string &Code, unsigned Index) {
  return ofOnlyKernel(Code, [&](clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel) {
    VariantSet Set;
    recordInstantiations(Ctx, Kernel, Set);
    const ParamLayout &L = Set.Instantiations.at(0).Layout.at(Index);
    std::string Out = L.Kind + "/" + std::to_string(L.SizeBytes);
    for (const ManifestField &F : L.Fields)
      Out += " " + F.Name + ":" + F.Kind + "@" + std::to_string(F.Offset) + "/" +
             std::to_string(F.Size) + (F.ElementSize ? "*" + std::to_string(F.ElementSize) : "");
    return Out;
  });
}

TEST(ParamLayout, ScalarsAndPointers) {
  const char *Code = "__global__ void k(float *y, const double *x, int n, unsigned char c,\n"
                     "                  bool b, double a, _Float16 h, __bf16 g) { y[n] = x[n]; }\n";
  EXPECT_EQ(layoutOf(Code, 0), "pointer/8");
  EXPECT_EQ(layoutOf(Code, 2), "int/4");
  EXPECT_EQ(layoutOf(Code, 3), "uint/1");
  EXPECT_EQ(layoutOf(Code, 4), "bool/1");
  EXPECT_EQ(layoutOf(Code, 5), "double/8");
  EXPECT_EQ(layoutOf(Code, 6), "half/2");
  EXPECT_EQ(layoutOf(Code, 7), "bfloat16/2");
}

TEST(ParamLayout, AStructByValueIsItsMembersFlattened) {
  const char *Code = "struct Dims { int rows, cols; };\n"
                     "struct Base { float scale; };\n"
                     "struct Params : Base {\n"
                     "  const float *in; float *out;\n"
                     "  Dims dims; short taps[3]; struct { double bias; };\n"
                     "};\n"
                     "__global__ void k(Params p) { p.out[0] = p.in[0] * p.scale; }\n";
  EXPECT_EQ(layoutOf(Code, 0),
            "record/48 scale:float@0/4 in:pointer@8/8*4 out:pointer@16/8*4 dims.rows:int@24/4 "
            "dims.cols:int@28/4 taps[0]:int@32/2 taps[1]:int@34/2 taps[2]:int@36/2 "
            "bias:double@40/8");
}

TEST(ParamLayout, VectorTypesAndHalvesAreTheirValues) {
  EXPECT_EQ(layoutOf("__global__ void k(float4 v, float *y) { y[0] = v.x; }\n", 0),
            "record/16 x:float@0/4 y:float@4/4 z:float@8/4 w:float@12/4");
  EXPECT_EQ(layoutOf("struct __half { unsigned short __x; };\n"
                     "struct P { __half h[2]; };\n"
                     "__global__ void k(P p, float *y) { y[0] = 1.f; }\n",
                     0),
            "record/4 h[0]:half@0/2 h[1]:half@2/2");
}

TEST(ParamLayout, UnionsAndBitFieldsAreOpaque) {
  EXPECT_EQ(layoutOf("union U { float f; int i; };\n"
                     "struct P { U u; unsigned flag : 1; int n; };\n"
                     "__global__ void k(P p, float *y) { y[0] = p.u.f; }\n",
                     0),
            "record/12 u:opaque@0/4 flag:opaque@4/4 n:int@8/4");
}

TEST(ParamLayout, WhatNoConfigCanGiveIsSaidSo) {
  // An anonymous union is named for what it is; a function pointer is code, not a buffer.
  EXPECT_EQ(layoutOf("struct P { union { float f; int i; }; float (*op)(float); int n; };\n"
                     "__global__ void k(P p, float *y) { y[0] = p.f; }\n",
                     0),
            "record/24 (anonymous union):opaque@0/4 op:opaque@8/8 n:int@16/4");
  // A base's member hidden by one of the same name: two members one name, none listed.
  EXPECT_EQ(layoutOf("struct B { int x; };\nstruct D : B { int x; };\n"
                     "__global__ void k(D d, float *y) { y[0] = d.x; }\n",
                     0),
            "record/8 :unlisted@0/8");
  // A stateless functor: no members, nothing to give.
  EXPECT_EQ(
      layoutOf("struct Twice { __device__ float operator()(float v) const { return 2 * v; } };\n"
               "__global__ void k(Twice op, float *y) { y[0] = op(y[0]); }\n",
               0),
      "record/1");
}

} // namespace
} // namespace limiter::test
