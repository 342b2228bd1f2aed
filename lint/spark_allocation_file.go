package lint

import (
	"fmt"

	"github.com/beevik/etree"
)

// SparkAllocationFile reports a Spark fairscheduler.xml given as a YARN
// allocation file.
var SparkAllocationFile = &Rule{
	ID:       "spark-allocation-file",
	Severity: Warning,
	Summary:  "the file is a Spark fairscheduler.xml, not a YARN one",
	Doc: `Why: Spark's fair scheduler pools are configured in a file that also has an
<allocations> root and <pool> elements, with <schedulingMode>, <weight> and
<minShare> (a number of CPU cores). Hadoop reads it without complaint: every
pool becomes a YARN queue, <schedulingMode> its policy, and <minShare> is
ignored. The result is a queue tree nobody designed.
Fix: give this file to Spark (spark.scheduler.allocation.file) and write the
YARN allocation file separately, with <queue>, <minResources> and
<maxResources>.
See: Spark's job scheduling docs, "Configuring Pool Properties" (https://spark.apache.org/docs/latest/job-scheduling.html); Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkSparkAllocationFile,
}

func checkSparkAllocationFile(p *Pass) {
	if p.Config == nil || p.Config.Doc == nil || p.Config.Doc.Root() == nil {
		return
	}
	share := findSparkShare(p.Config.Doc.Root())
	if share == nil {
		return
	}
	p.Report(firstValid(allocationsPos(p)), "",
		fmt.Sprintf("this looks like a Spark fairscheduler.xml (a <pool> with <minShare>, line %d): Hadoop reads each pool as a YARN queue and ignores <minShare>",
			p.Config.Span(share).Start.Line),
		"give this file to Spark (spark.scheduler.allocation.file) and write the YARN allocation file separately")
}

// findSparkShare returns the first <minShare> of a <pool>, the mark of
// Spark's pool configuration, or nil. (A <queue> with <minShare> is a YARN
// file with a misnamed element: unknown-element reports it.) It walks every
// element of the file, so it ranges over the child tokens in place (no
// slice of them, no iterator), and descends only into elements that may
// have child elements (hasChildElement).
func findSparkShare(el *etree.Element) *etree.Element {
	pool := el.Tag == "pool"
	for _, t := range el.Child {
		c, ok := t.(*etree.Element)
		if !ok {
			continue
		}
		if pool && c.Tag == "minShare" {
			return c
		}
		if !hasChildElement(c) {
			continue
		}
		if s := findSparkShare(c); s != nil {
			return s
		}
	}
	return nil
}

// hasChildElement reports whether el may hold an element: it has children
// and they are not just one text (a value element's), which is most of a
// file's elements.
func hasChildElement(el *etree.Element) bool {
	switch len(el.Child) {
	case 0:
		return false
	case 1:
		_, ok := el.Child[0].(*etree.Element)
		return ok
	}
	return true
}
