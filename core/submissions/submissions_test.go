package submissions

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func subsString(subs []Submission) string {
	var out []string
	for _, s := range subs {
		out = append(out, fmt.Sprintf("%d:%s[%s]%s", s.Line, s.User, strings.Join(s.Groups, "+"), s.Queue))
	}
	return strings.Join(out, " ")
}

func TestParseSubmissions(t *testing.T) {
	tests := []struct {
		name, in, want, errs string
	}{
		{"csv", "user,groups,queue\nalice,eng;ops,root.etl\nbob,,\n", "2:alice[eng+ops]root.etl 3:bob[]", ""},
		{"csv quoted groups", `carol,"eng,ops",adhoc`, "1:carol[eng+ops]adhoc", ""},
		{"csv comments and blanks", "# header\n\nalice,,q\r\n", "3:alice[]q", ""},
		{"csv bad lines go on", "alice,,q\nbob,x\n,g,q\ncarol,\"a,q\ndave,,\n", "1:alice[]q 5:dave[]",
			"line 2: want 3 fields (user,groups,queue), got 2; line 3: the user is empty; line 4: not a CSV record: extraneous or missing \" in quoted-field"},
		{"json lines", `{"user":"alice","groups":["eng","ops"],"queue":"q"}` + "\n" + `{"user":"bob","groups":"a;b"}` + "\n{oops\n" + `{"queue":"q"}`,
			"1:alice[eng+ops]q 2:bob[a+b]", "line 3: not a JSON object: invalid character 'o' looking for beginning of object key string; line 4: no \"user\""},
		{"rm apps", `{"apps":{"app":[{"id":"application_1","user":"alice","queue":"root.etl","state":"RUNNING"},{"user":"bob","queue":"root.bob"}]}}`,
			"1:alice[]root.etl 2:bob[]root.bob", ""},
		{"rm apps empty", `{"apps":null}`, "", ""},
		{"empty", "  \n", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			subs, errs, err := Parse([]byte(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			var es []string
			for _, e := range errs {
				es = append(es, e.Error())
			}
			if got := subsString(subs); got != tc.want || strings.Join(es, "; ") != tc.errs {
				t.Errorf("got %q, errors %q; want %q, %q", got, strings.Join(es, "; "), tc.want, tc.errs)
			}
		})
	}
	for _, bad := range []string{"[1,2]", "<configuration/>"} {
		if _, _, err := Parse([]byte(bad)); !errors.Is(err, ErrFormat) {
			t.Errorf("%q: err = %v, want ErrFormat", bad, err)
		}
	}
	if _, _, err := Parse([]byte(`{"apps":{"app":"x"}}`)); err == nil {
		t.Errorf("malformed apps response: no error")
	}
}

func TestParseGroups(t *testing.T) {
	tests := []struct {
		name, in, user, want, err string
	}{
		{"etc group", "root:x:0:\nalice:x:1001:\neng:x:2000:alice,bob\nops:x:2001:bob,alice\n", "alice", "alice eng ops", ""},
		{"etc group without private group", "eng:x:2000:alice,bob\nops:x:2001:bob\n", "bob", "eng ops", ""},
		{"user lines", "# users\nalice: eng, ops\nbob: ops ml\n", "bob", "ops ml", ""},
		{"unknown user", "alice: eng\n", "zed", "", ""},
		{"mixed formats", "alice: eng\neng:x:1:alice\n", "", "", "line 2: not a groups line"},
		{"passwd is not a group file", "alice:x:1001:1001:Alice:/home/alice:/bin/bash\n", "", "", "line 1: not a groups line"},
		{"no user", ": eng\n", "", "", "line 1: no user before ':'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParseGroups([]byte(tc.in))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(g[tc.user], " "); got != tc.want {
				t.Errorf("groups of %s = %q, want %q", tc.user, got, tc.want)
			}
		})
	}
}
