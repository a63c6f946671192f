#include "textflag.h"

// func hasRDTSCP() bool
TEXT ·hasRDTSCP(SB), NOSPLIT, $0-1
	MOVL $0x80000001, AX
	XORL CX, CX
	CPUID
	SHRL $27, DX
	ANDL $1, DX
	MOVB DX, ret+0(FP)
	RET

// func rdtscpCPU() uint32
TEXT ·rdtscpCPU(SB), NOSPLIT, $0-4
	RDTSCP
	ANDL $0xfff, CX
	MOVL CX, ret+0(FP)
	RET
