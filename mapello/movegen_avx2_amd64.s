// movegen_avx2_amd64.s holds the AVX2 move generator, flips and two-ply
// leaf count of movegen_avx2_amd64.go: the algorithms of legalSIMD,
// flipsSIMD and perft2SIMD, for builds without GOEXPERIMENT=simd.

#include "textflag.h"

// The four lanes are the axes east, north, north-east and north-west, with
// their steps in bits (see movegen_simd_amd64.go).
DATA avxStep1<>+0(SB)/8, $1
DATA avxStep1<>+8(SB)/8, $8
DATA avxStep1<>+16(SB)/8, $9
DATA avxStep1<>+24(SB)/8, $7
GLOBL avxStep1<>(SB), RODATA|NOPTR, $32

DATA avxStep2<>+0(SB)/8, $2
DATA avxStep2<>+8(SB)/8, $16
DATA avxStep2<>+16(SB)/8, $18
DATA avxStep2<>+24(SB)/8, $14
GLOBL avxStep2<>(SB), RODATA|NOPTR, $32

DATA avxStep4<>+0(SB)/8, $4
DATA avxStep4<>+8(SB)/8, $32
DATA avxStep4<>+16(SB)/8, $36
DATA avxStep4<>+24(SB)/8, $28
GLOBL avxStep4<>(SB), RODATA|NOPTR, $32

DATA avxInner<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA avxInner<>+8(SB)/8, $0x00ffffffffffff00
DATA avxInner<>+16(SB)/8, $0x007e7e7e7e7e7e00
DATA avxInner<>+24(SB)/8, $0x007e7e7e7e7e7e00
GLOBL avxInner<>(SB), RODATA|NOPTR, $32

// LEGAL sets OUT to the placements of the player with discs P against O on
// the empty cells E (general registers). It needs Y10 = step1, Y11 =
// step2, Y13 = inner, and uses Y0-Y6.
#define LEGAL(P, O, E, OUT) \
	VMOVQ P, X0; VPBROADCASTQ X0, Y0; \
	VMOVQ O, X1; VPBROADCASTQ X1, Y1; \
	VPAND Y13, Y1, Y1; \
	VPSLLVQ Y10, Y0, Y2; VPAND Y1, Y2, Y2; \
	VPSRLVQ Y10, Y0, Y3; VPAND Y1, Y3, Y3; \
	VPSLLVQ Y10, Y2, Y4; VPAND Y1, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y10, Y3, Y4; VPAND Y1, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y10, Y1, Y5; VPAND Y1, Y5, Y5; \
	VPSRLVQ Y10, Y5, Y6; \
	VPSLLVQ Y11, Y2, Y4; VPAND Y5, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y11, Y3, Y4; VPAND Y6, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y11, Y2, Y4; VPAND Y5, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y11, Y3, Y4; VPAND Y6, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y10, Y2, Y2; VPSRLVQ Y10, Y3, Y3; VPOR Y3, Y2, Y2; \
	VEXTRACTI128 $1, Y2, X3; VPOR X3, X2, X2; \
	VPSHUFD $0x4e, X2, X3; VPOR X3, X2, X2; \
	VMOVQ X2, OUT; ANDQ E, OUT

// LEGALV is LEGAL with P and O already broadcast in Y0 and Y1, which it
// overwrites.
#define LEGALV(E, OUT) \
	VPAND Y13, Y1, Y1; \
	VPSLLVQ Y10, Y0, Y2; VPAND Y1, Y2, Y2; \
	VPSRLVQ Y10, Y0, Y3; VPAND Y1, Y3, Y3; \
	VPSLLVQ Y10, Y2, Y4; VPAND Y1, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y10, Y3, Y4; VPAND Y1, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y10, Y1, Y5; VPAND Y1, Y5, Y5; \
	VPSRLVQ Y10, Y5, Y6; \
	VPSLLVQ Y11, Y2, Y4; VPAND Y5, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y11, Y3, Y4; VPAND Y6, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y11, Y2, Y4; VPAND Y5, Y4, Y4; VPOR Y4, Y2, Y2; \
	VPSRLVQ Y11, Y3, Y4; VPAND Y6, Y4, Y4; VPOR Y4, Y3, Y3; \
	VPSLLVQ Y10, Y2, Y2; VPSRLVQ Y10, Y3, Y3; VPOR Y3, Y2, Y2; \
	VEXTRACTI128 $1, Y2, X3; VPOR X3, X2, X2; \
	VPSHUFD $0x4e, X2, X3; VPOR X3, X2, X2; \
	VMOVQ X2, OUT; ANDQ E, OUT

