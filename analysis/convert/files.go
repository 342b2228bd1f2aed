package convert

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
)

// The files --output-dir receives.
const (
	CapacityFile = "capacity-scheduler.xml"
	YarnSiteFile = "yarn-site.xml"
	MappingFile  = "mapping-rules.json"
	// SettingsFile says which release the files are for (hadoopVersion)
	// and the cluster's custom resource types: every command reading a
	// file of the directory finds it (as for any .fairsched.json) and
	// reads the files as that release without --hadoop-version.
	SettingsFile = ".fairsched.json"
)

// outputFiles are the files --output-dir may receive, in writing order.
var outputFiles = []string{CapacityFile, YarnSiteFile, MappingFile, SettingsFile}

// settings is the .fairsched.json convert writes.
type settings struct {
	HadoopVersion string   `json:"hadoopVersion"`
	ResourceTypes []string `json:"resourceTypes,omitempty"`
}

// ExistsError is an output file that exists while --force is not given.
type ExistsError struct{ Path string }

// Error names the file and the flag that overwrites it.
func (e *ExistsError) Error() string {
	return e.Path + " exists; pass --force to overwrite it"
}

// NotDirError is an --output-dir that exists and is not a directory, or
// that cannot be created because one of its parents is a file (Parent).
type NotDirError struct {
	Path   string
	Parent bool
}

// Error names the path.
func (e *NotDirError) Error() string {
	if e.Parent {
		return "cannot create " + e.Path + ": a directory above it is a file"
	}
	return e.Path + " exists and is not a directory"
}

// Files renders r as the files of --output-dir, by name.
func Files(r *Result) (map[string][]byte, error) {
	out := map[string][]byte{}
	for name, props := range map[string][]capacity.Property{CapacityFile: r.CapacityScheduler, YarnSiteFile: r.YarnSite} {
		var b bytes.Buffer
		if err := capacity.WriteXML(&b, props); err != nil {
			return nil, err
		}
		out[name] = b.Bytes()
	}
	if r.MappingRules != nil {
		b, err := json.MarshalIndent(r.MappingRules, "", "  ")
		if err != nil {
			return nil, err
		}
		out[MappingFile] = append(b, '\n')
	}
	if r.Release != "" {
		b, err := json.MarshalIndent(settings{HadoopVersion: r.Release, ResourceTypes: r.ResourceTypes}, "", "  ")
		if err != nil {
			return nil, err
		}
		out[SettingsFile] = append(b, '\n')
	}
	return out, nil
}

// WriteFiles writes r's files into dir. Without force it writes nothing
// when any of them exists. Each file is written to a temporary file in dir
// and renamed over the target, so an interrupted run leaves the old file
// whole.
func WriteFiles(dir string, r *Result, force bool) error {
	files, err := Files(r)
	if err != nil {
		return err
	}
	if !force {
		for _, name := range outputFiles {
			path := filepath.Join(dir, name)
			if _, err := os.Lstat(path); err == nil {
				return &ExistsError{Path: path}
			} else if !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	for _, name := range outputFiles {
		if data, ok := files[name]; ok {
			if err := writeAtomic(filepath.Join(dir, name), data); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeAtomic writes data to a temporary file beside path and renames it.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}

// PrepareDir makes dir ready for WriteFiles: it is created, with its
// parents, when missing; a path that exists and is not a directory is
// refused.
func PrepareDir(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return &NotDirError{Path: dir}
	case err == nil:
		return nil
	case errors.Is(err, syscall.ENOTDIR):
		return &NotDirError{Path: dir, Parent: true}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	return os.MkdirAll(dir, 0o755)
}

// Printed is the capacity-scheduler.xml of r as convert prints it without
// --output-dir: with a release marker after the XML declaration
// (hadoop.Marker), which Hadoop ignores and which tells fairsched the
// release, as the .fairsched.json written beside the files does.
func Printed(r *Result) ([]byte, error) {
	var b bytes.Buffer
	if err := capacity.WriteXML(&b, r.CapacityScheduler); err != nil {
		return nil, err
	}
	out := b.Bytes()
	if r.Release == "" {
		return out, nil
	}
	decl, rest, _ := bytes.Cut(out, []byte("\n"))
	return slices.Concat(decl, []byte("\n"+hadoop.Marker(r.Release)+"\n"), rest), nil
}
