package host

import "testing"

// TestNCHWKS2Geometry checks the phases a column-stride-2 convolution
// reads: their rows and row length, flat where no tap reads a plane's
// column at or past the output's last, and the planes some tap reads.
func TestNCHWKS2Geometry(t *testing.T) {
	for _, tt := range []struct {
		name                     string
		h, w, oh, ow, kh, kw, sh int64
		top, left                int64
		hp, pw, flat, used       int64
		floats                   int64 // for 256 channels (3: the 224x224 ones)
	}{
		// resnet18's layer4 3x3 (pads 1): 7 rows of 7, every plane.
		{"r18_layer4", 14, 14, 7, 7, 3, 3, 2, 1, 1, 7, 7, 1, 0b1111, 256 * 4 * 49},
		// Its 7x7 stem (pads 3): the planes' rows as long as the output's.
		{"r18_stem", 224, 224, 112, 112, 7, 7, 2, 3, 3, 112, 112, 1, 0b1111, 3 * 4 * 112 * 112},
		// A 1x1 downsampling reads the even rows' even columns alone.
		{"down1x1", 14, 14, 7, 7, 1, 1, 2, 0, 0, 7, 7, 1, 0b0001, 256 * 4 * 49},
		{"down1x1_odd", 15, 15, 8, 8, 1, 1, 2, 0, 0, 8, 8, 1, 0b0001, 256 * 4 * 64},
		// squeezenet's first (no pads, 224 -> 111): the last output
		// column reads column 111 of the even plane, past 110: by rows.
		{"sq_conv0", 224, 224, 111, 111, 3, 3, 2, 0, 0, 112, 112, 0, 0b1111, 3 * 4 * 112 * 112},
		// Row stride 1: one row phase, both column phases.
		{"sh1", 11, 23, 11, 12, 3, 3, 1, 1, 1, 11, 12, 1, 0b0011, 256 * 2 * 11 * 12},
		// Row stride 3, 5 rows of taps from -2: row phases 1, 2, 0.
		{"sh3", 25, 23, 9, 12, 5, 5, 3, 2, 2, 9, 12, 1, 0b111111, 256 * 6 * 9 * 12},
		// A 2-wide filter from column 0 (9 -> 4: column 8 unread): each
		// output's pair of columns and rows, flat.
		{"k2", 8, 9, 4, 4, 2, 2, 2, 0, 0, 4, 4, 1, 0b1111, 256 * 4 * 4 * 4},
		// 3 wide from column 0 (9 -> 4): the last output reads column 8,
		// the even plane's fifth: by rows of 5.
		{"k3", 8, 9, 3, 4, 3, 3, 2, 0, 0, 4, 5, 0, 0b1111, 256 * 4 * 4 * 5},
	} {
		g := nchwkS2Geometry(tt.h, tt.w, tt.oh, tt.ow, tt.kh, tt.kw, tt.sh, tt.top, tt.left)
		if g.hp != tt.hp || g.pw != tt.pw || g.flat != tt.flat || g.used != tt.used {
			t.Errorf("%s: nchwkS2Geometry = %+v, want hp %d pw %d flat %d used %b", tt.name, g, tt.hp, tt.pw, tt.flat, tt.used)
		}
		c := int64(256)
		if tt.w == 224 {
			c = 3
		}
		if f := g.floats(1, c, tt.sh); f != tt.floats {
			t.Errorf("%s: %d floats for %d channels, want %d", tt.name, f, c, tt.floats)
		}
	}
}
