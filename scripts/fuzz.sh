#!/usr/bin/env bash
# Fuzzes each target in core/src/test/java/parlour/fuzz for SECONDS (default 8) with Jazzer's JUnit
# integration (JAZZER_FUZZ=1: one fuzz test per JVM, so one Maven run per target). CI runs it after
# `mvn verify`; a long run: scripts/fuzz.sh 3600 SaveFileFuzzTest
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
status=0
for t in "${targets[@]}"; do
  log="core/target/fuzz-$t.log"
  echo "== fuzzing $t for ${seconds}s (log: $log)"
  if JAZZER_FUZZ=1 mvn -B -ntp -pl core test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false \
      -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='parlour.**' >"$log" 2>&1; then
    echo "   $(grep -a -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || echo 'no libFuzzer summary')"
  else
    status=1
    echo "   FAILED: the finding and its input are in $log"
    grep -a -E "== Java Exception|FuzzTest|reproducer|crash-" "$log" | head -20 || true
  fi
done
exit "$status"
