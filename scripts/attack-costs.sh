#!/usr/bin/env bash
# What a ten-byte number with a huge exponent costs to bind, in CPU time (NumberScaleCost.java), with the
# simd-json core built from this checkout, or with another build's core jar given as the argument (to compare).
#   scripts/attack-costs.sh [path/to/simd-json-core.jar]
set -euo pipefail
cd "$(dirname "$0")/.."
: "${JAVA_HOME:=/usr/lib/jvm/temurin-25-jdk-amd64}"
jar=${1:-}
if [ -z "$jar" ]; then
  JAVA_HOME="$JAVA_HOME" ./mvnw -B -ntp -q -pl simd-json-core package -DskipTests
  jar=$(ls simd-json-core/target/simd-json-core-*.jar | grep -v -- '-tests\.jar$' | head -1)
fi
"$JAVA_HOME/bin/java" --add-modules jdk.incubator.vector -cp "$jar" scripts/NumberScaleCost.java 2>&1 \
  | grep -v 'incubat'
