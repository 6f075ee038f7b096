#!/usr/bin/env bash
# Fuzzes each target in core/src/test/java/parlour/fuzz for SECONDS (default 8) with Jazzer's JUnit
# integration (JAZZER_FUZZ=1: one fuzz test per JVM, so one Maven run per target). CI runs it after
# `mvn verify`; a long run: scripts/fuzz.sh 3600 SaveFileFuzzTest (FUZZ_JOBS=N targets at a time, MAVEN_OFFLINE=1 for -o)
# Findings (crashing inputs) are written under core/src/test/resources/parlour/fuzz/*Inputs and then
# replayed by every plain `mvn verify`; the growing corpus stays in core/.cifuzz-corpus (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-8}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(SaveFileFuzzTest PastedGameFuzzTest EngineProtocolFuzzTest LaunchOptionsFuzzTest GoneFormatFuzzTest ArrowsBoardFuzzTest
    PageCallsFuzzTest TypedMovesFuzzTest ShareLinkFuzzTest BoardFileFuzzTest MorrisTableFuzzTest)
fi
mkdir -p core/target
# targets run FUZZ_JOBS at a time (default 1): each has its own JVM, log and corpus, but two Maven runs in one module
# share its target/surefire folder, and one's clean-up once took the other's booter jar away (a false finding in CI)
jobs_at_once="${FUZZ_JOBS:-1}"
fuzz_one() {
  local t="$1" log="core/target/fuzz-$1.log"
  if JAZZER_FUZZ=1 mvn -B -ntp ${MAVEN_OFFLINE:+-o} -pl core test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false \
      -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='parlour.**' >"$log" 2>&1; then
    echo "== $t for ${seconds}s: $(grep -a -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || echo 'no libFuzzer summary')"
  else
    echo "== $t for ${seconds}s: FAILED, the finding and its input are in $log"
    grep -a -E "== Java Exception|FuzzTest|reproducer|crash-" "$log" | head -20 || true
    return 1
  fi
}
status=0
pids=()
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do sleep 1; done
  fuzz_one "$t" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
exit "$status"
