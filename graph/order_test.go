package graph

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestStableOrder(t *testing.T) {
	tests := []struct {
		name  string
		deps  [][]int
		want  []int
		stuck []int
	}{
		{"already ordered", [][]int{{}, {0}, {1}, {0, 2}}, []int{0, 1, 2, 3}, nil},
		{"reversed chain", [][]int{{1}, {2}, {}}, []int{2, 1, 0}, nil},
		{"lowest ready first", [][]int{{3}, {}, {1}, {}}, []int{1, 2, 3, 0}, nil},
		{"repeats and self", [][]int{{0, 1, 1}, {}}, []int{1, 0}, nil},
		{"cycle", [][]int{{}, {2}, {1}, {0}}, nil, []int{1, 2}},
		{"empty", nil, []int{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			order, stuck, ok := StableOrder(len(tt.deps), func(i int) []int { return tt.deps[i] })
			if ok != (tt.stuck == nil) || !slices.Equal(stuck, tt.stuck) {
				t.Fatalf("ok %v stuck %v, want stuck %v", ok, stuck, tt.stuck)
			}
			if ok && !slices.Equal(order, tt.want) {
				t.Fatalf("order %v, want %v", order, tt.want)
			}
		})
	}
}

// TestStableOrderRandomDAG checks the order on random DAGs given in a
// shuffled numbering: every item after its dependencies, all items once.
func TestStableOrderRandomDAG(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 1))
	for range 50 {
		n := 1 + rng.IntN(60)
		perm := rng.Perm(n) // perm[k] is the index of the k-th item of a valid order
		deps := make([][]int, n)
		for k := 1; k < n; k++ {
			for range rng.IntN(4) {
				deps[perm[k]] = append(deps[perm[k]], perm[rng.IntN(k)])
			}
		}
		order, _, ok := StableOrder(n, func(i int) []int { return deps[i] })
		if !ok || len(order) != n {
			t.Fatalf("n=%d: ok %v, %d placed", n, ok, len(order))
		}
		pos := make([]int, n)
		for p, i := range order {
			pos[i] = p
		}
		for i, ds := range deps {
			for _, d := range ds {
				if pos[d] >= pos[i] {
					t.Fatalf("item %d placed before its dependency %d", i, d)
				}
			}
		}
	}
}
