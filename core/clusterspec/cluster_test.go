package clusterspec

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

var gpuTypes = resource.WithCustom("yarn.io/gpu")

// clusterAccepts are inputs ParseCluster must read, with the amounts
// worked out by hand (memory in MB: 1 GB = 1024 MB).
var clusterAccepts = []struct {
	in    string
	types resource.ResourceTypes
	want  resource.Resource
}{
	{"16384 mb, 16 vcores", nil, resource.Resource{16384, 16}},
	{"16384mb,16vcores", nil, resource.Resource{16384, 16}},
	{"  16384 MB ,  16 VCores ", nil, resource.Resource{16384, 16}},
	{"400 GB, 100 vcores", nil, resource.Resource{409600, 100}},
	{"400 gib, 1 vcore", nil, resource.Resource{409600, 1}},
	{"1.5 TiB, 64 vcores", nil, resource.Resource{1572864, 64}},
	{"0.5 gb, 1 vcores", nil, resource.Resource{512, 1}},
	{"2 PB, 1 vcores", nil, resource.Resource{2 << 30, 1}},
	{"memory-mb=400Gi,vcores=100", nil, resource.Resource{409600, 100}},
	{"memory-mb=400 GiB, vcores=100", nil, resource.Resource{409600, 100}},
	{"memory-mb=16384,vcores=16", nil, resource.Resource{16384, 16}},
	{"vcores=16, memory-mb=1Ti", nil, resource.Resource{1 << 20, 16}},
	{"memory-mb=8192,vcores=8,yarn.io/gpu=4", gpuTypes, resource.Resource{8192, 8, 4}},
	{"8192 mb, 8 vcores, yarn.io/gpu=4", gpuTypes, resource.Resource{8192, 8, 4}}, // as fairsched prints it
	{"8192 mb, 8 vcores", gpuTypes, resource.Resource{8192, 8, 0}},                // custom types left out are 0
	{"1.0 mb, 2.00 vcores", nil, resource.Resource{1, 2}},
	{"1.500 GB, 2 vcores", nil, resource.Resource{1536, 2}},
	{"9223372036854775807 mb, 2147483647 vcores", nil, resource.Resource{9223372036854775807, 2147483647}},
}

