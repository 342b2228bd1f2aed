package compute_test

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
)

// fuzzRecord is the size of one encoded schedulable: float32 weight bits,
// int64 min, int64 max, one flag byte (bit 0 = inactive).
const fuzzRecord = 4 + 8 + 8 + 1

// encodeList turns schedulables into fuzz input bytes.
func encodeList(list []compute.Schedulable) []byte {
	b := make([]byte, 0, len(list)*fuzzRecord)
	for _, s := range list {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(s.Weight))
		b = binary.LittleEndian.AppendUint64(b, uint64(s.Min))
		b = binary.LittleEndian.AppendUint64(b, uint64(s.Max))
		var flag byte
		if s.Inactive {
			flag = 1
		}
		b = append(b, flag)
	}
	return b
}

// decodeList is the inverse of encodeList; a trailing partial record is
// ignored.
func decodeList(b []byte) []compute.Schedulable {
	var list []compute.Schedulable
	for ; len(b) >= fuzzRecord; b = b[fuzzRecord:] {
		list = append(list, compute.Schedulable{
			Weight:   math.Float32frombits(binary.LittleEndian.Uint32(b)),
			Min:      int64(binary.LittleEndian.Uint64(b[4:])),
			Max:      int64(binary.LittleEndian.Uint64(b[12:])),
			Inactive: b[20]&1 == 1,
		})
	}
	return list
}

// FuzzShares checks that Shares never panics, never returns a negative
// share (the input's sign does not matter: every path yields >= 0), stays
// within 25 probes and is deterministic. Seeds are the §A, §H and §10 cases.
func FuzzShares(f *testing.F) {
	for _, tc := range slices.Concat(aCases, xCases, sec10Cases) {
		f.Add(encodeList(tc.list), tc.total, true)
	}
	f.Fuzz(func(t *testing.T, data []byte, total int64, instantaneous bool) {
		list := decodeList(data)
		mode := compute.Steady
		if instantaneous {
			mode = compute.Instantaneous
		}
		got, tr := compute.SharesTrace(list, total, mode)
		if len(got) != len(list) {
			t.Fatalf("len(Shares) = %d, want %d", len(got), len(list))
		}
		for i, v := range got {
			if v < 0 {
				t.Fatalf("Shares(%v, %d, %v)[%d] = %d, want >= 0", list, total, mode, i, v)
			}
		}
		if tr.Probes > 25 {
			t.Fatalf("probes = %d, want <= 25", tr.Probes)
		}
		if again := compute.Shares(list, total, mode); !slices.Equal(again, got) {
			t.Fatalf("Shares(%v, %d, %v) = %v then %v, want equal", list, total, mode, got, again)
		}
	})
}
