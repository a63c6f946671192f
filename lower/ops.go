package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower/tosa"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// opLowering is everything the compiler knows about lowering one ONNX op:
// its kind (what the partitioner does with it) and its lowering functions,
// one per emitter. Adding an op is one entry in ops plus its functions.
type opLowering struct {
	// kind is the op's kernel class: an MLIR anchor, a fused pointwise op
	// or a SPIR-V library kernel of its own.
	kind passes.OpKind
	// tosa lowers the op inside a TOSA module: anchors, and the pointwise
	// ops TOSA expresses (nil: a partition fusing it falls back).
	tosa tosa.Lowering
	// expr is a pointwise op's expression in a fused SPIR-V kernel.
	expr exprFunc
	// kernel lowers the op as library kernels of its own: every SPIR-V
	// kernel op, and an anchor the library has too (Attention).
	kernel kernelFunc
	// row lowers a rowwise op (passes.OpRowwise) as a row kernel applying
	// its partition's pointwise tail (rowTail) in its store.
	row rowFunc
	// shapeOnly marks ops computed from their input's shape alone (Shape,
	// Size): they lower before the constant-input checks.
	shapeOnly bool
	// inputShape, for a pointwise op, is the shape a fused kernel reads
	// input i through when it is not the input's own (nil): a per-axis
	// quantization scale [C] read as [C,1,1] to broadcast along its axis.
	inputShape func(n *graph.Node, i int) graph.Shape
	// omittable says the kernel lowers a node whose first output is
	// omitted (RNN's Y, when only the final state is used).
	omittable bool
	// step, when set, lowers the op as a program step instead of a kernel
	// (steps.go): control flow over sub-programs, or a host step for an
	// op whose output shape depends on its input values. (A kind, not a
	// function: the step functions compile sub-programs, which reads
	// this table.)
	step stepKind
}

// kernelFunc lowers node n of part as library kernels of its own.
type kernelFunc func(l *lowering, part *passes.Partition, n *graph.Node) error

// Shorthands for the table.
const (
	anchorOp    = passes.OpAnchor
	pointwiseOp = passes.OpPointwise
	kernelOp    = passes.OpKernel
	rowwiseOp   = passes.OpRowwise
)

// pw is a pointwise op with its TOSA lowering (nil: none) and its SPIR-V
// expression.
func pw(t tosa.Lowering, e exprFunc) opLowering {
	return opLowering{kind: pointwiseOp, tosa: t, expr: e}
}

// lib is an op lowered as library kernels of its own.
func lib(k kernelFunc) opLowering { return opLowering{kind: kernelOp, kernel: k} }

// rowFunc lowers node n of part as a row kernel that writes outs (n's
// output, or tail's result after it or alone: rowTail).
type rowFunc func(l *lowering, part *passes.Partition, n *graph.Node, tail *kernels.Tail, outs []*graph.Value) error

// rowLib is an op lowered as a row kernel of its own that applies a
// pointwise tail in its store (rowTail).
func rowLib(k rowFunc) opLowering { return opLowering{kind: rowwiseOp, row: k} }

