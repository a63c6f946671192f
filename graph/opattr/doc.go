// Package opattr decodes ONNX node attributes, with their opset defaults,
// into typed parameter structs: one decoder per op (or family of ops that
// share attributes), the analogue of MLIR's generated op accessors. The
// reference evaluator (graph/ref), the graph passes and the lowering (lower,
// lower/tosa) all read attributes through it, so a default or a derived
// value (auto_pad's pads, ceil mode's output size) is written once.
package opattr
