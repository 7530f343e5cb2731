# BarGuide: build, test and install.
#   make deps      install the missing Debian packages (only those), via sudo when not root
#   make search Q='…'   build release and run a real search on the embedded default database
#   make test      deps, then swift test
#   make install   install the release binary into $(PREFIX)/bin
#   make bench     build release and run the benchmarks (Benchmarks/README.md)

PREFIX ?= /usr/local
DEBS   := libsqlite3-dev libstemmer-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The search path pays process start-up on every call: link one fully static executable
# (Swift runtime, libstdc++, SQLite, libstemmer and glibc), so that no dynamic loader runs:
# `--version` starts in about 1.4 ms instead of 3.7 ms with shared libraries.
# Concrete generic metadata is reached through accessor calls rather than by demangling a
# mangled name at run time (about 0.8 M instructions per search saved).
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -static-executable \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	--disable-local-rpath
Q ?= скрыть строку состояния

.PHONY: deps build release search test install bench clean

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

test: deps
	swift test

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/barguide $(DESTDIR)$(PREFIX)/bin/barguide

clean:
	swift package clean

# Benchmarks at scale (~50 MB generated corpus) against sqlite3 and grep; see Benchmarks/README.md.
bench: release
	python3 Benchmarks/run.py --binary .build/release/barguide
