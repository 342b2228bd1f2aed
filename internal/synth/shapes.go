package synth

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/beevik/etree"
)

// Shape writes an allocation file of about n queues below root.
type Shape func(out io.Writer, n int) error

// Shapes are the file shapes the benchmarks measure, by name. Each stresses
// a different part of the reader, the rules or the calculator:
//   - restrictive: every leaf with min, max, policy, apps and an ACL, under
//     a root whose ACL is restrictive (Allocations);
//   - open-root: root's ACL left open, as most real files leave it, and
//     nearly every queue restricting submission (the rules that compare a
//     queue's ACL with its ancestors' do work on every queue);
//   - deep: chains nested 50 levels deep;
//   - full: every queue, parents too, with every per-queue setting;
//   - placement: few queues and a placement policy with n rules;
//   - corpus: the real files of testdata/fair-scheduler/corpus, their queues
//     repeated under fresh parents (see Corpus).
var Shapes = map[string]Shape{
	"restrictive": Allocations,
	"open-root":   OpenRoot,
	"deep":        Deep,
	"full":        Full,
	"placement":   Placement,
}

// ShapeNames lists the shapes in a fixed order, corpus included.
func ShapeNames() []string {
	names := []string{"corpus"}
	for name := range Shapes {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// tree writes parents of ten children, three levels under root, with root's
// opening given and each leaf written by leaf.
func tree(out io.Writer, n int, root string, parent func(w *bufio.Writer, level, i int), leaf func(w *bufio.Writer, l int)) error {
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, `<?xml version="1.0"?>`)
	fmt.Fprintln(w, "<allocations>")
	fmt.Fprintln(w, root)
	written := 0
	for p := 0; written < n; p++ {
		fmt.Fprintf(w, "  <queue name=\"dept%d\">\n", p)
		parent(w, 1, p)
		written++
		for s := 0; s < 10 && written < n; s++ {
			fmt.Fprintf(w, "    <queue name=\"team%d\">\n", s)
			parent(w, 2, s)
			written++
			for l := 0; l < 10 && written < n; l++ {
				leaf(w, l)
				written++
			}
			fmt.Fprintln(w, "    </queue>")
		}
		fmt.Fprintln(w, "  </queue>")
	}
	fmt.Fprintln(w, "  </queue>")
	fmt.Fprintln(w, "</allocations>")
	return w.Flush()
}

// OpenRoot writes a file whose root ACL is open (not written: root defaults
// to everyone) and whose parents and leaves restrict submission.
func OpenRoot(out io.Writer, n int) error {
	parent := func(w *bufio.Writer, level, i int) {
		fmt.Fprintf(w, "      <weight>%d</weight>\n      <aclSubmitApps>lead%d dept%d</aclSubmitApps>\n", 1+i%5, i, i)
	}
	return tree(out, n, `  <queue name="root">`, parent, writeLeaf)
}

// Full writes every per-queue setting on every queue, parents included.
func Full(out io.Writer, n int) error {
	parent := func(w *bufio.Writer, level, i int) {
		fmt.Fprintf(w, "      <weight>%d</weight>\n", 1+i%5)
		fmt.Fprintf(w, "      <minResources>%d mb, %d vcores</minResources>\n", 1024*(i%4), i%4)
		fmt.Fprintf(w, "      <maxResources>%d%%</maxResources>\n", 50+i%50)
		fmt.Fprintf(w, "      <maxChildResources>memory-mb=%d, vcores=%d</maxChildResources>\n", 1<<18, 256)
		fmt.Fprintf(w, "      <schedulingPolicy>drf</schedulingPolicy>\n")
		fmt.Fprintf(w, "      <maxRunningApps>%d</maxRunningApps>\n", 100+i)
		fmt.Fprintf(w, "      <aclSubmitApps>lead%d dept%d</aclSubmitApps>\n      <aclAdministerApps>admin%d</aclAdministerApps>\n", i, i, i)
		fmt.Fprintf(w, "      <fairSharePreemptionTimeout>%d</fairSharePreemptionTimeout>\n", 60+i)
		fmt.Fprintf(w, "      <fairSharePreemptionThreshold>0.%d</fairSharePreemptionThreshold>\n", 5+i%4)
	}
	leaf := func(w *bufio.Writer, l int) {
		fmt.Fprintf(w, "      <queue name=\"q%d\" type=\"leaf\">\n", l)
		fmt.Fprintf(w, "        <weight>%d.5</weight>\n", 1+l%4)
		fmt.Fprintf(w, "        <minResources>memory-mb=%d, vcores=%d</minResources>\n", 512*(l%3), l%3)
		fmt.Fprintf(w, "        <maxResources>memory-mb=50%%, vcores=40%%</maxResources>\n")
		fmt.Fprintf(w, "        <maxContainerAllocation>memory-mb=8192, vcores=4</maxContainerAllocation>\n")
		fmt.Fprintf(w, "        <schedulingPolicy>%s</schedulingPolicy>\n", []string{"fair", "fifo", "drf"}[l%3])
		fmt.Fprintf(w, "        <maxRunningApps>%d</maxRunningApps>\n        <maxAMShare>0.%d</maxAMShare>\n", 10+l, 3+l%5)
		fmt.Fprintf(w, "        <minSharePreemptionTimeout>%d</minSharePreemptionTimeout>\n", 30+l)
		fmt.Fprintf(w, "        <allowPreemptionFrom>%t</allowPreemptionFrom>\n", l%2 == 0)
		fmt.Fprintf(w, "        <aclSubmitApps>user%d,user%d team%d</aclSubmitApps>\n", l, l+1, l)
		fmt.Fprintf(w, "        <aclAdministerApps>admin%d</aclAdministerApps>\n", l)
		fmt.Fprintln(w, "      </queue>")
	}
	return tree(out, n, `  <queue name="root"><aclSubmitApps> </aclSubmitApps><schedulingPolicy>drf</schedulingPolicy>`, parent, leaf)
}

// Deep writes chains of queues nested 50 levels deep, each link with a
// weight and an ACL.
func Deep(out io.Writer, n int) error {
	const depth = 50
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, `<?xml version="1.0"?>`)
	fmt.Fprintln(w, "<allocations>")
	for written, c := 0, 0; written < n; c++ {
		links := min(depth, n-written)
		for d := 0; d < links; d++ {
			fmt.Fprintf(w, "%*s<queue name=\"c%dd%d\"><weight>%d</weight><aclSubmitApps>u%d</aclSubmitApps>\n", d, "", c, d, 1+d%3, d)
		}
		for d := links - 1; d >= 0; d-- {
			fmt.Fprintf(w, "%*s</queue>\n", d, "")
		}
		written += links
	}
	fmt.Fprintln(w, "</allocations>")
	return w.Flush()
}

