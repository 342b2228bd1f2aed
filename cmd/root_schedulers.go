package cmd

import (
	"fmt"
	"strings"
)

// schedulerUse is what one command does with each scheduler's file: a row
// of the table that opens `fairsched --help` and README.md.
type schedulerUse struct {
	command string
	// "yes"; "not yet" for a scheduler whose files the command does not
	// read (it says so, exit 2: schedulerFlag.fairOnly); or the command's
	// part in the move
	fair, capacity string
	answers        string
}

// schedulerUses is that table, a row per command that reads a scheduler's
// configuration, in the order a new user meets them.
var schedulerUses = []schedulerUse{
	{"lint", "yes", "yes", "what Hadoop would refuse, ignore or misread"},
	{"tree", "yes", "yes", "the queue tree the ResourceManager builds"},
	{"shares", "yes", "yes", "each queue's fair share, or guarantee and maximum"},
	{"diff", "yes", "yes", "what a change does to every queue"},
	{"simulate", "yes", "yes", "a load replayed heartbeat by heartbeat; FIFO too"},
	{"place", "yes", "yes", "which queue an application lands in, and why"},
	{"drift", "yes", "yes", "is the running RM computing what the file says?"},
	{"convert", "from", "to", "the move, and what it cannot keep"},
	{"compare", "before", "after", "each queue before and after the move"},
}

// schedulerTable writes schedulerUses as the aligned text table of the help
// and the README, each line indented by two spaces.
func schedulerTable() string {
	var b strings.Builder
	row := func(c, f, cs, a string) { fmt.Fprintf(&b, "  %-9s %-8s %-9s %s\n", c, f, cs, a) }
	row("command", "Fair", "Capacity", "what it answers")
	for _, u := range schedulerUses {
		row(u.command, u.fair, u.capacity, u.answers)
	}
	return b.String()
}
