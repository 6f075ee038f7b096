#!/usr/bin/env bash
# Fuzzes targets in core/src/test/java/parlour/fuzz for SECONDS each (default 20) with Jazzer's JUnit integration. With
# no targets named it fuzzes CI's three: FilesFuzzTest and PageAndEngineFuzzTest, which mix five targets each in one JVM
# (FuzzMix: a Jazzer JVM takes about 4 s of CPU before its first input, which eleven JVMs of their own spent each run),
# and MorrisTableFuzzTest, whose inputs take a hundred times longer than theirs. JAZZER_FUZZ=1 fuzzes only the first fuzz
# test a JVM meets, so each target gets a JVM of its own, but all of them come from one Maven run (Surefire with
# reuseForks=false), FUZZ_JOBS JVMs at a time (default 3). Runs under a minute keep the tests' C1-only JVMs: in 8 s C1
# ran 2.8 times the inputs C2 did (44,746 against 16,028 for SaveFileFuzzTest), C2 still compiling; longer runs get C2
# (-DargLine=). CI runs it after `mvn verify`; a long run of one target: scripts/fuzz.sh 3600 SaveFileFuzzTest
# (MAVEN_OFFLINE=1 for -o).
# Findings (crashing inputs) are written under core/src/test/resources/parlour/fuzz/*Inputs and then
# replayed by every plain `mvn verify`; the growing corpus stays in core/.cifuzz-corpus (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(FilesFuzzTest PageAndEngineFuzzTest MorrisTableFuzzTest)
fi
jobs_at_once="${FUZZ_JOBS:-3}"
jit=()
if [ "$seconds" -ge 60 ]; then jit=(-DargLine=); fi
log=core/target/fuzz.log
reports=core/target/surefire-reports
mkdir -p core/target
# the seed replays of `mvn verify` left reports of the same names: a target that never ran must not pass on them
for t in "${targets[@]}"; do rm -f "$reports/TEST-parlour.fuzz.$t.xml"; done
status=0
started=core/target/fuzz.started
touch "$started"
sleep 1 # file times have one-second steps on some file systems: a corpus file of this run is newer than the mark
# one Maven run (it was one per target, 20 s of Maven and compile checks each); the formatting was checked by verify
JAZZER_FUZZ=1 mvn -B -ntp ${MAVEN_OFFLINE:+-o} -pl core test -Dtest="$(IFS=,; echo "${targets[*]}")" \
    -DforkCount="$jobs_at_once" -DreuseForks=false "${jit[@]}" -Dspotless.check.skip=true -Dsurefire.failIfNoSpecifiedTests=false \
    -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='parlour.**' >"$log" 2>&1 || true
# Maven's exit code is not the verdict: each target's own report is (a target whose JVM died has none and fails below)
# targets to fuzz again alone even if their corpus grew
again=()
# each target's outcome from its own Surefire report (the libFuzzer lines of JVMs running at once interleave in the log)
for t in "${targets[@]}"; do
  report="$reports/TEST-parlour.fuzz.$t.xml"
  head=$(grep -o -m1 "<testsuite [^>]*" "$report" 2>/dev/null || true)
  bad=0
  for n in $(echo "$head" | grep -o ' \(failures\|errors\)="[0-9]*"' | grep -o '[0-9][0-9]*'); do bad=$(( bad + n )); done
  if [ -z "$head" ]; then
    echo "== $t for ${seconds}s: FAILED, it did not run (see $log)"
    status=1
  elif [ "$bad" -ne 0 ] && [ "$(grep -c '<\(failure\|error\) ' "$report")" -eq "$(grep -c '<failure message="\[inputs per target:' "$report")" ]; then
    # only FuzzMix's count failed: the JVM's start (seed replay under load) took the time, which is no finding
    echo "== $t for ${seconds}s: too few inputs for some of its targets (a slow start, not a finding)"
    again+=("$t")
  elif [ "$bad" -ne 0 ]; then
    echo "== $t for ${seconds}s: FAILED, the finding and its input are in $log"
    status=1
  else
    echo "== $t for ${seconds}s: no finding"
  fi
done
# every target really fuzzed, judged per target: fuzzing writes each input that finds new coverage into the target's
# corpus directory (replaying seeds writes none), so a new file there since this run began shows it. A target with no
# new file runs again alone, with a log of its own that must end in libFuzzer's DONE line (the DONE lines of two JVMs
# in one log cannot be told apart, and one was once lost among the other's lines)
corpus=core/.cifuzz-corpus
fuzzed=0
for t in "${targets[@]}"; do
  if [[ " ${again[*]} " != *" $t "* ]] && [ -d "$corpus/parlour.fuzz.$t" ] && [ -n "$(find "$corpus/parlour.fuzz.$t" -type f -newer "$started" ! -name 'seed-*' | head -1)" ]; then
    fuzzed=$(( fuzzed + 1 ))
    continue
  fi
  alone="core/target/fuzz-$t.log"
  echo "== $t: not shown to have fuzzed; fuzzing it again alone (log: $alone)"
  JAZZER_FUZZ=1 mvn -B -ntp ${MAVEN_OFFLINE:+-o} -pl core test -Dtest="$t" "${jit[@]}" -Dspotless.check.skip=true \
      -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='parlour.**' \
      >"$alone" 2>&1 || status=1
  if grep -a -q -E '^#[0-9]+[[:space:]]+DONE' "$alone"; then
    fuzzed=$(( fuzzed + 1 ))
  else
    echo "== FAILED: $t only replayed its seeds (see $alone)"
    status=1
  fi
done
echo "== targets that fuzzed: $fuzzed of ${#targets[@]}"
if [ "$status" -ne 0 ]; then
  grep -a -E "== Java Exception|FuzzTest|reproducer|crash-" "$log" | head -20 || true
fi
exit "$status"
