package driver

import (
	"math/rand/v2"
	"testing"
	"time"
)

func TestRunStats(t *testing.T) {
	// 1..100 ms in a random order: nearest-rank percentiles are exact.
	ts := make([]time.Duration, 100)
	for i := range ts {
		ts[i] = time.Duration(i+1) * time.Millisecond
	}
	rand.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	s := runStats(ts)
	want := RunStats{MeanMS: 50.5, MinMS: 1, MedianMS: 50, P90MS: 90, P99MS: 99, MaxMS: 100}
	if s != want {
		t.Errorf("runStats = %+v, want %+v", s, want)
	}
	one := runStats([]time.Duration{3 * time.Millisecond})
	if one.MinMS != 3 || one.P99MS != 3 || one.MedianMS != 3 {
		t.Errorf("one sample: %+v", one)
	}
	if ts[0] == 1*time.Millisecond && ts[99] == 100*time.Millisecond {
		t.Log("shuffle left the ends in place")
	}
}
