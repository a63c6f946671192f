/* internal.h: what the cgo layer (capi.go) and the C entry points (capi.c)
 * share; not installed. */
#ifndef MGXPORT_INTERNAL_H
#define MGXPORT_INTERNAL_H

#include <stdint.h>
#include <stdlib.h>

#include "mgxport.h"

/* A status is C memory the caller frees with mgx_status_release. */
struct mgx_status {
  int code;
  char *message;
};

/* The other handles hold a cgo.Handle of their Go object. */
struct mgx_options {
  uintptr_t h;
};
struct mgx_model {
  uintptr_t h;
};
struct mgx_value {
  uintptr_t h;
};
struct mgx_pool {
  uintptr_t h;
};

/* mgxc_self_path writes the file libmgxport.so was loaded from into buf
 * and returns its length (0 when unknown). */
size_t mgxc_self_path(char *buf, size_t cap);

#endif
