#!/usr/bin/env bash
# Fault script (issue #13), run by `make test` after `swift test`: a full disk (ulimit -f and a
# small tmpfs), FIFOs, devices, symlinks, foreign files, a leftover journal, signals, locks,
# concurrent first uses and upgrades, read-only directories, invalid rows, verify, a bit flipped
# inside a rule's text (per-row checksums).
# Special files are made with mkfifo/mknod inside a temporary directory, never the real ones.
#
#   Tests/fault/run.sh [BINARY]      (default: .build/debug/barguide)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
B=${1:-$ROOT/.build/debug/barguide}
B=$(cd "$(dirname "$B")" && pwd)/$(basename "$B")
CORPUS=$ROOT/Corpus
FIX=$ROOT/Tests/fault/fixtures
[ -x "$B" ] || { echo "fault: no binary at $B (swift build first)"; exit 1; }
T=$(mktemp -d /tmp/barguide-fault.XXXXXX)
chmod 755 "$T"
MOUNTED=""
cleanup() {
    [ -n "$MOUNTED" ] && umount "$MOUNTED" 2>/dev/null
    chmod -R u+w "$T" 2>/dev/null
    rm -rf "$T"
}
trap cleanup EXIT
export NO_COLOR=1
unset BARGUIDE_DB
export HOME=$T/home XDG_DATA_HOME=$T/xdg
mkdir -p "$HOME"

