package simulate

import "github.com/fairsched/fairsched/core/simcore"

// drf holds what DominantResourceFairnessPolicy's comparators read besides
// the two schedulables: the cluster size and whether YARN-11482 is fixed.
type drf struct {
	cluster Resource
	// needinessFixed: the second schedulable's neediness is judged on its
	// own usage (3.3.6+). Before, s1's usage is read for it, which makes the
	// comparator inconsistent.
	needinessFixed bool
}

// compare picks DominantResourceFairnessComparator2 (memory and vcores,
// double) or ComparatorN (three or more types, float), as Hadoop does once
// from the number of resource types.
func (d *drf) compare(s1, s2 *sched) int {
	if len(d.cluster) == 2 {
		return d.compare2(s1, s2)
	}
	return d.compareN(s1, s2)
}

// dominant2 returns the dominant index (vcores only when its share is
// strictly larger) and the shares of memory and vcores.
func (d *drf) shares2(u Resource) (dom int, share [2]float64) {
	share[mem] = float64(u[mem]) / float64(d.cluster[mem])
	share[vc] = float64(u[vc]) / float64(d.cluster[vc])
	if share[vc] > share[mem] {
		dom = vc
	}
	return dom, share
}

// needy is whether each schedulable's usage of its dominant resource is
// below its minimum share; before YARN-11482, s1's usage stands for s2's.
func (d *drf) needy(s1, s2 *sched, dom1, dom2 int) (bool, bool) {
	usage2 := s2.usage
	if !d.needinessFixed {
		usage2 = s1.usage
	}
	return s1.usage[dom1] < s1.minShare[dom1], usage2[dom2] < s2.minShare[dom2]
}

// compare2 is DominantResourceFairnessComparator2.
func (d *drf) compare2(s1, s2 *sched) int {
	dom1, sh1 := d.shares2(s1.usage)
	dom2, sh2 := d.shares2(s2.usage)
	needy1, needy2 := d.needy(s1, s2, dom1, dom2)
	var r int
	switch {
	case !needy1 && !needy2:
		w1, w2 := float64(s1.weight), float64(s2.weight)
		r = compareRatios2([2]float64{sh1[0] / w1, sh1[1] / w1}, [2]float64{sh2[0] / w2, sh2[1] / w2}, dom1, dom2)
	case needy1 && !needy2:
		r = -1
	case needy2 && !needy1:
		r = 1
	default:
		r = compareRatios2(minRatios2(s1), minRatios2(s2), dom1, dom2)
	}
	if r != 0 {
		return r
	}
	return compareStartAndName(s1, s2)
}

// minRatios2 is usage/minShare for memory and vcores, as doubles.
func minRatios2(s *sched) [2]float64 {
	return [2]float64{float64(s.usage[mem]) / float64(s.minShare[mem]), float64(s.usage[vc]) / float64(s.minShare[vc])}
}

// compareRatios2 compares the dominant ratios, then the other ones.
func compareRatios2(r1, r2 [2]float64, dom1, dom2 int) int {
	if r := simcore.Signum(r1[dom1] - r2[dom2]); r != 0 {
		return r
	}
	return simcore.Signum(r1[1-dom1] - r2[1-dom2])
}

// shareN is one resource type's entry of ComparatorN's per-schedulable
// list: share of the cluster, share/weight, usage/minShare (floats).
type shareN struct {
	share, fair, minRatio float32
	index                 int
}

// listN builds ComparatorN's list for s, sorted by share, largest first,
// stable on ties (memory, vcores, custom types).
func (d *drf) listN(s *sched, buf []shareN) []shareN {
	buf = buf[:0]
	for k := range d.cluster {
		share := float32(s.usage[k]) / float32(d.cluster[k])
		buf = append(buf, shareN{share: share, fair: share / s.weight,
			minRatio: float32(s.usage[k]) / float32(s.minShare[k]), index: k})
	}
	for i := 1; i < len(buf); i++ { // stable insertion sort, descending
		for j := i; j > 0 && buf[j].share > buf[j-1].share; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

// compareN is DominantResourceFairnessComparatorN.
func (d *drf) compareN(s1, s2 *sched) int {
	var b1, b2 [8]shareN
	l1, l2 := d.listN(s1, b1[:0]), d.listN(s2, b2[:0])
	dom1, dom2 := l1[0].index, l2[0].index
	needy1, needy2 := d.needy(s1, s2, dom1, dom2)
	var r int
	switch {
	case !needy1 && !needy2:
		r = compareListN(l1, l2, false)
	case needy1 && !needy2:
		r = -1
	case needy2 && !needy1:
		r = 1
	default:
		r = compareListN(l1, l2, true)
	}
	if r != 0 {
		return r
	}
	return compareStartAndName(s1, s2)
}

// compareListN compares two sorted lists position by position, on
// share/weight or on usage/minShare.
func compareListN(l1, l2 []shareN, byMin bool) int {
	for i := range l1 {
		a, b := l1[i].fair, l2[i].fair
		if byMin {
			a, b = l1[i].minRatio, l2[i].minRatio
		}
		if r := signumF(a - b); r != 0 {
			return r
		}
	}
	return 0
}