// Placement writes 100 queues and a placement policy of about n rules, most
// of them specified queues that do not terminate.
func Placement(out io.Writer, n int) error {
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, `<?xml version="1.0"?>`)
	fmt.Fprintln(w, "<allocations>")
	for p := 0; p < 10; p++ {
		fmt.Fprintf(w, "  <queue name=\"grp%d\" type=\"parent\">\n", p)
		for l := 0; l < 9; l++ {
			fmt.Fprintf(w, "    <queue name=\"q%d\"><aclSubmitApps>u%d g%d</aclSubmitApps></queue>\n", l, l, p)
		}
		fmt.Fprintln(w, "  </queue>")
	}
	fmt.Fprintln(w, "  <queuePlacementPolicy>")
	for r := 0; r < n-3; r++ {
		switch r % 3 {
		case 0:
			fmt.Fprintln(w, `    <rule name="specified" create="false"/>`)
		case 1:
			fmt.Fprintf(w, "    <rule name=\"nestedUserQueue\" create=\"false\"><rule name=\"default\" queue=\"grp%d\"/></rule>\n", r%10)
		default:
			fmt.Fprintln(w, `    <rule name="nestedUserQueue" create="false"><rule name="primaryGroup" create="false"/></rule>`)
		}
	}
	fmt.Fprintln(w, `    <rule name="default" queue="grp0.q0"/>`)
	fmt.Fprintln(w, "  </queuePlacementPolicy>")
	fmt.Fprintln(w, "</allocations>")
	return w.Flush()
}

// Corpus writes the real files of dir (testdata/fair-scheduler/corpus)
// repeated until about n queues: each copy's queues go under a parent queue
// of its own, so queue names stay unique. Top-level settings and placement
// policies are dropped from the copies; files that are not allocation files
// are skipped.
func Corpus(dir string) Shape {
	return func(out io.Writer, n int) error {
		bodies, err := corpusBodies(dir)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(out)
		fmt.Fprintln(w, `<?xml version="1.0"?>`)
		fmt.Fprintln(w, "<allocations>")
		for written, c := 0, 0; written < n; c++ {
			b := bodies[c%len(bodies)]
			fmt.Fprintf(w, "<queue name=\"copy%d\">\n%s\n</queue>\n", c, b.text)
			written += 1 + b.queues
		}
		fmt.Fprintln(w, "</allocations>")
		return w.Flush()
	}
}

// corpusBody is the queue elements of one corpus file and how many queues
// they declare.
type corpusBody struct {
	text   string
	queues int
}

// corpusBodies returns the queue elements of each corpus file.
func corpusBodies(dir string) ([]corpusBody, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.xml"))
	if err != nil {
		return nil, err
	}
	var bodies []corpusBody
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if b, ok := queuesOf(data); ok {
			bodies = append(bodies, b)
		}
	}
	if len(bodies) == 0 {
		return nil, fmt.Errorf("no allocation files with queues in %s", dir)
	}
	return bodies, nil
}

// queuesOf returns the top-level <queue> and <pool> elements of an
// allocation file; ok is false for a file etree cannot read or one without
// queues.
func queuesOf(data []byte) (body corpusBody, ok bool) {
	doc := etree.NewDocument()
	if doc.ReadFromBytes(data) != nil || doc.Root() == nil || doc.Root().Tag != "allocations" {
		return corpusBody{}, false
	}
	var sb strings.Builder
	for _, e := range doc.Root().ChildElements() {
		if e.Tag != "queue" && e.Tag != "pool" {
			continue
		}
		body.queues += 1 + len(e.FindElements(".//queue")) + len(e.FindElements(".//pool"))
		d := etree.NewDocument()
		d.SetRoot(e.Copy())
		s, err := d.WriteToString()
		if err != nil {
			return corpusBody{}, false
		}
		sb.WriteString(s)
		sb.WriteByte('\n')
	}
	body.text = sb.String()
	return body, body.queues > 0
}
