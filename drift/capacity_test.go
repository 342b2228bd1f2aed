package drift

import (
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/yarnsite"
)

// readCapacity reads a capacity-scheduler.xml that Hadoop accepts, and its
// properties as drift compares them with the RM's scheduler-conf.
func readCapacity(t *testing.T, src string) (*capacity.Config, map[string]lint.ConfValue) {
	t.Helper()
	yc, err := yarnsite.Parse("example.xml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := capacity.FromConfiguration(yc, hadoop.DefaultProfile())
	if c.Refused() {
		t.Fatalf("the file is refused: %+v", c.Findings)
	}
	return c, FileProperties(yc)
}
