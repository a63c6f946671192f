package graph

import (
	"errors"
	"fmt"
)

// ErrUnsupported marks what mgxport does not support yet: an op, an
// attribute value, a type, a shape only known at run time. Errors anywhere
// in the compiler wrap it (UnsupportedError, ref.UnsupportedError,
// tosa.ErrUnsupported, ...) so that callers decide with errors.Is — a
// conformance run skips such a test rather than failing it — and never by
// matching the message.
var ErrUnsupported = errors.New("not supported")

// UnsupportedError is an error with its own message that wraps
// ErrUnsupported.
type UnsupportedError struct{ Msg string }

// Error is the message.
func (e *UnsupportedError) Error() string { return e.Msg }

// Unwrap is ErrUnsupported.
func (e *UnsupportedError) Unwrap() error { return ErrUnsupported }

// Unsupportedf formats an UnsupportedError.
func Unsupportedf(format string, args ...any) error {
	return &UnsupportedError{Msg: fmt.Sprintf(format, args...)}
}
