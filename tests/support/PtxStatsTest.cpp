#include "limiter/support/PtxStats.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

constexpr const char *Module = R"(
.func  (.param .b32 func_retval0) _Z6helperf(
	.param .b32 _Z6helperf_param_0
)
{
	.reg .f32 	%f<3>;
	ld.param.f32 	%f1, [_Z6helperf_param_0];
	mul.f32 	%f2, %f1, %f1;
	st.param.f32 	[func_retval0], %f2;
	ret;
}

.visible .entry _Z4copyPfS_(
	.param .u64 _Z4copyPfS__param_0,
	.param .u64 _Z4copyPfS__param_1
)
{
	ld.global.nc.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd1];
	ld.global.f32 	%f5, [%rd2];
	ld.shared.u8 	%rs1, [%rd3];
	fma.rn.f32 	%f6, %f5, %f5, %f1;
	add.s32 	%r1, %r2, %r3;
	ex2.approx.ftz.f32 	%f7, %f6;
	call.uni (retval0), _Z6helperf, (param0);
	bar.sync 	0;
	shfl.sync.bfly.b32 	%f9|%p3, %f8, 16, 31, -1;
	redux.sync.add.s32 	%r4, %r1, -1;
	atom.global.add.f32 	%f8, [%rd4], %f7;
	st.global.v2.f64 	[%rd5], {%fd1, %fd2};
	ret;
}

.visible .entry _Z7guardedPf(
	.param .u64 _Z7guardedPf_param_0,
	.param .u32 _Z7guardedPf_param_1
)
{
	ld.param.u32 	%r1, [_Z7guardedPf_param_1];
	mul.lo.s32 	%r3, %r2, %r1;
	setp.ne.s32 	%p1, %r3, 1;
	@%p1 bra 	$L__BB2_2;
	st.global.f32 	[%rd1], %f1;
$L__BB2_2:
	setp.eq.s32 	%p2, %r3, 1;
	@%p2 st.global.f32 	[%rd2], %f2;
	ret;
}
)";

TEST(PtxStats, CountsByClassSpaceAndWidth) {
  std::map<std::string, InstructionCounts> Entries = countPtxEntries(Module);
  ASSERT_EQ(Entries.size(), 2u);
  const InstructionCounts &C = Entries.at("_Z4copyPfS_");
  EXPECT_EQ(C.at("ld.global.128"), 1u);
  EXPECT_EQ(C.at("ld.global.32"), 1u);
  EXPECT_EQ(C.at("ld.shared.8"), 1u);
  EXPECT_EQ(C.at("st.global.128"), 1u);
  EXPECT_EQ(C.at("atom.global"), 1u);
  EXPECT_EQ(C.at("barrier"), 1u);
  EXPECT_EQ(C.at("warp"), 2u) << "a shuffle and a redux";
  EXPECT_EQ(C.count("other"), 0u);
  EXPECT_EQ(C.at("sfu"), 1u);
  EXPECT_EQ(C.at("int"), 1u);
  // fma in the entry and mul in the called helper.
  EXPECT_EQ(C.at("fp32"), 2u);
  EXPECT_EQ(C.count("ld.param.32"), 0u) << "parameter traffic is not memory traffic";
  EXPECT_EQ(sumWithPrefix(C, "ld.global."), 2u);
}

TEST(PtxStats, TensorCoreFragmentsAndMatrixProductsHaveClassesOfTheirOwn) {
  // As nvcc writes nvcuda::wmma on halves (a tile loaded from global and from shared memory
  // through a generic pointer, the product, the store), ldmatrix and an mma.sync.
  constexpr const char *Tensor = R"(
.visible .entry _Z3mmaPK6__halfPf(
	.param .u64 _Z3mmaPK6__halfPf_param_0,
	.param .u64 _Z3mmaPK6__halfPf_param_1
)
{
	wmma.load.a.sync.aligned.row.m16n16k16.global.f16 	{%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1], %r9;
	wmma.load.b.sync.aligned.col.m16n16k16.f16 	{%r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18}, [%rd2], %r9;
	wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 	{%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
	ldmatrix.sync.aligned.m8n8.x4.shared.b16 	{%r21, %r22, %r23, %r24}, [%r25];
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 	{%f9, %f10, %f11, %f12}, {%r21, %r22, %r23, %r24}, {%r1, %r2}, {%f9, %f10, %f11, %f12};
	wmma.store.d.sync.aligned.row.m16n16k16.global.f32 	[%rd3], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, %r9;
	ret;
}
)";
  const InstructionCounts C = countPtxEntries(Tensor).at("_Z3mmaPK6__halfPf");
  EXPECT_EQ(C.at("ld.global.wmma"), 1u);
  EXPECT_EQ(C.at("ld.generic.wmma"), 1u);
  EXPECT_EQ(C.at("st.global.wmma"), 1u);
  EXPECT_EQ(C.at("ld.shared.matrix"), 1u);
  EXPECT_EQ(C.at("fpmma"), 2u);
  EXPECT_EQ(C.count("other"), 0u);
  EXPECT_EQ(sumWithPrefix(C, "fp"), 2u) << "the products count with the floating point";
  EXPECT_EQ(sumWithPrefix(C, "ld.global."), 1u);
}

