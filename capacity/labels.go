package capacity

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
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
		msg := fmt.Sprintf("%s: %q is not a weight (NumberFormatException)", key, raw)
		if err == nil {
			msg = fmt.Sprintf("Illegal weight=%s for queue=%slabel=%s. Acceptable values: [0, 10000], -1 is same as not set", JavaFloat(f), q.Path, label)
		}
		r.c.add(diag.Finding{Rule: CodeInvalidValue, Queue: q.Path, Key: key, Pos: s.Pos, Refuses: true, Message: msg, Hint: "write a weight between 0 and 10000"})
		return Value{Raw: s.Raw, Pos: s.Pos, Refused: true}
	}
	f, err := javanum.ParseJavaFloat(raw)
	switch {
	case err != nil:
		r.c.add(diag.Finding{Rule: CodeInvalidValue, Queue: q.Path, Key: key, Pos: s.Pos, Refuses: true,
			Message: fmt.Sprintf("%s: java.lang.NumberFormatException: For input string: %q", key, raw), Hint: "write a percentage between 0 and 100"})
		return Value{Raw: s.Raw, Pos: s.Pos, Refused: true}
	case f < 0 || f > 100:
		r.c.add(diag.Finding{Rule: CodeInvalidValue, Queue: q.Path, Key: key, Pos: s.Pos, Refuses: true,
			Message: fmt.Sprintf("Illegal capacity of %s for node-label=%s in queue=%s, valid capacity should in range of [0, 100].", JavaFloat(f), label, q.Path),
			Hint:    "write a percentage between 0 and 100"})
		return Value{Raw: s.Raw, Pos: s.Pos, Refused: true}
	}
	v.Kind, v.Number, v.Double = Percent, f, javaDouble(raw, f)
	return v
}