// clusterRejects are inputs ParseCluster must refuse, with a fragment of
// the message that tells the user what to do.
var clusterRejects = []struct {
	in    string
	types resource.ResourceTypes
	want  string
}{
	{"409,600 mb, 100 vcores", nil, `"409,600" looks like a number with a thousands separator; commas separate resources, so write 409600`},
	{"1,048,576 mb, 8 vcores", nil, "write 1048576"},
	{"409, 600 mb, 100 vcores", nil, `"409,600" looks like`},
	{"409 600 mb, 100 vcores", nil, "separator inside a number; write the digits together, e.g. 409600mb"},
	{"409_600 mb, 100 vcores", nil, "separator inside a number; write the digits together, e.g. 409600mb"},
	{"409'600 mb, 100 vcores", nil, "separator inside a number"},
	{"409.600 mb, 100 vcores", nil, `"409.600 mb" is ambiguous: a period before three digits may separate thousands; write 409600`},
	{"4096 mb, 1.000 vcores", nil, "is ambiguous"},
	{"memory-mb=4.096,vcores=4", nil, "is ambiguous"},
	{"4096 mb", nil, "no vcores: a cluster size needs both memory and vcores"},
	{"16 vcores", nil, "no memory-mb"},
	{"memory-mb=4096", nil, "no vcores"},
	{"0 mb, 4 vcores", nil, "memory-mb must be positive"},
	{"4096 mb, 0 vcores", nil, "vcores must be positive"},
	{"4096 mb, -4 vcores", nil, "vcores must be positive"},
	{"memory-mb=-1,vcores=4", nil, "memory-mb must be positive"},
	{"memroy-mb=5,vcores=4", nil, `unknown resource type "memroy-mb"; did you mean "memory-mb"?`},
	{"memory=5,vcores=4", nil, `did you mean "memory-mb"?`},
	{"Memory-MB=5,vcores=4", nil, `did you mean "memory-mb"?`},
	{"memory-mb=5,vcores=4,yarn.io/gpu=2", nil, "--resource-types yarn.io/gpu, or \"resourceTypes\": [\"yarn.io/gpu\"] in .fairsched.json"},
	{"memory-mb=5,vcores=4,yarn.io/gpus=2", gpuTypes, `did you mean "yarn.io/gpu"?`},
	{"4096 mb, 4 vcroes", nil, `unknown unit "vcroes"; did you mean "4 vcores"?`},
	{"100 GB, 50 vc", nil, `unknown unit "vc"; did you mean "50 vcores"?`},
	{"100 GB, 50 vcpus", nil, `unknown unit "vcpus"; did you mean "50 vcores"?`},
	{"100 GB, 50 cores", nil, `unknown unit "cores"; did you mean "50 vcores"?`},
	{"100 GB, 50 vcores, 8 gpus", gpuTypes, `unknown unit "gpus"; did you mean "yarn.io/gpu=8"?`},
	{"100 gigs, 50 vcores", nil, `unknown unit "gigs"; did you mean "100 GiB"?`},
	{"4096 megs, 4 vcores", nil, `unknown unit "megs"`},
	{"4096, 4 vcores", nil, `"4096" has no unit`},
	{"50%", nil, "is a percentage"},
	{"memory-mb=50%,vcores=4", nil, "is a percentage"},
	{"4096 mb,, 4 vcores", nil, "empty item between commas"},
	{"4096 mb, 4 vcores,", nil, "empty item between commas"},
	{"", nil, "the cluster size is empty"},
	{"   ", nil, "the cluster size is empty"},
	{"4096 mb, 2048 mb, 4 vcores", nil, "memory-mb is given twice"},
	{"4096 mb, memory-mb=4096, 4 vcores", nil, "memory-mb is given twice"},
	{"0.5 mb, 4 vcores", nil, "not a whole number of MB"},
	{"4096 mb, 1.5 vcores", nil, "not a whole number of vcores"},
	{"9223372036854775808 mb, 4 vcores", nil, "too large"},
	{"9007199254740992 gb, 4 vcores", nil, "too large"},
	{"4096 mb, 2147483648 vcores", nil, "vcores are at most 2147483647"},
	{"1.2.3 mb, 4 vcores", nil, "is not a number"},
	{"mb, 4 vcores", nil, "does not start with an amount"},
	{"memory-mb=,vcores=4", nil, "is not an amount"},
	{"memory-mb=4096,vcores=4 cores", nil, "vcores is a count and takes no unit"},
	{"memory-mb=4096,vcores=4Gi", nil, "vcores is a count and takes no unit"},
	{"memory-mb=4096 lots,vcores=4", nil, `unknown unit "lots"`},
}

func TestParseClusterAccepts(t *testing.T) {
	for _, tc := range clusterAccepts {
		got, err := ParseCluster(tc.in, tc.types)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseCluster(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestParseClusterRejects(t *testing.T) {
	for _, tc := range clusterRejects {
		got, err := ParseCluster(tc.in, tc.types)
		if err == nil {
			t.Errorf("ParseCluster(%q) = %v, want an error containing %q", tc.in, got, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCluster(%q) error:\n got: %s\nwant: …%s…", tc.in, err, tc.want)
		}
	}
}

// FuzzParseCluster checks that ParseCluster never panics, and that what it
// accepts is a positive memory and vcores, and reads back the same when
// printed the way fairsched prints resources.
func FuzzParseCluster(f *testing.F) {
	for _, tc := range clusterAccepts {
		f.Add(tc.in)
	}
	for _, tc := range clusterRejects {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseCluster(s, gpuTypes)
		if err != nil {
			return
		}
		if len(r) != len(gpuTypes) || r[0] <= 0 || r[1] <= 0 || r[2] < 0 {
			t.Fatalf("ParseCluster(%q) = %v", s, r)
		}
		if r[0] == math.MaxInt64 {
			return // prints as "unlimited"
		}
		back, err := ParseCluster(r.Format(gpuTypes), gpuTypes)
		if err != nil || !slices.Equal(back, r) {
			t.Fatalf("ParseCluster(%q) = %v, but its printed form %q reads as %v, %v", s, r, r.Format(gpuTypes), back, err)
		}
	})
}