TEST(PtxStats, CountsEachStatementOfAOneLineInlineAsmBlock) {
  // cub's warp sums are inline asm, written by nvcc as one line; a vector operand's braces
  // are no block, nor is a call sequence's, and a label may stand before a statement.
  const char *Ptx = R"(
.visible .entry _Z3sumPf(
	.param .u64 _Z3sumPf_param_0
)
{
	// begin inline asm
	{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, %f2, %r1, %r2, %r3;  @p add.f32 r0, r0, %f2;  mov.f32 %f3, r0;}
	// end inline asm
	{ // callseq 0, 0
	} // callseq 0
	{ .reg .pred p; L1: ld.volatile.global.u32 %r4, [%rd2]; setp.eq.u32 p, %r4, 0; @p bra L1; }
	ld.global.v2.f32 	{%f4, %f5}, [%rd1];
	ret;
}
)";
  const InstructionCounts C = countPtxEntries(Ptx).at("_Z3sumPf");
  EXPECT_EQ(C.at("warp"), 1u);
  EXPECT_EQ(C.at("fp32"), 1u);
  EXPECT_EQ(C.at("ld.global.64"), 1u);
  EXPECT_EQ(C.at("ld.global.32"), 1u) << "the load behind a label";
  EXPECT_EQ(C.at("branch"), 2u);
  EXPECT_EQ(C.count("other"), 0u)
      << "the .reg declarations, the braces and the comments are no instructions";
}

TEST(PtxStats, FindsUnguardedGlobalStores) {
  // copy: an atomic and a store with nothing in front of them.
  EXPECT_EQ(countUnguardedGlobalStores(Module, "_Z4copyPfS_"), 2);
  // guarded: one store skipped by a branch on a value of the last parameter (the flag), one
  // predicated by such a value.
  EXPECT_EQ(countUnguardedGlobalStores(Module, "_Z7guardedPf"), 0);
  EXPECT_EQ(countUnguardedGlobalStores(Module, "_Z7missing"), -1);
}

TEST(PtxStats, FollowsBranchesToFindUnguardedStores) {
  // The guarded atomic sits after an unconditional branch, reached only through the
  // predicated one; the store after the loop runs whatever the data say.
  constexpr const char *Layout = R"(
.visible .entry _Z6layoutPi(
	.param .u64 _Z6layoutPi_param_0,
	.param .u32 _Z6layoutPi_param_1
)
{
	ld.param.u32 	%r9, [_Z6layoutPi_param_1];
$L__BB0_1:
	setp.eq.s32 	%p1, %r9, 1;
	@%p1 bra 	$L__BB0_3;
	bra.uni 	$L__BB0_2;
$L__BB0_3:
	atom.global.add.u32 	%r1, [%rd1], %r2;
	bra.uni 	$L__BB0_4;
$L__BB0_2:
	mov.u32 	%r1, 0;
$L__BB0_4:
	@%p2 bra 	$L__BB0_1;
	st.global.u32 	[%rd2], %r1;
	ret;
$L__BB0_5:
	st.global.u32 	[%rd3], %r1;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Layout, "_Z6layoutPi"), 1);
}

