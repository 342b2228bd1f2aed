package compare

import "github.com/fairsched/fairsched/yarnsite"

// RawValues maps each property of a Configuration file to its value as
// written; nil when data is not one.
func RawValues(data []byte) map[string]string {
	yc, err := yarnsite.Parse("", data)
	if err != nil {
		return nil
	}
	out := map[string]string{}
	for _, p := range yc.Properties() {
		out[p.Name] = p.Raw
	}
	return out
}
