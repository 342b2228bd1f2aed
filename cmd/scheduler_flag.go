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
	c.Flags().StringVar(&s.value, "scheduler", schedulerAuto, "the scheduler the file is for: {"+strings.Join(s.choices, "|")+
		"}; auto reads a Hadoop <configuration> with yarn.scheduler.capacity.* properties as a capacity-scheduler.xml, anything else as an allocation file")
	_ = c.RegisterFlagCompletionFunc("scheduler", values(s.choices...))
	return s
}

// resolve says which scheduler the file at path is for and, for the
// Capacity Scheduler, returns its bytes. Otherwise the bytes are kept for
// the allocation file's reader: the file (or stdin) is read once.
func (s *schedulerFlag) resolve(io *IO, path string) (string, []byte, error) {
	if !slices.Contains(s.choices, s.value) {
		return "", nil, badValue("--scheduler", s.value, s.choices)
	}
	if s.value == schedulerFair || s.value == schedulerFIFO {
		return s.value, nil, nil
	}
	data, err := readInput(io, path)
	if err != nil {
		return "", nil, err
	}
	if s.value == schedulerCapacity || isCapacityFile(path, data) {
		return schedulerCapacity, data, nil
	}
	io.keep(path, data) // for the allocation file's reader
	return schedulerFair, nil, nil
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

// isCapacityFile reports whether data, the file at path, is for the
// Capacity Scheduler: a Hadoop <configuration> naming
// yarn.scheduler.capacity.* properties, or a file called
// capacity-scheduler.xml with no element of another scheduler (an empty one
// is then told so in its own scheduler's words). It looks at the bytes
// only, so that a capacity-scheduler.xml that is not well formed is still
// reported as one (with the reader's words).
func isCapacityFile(path string, data []byte) bool {
	if bytes.Contains(data, []byte("<configuration")) && bytes.Contains(data, []byte("<name>"+capacity.Prefix)) {
		return true
	}
	return strings.Contains(filepath.Base(path), "capacity-scheduler") && !bytes.Contains(data, []byte("<allocations"))
}
