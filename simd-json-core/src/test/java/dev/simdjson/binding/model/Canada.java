package dev.simdjson.binding.model;

import java.util.List;

/**
 * A typed model of {@code testdata/corpus/canada.json}: a GeoJSON FeatureCollection with one Polygon feature whose
 * coordinates (about 111,000 points in 480 rings) are a {@code double[][][]}: rings of {@code [longitude, latitude]}
 * pairs. Nearly all of the document is floating-point numbers.
 */
public final class Canada {

    private Canada() {
    }

    public record FeatureCollection(String type, List<Feature> features) {
    }

    public record Feature(String type, Properties properties, Geometry geometry) {
    }

    public record Properties(String name) {
    }

    public record Geometry(String type, double[][][] coordinates) {
    }
}
