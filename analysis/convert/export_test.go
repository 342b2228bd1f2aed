package convert

// FormatWeight is formatWeight, for the tests of package convert_test.
var FormatWeight = formatWeight
