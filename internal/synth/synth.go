package synth

import (
	"bufio"
	"fmt"
	"io"
)

// Allocations writes an allocation file with n queues below root, whose
// ACLs are restrictive.
func Allocations(out io.Writer, n int) error {
	parent := func(w *bufio.Writer, level, i int) {
		if level == 1 {
			fmt.Fprintf(w, "    <weight>%d</weight>\n", 1+i%7)
			return
		}
		fmt.Fprintf(w, "      <weight>%d.5</weight>\n", 1+i%3)
	}
	root := `  <queue name="root"><aclSubmitApps> admins</aclSubmitApps><aclAdministerApps> admins</aclAdministerApps>`
	return tree(out, n, root, parent, writeLeaf)
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