// FLIPS sets OUT to the discs of O that a disc of P placed on the square
// whose rays start at (RAYS) flips, with Y8 = P and Y9 = O broadcast. It
// needs Y10-Y12 = step1, step2, step4, Y14 = all ones, and uses Y0-Y6.
#define FLIPS(RAYS, OUT) \
	VMOVDQU (RAYS), Y0; \
	VPANDN Y0, Y9, Y1; \
	VPADDQ Y14, Y1, Y2; VPXOR Y1, Y2, Y2; VPAND Y0, Y2, Y1; \
	VPANDN Y1, Y8, Y2; \
	VPCMPEQQ Y1, Y2, Y3; \
	VPANDN Y2, Y3, Y4; \
	VMOVDQU 32(RAYS), Y0; \
	VPAND Y8, Y0, Y1; \
	VPSRLVQ Y10, Y1, Y2; VPOR Y1, Y2, Y2; \
	VPSRLVQ Y11, Y2, Y3; VPOR Y3, Y2, Y2; \
	VPSRLVQ Y12, Y2, Y3; VPOR Y3, Y2, Y2; \
	VPANDN Y0, Y9, Y3; VPXOR Y1, Y3, Y3; \
	VPCMPGTQ Y3, Y1, Y5; \
	VPANDN Y0, Y2, Y6; VPAND Y5, Y6, Y6; \
	VPOR Y6, Y4, Y4; \
	VEXTRACTI128 $1, Y4, X5; VPOR X5, X4, X4; \
	VPSHUFD $0x4e, X4, X5; VPOR X5, X4, X4; \
	VMOVQ X4, OUT

// FLIPSV is FLIPS leaving the flipped discs in every lane of Y4, rather than
// in OUT. FLIPS sets OUT to the discs of O that a disc of P placed on the square
// whose rays start at (RAYS) flips, with Y8 = P and Y9 = O broadcast. It
// needs Y10-Y12 = step1, step2, step4, Y14 = all ones, and uses Y0-Y6.
#define FLIPSV(RAYS) \
	VMOVDQU (RAYS), Y0; \
	VPANDN Y0, Y9, Y1; \
	VPADDQ Y14, Y1, Y2; VPXOR Y1, Y2, Y2; VPAND Y0, Y2, Y1; \
	VPANDN Y1, Y8, Y2; \
	VPCMPEQQ Y1, Y2, Y3; \
	VPANDN Y2, Y3, Y4; \
	VMOVDQU 32(RAYS), Y0; \
	VPAND Y8, Y0, Y1; \
	VPSRLVQ Y10, Y1, Y2; VPOR Y1, Y2, Y2; \
	VPSRLVQ Y11, Y2, Y3; VPOR Y3, Y2, Y2; \
	VPSRLVQ Y12, Y2, Y3; VPOR Y3, Y2, Y2; \
	VPANDN Y0, Y9, Y3; VPXOR Y1, Y3, Y3; \
	VPCMPGTQ Y3, Y1, Y5; \
	VPANDN Y0, Y2, Y6; VPAND Y5, Y6, Y6; \
	VPOR Y6, Y4, Y4; \
	VPERMQ $0x4e, Y4, Y5; VPOR Y5, Y4, Y4; \
	VPSHUFD $0x4e, Y4, Y5; VPOR Y5, Y4, Y4

// func legalAVX2(p, o, empty uint64) uint64
TEXT ·legalAVX2(SB), NOSPLIT, $0-32
	MOVQ p+0(FP), AX
	MOVQ o+8(FP), BX
	MOVQ empty+16(FP), CX
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxInner<>(SB), Y13
	LEGAL(AX, BX, CX, DX)
	VZEROUPPER
	MOVQ DX, ret+24(FP)
	RET

// func flipsAVX2(sq int, p, o uint64) uint64
TEXT ·flipsAVX2(SB), NOSPLIT, $0-32
	MOVQ sq+0(FP), SI
	ANDQ $63, SI
	SHLQ $7, SI
	LEAQ ·avxRays(SB), DI
	ADDQ SI, DI
	VPBROADCASTQ p+8(FP), Y8
	VPBROADCASTQ o+16(FP), Y9
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxStep4<>(SB), Y12
	VPCMPEQQ Y14, Y14, Y14
	FLIPS(DI, DX)
	VZEROUPPER
	MOVQ DX, ret+24(FP)
	RET

