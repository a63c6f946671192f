package ref

import (
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// builtinOps is the operator table of the reference target. It is filled
// once at package initialization and only read afterwards.
var builtinOps = map[string]opDef{
	// Elementwise math on floats.
	"Acos":       floatUnary(math.Acos),
	"Acosh":      floatUnary(math.Acosh),
	"Asin":       floatUnary(math.Asin),
	"Asinh":      floatUnary(math.Asinh),
	"Atan":       floatUnary(math.Atan),
	"Atanh":      floatUnary(math.Atanh),
	"Ceil":       floatUnary(math.Ceil),
	"Cos":        floatUnary(math.Cos),
	"Cosh":       floatUnary(math.Cosh),
	"Erf":        floatUnary(math.Erf),
	"Exp":        floatUnary(math.Exp),
	"Floor":      floatUnary(math.Floor),
	"Log":        floatUnary(math.Log),
	"Round":      floatUnary(math.RoundToEven),
	"Sigmoid":    floatUnary(sigmoid),
	"Sin":        floatUnary(math.Sin),
	"Sinh":       floatUnary(math.Sinh),
	"Sqrt":       floatUnary(math.Sqrt),
	"Tan":        floatUnary(math.Tan),
	"Tanh":       floatUnary(math.Tanh),
	"Reciprocal": floatUnary(func(x float64) float64 { return 1 / x }),
	"Softplus": floatUnary(func(x float64) float64 {
		if x > 30 {
			return x
		}
		return math.Log1p(math.Exp(x))
	}),
	"Softsign": floatUnary(func(x float64) float64 { return x / (1 + math.Abs(x)) }),
	"Mish":     floatUnary(func(x float64) float64 { return x * math.Tanh(math.Log1p(math.Exp(x))) }),
	"Elu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		if x < 0 {
			return float64(opattr.DecodeElu(n).Alpha) * (math.Exp(x) - 1)
		}
		return x
	}),
	"Selu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		p := opattr.DecodeSelu(n)
		a, g := float64(p.Alpha), float64(p.Gamma)
		if x <= 0 {
			return g * (a*math.Exp(x) - a)
		}
		return g * x
	}),
	"Celu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		a := float64(opattr.DecodeCelu(n).Alpha)
		return math.Max(0, x) + math.Min(0, a*(math.Exp(x/a)-1))
	}),
	"LeakyRelu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		if x < 0 {
			return float64(opattr.DecodeLeakyRelu(n).Alpha) * x
		}
		return x
	}),
	"ThresholdedRelu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		if x > float64(opattr.DecodeThresholdedRelu(n).Alpha) {
			return x
		}
		return 0
	}),
	"HardSigmoid": floatUnaryN(func(x float64, n *graph.Node) float64 {
		p := opattr.DecodeHardSigmoid(n)
		return math.Max(0, math.Min(1, float64(p.Alpha)*x+float64(p.Beta)))
	}),
	"HardSwish": floatUnary(func(x float64) float64 { return x * math.Max(0, math.Min(1, x/6+0.5)) }),
	"Gelu": floatUnaryN(func(x float64, n *graph.Node) float64 {
		if opattr.DecodeGelu(n).Tanh {
			return 0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(x+0.044715*x*x*x)))
		}
		return 0.5 * x * (1 + math.Erf(x/math.Sqrt2))
	}),
	"Shrink": unary{
		ff: func(x float64, n *graph.Node) float64 {
			p := opattr.DecodeShrink(n)
			l, b := float64(p.Lambd), float64(p.Bias)
			switch {
			case x < -l:
				return x + b
			case x > l:
				return x - b
			}
			return 0
		},
	}.def(),
	"IsNaN": unary{ff: fl(func(x float64) float64 { return float64(b2i(math.IsNaN(x))) }), outDT: graph.Bool}.def(),
	"IsInf": unary{ff: func(x float64, n *graph.Node) float64 {
		p := opattr.DecodeIsInf(n)
		pos, neg := p.DetectPositive, p.DetectNegative
		return float64(b2i(pos && math.IsInf(x, 1) || neg && math.IsInf(x, -1)))
	}, outDT: graph.Bool}.def(),

	// Elementwise on any numeric type.
	"Abs":  unary{ff: fl(math.Abs), fi: absI, fu: func(x uint64) uint64 { return x }}.def(),
	"Neg":  unary{ff: fl(func(x float64) float64 { return -x }), fi: func(x int64) int64 { return -x }}.def(),
	"Sign": unary{ff: fl(sign), fi: signI, fu: func(x uint64) uint64 { return uint64(b2i(x != 0)) }}.def(),
	"Relu": unary{ff: fl(func(x float64) float64 {
		if x > 0 || math.IsNaN(x) {
			return x
		}
		return 0
	}), fi: func(x int64) int64 { return max(x, 0) }}.def(),
	"Not":        unary{fb: func(x bool) bool { return !x }}.def(),
	"BitwiseNot": unary{fi: func(x int64) int64 { return ^x }, fu: func(x uint64) uint64 { return ^x }}.def(),
	"Identity":   identityOp,

	// Broadcasting binary ops.
	"Add": arith(func(a, b float64) float64 { return a + b }, func(a, b int64) int64 { return a + b }, nil),
	"Sub": arith(func(a, b float64) float64 { return a - b }, func(a, b int64) int64 { return a - b }, nil),
	"Mul": arith(func(a, b float64) float64 { return a * b }, func(a, b int64) int64 { return a * b }, nil),
	"Div": binary{
		ff: func(a, b float64, _ *graph.Node) float64 { return a / b },
		fi: func(a, b int64, _ *graph.Node) (int64, error) { return divI(a, b) },
		fu: func(a, b uint64, _ *graph.Node) (uint64, error) {
			if b == 0 {
				return 0, errDivZero
			}
			return a / b, nil
		},
	}.def(),
	"Mod":        modOp,
	"Pow":        powOp,
	"BitShift":   bitShiftOp,
	"BitwiseAnd": binary{fi: func(a, b int64, _ *graph.Node) (int64, error) { return a & b, nil }}.def(),
	"BitwiseOr":  binary{fi: func(a, b int64, _ *graph.Node) (int64, error) { return a | b, nil }}.def(),
	"BitwiseXor": binary{fi: func(a, b int64, _ *graph.Node) (int64, error) { return a ^ b, nil }}.def(),
	"And":        logical(func(a, b bool) bool { return a && b }),
	"Or":         logical(func(a, b bool) bool { return a || b }),
	"Xor":        logical(func(a, b bool) bool { return a != b }),
	"Equal": withStrings(compare(func(a, b float64) bool { return a == b }, func(a, b int64) bool { return a == b },
		func(a, b uint64) bool { return a == b }, func(a, b bool) bool { return a == b }), func(a, b string) bool { return a == b }),
	"Greater": compare(func(a, b float64) bool { return a > b }, func(a, b int64) bool { return a > b },
		func(a, b uint64) bool { return a > b }, nil),
	"GreaterOrEqual": compare(func(a, b float64) bool { return a >= b }, func(a, b int64) bool { return a >= b },
		func(a, b uint64) bool { return a >= b }, nil),
	"Less": compare(func(a, b float64) bool { return a < b }, func(a, b int64) bool { return a < b },
		func(a, b uint64) bool { return a < b }, nil),
	"LessOrEqual": compare(func(a, b float64) bool { return a <= b }, func(a, b int64) bool { return a <= b },
		func(a, b uint64) bool { return a <= b }, nil),
	"PRelu":    preluOp,
	"Where":    whereOp,
	"Clip":     clipOp,
	"Max":      variadic(fmax, func(a, b int64) int64 { return max(a, b) }, func(a, b uint64) uint64 { return max(a, b) }, false),
	"Min":      variadic(fmin, func(a, b int64) int64 { return min(a, b) }, func(a, b uint64) uint64 { return min(a, b) }, false),
	"Sum":      variadic(func(a, b float64) float64 { return a + b }, func(a, b int64) int64 { return a + b }, nil, false),
	"Mean":     variadic(func(a, b float64) float64 { return a + b }, nil, nil, true),
	"Cast":     castOp(false),
	"CastLike": castOp(true),
	"BitCast":  bitCastOp,

	// Linear algebra and normalization.
	"Gemm":                  opGemm,
	"MatMul":                opMatMul,
	"Einsum":                einsumOp,
	"Softmax":               softmaxLike("softmax"),
	"LogSoftmax":            softmaxLike("log"),
	"Hardmax":               softmaxLike("hardmax"),
	"LayerNormalization":    layerNormOp(false),
	"RMSNormalization":      layerNormOp(true),
	"GroupNormalization":    groupNormOp,
	"InstanceNormalization": instanceNormOp,
	"BatchNormalization":    batchNormOp,
	"Attention":             attentionOp,
	"RotaryEmbedding":       rotaryEmbeddingOp,
	"Conv":                  convOp,
	"ConvTranspose":         convTransposeOp,
	"MaxPool":               poolOp(true, false),
	"AveragePool":           poolOp(false, false),
	"GlobalMaxPool":         poolOp(true, true),
	"GlobalAveragePool":     poolOp(false, true),
	"LpNormalization":       lpNormalizationOp,
	"LpPool":                windowPoolOp(lpPool, false),
	"GlobalLpPool":          windowPoolOp(lpPool, true),
	"Resize":                resizeOp,
	"Upsample":              resizeOp,
	"Swish":                 swishOp,
	"LRN":                   lrnOp,
	"Col2Im":                col2imOp,
	"DeformConv":            deformConvOp,
	"Det":                   detOp,
	"MaxUnpool":             maxUnpoolOp,
	"TensorScatter":         tensorScatterOp,
	"TfIdfVectorizer":       tfIdfOp,
	// Classical ML (ai.onnx.ml, moved into the default domain at import).
	"ArrayFeatureExtractor":  arrayFeatureExtractorOp,
	"Binarizer":              binarizerOp,
	"Imputer":                imputerOp,
	"LabelEncoder":           labelEncoderOp,
	"LinearRegressor":        linearRegressorOp,
	"Normalizer":             normalizerOp,
	"Scaler":                 scalerOp,
	"TreeEnsemble":           treeEnsembleOp,
	"TreeEnsembleRegressor":  treeEnsembleRegressorOp,
	"LinearClassifier":       linearClassifierOp,
	"TreeEnsembleClassifier": treeEnsembleClassifierOp,
	"OneHotEncoder":          oneHotEncoderOp,
	"CategoryMapper":         categoryMapperOp,
	"ZipMap":                 zipMapOp,
	"MelWeightMatrix":        melWeightMatrixOp,

	// Strings (the reference target only).
	"StringConcat":     stringConcatOp,
	"StringNormalizer": stringNormalizerOp,
	"StringSplit":      stringSplitOp,
	"RegexFullMatch":   regexFullMatchOp,

	"MeanVarianceNormalization": mvnOp,
	"RNN":                       recurrentOp,
	"LSTM":                      recurrentOp,
	"GRU":                       recurrentOp,

	// Losses.
	"NegativeLogLikelihoodLoss": lossOp(false),
	"SoftmaxCrossEntropyLoss":   lossOp(true),

	// Sampling.
	"GridSample": gridSampleOp,
	"AffineGrid": affineGridOp,
	// Quantization.
	"QuantizeLinear":        quantizeLinearOp,
	"DequantizeLinear":      dequantizeLinearOp,
	"DynamicQuantizeLinear": dynamicQuantizeLinearOp,
	"MatMulInteger":         matMulIntegerOp,
	"ConvInteger":           convIntegerOp,
	"QLinearMatMul":         qlinearMatMulOp,
	"QLinearConv":           qlinearConvOp,

	// Reductions.
	"ReduceSum":       reduceOp("sum", 13),
	"ReduceMean":      reduceOp("mean", 18),
	"ReduceMax":       reduceOp("max", 18),
	"ReduceMin":       reduceOp("min", 18),
	"ReduceProd":      reduceOp("prod", 18),
	"ReduceL1":        reduceOp("l1", 18),
	"ReduceL2":        reduceOp("l2", 18),
	"ReduceLogSum":    reduceOp("logsum", 18),
	"ReduceLogSumExp": reduceOp("logsumexp", 18),
	"ReduceSumSquare": reduceOp("sumsquare", 18),
	"ArgMax":          argOp(true),
	"ArgMin":          argOp(false),
	"CumSum":          cumOp(false),
	"CumProd":         cumOp(true),
	"TopK":            topKOp,

	// Shape and data movement.
	"Shape":           shapeOp,
	"Size":            sizeOp,
	"Reshape":         reshapeOp,
	"Flatten":         flattenOp,
	"Squeeze":         squeezeOp,
	"Unsqueeze":       unsqueezeOp,
	"Transpose":       transposeOp,
	"Concat":          concatOp,
	"Split":           splitOp,
	"Slice":           sliceOp,
	"Gather":          gatherOp,
	"GatherElements":  gatherElementsOp,
	"GatherND":        gatherNDOp,
	"ScatterElements": scatterElementsOp,
	"Scatter":         scatterElementsOp,
	"ScatterND":       scatterNDOp,
	"Expand":          expandOp,
	"Tile":            tileOp,
	"Pad":             padOp,
	"CenterCropPad":   centerCropPadOp,
	"ConstantOfShape": constantOfShapeOp,
	"Range":           rangeOp,
	"EyeLike":         eyeLikeOp,
	"HannWindow":      windowOp("HannWindow"),
	"HammingWindow":   windowOp("HammingWindow"),
	"BlackmanWindow":  windowOp("BlackmanWindow"),
	"Dropout":         dropoutOp,
	"Trilu":           triluOp,
	"DepthToSpace":    depthSpace(true),
	"SpaceToDepth":    depthSpace(false),

	// Data-dependent shapes (datashape.go). If, Loop and Scan join the
	// table in control.go's init: their shape inference evaluates
	// subgraphs, which reads this table.
	"NonZero":           nonZeroOp,
	"NonMaxSuppression": nmsOp,
}
