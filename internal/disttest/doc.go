// Package disttest tests the deployable finalizer that `make dist` builds:
// dist/mgxport and the self-contained dist/libmgxport_mlir.so. The tests
// fail, naming `make dist`, when those files are missing; `make test`
// builds them first.
package disttest
