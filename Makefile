# BarGuide: build, test and install.
#   make deps      install the missing Debian packages (only those), via sudo when not root
#   make search Q='…'   build release and run a real search on the embedded default database
#   make test      deps, then swift test, the fault script, the MCP end-to-end test (Python SDK
#                  client) and the browse end-to-end test (tmux)
#   make install   install the release binary, its man page and shell completions under $(PREFIX)
#   make bench     build release and run the benchmarks (Benchmarks/README.md)
#   make tables    regenerate every generated source file from its inputs (installed first)
#   make check-tables   regenerate, and fail when a committed generated file differs

PREFIX ?= /usr/local
DEBS   := libsqlite3-dev libstemmer-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
# `browse`'s end-to-end test drives the terminal interface inside tmux.
DEBS   += tmux
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The search path pays process start-up on every call: link one fully static executable
# (Swift runtime, libstdc++, SQLite, libstemmer and glibc), so that no dynamic loader runs.
# Concrete generic metadata is reached through accessor calls rather than by demangling a
# mangled name at run time, which every search would pay for.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -static-executable \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	--disable-local-rpath
Q ?= скрыть строку состояния

.PHONY: deps build release search test install bench clean tables check-tables

# The MCP end-to-end test's client (the official Python SDK) lives in a virtual environment
# under .build/, made once and reused; it never touches the system Python. Debian's python3
# needs python3-venv for it, and the man page test renders with groff (groff-base).
DEBS += python3-venv groff-base
MCP_VENV := .build/mcp-venv
MCP_PYTHON := $(shell [ -x /usr/bin/python3 ] && echo /usr/bin/python3 || echo python3)

deps:
	@missing=""; \
	for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	swift build

release: deps
	swift build $(RELEASE_FLAGS)

search: release
	.build/release/barguide search "$(Q)"

test: deps $(MCP_VENV)/.installed
	swift test
	swift build
	Tests/fault/run.sh .build/debug/barguide
	$(MCP_VENV)/bin/python Tests/e2e/mcp_client_test.py .build/debug/barguide
	python3 Tests/e2e/browse_tmux.py --binary .build/debug/barguide

# Reinstalled only when the pinned requirements change.
$(MCP_VENV)/.installed: Tests/e2e/requirements.txt | deps
	@[ -x $(MCP_VENV)/bin/python ] || $(MCP_PYTHON) -m venv $(MCP_VENV)
	$(MCP_VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/e2e/requirements.txt
	@touch $@

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/barguide $(DESTDIR)$(PREFIX)/bin/barguide
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	.build/release/barguide man > $(DESTDIR)$(PREFIX)/share/man/man1/barguide.1
	.build/release/barguide completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/barguide
	.build/release/barguide completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_barguide
	.build/release/barguide completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/barguide.fish

clean:
	swift package clean

# Benchmarks at scale (~50 MB generated corpus) against sqlite3 and grep; see Benchmarks/README.md.
bench: release
	python3 Benchmarks/run.py --binary .build/release/barguide

# Generated sources (Sources/BarGuideText/tools/README.md, Sources/BarGuideKit/Learned/tools/README.md)
# and their inputs: Debian's OpenCC dictionaries and tool, jieba's dictionary, Debian's Python (its
# unicodedata), the glossary, the seed texts and the held-out texts of Tests/heldout. The build
# needs none of them: the outputs are committed.
TABLE_DEBS := opencc libopencc-data python3-jieba python3
TABLE_TOOLS := Sources/BarGuideText/tools
GENERATED := Sources/BarGuideText/HanFoldTable.swift Sources/BarGuideText/HanDisplayTable.swift \
	Sources/BarGuideText/HanFoldBits.swift Sources/BarGuideText/HanWordTable.swift \
	Sources/BarGuideKit/Model/BarNamesTable.swift Sources/BarGuideKit/Learned/FallbackWeights.swift

tables: deps
	@$(MAKE) --no-print-directory deps DEBS="$(TABLE_DEBS)"
	/usr/bin/python3 $(TABLE_TOOLS)/make_fold_table.py
	/usr/bin/python3 $(TABLE_TOOLS)/make_fold_bits.py
	/usr/bin/python3 $(TABLE_TOOLS)/make_word_table.py
	@# the learned fallback's weights, trained on Tests/heldout (pure Python: the same on any machine)
	/usr/bin/python3 Sources/BarGuideKit/Learned/tools/make_fallback_weights.py
	@# The test writes BarNamesTable.swift from the glossary, then compares the compiled table
	@# with it: when the file changed, that comparison fails until a second run rebuilds it.
	BARGUIDE_UPDATE_GOLDEN=1 swift test --filter BarNamesTests || swift test --filter BarNamesTests

check-tables: tables
	@git diff --exit-code --stat -- $(GENERATED) || \
	  { echo "check-tables: the committed generated files differ from what their generators produce (make tables)" >&2; exit 1; }
	@echo "check-tables: the committed generated files are what their generators produce"
