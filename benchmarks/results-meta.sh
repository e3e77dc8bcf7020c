# Shared by the benchmark scripts (sourced, not run): the facts of a run written beside its results, so a chart or a
# table can say where and how its figures were measured, and the command can be pasted back.
#
#   quote ARGS...                  the arguments as one shell line
#   write_meta RESULTS_JSON CMD... writes RESULTS_JSON's .meta.txt: date, command, cpu, cores, simd, java, os
#                                  (callers append their own lines, e.g. heap)

quote() {
    local out="" a
    for a in "$@"; do
        if [[ "$a" =~ ^[A-Za-z0-9_./:=+,@%-]+$ ]]; then
            out+="$a "
        else
            out+="'${a//\'/\'\\\'\'}' "
        fi
    done
    printf '%s' "${out% }"
}

write_meta() {
    local json="$1"; shift
    {
        echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
        echo "command: $(quote "$@")"
        echo "cpu: $(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -1)"
        echo "cores: $(nproc)"
        echo "simd: $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | tr ' ' '\n' \
            | grep -E '^(sse4_2|avx2|avx512.*)$' | tr '\n' ' ' | sed 's/ $//')"
        echo "java: $("${JAVA:-java}" -version 2>&1 | head -1)"
        echo "os: $(uname -sr)"
    } > "${json%.json}.meta.txt"
}
