// Package synth writes synthetic allocation files for benchmarks: parents of
// ten children, three levels under root, every leaf with a weight, min and
// max resources, a policy, maxRunningApps and an ACL, so the reader, the
// rules and the calculator all do real work.
package synth

import (
	"bufio"
	"fmt"
	"io"
)

// Allocations writes an allocation file with n queues below root.
func Allocations(out io.Writer, n int) error {
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, `<?xml version="1.0"?>`)
	fmt.Fprintln(w, "<allocations>")
	fmt.Fprintln(w, `  <queue name="root"><aclSubmitApps> admins</aclSubmitApps><aclAdministerApps> admins</aclAdministerApps>`)
	written := 0
	for p := 0; written < n; p++ {
		fmt.Fprintf(w, "  <queue name=\"dept%d\">\n    <weight>%d</weight>\n", p, 1+p%7)
		written++
		for s := 0; s < 10 && written < n; s++ {
			fmt.Fprintf(w, "    <queue name=\"team%d\">\n      <weight>%d.5</weight>\n", s, 1+s%3)
			written++
			for l := 0; l < 10 && written < n; l++ {
				writeLeaf(w, l)
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

func writeLeaf(w *bufio.Writer, l int) {
	fmt.Fprintf(w, "      <queue name=\"q%d\">\n", l)
	fmt.Fprintf(w, "        <weight>%d</weight>\n", 1+l%4)
	fmt.Fprintf(w, "        <minResources>%d mb, %d vcores</minResources>\n", 1024*(l%3), l%3)
	fmt.Fprintf(w, "        <maxResources>memory-mb=%d, vcores=%d</maxResources>\n", 1<<20, 512)
	fmt.Fprintf(w, "        <schedulingPolicy>%s</schedulingPolicy>\n", []string{"fair", "fifo"}[l%2])
	fmt.Fprintf(w, "        <maxRunningApps>%d</maxRunningApps>\n", 10+l)
	fmt.Fprintf(w, "        <aclSubmitApps>user%d team%d</aclSubmitApps>\n", l, l)
	fmt.Fprintln(w, "      </queue>")
}
