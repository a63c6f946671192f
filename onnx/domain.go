package onnx

import (
	"fmt"

	"github.com/mgxport/mgxport/graph/contrib"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// checkDomains refuses a node outside the default domain (ai.onnx.ml,
// ai.onnx.preview.training, a model's own functions) unless it is one of
// the ops the importer decomposes into default-domain ops (ONNX Runtime's
// com.microsoft contrib ops, contrib.Pass): saying so by name at import
// is clearer than failing later on an op the evaluator or lowering does
// not know.
func checkDomains(nodes []*onnxpb.NodeProto) error {
	for _, np := range nodes {
		if d := np.GetDomain(); d != "" && d != "ai.onnx" && !contrib.Decomposed(d, np.GetOpType()) {
			return unsupported("domain %s op %s is not supported (node %q; `mgxport ops` lists the ops of other domains that are)", d, np.GetOpType(), np.GetName())
		}
	}
	return nil
}

// checkKnownFields refuses a message of a newer IR version than the
// generated types that carries a field they do not describe, naming the
// message and the field number. Populated message fields are checked
// recursively; scalars and bytes (weights) are not walked.
func checkKnownFields(m protoreflect.Message, path string) error {
	if u := m.GetUnknown(); len(u) > 0 {
		return unsupported("%s has field %d, which this version of mgxport does not know", path, unknownFieldNumber(u))
	}
	var err error
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		if fd.Kind() != protoreflect.MessageKind && fd.Kind() != protoreflect.GroupKind || fd.IsMap() {
			return true
		}
		sub := path + "." + string(fd.Name())
		if fd.IsList() {
			l := v.List()
			for i := 0; i < l.Len() && err == nil; i++ {
				err = checkKnownFields(l.Get(i).Message(), fmt.Sprintf("%s[%d]", sub, i))
			}
			return err == nil
		}
		err = checkKnownFields(v.Message(), sub)
		return err == nil
	})
	return err
}

// unknownFieldNumber decodes the field number of the first unknown field's
// tag (a varint of number<<3 | wire type).
func unknownFieldNumber(b []byte) uint64 {
	var tag uint64
	for i, c := range b {
		if i == 10 {
			break
		}
		tag |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			break
		}
	}
	return tag >> 3
}
