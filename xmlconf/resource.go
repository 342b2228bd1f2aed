package xmlconf

import (
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
)

// ResourceError is Hadoop's AllocationConfigurationException for a resource
// string. Msg is Hadoop's message word for word (parsing.md §5), so that
// diagnostics can quote what the ResourceManager would log.
type ResourceError struct {
	Msg string
	// UnknownType is the resource type name Hadoop did not recognise, when
	// that is the problem.
	UnknownType string
}

// Error returns Hadoop's message.
func (e *ResourceError) Error() string { return e.Msg }

// Hadoop's messages that are used in more than one place.
const (
	msgEmpty        = "Error reading resource config--the resource string is empty."
	msgRuntime      = "Error reading resource config"
	msgInvalidPrefx = "Error reading resource config--invalid resource definition: "
	msgNegative     = ", value should not be negative!"
)

// Java's \s and \d are ASCII-only; Go's \s lacks the vertical tab.
const javaSpace = `[ \t\n\x0B\f\r]*`

// wordPattern is Hadoop's fallback tokenizer for old-style absolute values.
var wordPattern = lazyRegexp(`-?[0-9]+(?:\.[0-9]*)?` + javaSpace + `[a-z]+` + javaSpace)

func resourceErr(msg string) error { return &ResourceError{Msg: msg} }

// definitionErr prefixes msg with Hadoop's "invalid resource definition"
// text naming the whole value.
func definitionErr(value, msg string) error {
	return resourceErr(msgInvalidPrefx + value + ". " + msg)
}

func negativeErr(label string, n int64) error {
	return resourceErr("Invalid value of " + label + ": " + strconv.FormatInt(n, 10) + msgNegative)
}

// ParseResource reads a resource string the way Hadoop 3.3's
// FairSchedulerConfiguration.parseResourceConfigValue does (parsing.md §5):
// "name=value, ..." (new style, absolute or percentages), "50%" or
// "50% memory, 25% cpu" (old-style percentage), "1024 mb, 2 vcores"
// (old-style absolute). The caller has already trimmed value as Java does.
// missing is the value of resource types a new-style absolute string does
// not name: 0 for minResources, math.MaxInt64 for the maximum elements.
// types must start with memory-mb and vcores; a shorter list is treated as
// DefaultResourceTypes. A rejected value yields a *ResourceError carrying
// Hadoop's message.
func ParseResource(value string, missing int64, types resource.ResourceTypes) (ConfigurableResource, error) {
	if len(types) < 2 {
		types = resource.DefaultResourceTypes
	}
	switch {
	case javanum.JavaTrim(value) == "":
		return ConfigurableResource{}, resourceErr(msgEmpty)
	case strings.Contains(value, "="):
		return parseNewStyle(value, missing, types, false)
	case strings.Contains(value, "%"):
		return parseOldPercent(value, types)
	}
	return parseOldAbsolute(value, types)
}

// parseNewStyle reads "name=value, ..." (§5.2). Once a '%' appears anywhere,
// every value must be a percentage and unnamed types stay at 100%. legacy
// is Hadoop 3.2's reader: negative absolute values are accepted, a
// percentage is the first "N%" found anywhere in the value, and neither a
// repeated name nor vcores above a Java int is marked.
func parseNewStyle(value string, missing int64, types resource.ResourceTypes, legacy bool) (ConfigurableResource, error) {
	c := newStyleStart(strings.Contains(value, "%"), missing, len(types))
	var buf [8]bool // the usual handful of types needs no allocation
	var seen []bool
	if len(types) <= len(buf) {
		seen = buf[:len(types)]
	} else {
		seen = make([]bool, len(types))
	}
	for _, piece := range javaSplit(value, ",") {
		name, v, ok := splitPair(piece)
		if !ok {
			return ConfigurableResource{}, definitionErr(value, "Every resource must be of the form: name=value.")
		}
		i, err := applyNewStyle(&c, value, javanum.JavaTrim(name), javanum.JavaTrim(v), types, legacy)
		if err != nil {
			return ConfigurableResource{}, err
		}
		if seen[i] && !legacy {
			c.Quirks |= QuirkDuplicateName
		}
		seen[i] = true
	}
	if c.Style == StyleNewAbsolute && !seen[1] && c.Absolute[1] != missing {
		c.Quirks |= QuirkVCoresMissingMax
	}
	return c, nil
}

