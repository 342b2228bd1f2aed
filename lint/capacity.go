package lint

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// CapacityRules are the rules of a capacity-scheduler.xml (Input
// CapacityInput or CapacityClusterInput), sorted by ID.
var CapacityRules = slices.DeleteFunc(slices.Clone(All), func(r *Rule) bool {
	return r.Input != CapacityInput && r.Input != CapacityClusterInput
})

// CapacityExampleCluster is the cluster the Bad and Good examples of the
// Capacity Scheduler's cluster rules are judged on (their docs say so):
// 100 GiB and 100 vcores, with Hadoop's default minimum container.
var CapacityExampleCluster = Cluster{Size: resource.Resource{100 * 1024, 100}, MinContainer: DefaultMinContainer}

// CapacityView is the input of a Capacity Scheduler rule (Pass.Capacity):
// everything it may look at, and the way to report through its Pass.
type CapacityView struct {
	File   string
	Config *capacity.Config
	// Hadoop is the release the file is read as.
	Hadoop hadoop.Profile
	// Types are the cluster's resource types.
	Types resource.ResourceTypes
	// Cluster is the cluster of the CapacityClusterInput rules; nil
	// without one (those rules do not run then).
	Cluster *Cluster

	pass   *Pass             // the pass of the rule that runs, which reports
	shares *[]capacity.Share // on Cluster, computed once per file
	// byName: the configuration has no lines (a ResourceManager's); a
	// finding is positioned by its property's name (PropertyPlace).
	byName bool
	// unread is why the file is no Configuration file at all (the
	// reader's error), and src the file: the input of cs-empty-file and
	// cs-malformed-xml, the only rules that run then (Config is nil).
	unread error
	src    []byte
}

// Report records a finding of the current rule: the fact as the capacity
// package states it, under the rule's ID (its severity is set by the
// driver).
func (p *CapacityView) Report(f diag.Finding) {
	f.File = p.File
	if p.byName {
		f.File, f.Pos = PropertyPlace(p.File, f.Key), xmlconf.Pos{}
	} else if !f.Pos.IsValid() {
		f.Pos = xmlconf.Pos{Line: 1, Col: 1}
	}
	p.pass.add(f)
}

// reportAll reports every finding of fs, which it takes over (the callers
// pass a list made for it). A rule can find something on every queue of a
// large file (90,000 findings on the bench's 100,000-queue file): its first
// list becomes the rule's own, each finding reported in its place (at or
// before its index, after it was read), and room for a later one is made at
// once, since growing the slice one append at a time took 17 fresh arrays
// and 13% of lint's time went to the kernel zeroing their pages.
func (p *CapacityView) reportAll(fs []diag.Finding) {
	if len(*p.pass.out) == 0 {
		*p.pass.out = fs[:0]
	} else {
		*p.pass.out = slices.Grow(*p.pass.out, len(fs))
	}
	for _, f := range fs {
		p.Report(f)
	}
}

// Shares returns the Capacity Scheduler's figures on the pass's cluster,
// computed once for every rule of the file; nil without a cluster.
func (p *CapacityView) Shares() []capacity.Share {
	if p.Cluster == nil {
		return nil
	}
	if *p.shares == nil {
		*p.shares = capacity.Shares(p.Config, p.Cluster.Size, p.Types, p.Cluster.MinContainer)
	}
	return *p.shares
}

// minContainer is the cluster's smallest container (Hadoop's default when
// not given).
func (p *CapacityView) minContainer() resource.Resource {
	if p.Cluster == nil || len(p.Cluster.MinContainer) == 0 {
		return DefaultMinContainer
	}
	return p.Cluster.MinContainer
}