TEST(PtxStats, OnlyBranchesOnTheFlagGuardAStore) {
  // A bounds check decides whether the store runs, but not the flag: unguarded (a store
  // math-only failed to guard, behind `if (i < n)`).
  constexpr const char *Bounds = R"(
.visible .entry _Z6boundsPfii(
	.param .u64 _Z6boundsPfii_param_0,
	.param .u32 _Z6boundsPfii_param_1,
	.param .u32 _Z6boundsPfii_param_2
)
{
	ld.param.u32 	%r2, [_Z6boundsPfii_param_1];
	ld.param.u32 	%r9, [_Z6boundsPfii_param_2];
	mov.u32 	%r1, %tid.x;
	setp.ge.s32 	%p1, %r1, %r2;
	@%p1 bra 	$L__BB0_2;
	st.global.f32 	[%rd1], %f1;
$L__BB0_2:
	ret;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Bounds, "_Z6boundsPfii"), 1);

  // With the flag 0, never() is false: a branch on it goes its one way. Unguarded: the store
  // after the join of a guarded one, one skipped only where the data also agree (an and of
  // the flag's predicate and the data's), one under the data's predicate, and the head of a
  // loop the data repeat. Guarded: a store behind the flag's branch nested in the data's, and
  // the data's nested in the flag's, and one under the flag's predicate.
  constexpr const char *Shapes = R"(
.visible .entry _Z6shapesPfi(
	.param .u64 _Z6shapesPfi_param_0,
	.param .u32 _Z6shapesPfi_param_1
)
{
	ld.param.u32 	%r9, [_Z6shapesPfi_param_1];
	mul.lo.s32 	%r8, %r1, %r9;
	setp.ne.s32 	%p1, %r8, 1;
	@%p1 bra 	$L__BB0_2;
	st.global.f32 	[%rd1], %f1;
$L__BB0_2:
	st.global.f32 	[%rd2], %f1;
	setp.lt.s32 	%p2, %r1, %r2;
	@%p2 bra 	$L__BB0_4;
	@%p1 bra 	$L__BB0_4;
	st.global.f32 	[%rd3], %f1;
$L__BB0_4:
	@%p1 bra 	$L__BB0_6;
	@%p2 bra 	$L__BB0_6;
	st.global.f32 	[%rd4], %f1;
$L__BB0_6:
	and.pred 	%p3, %p1, %p2;
	@%p3 bra 	$L__BB0_8;
	st.global.f32 	[%rd5], %f1;
$L__BB0_8:
	setp.eq.s32 	%p4, %r8, 1;
	@%p4 st.global.f32 	[%rd6], %f1;
	@%p2 st.global.f32 	[%rd7], %f1;
$L__BB0_9:
	st.global.f32 	[%rd8], %f1;
	@%p2 bra 	$L__BB0_9;
	ret;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Shapes, "_Z6shapesPfi"), 4)
      << "after the join, behind the and, under the data, at the loop's head";

  // A one-line block of statements (nvcc's inline asm), a parameter list on the entry's line,
  // the flag loaded through its address, `ret.uni`. (A generic atomic whose address comes
  // from no parameter is not counted: a library's synchronization on shared memory is one.)
  constexpr const char *Asm = R"(
.visible .entry _Z3asmP6__halfi(.param .u64 _Z3asmP6__halfi_param_0, .param .u32 _Z3asmP6__halfi_param_1)
{
	mov.b64 	%rd6, _Z3asmP6__halfi_param_1;
	ld.param.u32 	%r9, [%rd6];
	setp.eq.s32 	%p1, %r9, 1;
	@!%p1 bra 	$L__BB0_2;
	{ atom.global.add.u32 %r12,[%rd1],%r2; }
$L__BB0_2:
	{ atom.global.add.u32 %r13,[%rd2],%r2; }
	{ atom.add.acquire.cta.u32 %r14,[%rd4],%r2; }
	ret.uni;
	st.global.f32 	[%rd3], %f1;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Asm, "_Z3asmP6__halfi"), 1)
      << "the second atomic; the first is behind the flag, the store after ret.uni never runs";
}

