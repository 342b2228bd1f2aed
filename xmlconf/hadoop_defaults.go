package xmlconf

// Hadoop 3.3's fixed values that more than one package needs, declared
// once here, the lowest package that uses them (AllocationConfiguration,
// AllocationFileLoaderService and FSLeafQueue).
const (
	// DefaultMaxAMShare is queueMaxAMShareDefault when the file does not
	// set it, and so the maxAMShare of every queue that sets none: 0.5f.
	// Hadoop holds it for parent queues too, where nothing reads it.
	DefaultMaxAMShare float32 = 0.5
	// DefaultFairSharePreemptionThreshold is
	// defaultFairSharePreemptionThreshold when the file does not set it.
	DefaultFairSharePreemptionThreshold float32 = 0.5
	// MaxAMShareOff is the maxAMShare that turns the AM share check off.
	MaxAMShareOff float32 = -1
	// maxAMShareOffTolerance is how close to -1 a maxAMShare must be to
	// count as -1: FSLeafQueue compares Math.abs(maxAMShare - -1.0f) <
	// 0.0001 in float.
	maxAMShareOffTolerance float32 = 0.0001
)

// AMShareOff reports whether Hadoop reads maxAMShare v as -1, "no AM share
// check", using FSLeafQueue's float comparison.
func AMShareOff(v float32) bool {
	d := v - MaxAMShareOff
	if d < 0 {
		d = -d
	}
	return d < maxAMShareOffTolerance
}
