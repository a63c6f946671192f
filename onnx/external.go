package onnx

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// readExternal reads a tensor's bytes from the file its external_data names
// (location, offset, length), relative to dir. The location must stay inside
// dir, and the byte range must exist in the file: a hostile model cannot make
// mgxport read elsewhere or allocate more than the file holds.
func readExternal(dir string, tp *onnxpb.TensorProto, nbytes int64) ([]byte, error) {
	var loc string
	offset, length := int64(0), int64(-1)
	for _, kv := range tp.GetExternalData() {
		switch kv.GetKey() {
		case "location":
			loc = kv.GetValue()
		case "offset":
			v, err := strconv.ParseInt(kv.GetValue(), 10, 64)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("external data: bad offset %q", kv.GetValue())
			}
			offset = v
		case "length":
			v, err := strconv.ParseInt(kv.GetValue(), 10, 64)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("external data: bad length %q", kv.GetValue())
			}
			length = v
		}
	}
	if loc == "" {
		return nil, errors.New("external data: no location")
	}
	clean := filepath.Clean(filepath.FromSlash(loc))
	if filepath.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		return nil, fmt.Errorf("external data: location %q is outside the model's directory", loc)
	}
	if length >= 0 && length != nbytes {
		return nil, fmt.Errorf("external data %s: length %d, but the tensor needs %d bytes", loc, length, nbytes)
	}
	// Open through a root at the model's directory: a symbolic link (or
	// any path) that resolves outside it is refused, as "../" is above.
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("external data: %w", err)
	}
	defer root.Close()
	f, err := root.Open(clean)
	if err != nil {
		return nil, fmt.Errorf("external data %s: %w (external data must be a file inside the model's directory)", loc, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("external data: %w", err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("external data %s: not a regular file", loc)
	}
	if offset > st.Size() || nbytes > st.Size()-offset {
		return nil, fmt.Errorf("external data %s: bytes %d..%d are beyond the file's %d bytes", loc, offset, offset+nbytes, st.Size())
	}
	buf := make([]byte, nbytes)
	if _, err := f.ReadAt(buf, offset); err != nil && !(errors.Is(err, io.EOF) && nbytes == 0) {
		return nil, fmt.Errorf("external data %s: %w", loc, err)
	}
	return buf, nil
}