// func perft2AVX2(p, o, walls, moves uint64) uint64
//
// Each child is made in the vector registers: its player's discs o &^ f
// and its opponent's p | f | bit, the flips f in every lane; its empty
// cells are the parent's but the placement.
TEXT ·perft2AVX2(SB), NOSPLIT, $0-40
	MOVQ p+0(FP), AX
	MOVQ o+8(FP), BX
	MOVQ walls+16(FP), CX
	MOVQ moves+24(FP), DX
	MOVQ AX, R13
	ORQ BX, R13
	ORQ CX, R13
	NOTQ R13
	XORQ R15, R15
	VPBROADCASTQ p+0(FP), Y8
	VPBROADCASTQ o+8(FP), Y9
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxStep4<>(SB), Y12
	VMOVDQU avxInner<>(SB), Y13
	VPCMPEQQ Y14, Y14, Y14
	LEAQ ·avxRays(SB), R14

loop:
	TESTQ DX, DX
	JZ done
	BSFQ DX, SI
	LEAQ -1(DX), DI
	ANDQ DI, DX
	MOVQ SI, DI
	SHLQ $7, DI
	ADDQ R14, DI
	FLIPSV(DI)
	MOVQ R13, R11
	BTRQ SI, R11
	VPANDN Y9, Y4, Y0
	VPOR Y8, Y4, Y1
	VPBROADCASTQ 64(DI), Y7
	VPOR Y7, Y1, Y1
	VMOVDQU Y4, Y7
	LEGALV(R11, R12)
	TESTQ R12, R12
	JZ pass
	POPCNTQ R12, R12
	ADDQ R12, R15
	JMP loop

pass:
	// The child's player cannot place: one leaf if the other can.
	VMOVQ X7, R8
	MOVQ R8, R9
	NOTQ R9
	ANDQ BX, R9
	MOVQ R8, R10
	ORQ AX, R10
	BTSQ SI, R10
	LEGAL(R10, R9, R11, R12)
	TESTQ R12, R12
	JZ loop
	INCQ R15
	JMP loop

done:
	VZEROUPPER
	MOVQ R15, ret+32(FP)
	RET

// func perft3AVX2(p, o, walls, moves uint64) (n, rest uint64)
//
// The leaves three plies below, for the moves of moves, child by child:
// each child made in the vector registers, its placements counted, then
// the loop of perft2AVX2 below it. A child whose player must pass stops
// the count: rest is then the moves not counted, that child's first.
TEXT ·perft3AVX2(SB), NOSPLIT, $16-48
	MOVQ walls+16(FP), CX
	MOVQ moves+24(FP), DX
	MOVQ p+0(FP), AX
	ORQ o+8(FP), AX
	ORQ CX, AX
	NOTQ AX
	MOVQ AX, empty-8(SP)
	XORQ R15, R15
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxStep4<>(SB), Y12
	VMOVDQU avxInner<>(SB), Y13
	VPCMPEQQ Y14, Y14, Y14
	LEAQ ·avxRays(SB), R14

outer:
	TESTQ DX, DX
	JZ outerdone
	BSFQ DX, SI
	MOVQ SI, DI
	SHLQ $7, DI
	ADDQ R14, DI
	VPBROADCASTQ p+0(FP), Y8
	VPBROADCASTQ o+8(FP), Y9
	FLIPSV(DI)
	MOVQ empty-8(SP), R13
	BTRQ SI, R13
	VPANDN Y9, Y4, Y0
	VPOR Y8, Y4, Y1
	VPBROADCASTQ 64(DI), Y7
	VPOR Y7, Y1, Y1
	VMOVDQU Y0, Y8
	VMOVDQU Y1, Y9
	LEGALV(R13, R8)
	TESTQ R8, R8
	JZ outerpass
	LEAQ -1(DX), DI
	ANDQ DI, DX
	MOVQ DX, left-16(SP)
	MOVQ R8, DX

inner:
	TESTQ DX, DX
	JZ innerdone
	BSFQ DX, SI
	LEAQ -1(DX), DI
	ANDQ DI, DX
	MOVQ SI, DI
	SHLQ $7, DI
	ADDQ R14, DI
	FLIPSV(DI)
	MOVQ R13, R11
	BTRQ SI, R11
	VPANDN Y9, Y4, Y0
	VPOR Y8, Y4, Y1
	VPBROADCASTQ 64(DI), Y7
	VPOR Y7, Y1, Y1
	VMOVDQU Y4, Y7
	LEGALV(R11, R12)
	TESTQ R12, R12
	JZ innerpass
	POPCNTQ R12, R12
	ADDQ R12, R15
	JMP inner

