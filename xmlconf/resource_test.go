package xmlconf

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

const resMax = math.MaxInt64

var (
	resTest1Types = resource.WithCustom("test1")
	resGPUTypes   = resource.WithCustom("yarn.io/gpu")
	resCluster    = resource.Resource{10240, 4}
	resCluster3   = resource.Resource{10240, 4, 8}
)

// resourceCase is one call of ParseResource.
type resourceCase struct {
	name    string
	input   string
	missing int64
	types   resource.ResourceTypes // nil means DefaultResourceTypes
	cluster resource.Resource      // resolves percentages
	want    resource.Resource      // resolved value; nil when rejected
	style   ResourceStyle          // 0 means not checked
	quirks  Quirks
	err     string // substring of the message (what Hadoop's test checks)
	msg     string // the whole message, when given
}

// resourceCases: parsing.md §5.7 (TestFairSchedulerConfiguration) in its
// order, then the facts of §5.2–5.4 and every Quirk.
var resourceCases = concatResourceCases(resAccepted, resRejected, resNewStyle, resOldPercent, resOldAbsolute)

func concatResourceCases(lists ...[]resourceCase) []resourceCase {
	var out []resourceCase
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// resAccepted: testParseResourceConfigValue, cases #1–#45. "default" calls
// use missing = Long.MAX_VALUE.
var resAccepted = []resourceCase{
	{name: "#1 space separated", input: "5120 mb 2 vcores", missing: resMax, want: resource.Resource{5120, 2}, style: StyleOldAbsolute, quirks: QuirkWordSeparated},
	{name: "#2 vcores first", input: "2 vcores, 5120 mb", missing: resMax, want: resource.Resource{5120, 2}, style: StyleOldAbsolute},
	{name: "#3 comma", input: "5120 mb, 2 vcores", missing: resMax, want: resource.Resource{5120, 2}, style: StyleOldAbsolute},
	{name: "#4 no spaces vcores first", input: "2vcores,5120mb", missing: resMax, want: resource.Resource{5120, 2}},
	{name: "#5 no spaces", input: "5120mb,2vcores", missing: resMax, want: resource.Resource{5120, 2}},
	{name: "#6 repeated unit", input: "5120mb   mb, 2    vcores", missing: resMax, want: resource.Resource{5120, 2}, quirks: QuirkUnitSuffix},
	{name: "#7 mixed case", input: "5120 Mb, 2 vCores", missing: resMax, want: resource.Resource{5120, 2}},
	{name: "#8 surrounding spaces", input: "  5120 mb, 2 vcores  ", missing: resMax, want: resource.Resource{5120, 2}},
	{name: "#9 fractions dropped", input: "  5120.3 mb, 2.35 vcores  ", missing: resMax, want: resource.Resource{5120, 2}, quirks: QuirkDecimalDropped},
	{name: "#10 trailing points", input: "  5120. mb, 2. vcores  ", missing: resMax, want: resource.Resource{5120, 2}},
	{name: "#11 old percentages", input: "50% memory, 50% cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}, style: StyleOldPercent},
	{name: "#12 keyword case", input: "50% Memory, 50% CpU", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "#13 full cpu", input: "50% memory, 100% cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 4}},
	{name: "#14 cpu first", input: " 100% cpu, 50% memory", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 4}},
	{name: "#15 zero cpu", input: "50% memory, 0% cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 0}},
	{name: "#16 space before percent", input: "50 % memory, 50 % cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "#17 no spaces percent", input: "50%memory,50%cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "#18 many spaces percent", input: "  50  %  memory,  50  %  cpu  ", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "#19 trailing point percent", input: "50.% memory, 50.% cpu", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "#20 fractional percent", input: "10.9% memory, 50.6% cpu", missing: resMax, cluster: resCluster, want: resource.Resource{1116, 2}},
	{name: "#21 single percent", input: "50%", missing: resMax, cluster: resCluster, want: resource.Resource{5120, 2}, style: StyleOldPercent},
	{name: "#22 new style max", input: "vcores=2, memory-mb=5120", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, resMax}, style: StyleNewAbsolute},
	{name: "#23 new style memory first", input: "memory-mb=5120, vcores=2", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, resMax}},
	{name: "#24 new style no spaces", input: "vcores=2,memory-mb=5120", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, resMax}},
	{name: "#25 new style spaces", input: " vcores = 2 , memory-mb = 5120 ", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, resMax}},
	{name: "#26 missing zero", input: "vcores=2, memory-mb=5120", types: resTest1Types, want: resource.Resource{5120, 2, 0}},
	{name: "#27 missing zero memory first", input: "memory-mb=5120, vcores=2", types: resTest1Types, want: resource.Resource{5120, 2, 0}},
	{name: "#28 missing zero no spaces", input: "vcores=2,memory-mb=5120", types: resTest1Types, want: resource.Resource{5120, 2, 0}},
	{name: "#29 missing zero spaces", input: " vcores = 2 , memory-mb = 5120 ", types: resTest1Types, want: resource.Resource{5120, 2, 0}},
	{name: "#30 single percent custom", input: "50%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{5120, 2, 4}},
	{name: "#31 custom", input: "vcores=2, memory-mb=5120, test1=4", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, 4}},
	{name: "#32 custom first", input: "test1=4, vcores=2, memory-mb=5120", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, 4}},
	{name: "#33 custom middle", input: "memory-mb=5120, test1=4, vcores=2", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, 4}},
	{name: "#34 custom no spaces", input: "vcores=2,memory-mb=5120,test1=4", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, 4}},
	{name: "#35 custom spaces", input: " vcores = 2 , memory-mb = 5120 , test1 = 4 ", missing: resMax, types: resTest1Types, want: resource.Resource{5120, 2, 4}},
	{name: "#36 new percent", input: "vcores=75%, memory-mb=40%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 8}, style: StyleNewPercent},
	{name: "#37 new percent memory first", input: "memory-mb=40%, vcores=75%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 8}},
	{name: "#38 new percent no spaces", input: "vcores=75%,memory-mb=40%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 8}},
	{name: "#39 new percent spaces", input: " vcores = 75 % , memory-mb = 40 % ", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 8}},
	{name: "#40 new percent custom", input: "vcores=75%, memory-mb=40%, test1=50%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 4}},
	{name: "#41 new percent custom first", input: "test1=50%, vcores=75%, memory-mb=40%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 4}},
	{name: "#42 new percent custom middle", input: "memory-mb=40%, test1=50%, vcores=75%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 4}},
	{name: "#43 new percent custom no spaces", input: "vcores=75%,memory-mb=40%,test1=50%", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 4}},
	{name: "#44 new percent custom spaces", input: " vcores = 75 % , memory-mb = 40 % , test1 = 50 % ", missing: resMax, types: resTest1Types, cluster: resCluster3, want: resource.Resource{4096, 3, 4}},
	{name: "#45 separated by spaces test", input: "2 vcores, 5120 mb", missing: resMax, want: resource.Resource{5120, 2}},
}

// resRejected: the rejection test methods of §5.7, with the substring each
// checks; the full message where it is worth pinning.
var resRejected = []resourceCase{
	{name: "testNoUnits", input: "1024", err: "Cannot parse resource values from input: 1024", msg: "Cannot parse resource values from input: 1024"},
	{name: "testOnlyMemory", input: "1024mb", err: "Cannot parse resource values from input: 1024mb"},
	{name: "testOnlyCPU", input: "1024vcores", err: "Cannot parse resource values from input: 1024vcores"},
	{name: "testGibberish", input: "1o24vc0res", err: "Cannot parse resource values from input: 1o24vc0res"},
	{name: "testNoUnitsPercentage", input: "95%, 50% memory", err: "Missing resource: cpu", msg: "Missing resource: cpu"},
	{name: "testInvalidNumPercentage", input: "95A% cpu, 50% memory", err: "Invalid percentage of cpu: ", msg: "Invalid percentage of cpu: 95a% cpu"},
	{name: "testCpuPercentageMemoryAbsolute", input: "50% cpu, 1024 mb", err: "Missing resource: memory", msg: "Missing resource: memory"},
	{name: "testMemoryPercentageCpuAbsolute", input: "50% memory, 2 vcores", err: "Missing resource: cpu"},
	{name: "testDuplicateVcoresDefinitionAbsolute", input: "1024 mb, 2 4 vcores", err: "Invalid value of vcores: ", msg: "Invalid value of vcores: 2 4 vcores"},
	{name: "testDuplicateMemoryDefinitionAbsolute", input: "2048 1024 mb, 2 vcores", err: "Invalid value of memory: ", msg: "Invalid value of memory: 2048 1024 mb"},
	{name: "testDuplicateVcoresDefinitionPercentage", input: "50% memory, 50% 100%cpu", err: "Invalid percentage of cpu: ", msg: "Invalid percentage of cpu: 50% 100%cpu"},
	{name: "testDuplicateMemoryDefinitionPercentage", input: "50% 80% memory, 100%cpu", err: "Invalid percentage of memory: ", msg: "Invalid percentage of memory: 50% 80% memory"},
	{name: "testParseNewStyleDuplicateMemoryDefinitionPercentage", input: "vcores = 75%, memory-mb = 40% 80%", err: `"40% 80%" is either not a non-negative number`,
		msg: `Error reading resource config--invalid resource definition: vcores = 75%, memory-mb = 40% 80%. The resource values must all be percentages. "40% 80%" is either not a non-negative number or does not include the '%' symbol.`},
	{name: "testParseNewStyleDuplicateVcoresDefinitionPercentage", input: "vcores = 75% 65%, memory-mb = 40%", err: `"75% 65%" is either not a non-negative number`},
	{name: "testMemoryPercentageNegativeValue", input: "-10% memory, 50% cpu", err: "percentage should not be negative", msg: "Invalid percentage: -10% memory, percentage should not be negative!"},
	{name: "testCpuPercentageNegativeValue", input: "10% memory, -10% cpu", err: "percentage should not be negative", msg: "Invalid percentage: -10% cpu, percentage should not be negative!"},
	{name: "testMemoryAndCpuPercentageNegativeValue", input: "-20% memory, -10% cpu", err: "percentage should not be negative", msg: "Invalid percentage: -20% memory, percentage should not be negative!"},
	{name: "testCpuPercentageMemoryAbsoluteCpuNegative", input: "-50% cpu, 1024 mb", err: "Missing resource: memory"},
	{name: "testCpuPercentageMemoryAbsoluteMemoryNegative", input: "50% cpu, -1024 mb", err: "Missing resource: memory"},
	{name: "testMemoryPercentageCpuAbsoluteCpuNegative", input: "50% memory, -2 vcores", err: "Missing resource: cpu"},
	{name: "testMemoryPercentageCpuAbsoluteMemoryNegative", input: "-50% memory, 2 vcores", err: "percentage should not be negative"},
	{name: "testAbsoluteVcoresNegative", input: "-2 vcores,5120 mb", err: "Invalid value of vcores", msg: "Invalid value of vcores: -2, value should not be negative!"},
	{name: "testAbsoluteMemoryNegative", input: "2 vcores,-5120 mb", err: "Invalid value of memory", msg: "Invalid value of memory: -5120, value should not be negative!"},
	{name: "testAbsoluteVcoresNegativeWithSpaces", input: "-2 vcores, 5120 mb", err: "Invalid value of vcores"},
	{name: "testAbsoluteMemoryNegativeWithSpaces", input: "2 vcores, -5120 mb", err: "Invalid value of memory"},
	{name: "testAbsoluteVcoresNegativeWithMoreSpaces", input: "5120mb   mb, -2    vcores", err: "Invalid value of vcores"},
	{name: "testAbsoluteMemoryNegativeWithMoreSpaces", input: "-5120mb   mb, 2    vcores", err: "Invalid value of memory"},
	{name: "testAbsoluteVcoresNegativeFractional", input: "  5120.3 mb, -2.35 vcores  ", err: "Invalid value of vcores", msg: "Invalid value of vcores: -2, value should not be negative!"},
	{name: "testAbsoluteMemoryNegativeFractional", input: "  -5120.3 mb, 2.35 vcores  ", err: "Invalid value of memory", msg: "Invalid value of memory: -5120, value should not be negative!"},
	{name: "testOldStyleResourcesSeparatedBySpacesInvalid", input: "2 vcores 5120 mb 555 mb", err: "Cannot parse resource values from input: 2 vcores 5120 mb 555 mb"},
	{name: "testOldStyleResourcesSeparatedBySpacesInvalidUppercaseUnits", input: "2 vcores 5120 MB 555 GB", err: "Cannot parse resource values from input: 2 vcores 5120 MB 555 GB",
		msg: "Cannot parse resource values from input: 2 vcores 5120 MB 555 GB"},
	{name: "testParseNewStyleResourceMemoryNegative", input: "memory-mb=-5120,vcores=2", err: "Invalid value of memory", msg: "Invalid value of memory-mb: -5120, value should not be negative!"},
	{name: "testParseNewStyleResourceVcoresNegative", input: "memory-mb=5120,vcores=-2", err: "Invalid value of vcores", msg: "Invalid value of vcores: -2, value should not be negative!"},
	{name: "testParseNewStyleResourceMemoryNegativeWithSpaces", input: "memory-mb=-5120, vcores=2", err: "Invalid value of memory"},
	{name: "testParseNewStyleResourceVcoresNegativeWithSpaces", input: "memory-mb=5120, vcores=-2", err: "Invalid value of vcores"},
	{name: "testParseNewStyleResourceMemoryNegativeWithMoreSpaces", input: " vcores = 2 ,  memory-mb = -5120 ", err: "Invalid value of memory"},
	{name: "testParseNewStyleResourceVcoresNegativeWithMoreSpaces", input: " vcores = -2 ,  memory-mb = 5120 ", err: "Invalid value of vcores"},
	{name: "testParseNewStyleResourceWithCustomResourceMemoryNegative", input: "vcores=2,memory-mb=-5120,test1=4", types: resTest1Types, err: "Invalid value of memory"},
	{name: "testParseNewStyleResourceWithCustomResourceVcoresNegative", input: "vcores=-2,memory-mb=-5120,test1=4", types: resTest1Types, err: "Invalid value of vcores"},
	{name: "testParseNewStyleResourceWithCustomResourceNegative", input: "vcores=2,memory-mb=5120,test1=-4", types: resTest1Types, err: "Invalid value of test1", msg: "Invalid value of test1: -4, value should not be negative!"},
	{name: "testParseNewStyleResourceWithCustomResourceNegativeWithSpaces", input: " vcores = 2 , memory-mb = 5120 , test1 = -4 ", types: resTest1Types, err: "Invalid value of test1"},
	{name: "testParseNewStyleResourceWithPercentagesVcoresNegative", input: "vcores=-75%,memory-mb=40%", err: "is either not a non-negative number",
		msg: `Error reading resource config--invalid resource definition: vcores=-75%,memory-mb=40%. The resource values must all be percentages. "-75%" is either not a non-negative number or does not include the '%' symbol.`},
	{name: "testParseNewStyleResourceWithPercentagesMemoryNegative", input: "vcores=75%,memory-mb=-40%", err: "is either not a non-negative number"},
	{name: "testParseNewStyleResourceWithPercentagesVcoresNegativeWithSpaces", input: "vcores=-75%, memory-mb=40%", err: "is either not a non-negative number"},
	{name: "testParseNewStyleResourceWithPercentagesMemoryNegativeWithSpaces", input: "vcores=75%, memory-mb=-40%", err: "is either not a non-negative number"},
	{name: "testParseNewStyleResourceWithPercentagesVcoresNegativeWithMoreSpaces", input: "vcores = -75%, memory-mb = 40%", err: "is either not a non-negative number"},
	{name: "testParseNewStyleResourceWithPercentagesMemoryNegativeWithMoreSpaces", input: "vcores = 75%, memory-mb = -40%", err: "is either not a non-negative number"},
	{name: "testParseNewStyleResourceWithPercentagesCustomResourceNegativeWithSpaces", input: " vcores = 2 , memory-mb = 5120 , test1 = -4 ", types: resTest1Types, err: "Invalid value of test1"},
}

// resNewStyle: §5.1 and §5.2.
var resNewStyle = []resourceCase{
	{name: "empty", input: "", msg: "Error reading resource config--the resource string is empty."},
	{name: "blank", input: " \t\n", msg: "Error reading resource config--the resource string is empty."},
	{name: "max without vcores", input: "memory-mb=4096", missing: resMax, want: resource.Resource{4096, -1}, style: StyleNewAbsolute, quirks: QuirkVCoresMissingMax},
	{name: "max without vcores custom", input: "memory-mb=4096", missing: resMax, types: resGPUTypes, want: resource.Resource{4096, -1, resMax}, quirks: QuirkVCoresMissingMax},
	{name: "min without vcores", input: "memory-mb=4096", want: resource.Resource{4096, 0}},
	{name: "max without memory", input: "vcores=4", missing: resMax, want: resource.Resource{resMax, 4}},
	{name: "negative before unknown name", input: "foo=-1", msg: "Invalid value of foo: -1, value should not be negative!"},
	{name: "negative printed as parsed", input: "memory-mb=-05", msg: "Invalid value of memory-mb: -5, value should not be negative!"},
	{name: "minus zero", input: "memory-mb=-0, vcores=0", want: resource.Resource{0, 0}},
	{name: "unknown name", input: "memory=1024", msg: `Error reading resource config--invalid resource definition: memory=1024. The resource name, "memory" was not recognized. Please check the value of yarn.resource-types in the Resource Manager's configuration files.`},
	{name: "names are case-sensitive", input: "Memory-mb=1024", err: `The resource name, "Memory-mb" was not recognized`},
	{name: "empty name", input: "=5", err: `The resource name, "" was not recognized`},
	{name: "empty piece", input: "a=1,,b=2", types: resource.WithCustom("a", "b"), msg: "Error reading resource config--invalid resource definition: a=1,,b=2. Every resource must be of the form: name=value."},
	{name: "empty piece after unknown name", input: "a=1,,b=2", err: `The resource name, "a" was not recognized`},
	{name: "empty piece known names", input: "memory-mb=1,,vcores=2", err: "Every resource must be of the form: name=value."},
	{name: "blank piece", input: "memory-mb=1, ,vcores=2", err: "Every resource must be of the form: name=value."},
	{name: "empty value", input: "memory-mb=", err: "Every resource must be of the form: name=value."},
	{name: "double equals", input: "memory-mb==5", err: "Every resource must be of the form: name=value."},
	{name: "two equals", input: "memory-mb=1=2", err: "Every resource must be of the form: name=value."},
	{name: "lone equals", input: "=", err: "Every resource must be of the form: name=value."},
	{name: "trailing comma", input: "memory-mb=1024, vcores=2,", want: resource.Resource{1024, 2}},
	{name: "trailing commas", input: "memory-mb=1024, vcores=2,,,", want: resource.Resource{1024, 2}},
	{name: "leading comma", input: ",memory-mb=1024", err: "Every resource must be of the form: name=value."},
	{name: "units rejected", input: "memory-mb=1024mb", msg: `Error reading resource config--invalid resource definition: memory-mb=1024mb. The resource values must all be integers. "1024mb" is not an integer.`},
	{name: "decimal rejected", input: "memory-mb=1.5", err: `"1.5" is not an integer.`},
	{name: "plus sign", input: "memory-mb=+5, vcores=2", want: resource.Resource{5, 2}},
	{name: "arabic-indic digits", input: "memory-mb=١٠٢٤, vcores=٢", want: resource.Resource{1024, 2}},
	{name: "long overflow", input: "memory-mb=9223372036854775808", err: `"9223372036854775808" is not an integer.`},
	{name: "long max", input: "memory-mb=9223372036854775807, vcores=1", want: resource.Resource{resMax, 1}},
	{name: "vcores clamped", input: "memory-mb=1, vcores=2147483648", want: resource.Resource{1, math.MaxInt32}, quirks: QuirkVCoresClamped},
	{name: "vcores long max clamped", input: "vcores=9223372036854775807", missing: resMax, want: resource.Resource{resMax, math.MaxInt32}, quirks: QuirkVCoresClamped},
	{name: "vcores int max", input: "memory-mb=1, vcores=2147483647", want: resource.Resource{1, math.MaxInt32}},
	{name: "custom not clamped", input: "yarn.io/gpu=9223372036854775807", types: resGPUTypes, want: resource.Resource{0, 0, resMax}},
	{name: "duplicate name last wins", input: "vcores=1, memory-mb=2, vcores=3", want: resource.Resource{2, 3}, quirks: QuirkDuplicateName},
	{name: "duplicate percent", input: "vcores=10%, vcores=50%", cluster: resCluster, want: resource.Resource{10240, 2}, quirks: QuirkDuplicateName},
	{name: "mixed forms", input: "memory-mb=50%, vcores=2", err: `"2" is either not a non-negative number or does not include the '%' symbol.`},
	{name: "percent in name only", input: "memory-mb%=5", err: `"5" is either not a non-negative number`},
	{name: "percent value before name", input: "foo=x%", err: `"x%" is either not a non-negative number`},
	{name: "negative percent before name", input: "foo=-1%", err: `"-1%" is either not a non-negative number`},
	{name: "unknown percent name", input: "gpu=50%", err: `The resource name, "gpu" was not recognized`},
	{name: "percent spaces", input: " vcores = 75 % ", cluster: resCluster, want: resource.Resource{10240, 3}, style: StyleNewPercent},
	{name: "percent over 100", input: "memory-mb=150%", cluster: resCluster, want: resource.Resource{15360, 4}},
	{name: "percent with suffix junk", input: "memory-mb=50%x", err: `"50%x" is either not a non-negative number`},
	{name: "slash names", input: "memory-mb=1024, vcores=2, yarn.io/gpu=1", missing: resMax, types: resGPUTypes, want: resource.Resource{1024, 2, 1}},
	{name: "slash name missing max", input: "memory-mb=1024, vcores=2", missing: resMax, types: resGPUTypes, want: resource.Resource{1024, 2, resMax}},
	{name: "slash name percent", input: "yarn.io/gpu=50%", types: resGPUTypes, cluster: resCluster3, want: resource.Resource{10240, 4, 4}},
	{name: "slash name case-sensitive", input: "yarn.io/GPU=1", types: resGPUTypes, err: `The resource name, "yarn.io/GPU" was not recognized`},
}

// resOldPercent: §5.3.
var resOldPercent = []resourceCase{
	{name: "150 percent", input: "150%", cluster: resCluster, want: resource.Resource{15360, 6}},
	{name: "minus zero percent", input: "-0%", cluster: resCluster, want: resource.Resource{0, 0}},
	{name: "leading point rejected", input: ".5%", msg: "Invalid percentage: .5%"},
	{name: "exponent rejected", input: "1e2%", msg: "Invalid percentage: 1e2%"},
	{name: "keyword without comma", input: "50% memory", msg: "Invalid percentage: 50% memory"},
	{name: "message lower-cased", input: "50% Memory", msg: "Invalid percentage: 50% memory"},
	{name: "single negative", input: "-5%", msg: "Invalid percentage: -5%, percentage should not be negative!"},
	{name: "single trailing comma", input: "50%,", cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "leading empty piece", input: ",50%", msg: "Missing resource: memory"},
	{name: "vcores keyword", input: "50% memory, 50% vcores", msg: "Missing resource: cpu"},
	{name: "mem keyword", input: "50% mem, 50% cpu", msg: "Missing resource: memory"},
	{name: "trailing space after keyword", input: "50% memory x, 50% cpu", msg: "Invalid percentage of memory: 50% memory x"},
	{name: "vertical tab is space", input: "50%\vmemory, 50%\vcpu", cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "extra pieces", input: "50% memory, 50% cpu, 10% gpu", cluster: resCluster, want: resource.Resource{5120, 2}, quirks: QuirkExtraPieces},
	{name: "empty middle piece", input: "50% memory,, 50% cpu", cluster: resCluster, want: resource.Resource{5120, 2}},
	{name: "custom zeroed", input: "50% memory, 50% cpu, 10% yarn.io/gpu", types: resGPUTypes, cluster: resCluster3, want: resource.Resource{5120, 2, 0}, quirks: QuirkExtraPieces | QuirkCustomZeroed},
	{name: "single percent keeps custom", input: "25%", types: resGPUTypes, cluster: resCluster3, want: resource.Resource{2560, 1, 2}},
	{name: "huge percent", input: "1" + strings.Repeat("0", 400) + "%", cluster: resCluster, want: resource.Resource{resMax, math.MaxInt32}},
}

// resOldAbsolute: §5.4.
var resOldAbsolute = []resourceCase{
	{name: "thousands separator", input: "1,024 mb, 2 vcores", want: resource.Resource{24, 2}, quirks: QuirkWordSeparated | QuirkThousandsSeparator},
	{name: "thousands separator two pieces", input: "2 vcores 1,024 mb", want: resource.Resource{24, 2}, quirks: QuirkThousandsSeparator | QuirkUnitSuffix},
	{name: "semicolon", input: "1024 mb; 2 vcores", want: resource.Resource{1024, 2}, quirks: QuirkWordSeparated},
	{name: "and", input: "1024 mb and 2 vcores", want: resource.Resource{1024, 2}, quirks: QuirkWordSeparated},
	{name: "double comma", input: "1024 mb,, 2 vcores", want: resource.Resource{1024, 2}, quirks: QuirkWordSeparated},
	{name: "trailing comma space", input: "1024 mb, 2 vcores, ", want: resource.Resource{1024, 2}, quirks: QuirkWordSeparated},
	{name: "trailing comma", input: "1024 mb, 2 vcores,", want: resource.Resource{1024, 2}},
	{name: "unit suffix junk", input: "1024 mbs, 2 vcoresx", want: resource.Resource{1024, 2}, quirks: QuirkUnitSuffix},
	{name: "colon labels", input: "memory: 1024 mb, vcores: 2", msg: "Invalid value of memory: memory: 1024 mb"},
	{name: "plus sign", input: "+5 mb, 2 vcores", msg: "Invalid value of memory: +5 mb"},
	{name: "plus sign alone", input: "+5 mb", msg: "Cannot parse resource values from input: +5 mb"},
	{name: "plus sign dropped by fallback", input: "+5 mb 2 vcores", want: resource.Resource{5, 2}, quirks: QuirkWordSeparated},
	{name: "decimal dropped", input: "5120.9 mb, 2 vcores", want: resource.Resource{5120, 2}, quirks: QuirkDecimalDropped},
	{name: "zero decimal kept", input: "5120.00 mb, 2 vcores", want: resource.Resource{5120, 2}},
	{name: "gb unit", input: "1 gb, 2 vcores", msg: "Missing resource: mb"},
	{name: "singular vcore", input: "1024 mb, 2 vcore", msg: "Missing resource: vcores"},
	{name: "spaced unit", input: "1024 m b, 2 vcores", msg: "Missing resource: mb"},
	{name: "custom zeroed", input: "1024 mb, 2 vcores", types: resGPUTypes, want: resource.Resource{1024, 2, 0}, quirks: QuirkCustomZeroed},
	{name: "int max", input: "2147483647 mb, 2 vcores", want: resource.Resource{math.MaxInt32, 2}},
	{name: "int overflow", input: "2147483648 mb, 2 vcores", msg: "Error reading resource config"},
	{name: "int min", input: "-2147483648 mb, 2 vcores", msg: "Invalid value of memory: -2147483648, value should not be negative!"},
	{name: "int underflow", input: "2 vcores, -2147483649 mb", msg: "Error reading resource config"},
	{name: "vcores overflow", input: "1 mb, 99999999999 vcores", msg: "Error reading resource config"},
	{name: "memory checked first", input: "-1 mb, -2 vcores", msg: "Invalid value of memory: -1, value should not be negative!"},
	{name: "minus zero", input: "-0 mb, -0 vcores", want: resource.Resource{0, 0}},
	{name: "ascii digits only", input: "١٠٢٤ mb, 2 vcores", msg: "Invalid value of memory: ١٠٢٤ mb"},
	{name: "vertical tab is space", input: "5120\vmb, 2\vvcores", want: resource.Resource{5120, 2}},
	{name: "dotted capital I", input: "1 İmb 2 vcores", msg: "Missing resource: mb"},
	{name: "only commas", input: ",,", msg: "Cannot parse resource values from input: ,,"},
	{name: "negative token in fallback", input: "-1 mb 2 vcores", msg: "Invalid value of memory: -1, value should not be negative!"},
}

func TestParseResource(t *testing.T) {
	for _, tc := range resourceCases {
		t.Run(tc.name, func(t *testing.T) {
			types := tc.types
			if types == nil {
				types = resource.DefaultResourceTypes
			}
			got, err := ParseResource(tc.input, tc.missing, types)
			if tc.want == nil {
				checkResourceError(t, tc, err)
				return
			}
			if err != nil {
				t.Fatalf("ParseResource(%q) error = %v, want %v", tc.input, err, tc.want)
			}
			checkResourceValue(t, tc, got, types)
		})
	}
}

func checkResourceError(t *testing.T, tc resourceCase, err error) {
	t.Helper()
	var re *ResourceError
	if !errors.As(err, &re) {
		t.Fatalf("ParseResource(%q) error = %v, want a *ResourceError", tc.input, err)
	}
	if tc.msg != "" && re.Msg != tc.msg {
		t.Errorf("ParseResource(%q) error = %q, want %q", tc.input, re.Msg, tc.msg)
	}
	if tc.msg == "" && !strings.Contains(re.Msg, tc.err) {
		t.Errorf("ParseResource(%q) error = %q, want it to contain %q", tc.input, re.Msg, tc.err)
	}
}

func checkResourceValue(t *testing.T, tc resourceCase, got ConfigurableResource, types resource.ResourceTypes) {
	t.Helper()
	if n := len(got.Absolute) + len(got.Percent); n != len(types) {
		t.Errorf("ParseResource(%q) has %d values, want %d", tc.input, n, len(types))
	}
	if res := got.Resolve(tc.cluster); !equalResource(res, tc.want) {
		t.Errorf("ParseResource(%q).Resolve(%v) = %v, want %v", tc.input, tc.cluster, res, tc.want)
	}
	if tc.style != 0 && got.Style != tc.style {
		t.Errorf("ParseResource(%q).Style = %v, want %v", tc.input, got.Style, tc.style)
	}
	if got.Quirks != tc.quirks {
		t.Errorf("ParseResource(%q).Quirks = %b, want %b", tc.input, got.Quirks, tc.quirks)
	}
}

func equalResource(a, b resource.Resource) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestParseResourcePercentValues(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []float64
	}{
		{"half", "50%", []float64{0.5, 0.5}},
		{"java division", "10.9% memory, 50.6% cpu", []float64{10.9 / 100.0, 50.6 / 100.0}},
		{"over 100", "150%", []float64{1.5, 1.5}},
		{"new style default 100", "vcores=25%", []float64{1, 0.25}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseResource(tc.input, 0, resource.DefaultResourceTypes)
			if err != nil || len(got.Percent) != len(tc.want) || got.Absolute != nil {
				t.Fatalf("ParseResource(%q) = %+v, %v, want percentages %v", tc.input, got, err, tc.want)
			}
			for i := range tc.want {
				if got.Percent[i] != tc.want[i] {
					t.Errorf("ParseResource(%q).Percent = %v, want %v", tc.input, got.Percent, tc.want)
				}
			}
		})
	}
}

func TestConfigurableResourceFormat(t *testing.T) {
	tests := []struct {
		name  string
		input string
		types resource.ResourceTypes
		want  string
	}{
		{"old absolute", "1024 mb, 2 vcores", resource.DefaultResourceTypes, "memory-mb=1024, vcores=2"},
		{"custom", "memory-mb=1024, vcores=2, yarn.io/gpu=1", resGPUTypes, "memory-mb=1024, vcores=2, yarn.io/gpu=1"},
		{"old percent", "50% memory, 25% cpu", resource.DefaultResourceTypes, "memory-mb=50%, vcores=25%"},
		{"fractional percent", "10.9% memory, 50.6% cpu", resource.DefaultResourceTypes, "memory-mb=10.9%, vcores=50.6%"},
		{"custom zero percent", "50% memory, 25% cpu", resGPUTypes, "memory-mb=50%, vcores=25%, yarn.io/gpu=0%"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseResource(tc.input, 0, tc.types)
			if err != nil {
				t.Fatalf("ParseResource(%q) error = %v", tc.input, err)
			}
			if got := c.Format(tc.types); got != tc.want {
				t.Errorf("Format() = %q, want %q", got, tc.want)
			}
		})
	}
}
