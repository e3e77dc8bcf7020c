#!/usr/bin/env bash
# A container engine for DemoAppContainerIT on a machine without Docker and without a registry: Podman's
# Docker-compatible API on /tmp/podman.sock, and local/jre25:1, a base image built from this machine's JDK 25
# (a busybox root, the host's glibc and the JDK copied in). Safe to run more than once.
#
#   .ci/podman-setup.sh            then: export DOCKER_HOST=unix:///tmp/podman.sock TESTCONTAINERS_RYUK_DISABLED=true
set -euo pipefail

JDK="${SIMDJSON_IMAGE_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}"
SOCK=/tmp/podman.sock
export CONTAINERS_CONF=/tmp/containers.conf

if ! command -v podman >/dev/null || ! command -v runc >/dev/null || [ ! -x /bin/busybox ]; then
    echo "podman-setup: installing podman, runc, busybox-static"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc busybox-static >/dev/null
fi

# The machine's hard nofile limit is below Podman's default, and crun refuses hybrid cgroups: runc it is.
cat > "$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
CONF

if ! curl -sf --unix-socket "$SOCK" http://d/_ping >/dev/null 2>&1; then
    echo "podman-setup: starting the Docker API on $SOCK"
    # From /: the service outlives the checkout it was started in (conmon needs its working directory).
    (cd / && nohup podman system service --time=0 "unix://$SOCK" >/tmp/podman-service.log 2>&1 &)
    for _ in $(seq 1 50); do
        curl -sf --unix-socket "$SOCK" http://d/_ping >/dev/null 2>&1 && break
        sleep 0.2
    done
fi
curl -sf --unix-socket "$SOCK" http://d/_ping >/dev/null || { echo "podman-setup: no API on $SOCK" >&2; exit 1; }

if ! podman image exists local/jre25:1; then
    echo "podman-setup: building local/jre25:1 from $JDK"
    root=$(mktemp -d)
    mkdir -p "$root/bin" "$root/lib/x86_64-linux-gnu" "$root/lib64" "$root/opt" "$root/tmp"
    cp /bin/busybox "$root/bin/"
    for a in $("$root/bin/busybox" --list); do ln -sf busybox "$root/bin/$a"; done
    for l in libc.so.6 libdl.so.2 libpthread.so.0 libm.so.6 librt.so.1 libnss_files.so.2 libnss_dns.so.2 \
             libresolv.so.2 libz.so.1; do
        cp -L "/lib/x86_64-linux-gnu/$l" "$root/lib/x86_64-linux-gnu/"
    done
    cp -L /lib64/ld-linux-x86-64.so.2 "$root/lib64/"
    cp -a "$JDK" "$root/opt/jdk"
    tar -C "$root" -c . | podman import --change 'ENV PATH=/opt/jdk/bin:/bin' - local/jre25:1 >/dev/null
    rm -rf "$root"
fi
# The image runs (read its whole output: a closed pipe would make podman fail).
version=$(podman run --rm local/jre25:1 java -version 2>&1)
echo "podman-setup: local/jre25:1 runs ${version%%$'\n'*}"