// newStyleStart is the value before any piece is applied: every fraction
// 100%, or every type missing except vcores, which Hadoop's
// createResourceWithSameValue truncates to a Java int ((int) Long.MAX_VALUE
// is -1).
func newStyleStart(asPercent bool, missing int64, n int) ConfigurableResource {
	if asPercent {
		p := make([]float64, n)
		for i := range p {
			p[i] = 1
		}
		return ConfigurableResource{Style: StyleNewPercent, Percent: p}
	}
	r := resource.NewResource(n, missing)
	r[1] = int64(int32(missing))
	return ConfigurableResource{Style: StyleNewAbsolute, Absolute: r}
}

// applyNewStyle sets one name=value piece, checking the value's syntax, then
// its sign (not in 3.2's legacy reader), then the name, in Hadoop's order. It
// returns the type's index.
func applyNewStyle(c *ConfigurableResource, value, name, v string, types resource.ResourceTypes, legacy bool) (int, error) {
	if c.Style == StyleNewPercent {
		f, ok := matchPercent(v, "")
		what := "a non-negative number"
		if legacy {
			f, ok = legacyFindPercent(v, "")
			what = "a number"
		}
		if !ok || (f < 0 && !legacy) {
			return 0, definitionErr(value, `The resource values must all be percentages. "`+v+
				`" is either not `+what+` or does not include the '%' symbol.`)
		}
		i := types.Index(name)
		if i < 0 {
			return 0, unknownNameErr(value, name)
		}
		c.Percent[i] = f
		return i, nil
	}
	n, err := javanum.ParseJavaLong(v)
	if err != nil {
		return 0, definitionErr(value, `The resource values must all be integers. "`+v+`" is not an integer.`)
	}
	if n < 0 && !legacy {
		return 0, negativeErr(name, n)
	}
	i := types.Index(name)
	if i < 0 {
		return 0, unknownNameErr(value, name)
	}
	if i == 1 && n > math.MaxInt32 && !legacy {
		n = math.MaxInt32
		c.Quirks |= QuirkVCoresClamped
	}
	c.Absolute[i] = n
	return i, nil
}

func unknownNameErr(value, name string) error {
	err := definitionErr(value, `The resource name, "`+name+`" was not recognized. Please check the value`+
		` of yarn.resource-types in the Resource Manager's configuration files.`).(*ResourceError)
	err.UnknownType = name
	return err
}

// matchPercent matches s against "N%" followed by unit and returns N/100,
// computed as Java does (Double.parseDouble(N) / 100.0).
func matchPercent(s, unit string) (float64, bool) {
	n, ok := scanPercent(s, unit)
	if !ok {
		return 0, false
	}
	d, err := javanum.ParseJavaDouble(n)
	return d / 100.0, err == nil
}

// parseOldPercent reads "50%" or "50% memory, 25% cpu" (§5.3). Custom types
// get the single percentage, or 0% in the two-keyword form.
func parseOldPercent(value string, types resource.ResourceTypes) (ConfigurableResource, error) {
	pieces := javaSplit(javaLower(value), ",")
	c := ConfigurableResource{Style: StyleOldPercent, Percent: make([]float64, len(types))}
	if len(pieces) == 1 {
		_, f, err := oldPercent(pieces, "")
		if err != nil {
			return ConfigurableResource{}, err
		}
		for i := range c.Percent {
			c.Percent[i] = f
		}
		return c, nil
	}
	mi, mem, err := oldPercent(pieces, "memory")
	if err != nil {
		return ConfigurableResource{}, err
	}
	ci, cpu, err := oldPercent(pieces, "cpu")
	if err != nil {
		return ConfigurableResource{}, err
	}
	c.Percent[0], c.Percent[1] = mem, cpu
	for i, p := range pieces {
		if i != mi && i != ci && javanum.JavaTrim(p) != "" {
			c.Quirks |= QuirkExtraPieces
		}
	}
	if len(types) > 2 {
		c.Quirks |= QuirkCustomZeroed
	}
	return c, nil
}

// oldPercent finds the first piece containing unit and reads it as
// "N% unit". It returns the piece's index and the fraction.
func oldPercent(pieces []string, unit string) (int, float64, error) {
	i := indexContaining(pieces, unit)
	if i < 0 {
		return 0, 0, resourceErr("Missing resource: " + unit)
	}
	p := javanum.JavaTrim(pieces[i])
	f, ok := matchPercent(p, unit)
	switch {
	case !ok && unit == "":
		return 0, 0, resourceErr("Invalid percentage: " + p)
	case !ok:
		return 0, 0, resourceErr("Invalid percentage of " + unit + ": " + p)
	case f < 0:
		return 0, 0, resourceErr("Invalid percentage: " + p + ", percentage should not be negative!")
	}
	return i, f, nil
}

func indexContaining(pieces []string, unit string) int {
	for i, p := range pieces {
		if strings.Contains(p, unit) {
			return i
		}
	}
	return -1
}
