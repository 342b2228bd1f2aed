package rmrest

import (
	"fmt"
	"strings"
)

// CLIArgs returns u as the arguments of one `yarn schedulerconf` command
// (Hadoop's SchedConfCLI), which sends the same mutation as JSON:
// -remove "p1;p2", -add and -update "path:k=v,k2=v2;path2:k=v", -global
// "k=v,k2=v2". A comma in a value is escaped as "\,"; "key=" sends null.
// The CLI cannot carry a key or value with ";", "=" or "\" (nor ":" in a
// queue's), nor set an empty global value: the error names the first
// such one, and the XML body is then the only way.
func (u *SchedConfUpdate) CLIArgs() ([]string, error) {
	var args []string
	if len(u.Remove) > 0 {
		for _, p := range u.Remove {
			if strings.ContainsAny(p, ";:") {
				return nil, fmt.Errorf("yarn schedulerconf cannot remove queue %q", p)
			}
		}
		args = append(args, "-remove", strings.Join(u.Remove, ";"))
	}
	for _, part := range []struct {
		flag string
		qs   []QueueUpdate
	}{{"-add", u.Add}, {"-update", u.Update}} {
		if len(part.qs) == 0 {
			continue
		}
		var qs []string
		for _, q := range part.qs {
			kv, err := cliPairs(q.Params, ";:")
			if err != nil {
				return nil, fmt.Errorf("queue %s: %w", q.Queue, err)
			}
			qs = append(qs, q.Queue+cliSep(kv)+kv)
		}
		args = append(args, part.flag, strings.Join(qs, ";"))
	}
	if u.Global != nil && len(u.Global.Entries) > 0 {
		kv, err := cliPairs(*u.Global, "")
		if err != nil {
			return nil, err
		}
		args = append(args, "-global", kv)
	}
	return args, nil
}

// cliSep is ":" before a queue's pairs, "" when it has none.
func cliSep(kv string) string {
	if kv == "" {
		return ""
	}
	return ":"
}

// cliPairs writes p as "k=v,k2=v2", refusing what SchedConfCLI would
// misread: "=" or "\" anywhere, any of forbidden, and an empty value
// (the CLI sends null for "k=").
func cliPairs(p Params, forbidden string) (string, error) {
	var out []string
	for _, e := range p.Entries {
		v := ""
		if e.Value != nil {
			v = *e.Value
			if v == "" && forbidden == "" {
				return "", fmt.Errorf("yarn schedulerconf cannot set %s to an empty value", e.Key)
			}
		}
		for _, s := range []string{e.Key, v} {
			if strings.ContainsAny(s, "=\\"+forbidden) {
				return "", fmt.Errorf("yarn schedulerconf cannot carry %s=%s", e.Key, v)
			}
		}
		out = append(out, e.Key+"="+strings.ReplaceAll(v, ",", `\,`))
	}
	return strings.Join(out, ","), nil
}
