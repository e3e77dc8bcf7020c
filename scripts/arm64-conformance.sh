#!/usr/bin/env bash
# Runs the core's kernel suites on an AArch64 JVM under user-mode emulation (QEMU), on x86-64 Debian: the vector
# kernel at 128 bits on NEON, as on a Graviton 2 or Apple silicon, for correctness only (speeds under emulation mean
# nothing). Needs root for apt. What it does:
#   1. installs qemu-user-static (apt) and downloads Debian's arm64 OpenJDK 25 with the trixie glibc it needs into
#      target/arm64 (a private apt configuration: the system's sources and dpkg state are left alone);
#   2. builds simd-json-core with its test classes and fetches the JUnit console launcher from Maven Central;
#   3. runs the selected test classes in the arm64 JVM under qemu-aarch64-static with -cpu max,sve=off (NEON only,
#      so the JVM prefers 128-bit vectors) and -Dsimdjson.test.vectorBits=128 (each suite asserts that width).
# Takes tens of minutes on two cores: the JIT itself runs emulated.
#
#   scripts/arm64-conformance.sh [JUnit console selectors...]   (default: the conformance package and the kernel tests)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
WORK="$ROOT/simd-json-core/target/arm64"
JDK_VERSION="25.0.5.1+2-1~deb13u1"
mkdir -p "$WORK"

if ! command -v qemu-aarch64-static > /dev/null; then
    apt-get update -qq && apt-get install -y -qq qemu-user-static
fi

SYSROOT="$WORK/sysroot"
JAVA="$SYSROOT/usr/lib/jvm/java-25-openjdk-arm64/bin/java"
if [[ ! -x "$JAVA" ]]; then
    APT="$WORK/apt"
    mkdir -p "$APT"/{lists/partial,cache/archives/partial,preferences.d} "$WORK/debs" "$SYSROOT"
    touch "$APT/status"
    {
        for suite in trixie; do
            echo "deb [arch=arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main"
        done
        echo "deb [arch=arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian-security trixie-security main"
    } > "$APT/sources.list"
    cat > "$APT/apt.conf" <<CONF
APT::Architecture "arm64";
APT::Architectures { "arm64"; };
Dir::State::Lists "$APT/lists";
Dir::State::status "$APT/status";
Dir::Cache "$APT/cache";
Dir::Etc::SourceList "$APT/sources.list";
Dir::Etc::SourceParts "/nonexistent";
Dir::Etc::Preferences "$APT/preferences";
Dir::Etc::PreferencesParts "$APT/preferences.d";
CONF
    export APT_CONFIG="$APT/apt.conf"
    apt-get update -qq
    (cd "$WORK/debs" && apt-get download -qq "openjdk-25-jre-headless=$JDK_VERSION" "openjdk-25-jdk-headless=$JDK_VERSION" \
        libc6 libgcc-s1 libstdc++6 zlib1g)
    unset APT_CONFIG
    for deb in "$WORK"/debs/*.deb; do
        dpkg-deb -x "$deb" "$SYSROOT"
    done
    ln -sfn usr/lib "$SYSROOT/lib" # the loader's path, /lib/ld-linux-aarch64.so.1, inside the sysroot
fi
# Debian's JDK links its configuration (java.security, ...) to /etc by absolute links: point them into the sysroot.
find "$SYSROOT/usr/lib/jvm/java-25-openjdk-arm64/" -type l | while read -r link; do
    target="$(readlink "$link")"
    if [[ "$target" == /etc/* ]]; then
        ln -sfn "$SYSROOT$target" "$link"
    fi
done

export JAVA_HOME="${SIMDJSON_JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
export PATH="$JAVA_HOME/bin:$PATH"
./mvnw -q -DskipTests install -pl simd-json-core
./mvnw -q -pl simd-json-core dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$WORK/classpath.txt"
JUNIT="$(./mvnw -q -pl simd-json-core help:evaluate -Dexpression=junit-jupiter.version -DforceStdout)"
./mvnw -q dependency:copy -Dartifact="org.junit.platform:junit-platform-console-standalone:$JUNIT" \
    -DoutputDirectory="$WORK"

SELECTORS=("$@")
if [[ ${#SELECTORS[@]} -eq 0 ]]; then
    SELECTORS=(--select-package dev.simdjson.conformance
        --select-class dev.simdjson.internal.stage1.KernelByteClassesTest
        --select-class dev.simdjson.internal.stage1.Utf8ValidationTest
        --select-class dev.simdjson.internal.write.StringDifferentialTest)
fi
CP="simd-json-core/target/test-classes:simd-json-core/target/classes:$(cat "$WORK/classpath.txt")"
cd "$ROOT"
echo "+ qemu-aarch64-static $(qemu-aarch64-static --version | head -1 | awk '{print $3}') -cpu max,sve=off," \
    "$(qemu-aarch64-static -L "$SYSROOT" "$JAVA" -version 2>&1 | head -1)"
time qemu-aarch64-static -cpu max,sve=off -L "$SYSROOT" "$JAVA" --add-modules=jdk.incubator.vector -Xss8m -Xmx2g \
    -Dsimdjson.test.vectorBits=128 -jar "$WORK/junit-platform-console-standalone-$JUNIT.jar" execute \
    --class-path "$CP" --details=summary --disable-banner "${SELECTORS[@]}"
