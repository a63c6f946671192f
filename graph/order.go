package graph

import "container/heap"

// StableOrder orders n items topologically — each after the items it
// depends on — taking the lowest index first among those ready, so an order
// that is already valid is kept as it is. deps(i) lists the indexes item i
// depends on (repeats and self-references are ignored). ok is false when
// the dependencies have a cycle; stuck then lists, in index order, the
// items that could not be placed.
func StableOrder(n int, deps func(i int) []int) (order []int, stuck []int, ok bool) {
	indeg := make([]int, n)
	users := make([][]int, n)
	for i := range n {
		seen := map[int]bool{}
		for _, d := range deps(i) {
			if d == i || seen[d] {
				continue
			}
			seen[d] = true
			indeg[i]++
			users[d] = append(users[d], i)
		}
	}
	ready := &minHeap{}
	for i := range n {
		if indeg[i] == 0 {
			*ready = append(*ready, i)
		}
	}
	heap.Init(ready)
	order = make([]int, 0, n)
	for ready.Len() > 0 {
		i := heap.Pop(ready).(int)
		order = append(order, i)
		for _, u := range users[i] {
			if indeg[u]--; indeg[u] == 0 {
				heap.Push(ready, u)
			}
		}
	}
	if len(order) == n {
		return order, nil, true
	}
	for i := range n {
		if indeg[i] > 0 {
			stuck = append(stuck, i)
		}
	}
	return order, stuck, false
}

// minHeap is a min-heap of ints for container/heap.
type minHeap []int

func (h minHeap) Len() int           { return len(h) }
func (h minHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h minHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *minHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