innerpass:
	VMOVQ X7, R8
	VMOVQ X8, AX
	VMOVQ X9, BX
	MOVQ R8, R9
	NOTQ R9
	ANDQ BX, R9
	MOVQ R8, R10
	ORQ AX, R10
	BTSQ SI, R10
	LEGAL(R10, R9, R11, R12)
	TESTQ R12, R12
	JZ inner
	INCQ R15
	JMP inner

innerdone:
	MOVQ left-16(SP), DX
	JMP outer

outerpass:
	MOVQ DX, rest+40(FP)
	JMP finish

outerdone:
	MOVQ $0, rest+40(FP)

finish:
	VZEROUPPER
	MOVQ R15, n+32(FP)
	RET

// func stepAVX2(sq int, p, o, walls uint64) (q, r, moves uint64)
//
// The placement on sq by the player with discs p against o, then the next
// player's discs q, the other's r and the next player's placements.
TEXT ·stepAVX2(SB), NOSPLIT, $0-56
	MOVQ sq+0(FP), SI
	ANDQ $63, SI
	MOVQ SI, DI
	SHLQ $7, DI
	LEAQ ·avxRays(SB), R14
	ADDQ R14, DI
	MOVQ p+8(FP), AX
	ORQ o+16(FP), AX
	ORQ walls+24(FP), AX
	NOTQ AX
	BTRQ SI, AX
	VPBROADCASTQ p+8(FP), Y8
	VPBROADCASTQ o+16(FP), Y9
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxStep4<>(SB), Y12
	VMOVDQU avxInner<>(SB), Y13
	VPCMPEQQ Y14, Y14, Y14
	FLIPSV(DI)
	VPANDN Y9, Y4, Y0
	VPOR Y8, Y4, Y1
	VPBROADCASTQ 64(DI), Y7
	VPOR Y7, Y1, Y1
	VMOVQ X0, R8
	VMOVQ X1, R9
	LEGALV(AX, R12)
	VZEROUPPER
	MOVQ R8, q+32(FP)
	MOVQ R9, r+40(FP)
	MOVQ R12, moves+48(FP)
	RET

// func stepKAVX2(k, moves, p, o, walls uint64) (q, r, next uint64)
//
// stepAVX2 on the k-th lowest placement of moves, found with PDEP.
TEXT ·stepKAVX2(SB), NOSPLIT, $0-64
	MOVQ k+0(FP), CX
	MOVQ $1, AX
	SHLQ CX, AX
	MOVQ moves+8(FP), DX
	PDEPQ DX, AX, AX
	BSFQ AX, SI
	MOVQ SI, DI
	SHLQ $7, DI
	LEAQ ·avxRays(SB), R14
	ADDQ R14, DI
	MOVQ p+16(FP), AX
	ORQ o+24(FP), AX
	ORQ walls+32(FP), AX
	NOTQ AX
	BTRQ SI, AX
	VPBROADCASTQ p+16(FP), Y8
	VPBROADCASTQ o+24(FP), Y9
	VMOVDQU avxStep1<>(SB), Y10
	VMOVDQU avxStep2<>(SB), Y11
	VMOVDQU avxStep4<>(SB), Y12
	VMOVDQU avxInner<>(SB), Y13
	VPCMPEQQ Y14, Y14, Y14
	FLIPSV(DI)
	VPANDN Y9, Y4, Y0
	VPOR Y8, Y4, Y1
	VPBROADCASTQ 64(DI), Y7
	VPOR Y7, Y1, Y1
	VMOVQ X0, R8
	VMOVQ X1, R9
	LEGALV(AX, R12)
	VZEROUPPER
	MOVQ R8, q+40(FP)
	MOVQ R9, r+48(FP)
	MOVQ R12, next+56(FP)
	RET

// func cpuid(leaf, sub uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, a+8(FP)
	MOVL BX, b+12(FP)
	MOVL CX, c+16(FP)
	MOVL DX, d+20(FP)
	RET

// func xgetbv() uint32
TEXT ·xgetbv(SB), NOSPLIT, $0-4
	MOVL $0, CX
	XGETBV
	MOVL AX, ret+0(FP)
	RET
