package capacity

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
)

// labelValue reads one node-label capacity (rest is what follows
// "accessible-node-labels.": <label>.capacity or <label>.maximum-capacity)
// as internalGetLabeledQueueCapacity does: a percentage in [0, 100] (a
// labeled maximum has no -1 shorthand), a weight where the release reads
// weights, or an absolute resource.
func (r *reader) labelValue(q *Queue, rest, suffix string, s Setting) {
	label, what, ok := cutLast(rest)
	if !ok || what != "capacity" && what != "maximum-capacity" {
		return
	}
	v := r.parseLabelValue(q, label, Prefix+q.Path+"."+suffix, s)
	if what == "capacity" {
		q.setLabel(&q.LabelCapacity, label, v)
	} else {
		q.setLabel(&q.LabelMaxCapacity, label, v)
	}
}

func cutLast(s string) (before, after string, ok bool) {
	i := strings.LastIndex(s, ".")
	if i <= 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}

func (q *Queue) setLabel(m *map[string]Value, label string, v Value) {
	if *m == nil {
		*m = map[string]Value{}
	}
	(*m)[label] = v
}

// parseLabelValue parses one labeled capacity, refusing what Hadoop
// refuses.
func (r *reader) parseLabelValue(q *Queue, label, key string, s Setting) Value {
	v := Value{Raw: s.Raw, Pos: s.Pos}
	raw := s.Raw
	if strings.HasPrefix(raw, "[") {
		v.Kind = Absolute
		return v
	}
	if w, ok := strings.CutSuffix(raw, "w"); ok && r.p.Capacity.WeightMode {
		f, err := javanum.ParseJavaFloat(w)
		if err == nil && (f >= 0 && f <= 10000 || f == -1) {
			v.Kind, v.Number = Weight, f
			return v
		}
		fact := Fact{Kind: FactNotALabelWeight, Raw: raw}
		if err == nil {
			fact = Fact{Kind: FactIllegalWeight, Refusal: illegalWeight(f, q.Path, label)}
		}
		return r.refuseValue(q, key, s, fact)
	}
	f, err := javanum.ParseJavaFloat(raw)
	switch {
	case err != nil:
		return r.refuseValue(q, key, s, Fact{Kind: FactNotANumber, Raw: raw, Name: "label percentage"})
	case f < 0 || f > 100:
		return r.refuseValue(q, key, s, Fact{Kind: FactIllegalLabelCapacity,
			Refusal: fmt.Sprintf("Illegal capacity of %s for node-label=%s in queue=%s, valid capacity should in range of [0, 100].", JavaFloat(f), label, q.Path)})
	}
	v.Kind, v.Number, v.Double = Percent, f, javaDouble(raw, f)
	return v
}

// illegalWeight is Hadoop's refusal of a weight out of range for label
// ("" for the queue's own).
func illegalWeight(f float32, queue, label string) string {
	return fmt.Sprintf("Illegal weight=%s for queue=%slabel=%s. Acceptable values: [0, 10000], -1 is same as not set", JavaFloat(f), queue, label)
}

// refuseValue records f, a value of q's key Hadoop refuses, and returns
// the refused value.
func (r *reader) refuseValue(q *Queue, key string, s Setting, f Fact) Value {
	f.Queue, f.Key, f.Pos, f.Refuses = q.Path, key, s.Pos, true
	r.c.fact(f)
	return Value{Raw: s.Raw, Pos: s.Pos, Refused: true}
}
