package opattr

import "github.com/mgxport/mgxport/graph"

// LayerNormalization is the attributes of LayerNormalization and
// RMSNormalization: normalize over the dims from Axis on.
type LayerNormalization struct {
	// Axis is the first normalized dim (default -1).
	Axis int64
	// Epsilon is added to the variance (default 1e-5).
	Epsilon float32
	// StashFloat32 keeps the statistics outputs in float32 (stash_type 1,
	// the default) rather than in the input's type.
	StashFloat32 bool
}

// DecodeLayerNormalization decodes LayerNormalization or RMSNormalization.
func DecodeLayerNormalization(n *graph.Node) LayerNormalization {
	return LayerNormalization{Axis: n.Int("axis", -1), Epsilon: n.Float("epsilon", 1e-5), StashFloat32: n.Int("stash_type", 1) == 1}
}

// GroupNormalization is the attributes of GroupNormalization and
// InstanceNormalization (one group per channel).
type GroupNormalization struct {
	// Groups is num_groups (GroupNormalization; 0 when absent) — 0 also for
	// InstanceNormalization, whose groups are the channels.
	Groups int64
	// Epsilon is added to the variance (default 1e-5).
	Epsilon float32
}

// DecodeGroupNormalization decodes GroupNormalization or
// InstanceNormalization.
func DecodeGroupNormalization(n *graph.Node) GroupNormalization {
	return GroupNormalization{Groups: n.Int("num_groups", 0), Epsilon: n.Float("epsilon", 1e-5)}
}
