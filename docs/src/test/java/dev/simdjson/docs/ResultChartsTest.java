package dev.simdjson.docs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The end-to-end scripts' results format is charted like JMH's, with its figures in a table beside the chart. */
class ResultChartsTest {

    @TempDir
    Path repo;

    @Test
    void chartsTheRatioOfThroughputsAndTabulatesEveryFigure() throws Exception {
        Path http = repo.resolve("docs/results/http");
        Files.createDirectories(http);
        Files.writeString(http.resolve("wrk.json"), """
                {"benchmark":"wrk","metric":"requests/s","higherIsBetter":true,"setup":"wrk -t1 -c16",
                 "rows":[
                  {"label":"telemetry-50k POST /api/envelopes (51196 B)","scores":{"simdjson":5629,"jackson":3544},
                   "p99Ms":{"simdjson":15.23,"jackson":24.04},"rounds":{"simdjson":[5600,5629],"jackson":[3544,3500]}},
                  {"label":"telemetry-1k POST /api/envelopes (1016 B)","scores":{"simdjson":21358,"jackson":20280},
                   "p99Ms":{"simdjson":6.98,"jackson":7.03},"rounds":{"simdjson":[21358],"jackson":[20280]}}
                ]}
                """);
        Files.writeString(http.resolve("wrk.meta.txt"), """
                date: 2026-12-02 17:00 UTC
                command: env ROUNDS=3 benchmarks/http/run-wrk.sh --name wrk
                cpu: AMD EPYC
                cores: 2
                simd: sse4_2 avx2
                java: openjdk version "25.0.3" 2026-04-21 LTS
                """);

        List<ResultCharts.Chart> charts = ResultCharts.charts(repo);

        assertThat(charts).hasSize(1);
        ResultCharts.Chart chart = charts.getFirst();
        assertThat(chart.svgName()).isEqualTo("http-wrk-speedup.svg");
        // 5629 / 3544 and 21358 / 20280: requests/s are higher-is-better, so ours over theirs.
        assertThat(chart.svg()).contains("telemetry-50k POST /api/envelopes").contains(">1.59×<").contains(">1.05×<")
                .contains("× Jackson 3").doesNotContain("fastjson2")
                .contains("ratio = simd-json's requests/s / the peer's (higher is better)")
                .contains("AMD EPYC, AVX2");
        assertThat(chart.details()).contains("Setup: wrk -t1 -c16.")
                .contains("| | simd-json requests/s | Jackson 3 requests/s | ratio | simd-json p99 (ms) "
                        + "| Jackson 3 p99 (ms) |")
                .contains("| telemetry-50k POST /api/envelopes (51196 B) | 5,629 | 3,544 | 1.59× | 15.23 | 24.04 |")
                .doesNotContain("rounds");
        String page = ResultCharts.markdown(repo, charts);
        assertThat(page).contains("## results/http/wrk.json").contains("charts/http-wrk-speedup.svg")
                .contains("benchmarks/http/run-wrk.sh --name wrk").contains("| telemetry-1k POST");
    }

    @Test
    void aLowerIsBetterMetricIsInvertedSoTheChartStillShowsSpeedUp() throws Exception {
        Path dir = repo.resolve("docs/results/x");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("latency.json"), """
                {"benchmark":"x","metric":"ms","higherIsBetter":false,
                 "rows":[{"label":"one","scores":{"simdjson":2.0,"jackson":3.0,"fastjson2":1.0}}]}
                """);

        ResultCharts.Chart chart = ResultCharts.charts(repo).getFirst();

        assertThat(chart.svg()).contains(">1.50×<").contains(">0.50×<")
                .contains("ratio = the peer's ms / simd-json's (higher is better)");
        assertThat(chart.details()).contains("| one | 2.00 | 3.00 | 1.50× | 1.00 | 0.50× |");
    }
}
