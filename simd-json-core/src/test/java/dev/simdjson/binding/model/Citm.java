package dev.simdjson.binding.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * A typed model of {@code testdata/corpus/citm_catalog.json} (a concert-hall catalogue): name tables keyed by
 * numeric ids ({@code Map<Long, String>}), 184 events in a map keyed by id, and 243 performances with their prices
 * and seat categories. The JSON names are already Java names, so no annotation renames anything. simdjson-java's
 * schema-based parser cannot read this model: it has no maps.
 */
public final class Citm {

    private Citm() {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Catalog(
            Map<Long, String> areaNames,
            Map<Long, String> audienceSubCategoryNames,
            Map<Long, String> blockNames,
            Map<Long, Event> events,
            List<Performance> performances,
            Map<Long, String> seatCategoryNames,
            Map<Long, String> subTopicNames,
            Map<Long, String> subjectNames,
            Map<Long, String> topicNames,
            Map<Long, List<Long>> topicSubTopics,
            Map<String, String> venueNames) {
    }

    public record Event(
            String description,
            long id,
            String logo,
            String name,
            List<Long> subTopicIds,
            String subjectCode,
            String subtitle,
            List<Long> topicIds) {
    }

    public record Performance(
            long eventId,
            long id,
            String logo,
            String name,
            List<Price> prices,
            List<SeatCategory> seatCategories,
            String seatMapImage,
            long start,
            String venueCode) {
    }

    public record Price(int amount, long audienceSubCategoryId, long seatCategoryId) {
    }

    public record SeatCategory(List<Area> areas, long seatCategoryId) {
    }

    public record Area(long areaId, long[] blockIds) {
    }
}
