package simulate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// explain says, in the comparator's own terms, why s1 comes before s2
// under policy p.
func (s *Sim) explain(p xmlconf.Policy, s1, s2 *sched) string {
	head := s1.name + " before " + s2.name + ": "
	switch p {
	case xmlconf.PolicyDRF:
		return head + s.explainDRF(s1, s2)
	case xmlconf.PolicyFIFO:
		return head + explainTieBreak(s1, s2)
	}
	return head + explainFair(s1, s2)
}

func explainFair(s1, s2 *sched) string {
	if compareDemand(s1, s2) != 0 {
		return s2.name + " has no memory demand"
	}
	n1, n2 := fairNeedy(s1), fairNeedy(s2)
	switch {
	case n1 && !n2:
		return fmt.Sprintf("only it is needy (usage %s < min(minShare, demand) %s)", memText(s1.usage[mem]), memText(cappedMin(s1)))
	case n1 && n2 && compareMinShareUsage(s1, s2) != 0:
		return "both needy, usage/minShare " + num(minShareRatio(s1)) + " < " + num(minShareRatio(s2))
	}
	prefix := "neither needy, "
	if n1 && n2 {
		prefix = "both needy with equal usage/minShare, "
	}
	if compareFairShareUsage(s1, s2) != 0 {
		w1, w2 := float64(s1.weight), float64(s2.weight)
		switch {
		case w1 > 0 && w2 > 0:
			return prefix + "usage/weight " + num(float64(s1.usage[mem])/w1) + " < " + num(float64(s2.usage[mem])/w2)
		case w1 == w2:
			return prefix + fmt.Sprintf("both weight 0, usage %s < %s", memText(s1.usage[mem]), memText(s2.usage[mem]))
		}
		return prefix + s2.name + " has weight 0"
	}
	return prefix + "usage/weight tie; " + explainTieBreak(s1, s2)
}

func explainTieBreak(s1, s2 *sched) string {
	if s1.start != s2.start {
		return fmt.Sprintf("started earlier (%s s < %s s)", formatSeconds(s1.start), formatSeconds(s2.start))
	}
	return "same start, name order"
}

func (s *Sim) explainDRF(s1, s2 *sched) string {
	d := &s.drf
	dom1, sh1 := d.shares2(s1.usage)
	dom2, sh2 := d.shares2(s2.usage)
	n1, n2 := d.needy(s1, s2, dom1, dom2)
	names := [2]string{"memory", "vcores"}
	switch {
	case n1 && !n2:
		return "only it is needy on its dominant resource (" + names[dom1] + ")"
	case n1 && n2:
		m1, m2 := minRatios2(s1), minRatios2(s2)
		return fmt.Sprintf("both needy, usage/minShare %s (%s) vs %s (%s)", num(m1[dom1]), names[dom1], num(m2[dom2]), names[dom2])
	}
	return fmt.Sprintf("neither needy, dominant share/weight %s (%s) vs %s (%s)",
		num(sh1[dom1]/float64(s1.weight)), names[dom1], num(sh2[dom2]/float64(s2.weight)), names[dom2])
}

// num prints a ratio with at most three decimals.
func num(f float64) string {
	s := strconv.FormatFloat(f, 'f', 3, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}
