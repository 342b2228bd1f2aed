#!/bin/sh
# Installs Microsoft's SARIF validator (the npm package
# @microsoft/sarif-multitool, a self-contained .NET program; no .NET runtime
# needed) into .tools/sarif of the repository, and prints the path of the
# executable to give the tests as FAIRSCHED_SARIF_VALIDATOR:
#
#   FAIRSCHED_SARIF_VALIDATOR=$(scripts/install-sarif-validator.sh) go test ./render
#
# Idempotent: does nothing when the pinned version is already installed.
# Non-interactive (CI, root): needs node and npm, network access to the npm
# registry the first time. Messages go to stderr, only the path to stdout.
# Override the location with FAIRSCHED_TOOLS (default: <repo>/.tools).
#
# With --optional (make test uses it), a machine without Node.js or npm is
# not an error: the script says on stderr that the validator is SKIPPED,
# prints nothing on stdout and exits 0. The SARIF output is still checked
# against the SARIF 2.1.0 JSON Schema by the Go tests.
set -eu

optional=
[ "${1:-}" = --optional ] && optional=1

VERSION=5.7.0 # pinned: bump deliberately, the validator's rules change between releases
PKG=@microsoft/sarif-multitool

repo=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
dir=${FAIRSCHED_TOOLS:-$repo/.tools}/sarif
link=$dir/sarif-multitool

say() { echo "install-sarif-validator: $*" >&2; }

if [ -x "$link" ] && [ "$(cat "$dir/.version" 2>/dev/null)" = "$VERSION" ]; then
	echo "$link"
	exit 0
fi

if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
	if [ -n "$optional" ]; then
		say "SKIPPED: Node.js/npm not found, so Microsoft's SARIF validator does not run; the Go tests still check the SARIF output against the SARIF 2.1.0 JSON Schema"
		exit 0
	fi
	say "npm not found: install Node.js 18 or newer"
	exit 1
fi

say "installing $PKG@$VERSION into $dir"
rm -rf "$dir"
mkdir -p "$dir"
# The platform binary comes in an optional dependency
# (@microsoft/sarif-multitool-linux, -darwin or -win32), so optional
# dependencies must not be omitted. Install scripts stay off: the only one
# makes the binary executable, which the chmod below does.
CI=true npm_config_yes=true npm install --prefix "$dir" --no-audit --no-fund --no-update-notifier \
	--ignore-scripts --include=optional --save-exact --loglevel=error "$PKG@$VERSION" >&2

# The package's index.js resolves the platform package's binary.
bin=$(cd "$dir" && node -p "require('$PKG')")
[ -f "$bin" ] || { say "no validator binary for this platform at $bin"; exit 1; }
chmod u+x "$bin"
ln -sf "${bin#"$dir"/}" "$link" # relative, so the tree can move

# Smoke test: the binary runs here and validates a minimal log.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s\n' '{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"smoke","version":"1","informationUri":"https://example.com"}},"results":[]}]}' >"$tmp/smoke.sarif"
if ! "$link" validate --output "$tmp/out.sarif" "$tmp/smoke.sarif" >"$tmp/log" 2>&1 || [ ! -s "$tmp/out.sarif" ]; then
	cat "$tmp/log" >&2
	say "the validator does not run on this machine"
	exit 1
fi

echo "$VERSION" >"$dir/.version"
say "installed $link"
echo "$link"