TEST(PtxStats, GenericAtomicsThroughAPointerParameterAreGlobalStores) {
  // As nvcc writes the toolkit's atomicAdd on __half and __half2 (inline asm of a generic
  // atom): on a parameter's pointer, offset, it is a global store, counted where the flag does
  // not keep it from running; on a shared array's generic address (cvta.shared), or on a
  // pointer loaded from memory, it is not counted.
  constexpr const char *Halves = R"(
.visible .entry _Z6halvesP6__halfS_i(
	.param .u64 _Z6halvesP6__halfS_i_param_0,
	.param .u64 _Z6halvesP6__halfS_i_param_1,
	.param .u32 _Z6halvesP6__halfS_i_param_2
)
{
	ld.param.u64 	%rd5, [_Z6halvesP6__halfS_i_param_0];
	ld.param.u64 	%rd6, [_Z6halvesP6__halfS_i_param_1];
	ld.param.u32 	%r9, [_Z6halvesP6__halfS_i_param_2];
	mov.u32 	%r4, %tid.x;
	mul.wide.u32 	%rd8, %r4, 2;
	{ .reg .b64 %tmp;
	  cvt.u64.u32 	%tmp, %r6;
	  cvta.shared.u64 	%rd7, %tmp; }
	add.s64 	%rd1, %rd7, %rd8;
	{ atom.add.noftz.f16 %rs1,[%rd1],%rs9; }
	add.s64 	%rd2, %rd5, %rd8;
	ld.u64 	%rd3, [%rd6];
	{ atom.add.noftz.f16x2 %r2,[%rd3],%r1; }
	setp.eq.s32 	%p1, %r9, 1;
	@!%p1 bra 	$L__BB0_2;
	{ atom.add.noftz.f16 %rs3,[%rd2],%rs4; }
$L__BB0_2:
	{ atom.add.noftz.bf16 %rs6,[%rd2+2],%rs5; }
	st.u16 	[%rd2+4], %rs5;
	{ // callseq 0, 0
	.param .b64 retval0;
	call.uni (retval0), cudaGetParameterBufferV2, (param0);
	ld.param.b64 	%rd9, [retval0+0];
	}
	st.u64 	[%rd9], %rd5;
	ret;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Halves, "_Z6halvesP6__halfS_i"), 2)
      << "the bf16 atomic and the generic store after the join; not the shared one, not the one "
         "through a loaded pointer, not the one behind the flag, not the store into the buffer a "
         "call returned (a launch's parameters)";
}

TEST(PtxStats, StaticSharedBytesAreEachEntrysDeclarations) {
  // An entry's own arrays, one in a function it calls, a scalar; not the module's variable, not
  // a dynamic array.
  constexpr const char *Shared = R"(
.shared .align 4 .b8 moduleScratch[64];
.extern .shared .align 16 .b8 dynamicSmem[];
.func helper()
{
	.shared .align 8 .b8 _ZZ6helpervE3buf[256];
	ret;
}
.visible .entry big()
{
	.shared .align 4 .b8 _ZZ3bigvE7scratch[49152];
	.shared .align 4 .u32 _ZZ3bigvE5count;
	call.uni helper, ();
	ret;
}
.visible .entry folded()
{
	.shared .align 4 .b8 _ZZ6foldedvE7scratch[16384];
	ret;
}
)";
  const std::map<std::string, unsigned long long> Bytes = countStaticSharedBytes(Shared);
  EXPECT_EQ(Bytes.at("big"), 49152u + 4u + 256u);
  EXPECT_EQ(Bytes.at("folded"), 16384u);
}

TEST(PtxStats, GenericStoresThroughAStructParametersPointerAreGlobalStores) {
  // A pointer inside a struct passed by value: the parameter is bytes, read at an offset.
  constexpr const char *Struct = R"(
.visible .entry _Z9viaStruct1Pi(
	.param .align 8 .b8 _Z9viaStruct1Pi_param_0[16],
	.param .u32 _Z9viaStruct1Pi_param_1
)
{
	ld.param.u64 	%rd1, [_Z9viaStruct1Pi_param_0+8];
	ld.param.u32 	%r1, [_Z9viaStruct1Pi_param_1];
	st.f32 	[%rd1], %f1;
	ret;
}
)";
  EXPECT_EQ(countUnguardedGlobalStores(Struct, "_Z9viaStruct1Pi"), 1);
}

TEST(PtxStats, SurfaceAccessesAreGlobalLoadsAndStores) {
  // Written as nvcc writes surf2Dread/surf2Dwrite: "b" is the access mode, b32 the width.
  constexpr const char *Surface = R"(
.visible .entry _Z5blendy(
	.param .u64 _Z5blendy_param_0,
	.param .u32 _Z5blendy_param_1
)
{
	suld.b.2d.b32.trap 	{%r1}, [%rd1, {%r2, %r3}];
	ld.param.u32 	%r8, [_Z5blendy_param_1];
	setp.ne.s32 	%p1, %r8, 1;
	@%p1 bra 	$L__BB0_2;
	sust.b.2d.v4.b32.clamp 	[%rd1, {%r2, %r3}], {%r4, %r5, %r6, %r7};
$L__BB0_2:
	sust.b.2d.b32.trap 	[%rd1, {%r2, %r3}], {%r1};
	ret;
}
)";
  const InstructionCounts C = countPtxEntries(Surface).at("_Z5blendy");
  EXPECT_EQ(C.at("ld.global.32"), 1u);
  EXPECT_EQ(C.at("st.global.128"), 1u);
  EXPECT_EQ(C.at("st.global.32"), 1u);
  EXPECT_EQ(countUnguardedGlobalStores(Surface, "_Z5blendy"), 1);
}