// ops is the op table of the default ONNX domain: every op the compiler
// lowers. It is only read.
//
// Adding an op:
//   - the reference evaluator's entry (graph/ref/ops.go): its type rule and
//     evaluation, which shape inference and constant folding use;
//   - its attributes, with their defaults, as a typed struct in
//     graph/opattr when more than one place reads them;
//   - one entry here: its kind, and the functions of the emitters that
//     lower it — a tosa.Lowering (lower/tosa) for an anchor or a pointwise
//     op TOSA expresses, an exprFunc (spirv_pointwise.go) for a pointwise
//     op, a kernelFunc (the spirv_*.go file of its kernel library family)
//     for an op lowered as kernels of its own;
//   - node tests under testdata/node where ../shared/onnx-node has none.
//
// An op defined by other ops (an ONNX function) may instead be an entry of
// graph/passes' expansions, which rewrite it before partitioning
// (DynamicQuantizeLinear); it then needs no entry here.
//
// The partitioner reads the kind (OpKind), the TOSA emitter the tosa
// lowering (TOSALookup) and the SPIR-V emitter expr and kernel; no other
// list of op names decides how an op lowers.
var ops = map[string]opLowering{
	// MLIR anchors: compute-bound ops lowered to TOSA with their fused
	// prologue and epilogue.
	"MatMul":            {kind: anchorOp, tosa: tosa.MatMul},
	"Gemm":              {kind: anchorOp, tosa: tosa.Gemm},
	"Conv":              {kind: anchorOp, tosa: tosa.Conv},
	"ConvTranspose":     {kind: anchorOp, tosa: tosa.ConvTranspose},
	"MaxPool":           {kind: anchorOp, tosa: tosa.Pool, kernel: (*lowering).maxPool},
	"AveragePool":       {kind: anchorOp, tosa: tosa.Pool},
	"GlobalAveragePool": {kind: anchorOp, tosa: tosa.GlobalPool},
	"GlobalMaxPool":     {kind: anchorOp, tosa: tosa.GlobalPool},
	"LpPool":            {kind: anchorOp, tosa: tosa.LpPool},
	"Attention":         {kind: anchorOp, tosa: tosa.Attention, kernel: (*lowering).attention},
	"MatMulInteger":     {kind: anchorOp, tosa: tosa.MatMulInteger},
	"ConvInteger":       {kind: anchorOp, tosa: tosa.ConvInteger},
	"QLinearMatMul":     {kind: anchorOp, tosa: tosa.QLinearMatMul},
	"QLinearConv":       {kind: anchorOp, tosa: tosa.QLinearConv},

	// Pointwise ops: fused into anchors' prologues and epilogues (where
	// TOSA expresses them) and into SPIR-V pointwise chains.
	"Abs":              pw(tosa.Unary("tosa.abs"), unaryExpr("abs")),
	"Acos":             pw(nil, unaryExpr("acos")),
	"Acosh":            pw(nil, unaryExpr("acosh")),
	"Add":              pw(tosa.Fold("tosa.add"), binaryExpr("add")),
	"And":              pw(nil, binaryExpr("and")),
	"Asin":             pw(nil, unaryExpr("asin")),
	"Asinh":            pw(nil, unaryExpr("asinh")),
	"Atan":             pw(nil, unaryExpr("atan")),
	"Atanh":            pw(nil, unaryExpr("atanh")),
	"BitShift":         pw(tosa.BitShift, bitShiftExpr),
	"BitwiseAnd":       pw(tosa.BitwiseAnd, binaryExpr("bitand")),
	"BitwiseNot":       pw(nil, unaryExpr("bitnot")),
	"BitwiseOr":        pw(nil, binaryExpr("bitor")),
	"BitwiseXor":       pw(nil, binaryExpr("bitxor")),
	"Cast":             pw(tosa.Cast, castExpr),
	"CastLike":         pw(nil, castExpr),
	"Ceil":             pw(tosa.Unary("tosa.ceil"), unaryExpr("ceil")),
	"Celu":             pw(nil, celuExpr),
	"Clip":             pw(tosa.Clip, clipExpr),
	"Cos":              pw(tosa.Unary("tosa.cos"), unaryExpr("cos")),
	"Cosh":             pw(nil, unaryExpr("cosh")),
	"Div":              pw(tosa.Div, binaryExpr("div")),
	"Elu":              pw(tosa.Elu, eluExpr),
	"Equal":            pw(nil, binaryExpr("eq")),
	"Erf":              pw(tosa.Unary("tosa.erf"), unaryExpr("erf")),
	"Exp":              pw(tosa.Unary("tosa.exp"), unaryExpr("exp")),
	"Floor":            pw(tosa.Unary("tosa.floor"), unaryExpr("floor")),
	"Gelu":             pw(tosa.Gelu, geluExpr),
	"Greater":          pw(nil, binaryExpr("gt")),
	"GreaterOrEqual":   pw(nil, binaryExpr("ge")),
	"HardSigmoid":      pw(tosa.HardSigmoid, hardSigmoidExpr),
	"HardSwish":        pw(tosa.HardSwish, unaryExpr("hardswish")),
	"Identity":         {kind: pointwiseOp, tosa: tosa.Identity, expr: unaryExpr("identity"), kernel: (*lowering).reshape},
	"IsInf":            pw(nil, isInfExpr),
	"IsNaN":            pw(nil, unaryExpr("isnan")),
	"LeakyRelu":        pw(tosa.LeakyRelu, leakyReluExpr),
	"Less":             pw(nil, binaryExpr("lt")),
	"LessOrEqual":      pw(nil, binaryExpr("le")),
	"Log":              pw(tosa.Unary("tosa.log"), unaryExpr("log")),
	"Max":              pw(tosa.Fold("tosa.maximum"), variadicExpr("max")),
	"Mean":             pw(tosa.Mean, meanExpr),
	"Min":              pw(tosa.Fold("tosa.minimum"), variadicExpr("min")),
	"Mish":             pw(tosa.Mish, unaryExpr("mish")),
	"Mod":              pw(nil, modExpr),
	"Mul":              pw(tosa.Binary("tosa.mul"), binaryExpr("mul")),
	"Neg":              pw(tosa.Unary("tosa.negate"), unaryExpr("neg")),
	"Not":              pw(nil, unaryExpr("not")),
	"Or":               pw(nil, binaryExpr("or")),
	"Pow":              pw(tosa.Pow, powOpExpr),
	"PRelu":            pw(tosa.PRelu, preluExpr),
	"Reciprocal":       pw(tosa.Unary("tosa.reciprocal"), unaryExpr("reciprocal")),
	"Relu":             pw(tosa.Relu, unaryExpr("relu")),
	"Round":            pw(nil, unaryExpr("round")),
	"Selu":             pw(tosa.Selu, seluExpr),
	"Shrink":           pw(tosa.Shrink, shrinkExpr),
	"Sigmoid":          pw(tosa.Unary("tosa.sigmoid"), unaryExpr("sigmoid")),
	"Sign":             pw(nil, unaryExpr("sign")),
	"Sin":              pw(tosa.Unary("tosa.sin"), unaryExpr("sin")),
	"Sinh":             pw(nil, unaryExpr("sinh")),
	"Softplus":         pw(tosa.Softplus, unaryExpr("softplus")),
	"Softsign":         pw(tosa.Softsign, unaryExpr("softsign")),
	"Sqrt":             pw(tosa.Sqrt, unaryExpr("sqrt")),
	"Sub":              pw(tosa.Binary("tosa.sub"), binaryExpr("sub")),
	"Sum":              pw(tosa.Fold("tosa.add"), variadicExpr("add")),
	"Tan":              pw(nil, unaryExpr("tan")),
	"Tanh":             pw(tosa.Unary("tosa.tanh"), unaryExpr("tanh")),
	"ThresholdedRelu":  pw(tosa.ThresholdedRelu, thresholdedReluExpr),
	"Where":            pw(nil, whereExpr),
	"Xor":              pw(nil, binaryExpr("xor")),
	"QuantizeLinear":   {kind: pointwiseOp, expr: quantizeExpr, inputShape: quantInputShape},
	"DequantizeLinear": {kind: pointwiseOp, expr: dequantizeExpr, inputShape: quantInputShape},

	// SPIR-V library kernels, one (or a few) per node.
	"Shape":                 {kind: kernelOp, kernel: (*lowering).shapeOf, shapeOnly: true},
	"Size":                  {kind: kernelOp, kernel: (*lowering).sizeOf, shapeOnly: true},
	"Softmax":               rowLib((*lowering).softmax),
	"LogSoftmax":            rowLib((*lowering).softmax),
	"Hardmax":               lib((*lowering).hardmax),
	"Reshape":               {kind: kernelOp, kernel: (*lowering).reshape, tosa: tosa.Reshape},
	"Flatten":               {kind: kernelOp, kernel: (*lowering).reshape, tosa: tosa.Reshape},
	"Squeeze":               {kind: kernelOp, kernel: (*lowering).reshape, tosa: tosa.Reshape},
	"Unsqueeze":             {kind: kernelOp, kernel: (*lowering).reshape, tosa: tosa.Reshape},
	"Dropout":               lib((*lowering).dropout),
	"Expand":                lib((*lowering).expand),
	"Tile":                  lib((*lowering).tile),
	"DepthToSpace":          lib((*lowering).depthToSpace),
	"SpaceToDepth":          lib((*lowering).depthToSpace),
	"Transpose":             lib((*lowering).transpose),
	"Slice":                 {kind: kernelOp, kernel: (*lowering).slice, tosa: tosa.Slice},
	"Pad":                   lib((*lowering).pad),
	"LayerNormalization":    rowLib((*lowering).layerNorm),
	"RMSNormalization":      rowLib((*lowering).layerNorm),
	"InstanceNormalization": lib((*lowering).groupNorm),
	"GroupNormalization":    lib((*lowering).groupNorm),
	"BatchNormalization":    lib((*lowering).batchNorm),
	"ReduceSum":             rowLib((*lowering).reduce),
	"ReduceMean":            rowLib((*lowering).reduce),
	"ReduceMax":             rowLib((*lowering).reduce),
	"ReduceMin":             rowLib((*lowering).reduce),
	"ReduceProd":            rowLib((*lowering).reduce),
	"ReduceL1":              rowLib((*lowering).reduce),
	"ReduceL2":              rowLib((*lowering).reduce),
	"ReduceSumSquare":       rowLib((*lowering).reduce),
	"ReduceLogSumExp":       rowLib((*lowering).reduce),
	"ArgMax":                lib((*lowering).argReduce),
	"ArgMin":                lib((*lowering).argReduce),
	"CumSum":                lib((*lowering).cumSum),
	"CumProd":               lib((*lowering).cumSum),
	"Trilu":                 lib((*lowering).trilu),
	"TopK":                  lib((*lowering).topK),
	"Gather":                lib((*lowering).gather),
	"GatherElements":        lib((*lowering).gather),
	"GatherND":              lib((*lowering).gatherND),
	"ScatterElements":       lib((*lowering).scatter),
	"ScatterND":             lib((*lowering).scatter),
	"Scatter":               lib((*lowering).scatter),
	"Einsum":                lib((*lowering).einsum),
	"Resize":                lib((*lowering).resize),
	"Upsample":              lib((*lowering).resize),
	"Split":                 lib((*lowering).split),
	"Concat":                lib((*lowering).concat),
	"BitCast":               lib((*lowering).bitCast),

	"NegativeLogLikelihoodLoss": lib((*lowering).loss),
	"SoftmaxCrossEntropyLoss":   lib((*lowering).loss),
	"GridSample":                lib((*lowering).gridSample),
	"AffineGrid":                lib((*lowering).affineGrid),
	"RotaryEmbedding":           lib((*lowering).rotaryEmbedding),
	"EyeLike":                   lib((*lowering).eyeLike),
	"HannWindow":                lib((*lowering).window),
	"HammingWindow":             lib((*lowering).window),
	"BlackmanWindow":            lib((*lowering).window),
	"RNN":                       {kind: kernelOp, kernel: (*lowering).recurrent, omittable: true},
	"LSTM":                      {kind: kernelOp, kernel: (*lowering).recurrent, omittable: true},
	"GRU":                       {kind: kernelOp, kernel: (*lowering).recurrent, omittable: true},
	"TensorScatter":             lib((*lowering).tensorScatter),
	"Col2Im":                    lib((*lowering).col2im),
	"Det":                       lib((*lowering).det),
	"MaxUnpool":                 lib((*lowering).maxUnpool),
	"DeformConv":                lib((*lowering).deformConv),

	// Program steps (steps.go): control flow, data-dependent shapes.
	"If":      {kind: kernelOp, step: ifStep},
	"Loop":    {kind: kernelOp, step: loopStep},
	"Scan":    {kind: kernelOp, step: scanStep},
	"NonZero": {kind: kernelOp, step: hostStep},
	// TF-IDF counts n-grams by hashing a window of the input: a host step
	// (the reference's op over host memory) serves it on every target.
	"TfIdfVectorizer":   {kind: kernelOp, step: hostStep},
	"NonMaxSuppression": {kind: kernelOp, step: hostStep},
	// String ops: strings are host values (strings.go), so these run as
	// host steps on every target; any other op run on strings (Equal,
	// Cast, Gather, ...) does too.
	"RegexFullMatch":   {kind: kernelOp, step: hostStep},
	"StringConcat":     {kind: kernelOp, step: hostStep},
	"StringNormalizer": {kind: kernelOp, step: hostStep},
	"StringSplit":      {kind: kernelOp, step: hostStep},
	// Sequences and optionals are host values too (strings.go).
	"SequenceConstruct":  {kind: kernelOp, step: hostStep},
	"SequenceEmpty":      {kind: kernelOp, step: hostStep},
	"SequenceAt":         {kind: kernelOp, step: hostStep},
	"SequenceInsert":     {kind: kernelOp, step: hostStep},
	"SequenceErase":      {kind: kernelOp, step: hostStep},
	"SequenceLength":     {kind: kernelOp, step: hostStep},
	"SplitToSequence":    {kind: kernelOp, step: hostStep},
	"ConcatFromSequence": {kind: kernelOp, step: hostStep},
	"Optional":           {kind: kernelOp, step: hostStep},
	"OptionalHasElement": {kind: kernelOp, step: hostStep},
	"OptionalGetElement": {kind: kernelOp, step: hostStep},
	// Classical ML (ai.onnx.ml, in the default domain after import): the
	// reference's ops over host memory, on every target.
	"ArrayFeatureExtractor":  {kind: kernelOp, step: hostStep},
	"Binarizer":              {kind: kernelOp, step: hostStep},
	"Imputer":                {kind: kernelOp, step: hostStep},
	"LabelEncoder":           {kind: kernelOp, step: hostStep},
	"LinearRegressor":        {kind: kernelOp, step: hostStep},
	"Normalizer":             {kind: kernelOp, step: hostStep},
	"Scaler":                 {kind: kernelOp, step: hostStep},
	"TreeEnsemble":           {kind: kernelOp, step: hostStep},
	"TreeEnsembleRegressor":  {kind: kernelOp, step: hostStep},
	"LinearClassifier":       {kind: kernelOp, step: hostStep},
	"ZipMap":                 {kind: kernelOp, step: hostStep},
	"TreeEnsembleClassifier": {kind: kernelOp, step: hostStep},
	"OneHotEncoder":          {kind: kernelOp, step: hostStep},
	"CategoryMapper":         {kind: kernelOp, step: hostStep},
}

// lookupOp returns n's op table entry; ops outside the default domain have
// none.
func lookupOp(n *graph.Node) (opLowering, bool) {
	if n.Domain != "" {
		return opLowering{}, false
	}
	op, ok := ops[n.OpType]
	return op, ok
}

// OpKind is n's kernel class from the op table, for the partitioner
// (passes.Options.Kinds): unknown ops are library kernels.
func OpKind(n *graph.Node) passes.OpKind {
	op, _ := lookupOp(n)
	if n.Dynamic() || touchesHostValues(n) {
		return kernelOp // a host step: it stands alone
	}
	return op.kind
}

// TOSALookup is n's TOSA lowering and kind from the op table (a tosa.Lookup
// for tosa.PartitionModule).
func TOSALookup(n *graph.Node) (tosa.Lowering, passes.OpKind) {
	op, _ := lookupOp(n)
	return op.tosa, op.kind
}

// hasKernel reports whether the kernel library lowers n as a node of its
// own: an anchor with a SPIR-V fallback (Attention).
func hasKernel(n *graph.Node) bool {
	op, _ := lookupOp(n)
	return op.kernel != nil
}
