// lld_shim.cpp: an in-process ELF linker for the self-contained MLIR C API
// library that `make dist` builds (dist/libmgxport_mlir.so). mgxport links
// each host kernel object into a shared object; on a machine with no LLVM
// there is no ld.lld to run, so the dist library carries LLD (Debian's
// liblldELF.a and liblldCommon.a) and exposes it here as one C entry point
// that mlirc binds with purego.
//
// LLD keeps global state per link, so links are serialized with a mutex;
// lld::lldMain resets that state afterwards (Result.canRunAgain says whether
// it could).
//
// LLD reports a fatal error by calling exitLld, which _exit()s the process
// unless LLVM crash recovery is enabled, in which case it unwinds (longjmp)
// to lldMain, which returns an error. Enabling crash recovery also installs
// signal handlers, and the host process is a Go program whose runtime owns
// SIGSEGV and friends; so the shim enables crash recovery once and puts the
// previous handlers straight back: fatal errors come back as errors, real
// crashes stay with the Go runtime.

#include "lld/Common/Driver.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

LLD_HAS_DRIVER(elf)

// Debian's LLVM is configured to link Polly into its tools, so LLVM's LTO
// backend (which LLD pulls in) references getPollyPluginInfo; Debian ships
// Polly only as a plugin (LLVMPolly.so), not as an archive. mgxport never
// runs LTO, so this stand-in registers nothing.
llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly (not linked)", "0",
          [](llvm::PassBuilder &) {}};
}

namespace {
std::mutex linkMutex;
bool broken = false; // a previous link left LLD unable to run again
std::once_flag recoveryOnce;

// The signals llvm::CrashRecoveryContext::Enable installs handlers for.
const int recoverySignals[] = {SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP};

void enableFatalRecovery() {
  struct sigaction saved[sizeof(recoverySignals) / sizeof(recoverySignals[0])];
  for (size_t i = 0; i < sizeof(saved) / sizeof(saved[0]); i++)
    sigaction(recoverySignals[i], nullptr, &saved[i]);
  llvm::CrashRecoveryContext::Enable();
  for (size_t i = 0; i < sizeof(saved) / sizeof(saved[0]); i++)
    sigaction(recoverySignals[i], &saved[i], nullptr);
}
} // namespace

extern "C" {

// mgxport_lld_elf_link runs `ld.lld` with the arguments in args: n bytes of
// NUL-terminated strings, one after another (args[0] is the program name,
// "ld.lld"). It returns 0 when the link succeeded and non-zero otherwise;
// *diag (when diag is not NULL) receives LLD's messages as a malloc'd
// NUL-terminated string, or NULL when there were none: free it with
// LLVMDisposeMessage.
__attribute__((visibility("default"))) int
mgxport_lld_elf_link(const char *args, size_t n, char **diag) {
  std::vector<const char *> argv;
  for (size_t i = 0; i < n;) {
    argv.push_back(args + i);
    i += std::strlen(args + i) + 1;
  }
  std::string out;
  llvm::raw_string_ostream os(out);
  int rc;
  {
    std::lock_guard<std::mutex> lock(linkMutex);
    std::call_once(recoveryOnce, enableFatalRecovery);
    if (broken) {
      os << "error: the in-process linker stopped on a fatal error in an "
            "earlier link and cannot run again in this process\n";
      rc = 1;
    } else {
      lld::Result r = lld::lldMain(argv, os, os, {{lld::Gnu, &lld::elf::link}});
      if (!r.canRunAgain)
        broken = true;
      rc = r.retCode;
    }
  }
  os.flush();
  if (diag)
    *diag = out.empty() ? nullptr : strdup(out.c_str());
  return rc;
}

} // extern "C"
