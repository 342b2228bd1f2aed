package cmd

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/spf13/cobra"
)

// The schedulers a file argument can be read for (--scheduler).
const (
	schedulerAuto     = "auto"
	schedulerFair     = "fair"
	schedulerCapacity = "capacity"
	schedulerFIFO     = "fifo" // simulate only: one queue, no file
)

// schedulerUsage is --scheduler's help: the one detection every command
// uses (schedulerOf).
const schedulerUsage = "; auto reads a Hadoop <configuration> with yarn.scheduler.capacity.* (or Hadoop 1's mapred.capacity-scheduler.*) properties, or a file named capacity-scheduler.xml without <allocations>, as a capacity-scheduler.xml, anything else as an allocation file"

// schedulerFlag is --scheduler, the one way every command is told (or
// finds out) which scheduler its file is for.
type schedulerFlag struct {
	value   string
	choices []string
}

// addSchedulerFlag declares --scheduler; fifo adds the FifoScheduler,
// which needs no file (simulate).
func addSchedulerFlag(c *cobra.Command, fifo bool) *schedulerFlag {
	s := &schedulerFlag{choices: []string{schedulerAuto, schedulerFair, schedulerCapacity}}
	if fifo {
		s.choices = append(s.choices, schedulerFIFO)
	}
	c.Flags().StringVar(&s.value, "scheduler", schedulerAuto, "the scheduler the file is for: {"+strings.Join(s.choices, "|")+"}"+schedulerUsage)
	_ = c.RegisterFlagCompletionFunc("scheduler", values(s.choices...))
	return s
}

// check validates --scheduler before any input is read.
func (s *schedulerFlag) check() error {
	if !slices.Contains(s.choices, s.value) {
		return badValue("--scheduler", s.value, s.choices)
	}
	return nil
}

// resolve says which scheduler the file at path is for and, for the
// Capacity Scheduler, returns its bytes. Otherwise the bytes are kept for
// the allocation file's reader: the file (or stdin) is read once.
func (s *schedulerFlag) resolve(io *IO, path string) (string, []byte, error) {
	if err := s.check(); err != nil {
		return "", nil, err
	}
	if s.value == schedulerFair || s.value == schedulerFIFO {
		return s.value, nil, nil
	}
	return readScheduler(io, path, s.of)
}

// readScheduler reads the file at path and says which scheduler it is
// for (of); a capacity-scheduler.xml's bytes are returned, an allocation
// file's kept for its reader, so the file (or stdin) is read once.
func readScheduler(io *IO, path string, of func(path string, data []byte) string) (string, []byte, error) {
	data, err := readInput(io, path)
	if err != nil {
		return "", nil, err
	}
	if sched := of(path, data); sched == schedulerCapacity {
		return sched, data, nil
	}
	io.keep(path, data) // for the allocation file's reader
	return schedulerFair, nil, nil
}

// of is the scheduler the bytes read from path are for: --scheduler when
// it names one, else what schedulerOf finds.
func (s *schedulerFlag) of(path string, data []byte) string {
	if s == nil || s.value == schedulerAuto || s.value == "" {
		return schedulerOf(path, data)
	}
	return s.value
}

// capacityFile returns the file's bytes when it is to be read as a
// capacity-scheduler.xml, nil otherwise.
func capacityFile(io *IO, path string, s *schedulerFlag) ([]byte, error) {
	sched, data, err := s.resolve(io, path)
	if err != nil || sched != schedulerCapacity {
		return nil, err
	}
	return data, nil
}

// fairOnly is the one answer of a command that reads allocation files
// only when the file at path is for the Capacity Scheduler: a usage error
// that says so, and what the command does instead (why), rather than a
// Fair Scheduler reader calling a file Hadoop reads broken.
func (s *schedulerFlag) fairOnly(io *IO, path, why string) error {
	sched, _, err := s.resolve(io, path)
	if err != nil || sched != schedulerCapacity {
		return err
	}
	return usagef("%s is a Capacity Scheduler configuration (capacity-scheduler.xml): %s (see 'fairsched --help' for which command reads which scheduler's file)",
		displayName(path), why)
}

// schedulerOf is the one detection of which scheduler a file is for
// (isCapacityFile), as --scheduler's values name them.
func schedulerOf(path string, data []byte) string {
	if isCapacityFile(path, data) {
		return schedulerCapacity
	}
	return schedulerFair
}

// isCapacityFile reports whether data, the file at path, is for the
// Capacity Scheduler: a Hadoop <configuration> naming YARN's
// yarn.scheduler.capacity.* properties or Hadoop 1's
// mapred.capacity-scheduler.* (MR1's file is still a Capacity Scheduler
// file, and read as one: YARN finds no queues in it), or a file called
// capacity-scheduler.xml with no element of another scheduler (an empty one
// is then told so in its own scheduler's words). It looks at the bytes
// only, so that a capacity-scheduler.xml that is not well formed is still
// reported as one (with the reader's words).
//
// The document's root element decides at once where it can: <allocations>
// is the Fair Scheduler's whatever the file is called (Hadoop's
// AllocationFileLoader reads nothing else), and <configuration> needs only
// the scan for the properties' names. Any other root (or none found) gets
// the test on the whole file.
func isCapacityFile(path string, data []byte) bool {
	named := strings.Contains(filepath.Base(path), "capacity-scheduler")
	switch rootElement(data) {
	case "allocations":
		return false
	case "configuration":
		return hasCapacityName(data) || named && !bytes.Contains(data, []byte("<allocations"))
	}
	if bytes.Contains(data, []byte("<configuration")) && hasCapacityName(data) {
		return true
	}
	return named && !bytes.Contains(data, []byte("<allocations"))
}

// hasCapacityName reports whether data names a property of YARN's
// Capacity Scheduler (yarn.scheduler.capacity.*) or Hadoop 1's
// (mapred.capacity-scheduler.*), in one pass over the <name>s.
func hasCapacityName(data []byte) bool {
	tag := []byte("<name>")
	for {
		i := bytes.Index(data, tag)
		if i < 0 {
			return false
		}
		data = data[i+len(tag):]
		if bytes.HasPrefix(data, []byte(capacity.Prefix)) || bytes.HasPrefix(data, []byte(capacity.MR1Prefix)) {
			return true
		}
	}
}

// schedulerName is how a message names a scheduler's file.
func schedulerName(sched string) string {
	if sched == schedulerCapacity {
		return "a capacity-scheduler.xml"
	}
	return "an allocation file"
}

// compareRoles checks that compare's two files are what their places
// say, with the one detection: the allocation file first, the
// capacity-scheduler.xml second.
func compareRoles(io *IO, fairFile, capacityFile string) error {
	var got [2]string
	for i, path := range []string{fairFile, capacityFile} {
		data, err := readInput(io, path)
		if err != nil {
			return err
		}
		io.keep(path, data)
		got[i] = schedulerOf(path, data)
	}
	switch {
	case got[0] == schedulerCapacity && got[1] == schedulerFair:
		return usagef("the files are the wrong way round: %s is a capacity-scheduler.xml and %s an allocation file; compare takes the allocation file first: fairsched compare %s %s",
			displayName(fairFile), displayName(capacityFile), capacityFile, fairFile)
	case got[0] != schedulerFair:
		return usagef("%s is %s; compare takes an allocation file (fair-scheduler.xml) first", displayName(fairFile), schedulerName(got[0]))
	case got[1] != schedulerCapacity:
		return usagef("%s is %s; compare takes a capacity-scheduler.xml second", displayName(capacityFile), schedulerName(got[1]))
	}
	return nil
}
