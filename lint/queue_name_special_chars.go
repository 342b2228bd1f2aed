package lint

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// QueueNameSpecialChars reports queue names with characters that are
// special in JMX object names.
var QueueNameSpecialChars = &Rule{
	ID:       "queue-name-special-chars",
	Severity: Warning,
	Summary:  "a queue name contains characters special in JMX names",
	Doc: `Why: Hadoop accepts any queue name without a period, but queue names become
part of JMX metric source names (QueueMetrics,q0=root,q1=<name>), where , = :
* ? and " are special and control characters are invalid. Metrics for such
queues may be missing or break the metrics system.
Fix: use letters, digits, "-" and "_" in queue names.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); FairQueuePlacementUtils.`,
	Check: checkQueueNameSpecialChars,
}

func checkQueueNameSpecialChars(p *Pass) {
	for q := range p.Queues() {
		if q.Implicit {
			continue
		}
		bad := specialChars(q.Name)
		if bad == "" {
			continue
		}
		p.Report(queuePos(p, q), q.FullName,
			fmt.Sprintf("queue name %q contains %s; queue names become part of JMX metric names, where such characters are special", q.Name, bad),
			`use letters, digits, "-" and "_" in queue names`)
	}
}

// specialChars lists, quoted and in order of first appearance, the
// characters of name that are special in JMX object names.
func specialChars(name string) string {
	if !hasSpecialChar(name) {
		return ""
	}
	var found []string
	seen := map[rune]bool{}
	for _, r := range name {
		if seen[r] || !isSpecialChar(r) {
			continue
		}
		seen[r] = true
		found = append(found, fmt.Sprintf("%q", r))
	}
	return strings.Join(found, " ")
}

// isSpecialChar reports whether r is special in a JMX metric name.
func isSpecialChar(r rune) bool { return strings.ContainsRune(`,=:*?"`, r) || unicode.IsControl(r) }

// hasSpecialChar is strings.ContainsFunc(name, isSpecialChar), which
// every queue name goes through: the bytes of ASCII are looked up in a
// table, and only a name with other bytes is decoded.
func hasSpecialChar(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= utf8.RuneSelf {
			return strings.ContainsFunc(name[i:], isSpecialChar)
		}
		if specialASCII[c] {
			return true
		}
	}
	return false
}

// specialASCII is isSpecialChar for the runes below utf8.RuneSelf.
var specialASCII = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isSpecialChar(rune(c))
	}
	return t
}()