pass=0 fail=0 skip=0
ok()   { pass=$((pass + 1)); echo "ok    $1"; }
bad()  { fail=$((fail + 1)); echo "FAIL  $1"; [ -n "${2:-}" ] && sed 's/^/      /' <<<"$2" | head -20; }
skipped() { skip=$((skip + 1)); echo "skip  $1"; }
# run CMD…: sets $rc, $out, $err; every run has a timeout (a hang is a failure, not a stall)
run() {
    timeout -k 5 60 "$@" >"$T/.out" 2>"$T/.err"
    rc=$?
    out=$(cat "$T/.out"); err=$(cat "$T/.err")
}
expect() {   # expect NAME CONDITION…
    local name=$1; shift
    if "$@"; then ok "$name"; else bad "$name" "rc=$rc
stdout: ${out:0:600}
stderr: $err"; fi
}
has() { grep -qF -- "$1" <<<"$err$out"; }
temps() { ls -A "$(dirname "$1")" | grep -F ".$(basename "$1").tmp-" || true; }
schema_count() { python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from schema_migrations').fetchone()[0])" "$1"; }
sql() { python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()" "$1" "$2"; }
is_root() { [ "$(id -u)" = 0 ]; }
# As an unprivileged user (root bypasses permissions): directly when not root, else setpriv.
AS_USER=(); is_root && AS_USER=(setpriv --reuid=65534 --regid=65534 --clear-groups)
can_drop() { ! is_root || setpriv --reuid=65534 --regid=65534 --clear-groups "$B" --version >/dev/null 2>&1; }

# A corpus of the seed documents copied N times (hard links), for ingests that take a while.
copies() {
    local dir=$1 n=$2
    mkdir -p "$dir"; cp "$CORPUS"/glossary.json "$CORPUS"/items.json "$dir"/
    for i in $(seq -w 1 "$n"); do
        for f in "$CORPUS"/*.txt; do ln "$f" "$dir/c$i-$(basename "$f")" 2>/dev/null || cp "$f" "$dir/c$i-$(basename "$f")"; done
    done
}
BIG=$T/big; copies "$BIG" 60
SEED=$T/seed.sqlite
"$B" ingest --corpus "$CORPUS" --db "$SEED" >/dev/null || { echo "fault: cannot build the seed database"; exit 1; }

echo "== disk full"
# (1) ulimit -f, SIGXFSZ ignored: write() fails with EFBIG; no privileges needed.
D=$T/ulimit; mkdir -p "$D"; cp "$SEED" "$D/db.sqlite"; cp "$SEED" "$T/ulimit-before"
run bash -c "ulimit -f 4096; trap '' XFSZ; exec \"$B\" ingest --corpus \"$BIG\" --db \"$D/db.sqlite\""
expect "ulimit -f: exit 3, not a crash (was SIGILL, 132)" test "$rc" = 3
expect "ulimit -f: the error names the target, not the temporary" has "cannot write the database $D/db.sqlite"
expect "ulimit -f: no temporary left" test -z "$(temps "$D/db.sqlite")"
expect "ulimit -f: the previous database is intact" cmp -s "$D/db.sqlite" "$T/ulimit-before"
run "$B" search --db "$D/db.sqlite" "tab bar"
expect "ulimit -f: still searchable" test "$rc" = 0
# the error at COMMIT (a corpus whose pages all fit the cache): same message, target named
run bash -c "ulimit -f 200; trap '' XFSZ; exec \"$B\" ingest --corpus \"$CORPUS\" --db \"$D/db.sqlite\""
expect "ulimit -f at COMMIT: exit 3 naming the target" bash -c "[ $rc = 3 ] && grep -qF 'cannot write the database $D/db.sqlite' <<<\"\$0\"" "$err"
expect "ulimit -f at COMMIT: no temporary left" test -z "$(temps "$D/db.sqlite")"

# (2) an 8 MB tmpfs (mount as root, else in a user namespace; skipped where neither works)
M=$T/tmpfs; mkdir -p "$M"
if mount -t tmpfs -o size=8m tmpfs "$M" 2>/dev/null; then
    MOUNTED=$M
    MNT_RUN=()
elif unshare -rm true 2>/dev/null; then
    MNT_RUN=(unshare -rm bash -c 'mount -t tmpfs -o size=8m tmpfs "$0" && shift && "$@"; r=$?; ls -A "$0" >"$0.ls"; exit $r' "$M")
else
    MNT_RUN=SKIP
fi
if [ "${MNT_RUN[*]:-}" = SKIP ]; then
    skipped "tmpfs: mounting is not allowed here (neither as root nor in a user namespace)"
else
    if [ -n "$MOUNTED" ]; then
        "$B" ingest --corpus "$CORPUS" --db "$M/db.sqlite" >/dev/null; cp "$M/db.sqlite" "$T/tmpfs-before"
        run "$B" ingest --corpus "$BIG" --db "$M/db.sqlite"
        left=$(temps "$M/db.sqlite"); same=$(cmp -s "$M/db.sqlite" "$T/tmpfs-before" && echo yes)
    else
        run "${MNT_RUN[@]}" bash -c "\"$B\" ingest --corpus \"$CORPUS\" --db \"$M/db.sqlite\" >/dev/null && cp \"$M/db.sqlite\" \"$T/tmpfs-before\" && exec \"$B\" ingest --corpus \"$BIG\" --db \"$M/db.sqlite\""
        left=$(grep -F '.tmp-' "$M.ls"); same=yes
    fi
    expect "tmpfs full: exit 3 with 'the disk is full', naming the target" bash -c "[ $rc = 3 ] && grep -qF 'cannot write the database $M/db.sqlite: the disk is full' <<<\"\$0\"" "$err"
    expect "tmpfs full: no temporary left" test -z "$left"
    expect "tmpfs full: the previous database is intact" test "$same" = yes
fi

echo "== refusing to overwrite what is not ours"
D=$T/foreign; mkdir -p "$D"
sql "$D/app.sqlite" "CREATE TABLE users(name TEXT); INSERT INTO users VALUES ('alice');"
cp "$D/app.sqlite" "$D/app.before"
run "$B" search --db "$D/app.sqlite" tab
expect "foreign SQLite: search exits 3" test "$rc" = 3
run "$B" ingest --corpus "$CORPUS" --db "$D/app.sqlite"
expect "foreign SQLite: ingest refuses (exit 3) and names what it is" bash -c "[ $rc = 3 ] && grep -qF 'an SQLite database of another application (tables: users)' <<<\"\$0\"" "$err"
expect "foreign SQLite: left as it was" cmp -s "$D/app.sqlite" "$D/app.before"
printf 'my notes\n' >"$D/notes.txt"
run "$B" ingest --corpus "$CORPUS" --db "$D/notes.txt"
expect "text file: refused, named" bash -c "[ $rc = 3 ] && grep -qF 'not an SQLite database' <<<\"\$0\" && [ \"\$(cat $D/notes.txt)\" = 'my notes' ]" "$err"
run "$B" ingest --corpus "$CORPUS" --db "$D/notes.txt" --force
expect "--force replaces it" bash -c "[ $rc = 0 ] && \"$B\" search --db $D/notes.txt tab >/dev/null"
: >"$D/empty.sqlite"
run "$B" ingest --corpus "$CORPUS" --db "$D/empty.sqlite"
expect "an empty file is replaced (nothing to lose)" test "$rc" = 0
mkfifo "$D/fifo"
run "$B" ingest --corpus "$CORPUS" --db "$D/fifo"
expect "FIFO as --db: ingest refuses, says FIFO, FIFO kept" bash -c "[ $rc = 3 ] && grep -qF 'FIFO' <<<\"\$0\" && [ -p $D/fifo ]" "$err"
for cmd in search export stats verify; do
    args=("$cmd" --db "$D/fifo"); [ "$cmd" = search ] && args+=(tab)
    run "$B" "${args[@]}"
    expect "FIFO as --db: $cmd exits 3 at once (no hang)" bash -c "[ $rc = 3 ] && grep -qF 'is a FIFO' <<<\"\$0\"" "$err"
done
run env BARGUIDE_DB="$D/fifo" "$B" search tab
expect "FIFO as BARGUIDE_DB: search exits 3 (no hang)" test "$rc" = 3
run env BARGUIDE_DB="$D/fifo" "$B" export
expect "FIFO as BARGUIDE_DB: export exits 3 (no hang)" test "$rc" = 3
if is_root && mknod "$D/null" c 1 3 2>/dev/null; then
    run "$B" ingest --corpus "$CORPUS" --db "$D/null"
    expect "character device: refused, named, still a device" bash -c "[ $rc = 3 ] && grep -qF 'a character device' <<<\"\$0\" && [ -c $D/null ]" "$err"
    run "$B" search --db "$D/null" tab
    expect "character device as --db: search exits 3" test "$rc" = 3
else
    skipped "character device: mknod needs root"
fi

echo "== symlinks, mode, owner, long names"
D=$T/links; mkdir -p "$D/real"
cp "$SEED" "$D/real/db.sqlite"; chmod 600 "$D/real/db.sqlite"
is_root && chown 65534:65534 "$D/real/db.sqlite"
ln -s real/db.sqlite "$D/link.sqlite"
run "$B" ingest --corpus "$CORPUS" --db "$D/link.sqlite"
expect "symlink: ingest exits 0" test "$rc" = 0
expect "symlink: still a symlink to the same target" bash -c "[ -L $D/link.sqlite ] && [ \"\$(readlink $D/link.sqlite)\" = real/db.sqlite ]"
expect "symlink: the target keeps mode 0600" test "$(stat -c %a "$D/real/db.sqlite")" = 600
if is_root; then
    expect "symlink: the target keeps its owner" test "$(stat -c %u:%g "$D/real/db.sqlite")" = 65534:65534
fi
expect "symlink: no temporary beside link or target" test -z "$(temps "$D/real/db.sqlite")$(temps "$D/link.sqlite")"
ln -s real/new.sqlite "$D/dangling.sqlite"
run "$B" ingest --corpus "$CORPUS" --db "$D/dangling.sqlite"
expect "dangling symlink as --db: the target is created, the link kept" bash -c "[ $rc = 0 ] && [ -L $D/dangling.sqlite ] && [ -f $D/real/new.sqlite ]"
long=$(printf 'd%.0s' $(seq 1 245)).sqlite   # 252 bytes
run "$B" ingest --corpus "$CORPUS" --db "$D/$long"
expect "a 252-byte database name: ingest works" test "$rc" = 0
run "$B" search --db "$D/$long" tab
expect "a 252-byte database name: search works" test "$rc" = 0

echo "== journals"
D=$T/journal; mkdir -p "$D"
cp "$SEED" "$D/db.sqlite"
run "$B" export --db "$D/db.sqlite"; cp "$T/.out" "$T/journal-want"
# A writer killed mid-transaction leaves a hot journal (and changed pages in the file).
python3 - "$D/db.sqlite" <<'EOF'
import os, sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("PRAGMA cache_size = 2")
c.execute("BEGIN")
c.execute("UPDATE rules SET headline = headline || ' (changed)', text = text || ' (changed)'")
os.kill(os.getpid(), 9)
EOF
expect "a killed writer left a journal" test -s "$D/db.sqlite-journal"
run "$B" export --db "$D/db.sqlite"
expect "leftover journal: a reader rolls it back and reads the database as it was" bash -c "[ $rc = 0 ] && cmp -s '$T/.out' '$T/journal-want'"
expect "leftover journal: gone after the rollback" test ! -e "$D/db.sqlite-journal"
# A journal of the old database beside the target of an ingest is removed, never replayed.
cp "$SEED" "$D/db.sqlite"
python3 - "$D/db.sqlite" <<'EOF'
import os, sqlite3, sys
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("PRAGMA cache_size = 2"); c.execute("BEGIN")
c.execute("UPDATE rules SET text = text || ' (changed)'")
os.kill(os.getpid(), 9)
EOF
printf 'x' >"$D/db.sqlite-wal"; printf 'x' >"$D/db.sqlite-shm"
run "$B" ingest --corpus "$CORPUS" --db "$D/db.sqlite"
expect "ingest over a database with a journal: exit 0, -journal/-wal/-shm removed" bash -c "[ $rc = 0 ] && ! ls $D/db.sqlite-* 2>/dev/null | grep -q ."
run "$B" verify --db "$D/db.sqlite"
expect "… and the new database verifies" test "$rc" = 0

echo "== older schemas, upgrades, locks"
D=$T/upgrade; mkdir -p "$D"
for round in 1 2 3; do
    cp "$FIX/schema-005.sqlite" "$D/old.sqlite"
    pids=()
    for i in 1 2 3 4 5 6 7 8; do
        timeout 60 "$B" search --db "$D/old.sqlite" --format json панель >"$D/r$i.out" 2>"$D/r$i.err" & pids+=($!)
    done
    failed=0
    for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=$((failed + 1)); done
    [ $failed = 0 ] || { cat "$D"/r*.err; break; }
done
rc=$failed out="" err=$(cat "$D"/r*.err)
expect "8 concurrent searches on a schema-005 database (3 rounds): all exit 0" test "$failed" = 0
expect "… the database is upgraded to the current schema" test "$(schema_count "$D/old.sqlite")" = "$(ls "$ROOT"/Migrations/*.sql | wc -l)"
expect "… and no journal is left" test ! -e "$D/old.sqlite-journal"
cp "$FIX/schema-006.sqlite" "$D/six.sqlite"
run "$B" export --db "$D/six.sqlite"
expect "a schema-006 database (fixture) is read" test "$rc" = 0
cp "$FIX/schema-007.sqlite" "$D/seven.sqlite"
run "$B" export --db "$D/seven.sqlite"
expect "a schema-007 database (fixture) is read" test "$rc" = 0
cp "$FIX/schema-008.sqlite" "$D/eight.sqlite"
run "$B" export --db "$D/eight.sqlite"
expect "a schema-008 database (fixture, per-row checksums) is read" test "$rc" = 0
if can_drop; then
    R=$T/readonly; mkdir -p "$R"; cp "$FIX/schema-005.sqlite" "$R/old.sqlite"; cp "$R/old.sqlite" "$T/ro-before"
    cp "$FIX/schema-005.sqlite" "$R/older.sqlite"; sql "$R/older.sqlite" "DELETE FROM schema_migrations WHERE number >= 4"
    chmod 555 "$R"; chmod 444 "$R"/*.sqlite
    run "${AS_USER[@]}" "$B" search --db "$R/old.sqlite" панель
    expect "read-only directory, schema 005: read as it is, with a warning" bash -c "[ $rc = 0 ] && grep -qF 'warning: ' <<<\"\$0\" && grep -qF 'older schema' <<<\"\$0\"" "$err"
    expect "… and left untouched" cmp -s "$R/old.sqlite" "$T/ro-before"
    run "${AS_USER[@]}" "$B" search --db "$R/older.sqlite" панель
    expect "read-only directory, a schema this binary cannot read: exit 3 with a hint" bash -c "[ $rc = 3 ] && grep -qF 'hint:' <<<\"\$0\"" "$err"
    # the default database there, built from another embedded corpus: used as it is
    chmod 755 "$R"; cp "$SEED" "$R/default.sqlite"; chmod 644 "$R/default.sqlite"
    sql "$R/default.sqlite" "INSERT OR REPLACE INTO meta VALUES ('corpus_origin','embedded'); INSERT OR REPLACE INTO meta VALUES ('corpus_fingerprint','another-build');"
    chmod 555 "$R"
    run "${AS_USER[@]}" env BARGUIDE_DB="$R/default.sqlite" "$B" search панель
    expect "read-only default database with another fingerprint: used as it is, with a warning" bash -c "[ $rc = 0 ] && grep -qF 'used as it is' <<<\"\$0\"" "$err"
    chmod 755 "$R"
else
    skipped "read-only directories: running as root without setpriv"
fi
# concurrent first uses: one builds, the others wait and use it
F=$T/first; mkdir -p "$F"
pids=()
for i in $(seq 1 12); do
    BARGUIDE_DB=$F/db/barguide.sqlite timeout 120 "$B" search панель >"$F/$i.out" 2>"$F/$i.err" & pids+=($!)
done
failed=0; for p in "${pids[@]}"; do wait "$p" || failed=$((failed + 1)); done
built=$(cat "$F"/*.err | grep -c 'built the default database')
rc=$failed out="" err="built $built times; $(cat "$F"/*.err | head -5)"
expect "12 concurrent first uses: all exit 0, the database built once" bash -c "[ $failed = 0 ] && [ $built = 1 ]"

echo "== signals"
D=$T/signals; mkdir -p "$D"
for sig in INT TERM HUP QUIT; do
    cp "$SEED" "$D/db.sqlite"
    # a background job of a script starts with SIGINT and SIGQUIT ignored (and an ignored
    # signal stays ignored, as with nohup): give it the default dispositions back
    env --default-signal=INT,QUIT,TERM,HUP "$B" ingest --corpus "$BIG" --db "$D/db.sqlite" >/dev/null 2>&1 & pid=$!
    for _ in $(seq 1 400); do [ -n "$(temps "$D/db.sqlite")" ] && break; sleep 0.025; done
    sleep 0.3
    kill -s "$sig" $pid; wait $pid; rc=$?
    want=$((128 + $(kill -l "$sig")))
    left=$(temps "$D/db.sqlite")
    out="" err="temporaries: $left"
    expect "SIG$sig during ingest: exit $want, temporary removed" bash -c "[ $rc = $want ] && [ -z '$left' ]"
done
# a stale temporary whose PID is alive (this shell's): removed under the lock
printf 'stale' >"$D/.db.sqlite.tmp-$$-1234"
run "$B" ingest --corpus "$CORPUS" --db "$D/db.sqlite"
expect "a stale temporary with a live PID is removed" bash -c "[ $rc = 0 ] && [ -z \"\$(ls -A $D | grep -F .tmp-)\" ]"

echo "== special files in the corpus"
S=$T/corpus; mkdir -p "$S"
cp "$CORPUS/002_1f29a72e8591b488.txt" "$S/"
mkfifo "$S/manifest.json"
if is_root && mknod "$S/zero" c 1 5 2>/dev/null; then ln -s zero "$S/glossary.json"; else ln -s /dev/zero "$S/glossary.json"; fi
truncate -s 17M "$S/items.json"
truncate -s 33M "$S/huge.txt"
ln -s nowhere "$S/dangling.txt"; ln -s loop-b "$S/loop-a"; ln -s loop-a "$S/loop-b"
mkdir "$S/subdir"; mkfifo "$S/pipe.txt"
run "$B" ingest --corpus "$S" --db "$T/special.sqlite"
expect "FIFO/device/oversized data files, dangling links, loops, subdirectories, FIFOs: no hang, exit 0" test "$rc" = 0
for what in "manifest.json: [unreadable]" "glossary.json: [unreadable]" "items.json: [too-large]" "huge.txt: [too-large]" "dangling.txt is a dangling symbolic link" \
            "loop-a is a symbolic link loop" "subdir is a subdirectory" "pipe.txt is a FIFO"; do
    expect "  reported: $what" has "$what"
done
run "$B" ingest --corpus "$S" --db "$T/special2.sqlite" --strict
expect "… and --strict fails (exit 3)" test "$rc" = 3

echo "== invalid rows, verify"
D=$T/invalid; mkdir -p "$D"
cp "$SEED" "$D/kind.sqlite"; sql "$D/kind.sqlite" "UPDATE rules SET kind = 'weird' WHERE rowid = (SELECT max(rowid) FROM rules)"
run "$B" export --db "$D/kind.sqlite" --format jsonl
lines=$(grep -c . <<<"$out")
expect "invalid kind: export streams the rows before it, then exits 3 with a hint" bash -c "[ $rc = 3 ] && [ $lines -gt 100 ] && grep -qF \"invalid kind 'weird'\" <<<\"\$0\" && grep -qF 'barguide verify' <<<\"\$0\"" "$err"
badid=$(grep -o "rule [a-z-]*\.[0-9a-f]*" <<<"$err" | head -1 | cut -d' ' -f2)
expect "  … never printing the row it could not read ($badid)" bash -c "[ -n '$badid' ] && ! grep -qF '$badid' '$T/.out'"
run "$B" stats --db "$D/kind.sqlite"
expect "invalid kind: stats exits 3" test "$rc" = 3
run "$B" verify --db "$D/kind.sqlite"
expect "invalid kind: verify exits 3 naming it" bash -c "[ $rc = 3 ] && grep -qF \"invalid kind 'weird'\" <<<\"\$0\"" "$out"
cp "$SEED" "$D/null.sqlite"
# NOT NULL is in the schema: a NULL gets there only by editing it (or by damage)
python3 - "$D/null.sqlite" <<'EOF'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("PRAGMA writable_schema = ON")
sql = c.execute("SELECT sql FROM sqlite_master WHERE name = 'rules'").fetchone()[0]
c.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'rules'", (sql.replace("lang        TEXT NOT NULL", "lang        TEXT"),))
c.commit(); c.close()
c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE rules SET lang = NULL"); c.commit()
EOF
run "$B" export --db "$D/null.sqlite"
expect "NULL lang: export exits 3 (not lang \"en\")" bash -c "[ $rc = 3 ] && grep -qF 'lang is NULL' <<<\"\$0\"" "$err"
run "$B" search --db "$D/null.sqlite" --limit 200 панель
expect "NULL lang: search exits 3" test "$rc" = 3
cp "$SEED" "$D/items.sqlite"; sql "$D/items.sqlite" "UPDATE items SET family = 'weird' WHERE ordinal = 2"
run "$B" items --db "$D/items.sqlite"
expect "invalid item family: items exits 3 naming it" bash -c "[ $rc = 3 ] && grep -qF \"family 'weird'\" <<<\"\$0\"" "$err"
run "$B" verify --db "$D/items.sqlite"
expect "invalid item family: verify exits 3" bash -c "[ $rc = 3 ] && grep -qF \"family 'weird'\" <<<\"\$0\"" "$out"
cp "$SEED" "$D/fts.sqlite"; sql "$D/fts.sqlite" "DELETE FROM rules_fts_data; DELETE FROM rules_fts_idx;"
run "$B" search --db "$D/fts.sqlite" панель
expect "emptied full-text index: search exits 3 (not 'nothing found')" bash -c "[ $rc = 3 ] && grep -qF 'full-text index' <<<\"\$0\"" "$err"
run "$B" verify --db "$D/fts.sqlite"
expect "emptied full-text index: verify exits 3" test "$rc" = 3
run "$B" verify --db "$SEED"
expect "verify on a good database: exit 0" test "$rc" = 0

echo "== a bit flipped inside a rule's text (per-row checksums, migration 008)"
run python3 "$ROOT/Tests/fault/bitflip.py" checksums "$SEED"
expect "the checksums recomputed in Python (FNV-1a over tagged values) match every row" test "$rc" = 0
cp "$SEED" "$D/flip.sqlite"
run python3 "$ROOT/Tests/fault/bitflip.py" flip-text "$D/flip.sqlite"
flipped=$(cut -f1 <<<"$out"); word=$(cut -f2 <<<"$out")
expect "one bit flipped inside the text of rule $flipped, in the file's bytes" bash -c "[ $rc = 0 ] && [ -n '$flipped' ]"
run "$B" show --db "$D/flip.sqlite" "$flipped"
expect "  show exits 3 naming the rule, with the hint" bash -c "[ $rc = 3 ] && grep -qF 'rule $flipped: its content does not match its checksum' <<<\"\$0\" && grep -qF 'barguide verify' <<<\"\$0\"" "$err"
expect "  … and prints nothing of it" test -z "$out"
run "$B" search --db "$D/flip.sqlite" --no-collapse --limit 500 "$word"
expect "  search for '$word' exits 3" bash -c "[ $rc = 3 ] && grep -qF 'does not match its checksum' <<<\"\$0\"" "$err"
run "$B" search --db "$D/flip.sqlite" --format json --limit 500 "$word"
expect "  … with groups collapsed, as JSON: exit 3" test "$rc" = 3
run "$B" verify --db "$D/flip.sqlite"
expect "  verify exits 3 naming it" bash -c "[ $rc = 3 ] && grep -qF 'rule $flipped (' <<<\"\$0\"" "$out"

echo
echo "fault script: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