// capacityFactRules are the rules that judge the capacity reader's Facts,
// by kind, with their wordings (each defined beside its rule).
var capacityFactRules = map[capacity.FactKind]struct {
	rule string
	word func(capacity.Fact) (msg, hint string)
}{
	capacity.FactUnknownProperty:           {capacity.CodeUnknownProperty, wordUnknownProperty},
	capacity.FactUnknownQueueProperty:      {capacity.CodeUnknownProperty, wordUnknownProperty},
	capacity.FactUnknownPreemptionProperty: {capacity.CodeUnknownProperty, wordUnknownProperty},
	capacity.FactUnknownTemplateProperty:   {capacity.CodeUnknownProperty, wordUnknownProperty},
	capacity.FactOrphanProperty:            {capacity.CodeOrphanProperty, wordOrphanProperty},
	capacity.FactInvalidBoolean:            {capacity.CodeInvalidBoolean, wordInvalidBoolean},
	capacity.FactUnexpandedVariable:        {capacity.CodeUnreadVariable, wordUnexpandedVariable},
	capacity.FactRootCapacity:              {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactRootLabels:                {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactLeafOnlyOnParent:          {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNotInRelease:              {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactMaxCapacityAbove100:       {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNoMemory:                  {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactVcoresOverflow:            {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNegativeAmount:            {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactEntryWithoutEquals:        {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactUnknownUnit:               {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactSpacedType:                {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactTypeBeforeCustomAmounts:   {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNaNCapacity:               {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactUnrangedQueueSetting:      {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNegativeMaxApplications:   {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactUnrangedAMPercent:         {capacity.CodeIgnoredProperty, wordIgnoredProperty},
	capacity.FactNoRootQueues:              {capacity.CodeNoRootQueues, wordNoRootQueues},
	capacity.FactDuplicateChild:            {capacity.CodeDuplicateChild, wordDuplicateChild},
	capacity.FactReservableParent:          {capacity.CodeReservableParent, wordReservableParent},
	capacity.FactRunningUnderStopped:       {capacity.CodeRunningUnderStopped, wordRunningUnderStopped},
	capacity.FactSameNameLeaves:            {capacity.CodeSameNameLeaves, wordSameNameLeaves},
	capacity.FactNotANumber:                {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactNotALabelWeight:           {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactIllegalWeight:             {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactIllegalCapacity:           {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactIllegalLabelCapacity:      {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactNotAResource:              {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactOutsideResourcePattern:    {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactBadResourceEntry:          {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactWeightMaximum:             {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactUnknownState:              {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactUnknownCalculator:         {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactUnknownPreemptionOrder:    {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactUnreadableValue:           {capacity.CodeInvalidValue, wordInvalidValue},
	capacity.FactChildrenSum:               {capacity.CodeChildrenSum, wordChildrenSum},
	capacity.FactLabelChildrenSum:          {capacity.CodeChildrenSum, wordChildrenSum},
	capacity.FactMinimumSum:                {capacity.CodeChildrenSum, wordChildrenSum},
	capacity.FactWeightUnread:              {capacity.CodeUnsupportedForm, wordUnsupportedForm},
	capacity.FactAbsoluteUnread:            {capacity.CodeUnsupportedForm, wordUnsupportedForm},
	capacity.FactVectorUnread:              {capacity.CodeUnsupportedForm, wordUnsupportedForm},
	capacity.FactUserGroupMapping:          {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactAppNameMapping:            {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactMappingFormat:             {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactMappingJSONSyntax:         {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactMappingJSONRule:           {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactMappingFileUnread:         {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactNoJSONRules:               {capacity.CodeInvalidMapping, wordInvalidMapping},
	capacity.FactLeafOrderingPolicy:        {capacity.CodeOrderingPolicy, wordOrderingPolicy},
	capacity.FactParentOrderingPolicy:      {capacity.CodeOrderingPolicy, wordOrderingPolicy},
	capacity.FactAbsoluteChildOfPercent:    {capacity.CodeMixedModes, wordMixedModes},
	capacity.FactMixedChildModes:           {capacity.CodeMixedModes, wordMixedModes},
	capacity.FactAbsoluteMismatch:          {capacity.CodeMixedModes, wordMixedModes},
	capacity.FactAbsCapacityAboveMaximum:   {capacity.CodeAboveMaximum, wordAboveMaximum},
	capacity.FactMinAboveMaximum:           {capacity.CodeAboveMaximum, wordAboveMaximum},
	capacity.FactMaxAboveParentMaximum:     {capacity.CodeAboveMaximum, wordAboveMaximum},
	capacity.FactGuaranteeAboveMaximum:     {capacity.CodeAboveMaximum, wordAboveMaximum},
}

// wordCapacityFact words one Fact of the capacity reader as a finding of
// the rule that judges it: an error when Hadoop refuses the file for it,
// a warning otherwise, as the reader's own findings are.
func wordCapacityFact(file string, f capacity.Fact) diag.Finding {
	r := capacityFactRules[f.Kind]
	msg, hint := r.word(f)
	sev := Warning
	if f.Refuses {
		sev = Error
	}
	return diag.Finding{File: file, Pos: f.Pos, Rule: r.rule, Queue: f.Queue, Key: f.Key, Severity: sev, Message: msg, Hint: hint, Refuses: f.Refuses}
}

// wordCapacityFacts is the Check of the Capacity Scheduler rules that
// judge the capacity reader's Facts: it words the facts of the kinds the
// rule judges.
func wordCapacityFacts(pass *Pass) {
	p := pass.Capacity
	for _, f := range p.Config.Facts {
		if capacityFactRules[f.Kind].rule == pass.rule.ID {
			p.Report(wordCapacityFact(p.File, f))
		}
	}
}

// CapacityReaderFindings returns what reading c found, in the order the
// reader met it (Hadoop's: the first refusal is the one Hadoop gives): its
// facts, worded by the rules that judge them. It is the one wording of the
// reader's facts for every command.
func CapacityReaderFindings(c *capacity.Config) []diag.Finding {
	return wordFacts(c.File, c.Facts)
}

// wordFacts words each of facts, of the capacity-scheduler.xml called
// file.
func wordFacts(file string, facts []capacity.Fact) []diag.Finding {
	out := make([]diag.Finding, 0, len(facts))
	for _, f := range facts {
		out = append(out, wordCapacityFact(file, f))
	}
	return out
}

// CapacityRefusalsOn returns the reasons the Capacity Scheduler refuses c
// on a cluster of the given size (nil when unknown), worded, in the order
// the reader met them: capacity.Config.RefusalsOn.
func CapacityRefusalsOn(c *capacity.Config, cluster resource.Resource, types resource.ResourceTypes) []diag.Finding {
	return wordFacts(c.File, c.RefusalsOn(cluster, types))
}

// CheckCapacityFile is the lint driver of a capacity-scheduler.xml, beside
// CheckFile: it reads src as release parse.Hadoop's Capacity Scheduler
// does, runs every Capacity Scheduler rule that o enables (the cluster
// rules when j.Cluster is set), gives each finding its rule's severity (or
// the override), applies the file's fairsched:ignore comments and sorts
// the findings. Input that is not a Hadoop Configuration file at all is
// one cs-empty-file or cs-malformed-xml error, and the Config is nil.
func CheckCapacityFile(name string, src []byte, parse xmlconf.Options, j Job) (*capacity.Config, []diag.Finding) {
	prof := parse.Hadoop
	if prof.Version == (hadoop.Version{}) {
		prof = hadoop.DefaultProfile()
	}
	c, err := capacity.Read(name, src, prof)
	if err != nil {
		v := &CapacityView{File: name, Hadoop: prof, Types: parse.Types, unread: err, src: src}
		return nil, Sort(runEach(unreadCapacityRules, j.Options, Pass{File: name, Hadoop: prof, Capacity: v}, false))
	}
	if f := c.Placement.JSONFile.Raw; f != "" && j.MappingFile != nil {
		data, err := j.MappingFile(f)
		c.AddMappingFile(data, err)
	}
	opts := j.Options
	if j.Cluster == nil {
		opts = withoutRules(opts, rulesOf(CapacityClusterInput))
	}
	ds := runCapacity(&CapacityView{File: name, Config: c, Hadoop: prof, Types: parse.Types,
		Cluster: j.Cluster.Resolved(j.Options.YarnSite, parse.Types, prof)}, opts, j.Shares)
	return c, suppressCapacity(name, src, ds, opts)
}

// unreadCapacityRules are the rules that judge input that is no
// Configuration file at all, the only ones CheckCapacityFile runs on it.
var unreadCapacityRules = []*Rule{CSEmptyFile, CSMalformedXML}

// checkEmptyFile is cs-empty-file's Check: a file with no element.
func checkEmptyFile(p *Pass) {
	v := p.Capacity
	if ye := unreadError(v); ye != nil && ye.Kind == yarnsite.NoRoot {
		v.Report(diag.Finding{Message: emptyMessage(v.src), Hint: emptyHint, Refuses: true})
	}
}

// checkMalformedXML is cs-malformed-xml's Check: input Configuration
// cannot parse, at the reader's position when it has one.
func checkMalformedXML(p *Pass) {
	v := p.Capacity
	if v.unread == nil {
		return
	}
	d := diag.Finding{Message: v.unread.Error(), Refuses: true,
		Hint: "fix the XML: a capacity-scheduler.xml is one <configuration> of <property> elements, each with a <name> and a <value>"}
	if ye := unreadError(v); ye != nil {
		if ye.Kind == yarnsite.NoRoot {
			return
		}
		d.Pos, d.Message = ye.Pos, notConfigurationText(ye)+" (Hadoop's Configuration cannot parse it: the ResourceManager does not start)"
	}
	v.Report(d)
}

// unreadError is the reader's error about v's file as a yarnsite.Error,
// nil when it is none.
func unreadError(v *CapacityView) *yarnsite.Error {
	var ye *yarnsite.Error
	if errors.As(v.unread, &ye) {
		return ye
	}
	return nil
}

// NotConfiguration words why a file is no Hadoop Configuration file,
// with its place: how every command says it of a yarn-site.xml, as
// cs-malformed-xml and cs-empty-file say it of a capacity-scheduler.xml.
func NotConfiguration(e *yarnsite.Error) string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, notConfigurationText(e))
	}
	return e.File + ": " + notConfigurationText(e)
}

// notConfigurationText words the kind of e.
func notConfigurationText(e *yarnsite.Error) string {
	switch e.Kind {
	case yarnsite.NoRoot:
		return "not a Hadoop Configuration file: no <configuration> element"
	case yarnsite.WrongRoot:
		return "not a Hadoop Configuration file: the root element is <" + e.Root + ">, want <configuration>"
	}
	return "not well-formed XML: " + e.Detail
}

// emptyHint says what the smallest capacity-scheduler.xml holds.
const emptyHint = "write <configuration> with at least yarn.scheduler.capacity.root.queues, e.g. <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>"

// emptyMessage says that a capacity-scheduler.xml has no element.
func emptyMessage(src []byte) string {
	what := "has no XML element (only whitespace, comments or a prolog)"
	if len(bytes.TrimSpace(src)) == 0 {
		what = "is empty"
	}
	return "the capacity-scheduler.xml " + what + "; Hadoop's Configuration stops with \"Premature end of file.\" and the ResourceManager does not start"
}

// runCapacity runs every enabled Capacity Scheduler rule over the pass's
// file, in ID order, and returns the findings unsorted. The rules share
// one computation of the figures, kept in shares when it is not nil.
func runCapacity(base *CapacityView, o Options, shares *[]capacity.Share) []diag.Finding {
	if shares == nil {
		shares = new([]capacity.Share)
	}
	base.shares = shares
	return runEach(CapacityRules, o, Pass{File: base.File, Hadoop: base.Hadoop, Capacity: base}, false)
}

// suppressCapacity applies the fairsched:ignore comments of a
// capacity-scheduler.xml as SuppressWith does for allocation files (the
// comment silences the element after it, a <property>, or with
// ignore-file the whole file). Only a file that has such a comment is read
// for them.
func suppressCapacity(name string, src []byte, ds []diag.Finding, o Options) []diag.Finding {
	if !bytes.Contains(src, []byte(directiveIgnore)) {
		return Sort(ds)
	}
	comments := xmlconf.Parse(src, xmlconf.Options{})
	return SuppressWith(comments, name, ds, o)
}

// withoutRules returns o with every rule of rs off.
func withoutRules(o Options, rs []*Rule) Options {
	off := make(map[string]bool, len(o.Off)+len(rs))
	for id, v := range o.Off {
		off[id] = v
	}
	for _, r := range rs {
		off[r.ID] = true
	}
	o.Off = off
	return o
}

// CheckCapacityOn is CheckCapacityFile with the rules' default settings,
// on cluster when it is not nil: how convert reads the file it wrote back
// (convert.Input.Check).
func CheckCapacityOn(name string, src []byte, parse xmlconf.Options, cluster resource.Resource) (*capacity.Config, []diag.Finding) {
	var j Job
	if cluster != nil {
		j.Cluster = &Cluster{Size: cluster}
	}
	return CheckCapacityFile(name, src, parse, j)
}
