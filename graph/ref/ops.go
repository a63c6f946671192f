package ref

// builtinOps is the operator table of the reference target. It is filled
// once at package initialization and only read afterwards.
var builtinOps = map[string]opDef{
	"Add":        opAdd,
	"Gemm":       opGemm,
	"MatMul":     opMatMul,
	"Relu":       opRelu,
	"Softmax":    softmaxLike("softmax"),
	"LogSoftmax": softmaxLike("log"),
	"Hardmax":    softmaxLike("hardmax"),
}
