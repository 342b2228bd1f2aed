package synth

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Capacity writes a capacity-scheduler.xml with the queue tree Allocations
// writes for n (root.default added last under root), siblings sharing
// their parent equally in percentages of three decimals (the last takes
// what rounding leaves, so each level adds up to exactly 100), every leaf
// with maximum-capacity, user-limit-factor and maximum-applications, for
// benchmarks of compare.
func Capacity(out io.Writer, n int) error {
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, `<?xml version="1.0"?>`)
	fmt.Fprintln(w, "<configuration>")
	root := capacityTree(n)
	root.children = append(root.children, &capNode{name: "default"})
	writeNode(w, "root", root)
	fmt.Fprintln(w, "</configuration>")
	return w.Flush()
}

type capNode struct {
	name     string
	children []*capNode
}

// tree rebuilds the shape Allocations writes.
func capacityTree(n int) *capNode {
	root := &capNode{name: "root"}
	written := 0
	for p := 0; written < n; p++ {
		dept := &capNode{name: fmt.Sprintf("dept%d", p)}
		root.children = append(root.children, dept)
		written++
		for s := 0; s < 10 && written < n; s++ {
			team := &capNode{name: fmt.Sprintf("team%d", s)}
			dept.children = append(dept.children, team)
			written++
			for l := 0; l < 10 && written < n; l++ {
				team.children = append(team.children, &capNode{name: fmt.Sprintf("q%d", l)})
				written++
			}
		}
	}
	return root
}

func prop(w *bufio.Writer, name, value string) {
	fmt.Fprintf(w, "  <property><name>yarn.scheduler.capacity.%s</name><value>%s</value></property>\n", name, value)
}

func writeNode(w *bufio.Writer, path string, q *capNode) {
	if len(q.children) == 0 {
		prop(w, path+".maximum-capacity", "100")
		prop(w, path+".user-limit-factor", "10")
		prop(w, path+".maximum-applications", "100")
		return
	}
	names := make([]string, len(q.children))
	for i, c := range q.children {
		names[i] = c.name
	}
	prop(w, path+".queues", strings.Join(names, ","))
	k := len(q.children)
	each := 100000 / k
	for i, c := range q.children {
		milli := each
		if i == k-1 {
			milli = 100000 - each*(k-1)
		}
		prop(w, path+"."+c.name+".capacity", fmt.Sprintf("%d.%03d", milli/1000, milli%1000))
	}
	for _, c := range q.children {
		writeNode(w, path+"."+c.name, c)
	}
}
