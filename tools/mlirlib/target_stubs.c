/* target_stubs.c: empty LLVM target initializers for the self-contained
 * MLIR C API library (dist/libmgxport_mlir.so).
 *
 * LLD's driver initializes every LLVM target it was built with (for LTO),
 * which would pull all of Debian's LLVM backends into the library. mgxport
 * only generates code for X86 (host), NVPTX and AMDGPU, so the other targets'
 * initializers are defined here as no-ops, ahead of the archives, and their
 * backends are never linked. A target stubbed here is simply not
 * registered: asking LLVM for it fails with "no target" instead of
 * generating code. */

#define HIDDEN __attribute__((visibility("hidden")))
#define STUB_TARGET(T)                                                         \
  HIDDEN void LLVMInitialize##T##TargetInfo(void) {}                           \
  HIDDEN void LLVMInitialize##T##Target(void) {}                               \
  HIDDEN void LLVMInitialize##T##TargetMC(void) {}                             \
  HIDDEN void LLVMInitialize##T##AsmPrinter(void) {}                           \
  HIDDEN void LLVMInitialize##T##AsmParser(void) {}                            \
  HIDDEN void LLVMInitialize##T##Disassembler(void) {}                         \
  HIDDEN void LLVMInitialize##T##TargetMCA(void) {}

STUB_TARGET(AArch64)
STUB_TARGET(ARM)
STUB_TARGET(AVR)
STUB_TARGET(BPF)
STUB_TARGET(Hexagon)
STUB_TARGET(Lanai)
STUB_TARGET(LoongArch)
STUB_TARGET(M68k)
STUB_TARGET(Mips)
STUB_TARGET(MSP430)
STUB_TARGET(PowerPC)
STUB_TARGET(RISCV)
STUB_TARGET(Sparc)
STUB_TARGET(SPIRV)
STUB_TARGET(SystemZ)
STUB_TARGET(VE)
STUB_TARGET(WebAssembly)
STUB_TARGET(XCore)
STUB_TARGET(Xtensa)
