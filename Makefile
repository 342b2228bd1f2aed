# fairsched — developer and CI entry points. `make demo` and `make test` are
# the two commands a new user needs.

GO       ?= go
BIN      := bin/fairsched
EXAMPLE  := testdata/fair-scheduler/example/fair-scheduler.xml
FUZZTIME ?= 20s
PKGS     := ./...
# build and install make a static binary, which starts faster: pflag imports
# net, which otherwise links libc through cgo, and loading it costs every run
# a few milliseconds. (The tests keep cgo: -race needs it.)
STATIC   := CGO_ENABLED=0
# actionlint, run like staticcheck: pinned, through the Go module proxy
ACTIONLINT_VERSION := v1.7.12

.PHONY: bench-compare install fetch-list staticcheck actionlint tidy-check sarif-validator build test demo fuzz bench docs check-docs update-golden vet fmt-check check-imports check clean

build:
	$(STATIC) $(GO) build -o $(BIN) .

## install: put fairsched in $(go env GOPATH)/bin, from this clone
install:
	$(STATIC) $(GO) install .

## test: formatting, vet, import direction, the workflows (actionlint), and
## every test with the race detector. The SARIF output of every rule fixture
## is checked against the SARIF 2.1.0 JSON Schema (Go only) and, when
## Node.js is there, with Microsoft's validator, which this target installs
## (npm) if needed; without Node.js that check is SKIPPED, with a message.
## The Kerberos tests run against a real MIT KDC, whose Debian packages this
## target installs (apt-get, as root) if needed; without them those tests
## are SKIPPED, with a message
test: fetch-list fmt-check tidy-check vet staticcheck check-imports actionlint
	@./scripts/install-krb5.sh --optional
	@validator=$$(./scripts/install-sarif-validator.sh --optional) || exit 1; \
	echo "FAIRSCHED_SARIF_VALIDATOR=$$validator $(GO) test -race -count=1 $(PKGS)"; \
	FAIRSCHED_SARIF_VALIDATOR=$$validator $(GO) test -race -count=1 $(PKGS)

## fetch-list: what `make test` downloads when it is not there yet
fetch-list:
	@echo "make test downloads, when missing: the Go modules listed in go.sum (via GOPROXY);"
	@echo "  honnef.co/go/tools@v0.8.2 (staticcheck, via GOPROXY);"
	@echo "  github.com/rhysd/actionlint@$(ACTIONLINT_VERSION) (actionlint, via GOPROXY);"
	@echo "  @microsoft/sarif-multitool@5.7.0 (npm, into .tools/sarif; only when Node.js is installed)"
	@echo "  Debian's krb5-kdc, krb5-admin-server and krb5-user (apt-get, as root; for the tests against a real KDC)"

sarif-validator:
	./scripts/install-sarif-validator.sh >/dev/null

## actionlint: checks .github/workflows and action.yml's workflow use;
## pinned, fetched through the Go module proxy on first use
actionlint:
	$(GO) run github.com/rhysd/actionlint/cmd/actionlint@$(ACTIONLINT_VERSION) -color=false

## demo: lint the bundled example, print its queue tree and its fair shares
demo: build
	@echo '$$ fairsched lint $(EXAMPLE)'
	@./$(BIN) lint $(EXAMPLE) || echo "(exit status $$?: the example has deliberate errors)"
	@echo
	@echo '$$ fairsched tree $(EXAMPLE)'
	@./$(BIN) tree $(EXAMPLE)
	@echo
	@echo '$$ fairsched shares $(EXAMPLE) --cluster "16384 mb, 16 vcores" --active parentA.childA1,parentA.childA2,parentB.childB1'
	@./$(BIN) shares $(EXAMPLE) --cluster "16384 mb, 16 vcores" --active parentA.childA1,parentA.childA2,parentB.childB1

## FUZZ: every fuzz target, as package:Target (a new parser's target goes here)
FUZZ = \
	xmlconf:FuzzParse \
	xmlconf:FuzzParseResource \
	xmlconf:FuzzDeclMatchers \
	core/clusterspec:FuzzParseCluster \
	xmlconf:FuzzParseResourceIn \
	xmlconf:FuzzParseRelease \
	compute:FuzzShares \
	fair/place:FuzzCreatedAtSubmission \
	analysis/convert:FuzzConvert \
	lint:FuzzParseConfig \
	analysis/compare:FuzzCompare \
	lint:FuzzLint \
	lint:FuzzQuote \
	cmd:FuzzCLI \
	core/yarnsite:FuzzParse \
	core/submissions:FuzzParse \
	fair/place:FuzzPlace \
	capacity/csplace:FuzzPlace \
	fair/simulate:FuzzSimulate \
	rm/rmrest:FuzzDecodeSchedConf \
	capacity/capsim:FuzzCapacitySim \
	analysis/diff:FuzzCompare \
	rm/rmrest:FuzzDecodeScheduler \
	rm/rmrest:FuzzDecodeXML \
	rm/rmrest:FuzzDecodeApps \
	rm/rmrest:FuzzDecodeSchedulerConf \
	rm/rmrest:FuzzDecodeCapacityScheduler \
	analysis/drift:FuzzCompare \
	core/yarnsite:FuzzPlain \
	xmlconf:FuzzTokenizers \
	core/xmltok:FuzzUTF16Cols \
	core/xmltok:FuzzPlainText \
	core/xmltok:FuzzTokenizerPositions \
	capacity:FuzzRead \
	capacity:FuzzFigures \
	internal/archcheck:FuzzReadMap \
	cmd:FuzzRootElement

## fuzz: run every fuzz target of FUZZ for FUZZTIME each
fuzz:
	@for t in $(FUZZ); do \
		echo "$(GO) test ./$${t%%:*} -fuzz ^$${t#*:}\$$ -fuzztime $(FUZZTIME)"; \
		$(GO) test ./$${t%%:*} -run '^$$' -fuzz "^$${t#*:}$$" -fuzztime $(FUZZTIME) || exit 1; \
	done

## bench: Go benchmarks, then start-up against an empty Go program and
## lint/shares against xmllint on generated allocation files and
## capacity-scheduler.xml files
bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./xmlconf ./core/yarnsite ./capacity ./compute ./cmd ./fair/place ./fair/simulate ./capacity/capsim
	./scripts/bench.sh
	./scripts/bench-capacity.sh
	./scripts/bench-place.sh
	./scripts/bench-simulate.sh
	./scripts/bench-diff.sh

## bench-compare: lint and shares of revision REV against the working tree
## on every generated file shape, with xmllint as the yardstick
bench-compare:
	@test -n "$(REV)" || { echo "usage: make bench-compare REV=<git revision>" >&2; exit 2; }
	./scripts/bench-compare.sh $(REV)

## docs: regenerate docs/rules.md from the rule registry
docs: build
	./$(BIN) rules --markdown > docs/rules.md

update-golden:
	$(GO) test ./render ./cmd ./fair/place -update  # review the diff (README demo included) before committing

vet:
	$(GO) vet $(PKGS)

## staticcheck: pinned, fetched through the Go module proxy on first use
staticcheck:
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 $(PKGS)

fmt-check:
	@out=$$(gofmt -l . | grep -v '^\.tools/' || true); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## tidy-check: go.mod and go.sum say exactly what the code uses
tidy-check:
	$(GO) mod tidy -diff

## check-imports: every import is one ARCHITECTURE.md allows, and every doc.go says so
check-imports:
	@./scripts/check-imports.sh

check: test

clean:
	rm -rf bin