TEST(PtxStats, AsynchronousCopiesAreGlobalReadsAndTheirGroupsAreNot) {
  // As nvcc writes cuda::memcpy_async of a float4 into shared memory, and its pipeline.
  constexpr const char *Async = R"(
.visible .entry _Z5stagePf(
	.param .u64 _Z5stagePf_param_0
)
{
	cp.async.cg.shared.global [%r1], [%rd1], 16, 16;
	cp.async.ca.shared.global [%r2], [%rd2], 4, 4;
	cp.async.commit_group;
	cp.async.wait_group 0;
	cp.async.mbarrier.arrive.noinc.shared.b64 [%r3];
	ld.shared.f32 	%f1, [%r1];
	ret;
}
)";
  const InstructionCounts C = countPtxEntries(Async).at("_Z5stagePf");
  EXPECT_EQ(C.at("cp.async.global"), 2u);
  EXPECT_EQ(C.count("ld.global.32"), 0u);
  EXPECT_EQ(C.at("ld.shared.32"), 1u);
  EXPECT_EQ(countUnguardedGlobalStores(Async, "_Z5stagePf"), 0);
}

TEST(PtxStats, CountsBySourceLine) {
  // An unrolled loop: its two copies fall on line 12; the helper's body on line 3.
  constexpr const char *Lines = R"(
.func  (.param .b32 func_retval0) _Z1hf(
	.param .b32 _Z1hf_param_0
)
{
	.loc	1 3 5
	mul.f32 	%f2, %f1, %f1;
	ret;
}
.visible .entry _Z1kPf(
	.param .u64 _Z1kPf_param_0
)
{
	mov.u32 	%r1, %tid.x;
	.loc	1 12 7
	ld.global.f32 	%f1, [%rd1];
	.loc	1 12 7
	ld.global.f32 	%f2, [%rd1+4];
	.loc	2 40 1, function_name $L__info_string0, inlined_at 1 12 7
	fma.rn.f32 	%f3, %f1, %f2, %f2;
	.loc	2 22 5, function_name $L__info_string1, inlined_at 2 40 1
	ld.global.f32 	%f4, [%rd1+8];
	call.uni (retval0), _Z1hf, (param0);
	.loc	1 14 3
	st.global.f32 	[%rd1], %f3;
	ret;
}
)";
  std::map<std::string, LineCounts> ByLine = countPtxEntryLines(Lines);
  ASSERT_EQ(ByLine.count("_Z1kPf"), 1u);
  const LineCounts &K = ByLine["_Z1kPf"];
  EXPECT_EQ(K.at("1:12").at("fp32"), 1u) << "inlined code counts at its call site";
  EXPECT_EQ(K.at("1:12").at("ld.global.32"), 3u) << "through a chain of inlined calls too";
  EXPECT_EQ(K.at("1:14").at("st.global.32"), 1u);
  EXPECT_EQ(K.at("1:3").at("fp32"), 1u) << "the called helper's lines are added";
  EXPECT_EQ(K.count(""), 0u) << "mov is not counted";
}

TEST(PtxStats, CodeInTheVariantSupportHasNoLine) {
  // A load the compiler moved into an inlined lim::fold (file 2, the bundle's variants.cu)
  // counts on line 0, not at the fold's call site.
  constexpr const char *Lines = R"(
.visible .entry _Z1kPf(
	.param .u64 _Z1kPf_param_0
)
{
	.loc	1 12 7
	ld.global.f32 	%f1, [%rd1];
	.loc	2 79 49, function_name $L__info_string0, inlined_at 1 14 3
	.loc	2 24 5, function_name $L__info_string1, inlined_at 2 79 49
	ld.global.u32 	%r1, [%rd1+4];
	.loc	1 14 3
	st.global.f32 	[%rd1], %f1;
	ret;
}
	.file	1 "/src/kernel.cu"
	.file	2 "/tmp/bundle/variants.cu"
)";
  const LineCounts K = countPtxEntryLines(Lines, "variants.cu").at("_Z1kPf");
  EXPECT_EQ(K.at("1:12").at("ld.global.32"), 1u);
  EXPECT_EQ(K.at("2:0").at("ld.global.32"), 1u);
  EXPECT_EQ(K.at("1:14").count("ld.global.32"), 0u);
  EXPECT_EQ(countPtxEntryLines(Lines).at("_Z1kPf").at("1:14").at("ld.global.32"), 1u)
      << "without NoLineFile, inlined code counts at its call site";
}

TEST(PtxStats, WithTheProjectsFilesCodeCountsOnItsOwnLines) {
  // A helper's load (line 5) inlined at line 20, through a toolkit header's function (file
  // 2) that the helper called on line 6: with the project's files given, the helper's own
  // line and the line that called the toolkit.
  constexpr const char *Lines = R"(
.visible .entry _Z1kPf(
	.param .u64 _Z1kPf_param_0
)
{
	.loc	1 5 3, function_name $L__info_string0, inlined_at 1 20 5
	ld.global.f32 	%f1, [%rd1];
	.loc	1 6 3, function_name $L__info_string0, inlined_at 1 20 5
	.loc	2 90 1, function_name $L__info_string1, inlined_at 1 6 3
	ld.global.nc.f32 	%f2, [%rd2];
	ret;
}
	.file	1 "/src/kernel.cu"
	.file	2 "/usr/local/cuda/include/sm_32_intrinsics.hpp"
)";
  std::set<std::string> Project = {"/src/kernel.cu"};
  const LineCounts K = countPtxEntryLines(Lines, "variants.cu", nullptr, &Project).at("_Z1kPf");
  EXPECT_EQ(K.at("1:5").at("ld.global.32"), 1u);
  EXPECT_EQ(K.at("1:6").at("ld.global.32"), 1u);
  EXPECT_EQ(K.count("1:20"), 0u);
}

TEST(PtxStats, LoadsFromLibraryTablesAreNotTheKernels) {
  // sinf's reduction table (libdevice's, no variable of the project) is read through a
  // register the loop advances; the project's own coefficient table is the kernel's memory.
  constexpr const char *Tables = R"(
.global .align 4 .b8 __cudart_i2opi_f[24] = {65, 144, 67, 60, 153, 149, 98, 219};
.visible .global .align 4 .b8 _ZN6filter6coeffsE[16];
.visible .entry _Z1kPf(
	.param .u64 _Z1kPf_param_0
)
{
	mov.u64 	%rd41, __cudart_i2opi_f;
$L__BB0_1:
	ld.global.nc.u32 	%r52, [%rd41];
	add.s64 	%rd41, %rd41, 4;
	@%p1 bra 	$L__BB0_1;
	mov.u64 	%rd5, _ZN6filter6coeffsE;
	ld.global.f32 	%f1, [%rd5+4];
	ld.global.f32 	%f2, [%rd1];
	st.global.f32 	[%rd1], %f1;
	ret;
}
)";
  std::set<std::string> Project = {"coeffs"};
  InstructionCounts C = countPtxEntries(Tables, &Project).at("_Z1kPf");
  EXPECT_EQ(C.at("ld.table.32"), 1u);
  EXPECT_EQ(C.at("ld.global.32"), 2u);
  EXPECT_EQ(countPtxEntries(Tables).at("_Z1kPf").at("ld.global.32"), 3u)
      << "without the project's variables, every global load is the kernel's";
}

TEST(PtxStats, VectorLoadsFromLibraryTablesAreTablesToo) {
  // sincos's coefficients, read two doubles at a time: the address is the last operand.
  constexpr const char *Tables = R"(
.global .align 16 .b8 __cudart_sin_cos_coeffs[128] = {70, 210, 176, 44};
.visible .entry _Z1kP7double2(
	.param .u64 _Z1kP7double2_param_0
)
{
	mov.u64 	%rd6, __cudart_sin_cos_coeffs;
	add.s64 	%rd7, %rd6, %rd5;
	ld.global.nc.v2.f64 	{%fd495, %fd496}, [%rd7];
	ld.global.nc.v2.f64 	{%fd501, %fd502}, [%rd7+16];
	ld.global.v2.f64 	{%fd1, %fd2}, [%rd1];
	ret;
}
)";
  std::set<std::string> Project;
  InstructionCounts C = countPtxEntries(Tables, &Project).at("_Z1kP7double2");
  EXPECT_EQ(C.at("ld.table.128"), 2u);
  EXPECT_EQ(C.at("ld.global.128"), 1u);
}

} // namespace
} // namespace limiter
