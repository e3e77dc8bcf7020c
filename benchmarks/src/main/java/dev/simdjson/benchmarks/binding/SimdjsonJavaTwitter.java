package dev.simdjson.benchmarks.binding;

import org.simdjson.annotations.JsonFieldName;

import java.util.List;

/**
 * The Twitter model ({@link dev.simdjson.binding.model.Twitter}) as simdjson-java's schema-based parser needs it, for
 * {@link TypedReadSimdjsonJavaBenchmark} only: that parser reads no annotation but its own {@code @JsonFieldName}, so
 * the snake_case names are given here with it. Same records, same components, same types, in the same order as the
 * shared model; {@link TypedReadSimdjsonJavaBenchmark} checks that before measuring (Jackson converts the shared
 * model's value into this one, failing on any property this one lacks).
 */
public final class SimdjsonJavaTwitter {

    private SimdjsonJavaTwitter() {
    }

    public record SearchResult(
            List<Status> statuses,
            @JsonFieldName("search_metadata") SearchMetadata searchMetadata) {
    }

    public record SearchMetadata(
            @JsonFieldName("completed_in") double completedIn,
            @JsonFieldName("max_id") long maxId,
            @JsonFieldName("max_id_str") String maxIdStr,
            @JsonFieldName("next_results") String nextResults,
            String query,
            @JsonFieldName("refresh_url") String refreshUrl,
            int count,
            @JsonFieldName("since_id") long sinceId,
            @JsonFieldName("since_id_str") String sinceIdStr) {
    }

    public record Status(
            Metadata metadata,
            @JsonFieldName("created_at") String createdAt,
            long id,
            @JsonFieldName("id_str") String idStr,
            String text,
            String source,
            boolean truncated,
            @JsonFieldName("in_reply_to_status_id") Long inReplyToStatusId,
            @JsonFieldName("in_reply_to_status_id_str") String inReplyToStatusIdStr,
            @JsonFieldName("in_reply_to_user_id") Long inReplyToUserId,
            @JsonFieldName("in_reply_to_user_id_str") String inReplyToUserIdStr,
            @JsonFieldName("in_reply_to_screen_name") String inReplyToScreenName,
            User user,
            @JsonFieldName("retweeted_status") RetweetedStatus retweetedStatus,
            @JsonFieldName("retweet_count") int retweetCount,
            @JsonFieldName("favorite_count") int favoriteCount,
            Entities entities,
            boolean favorited,
            boolean retweeted,
            @JsonFieldName("possibly_sensitive") Boolean possiblySensitive,
            String lang) {
    }

    public record RetweetedStatus(
            Metadata metadata,
            @JsonFieldName("created_at") String createdAt,
            long id,
            @JsonFieldName("id_str") String idStr,
            String text,
            String source,
            User user,
            @JsonFieldName("retweet_count") int retweetCount,
            @JsonFieldName("favorite_count") int favoriteCount,
            Entities entities,
            @JsonFieldName("possibly_sensitive") Boolean possiblySensitive,
            String lang) {
    }

    public record Metadata(
            @JsonFieldName("result_type") String resultType,
            @JsonFieldName("iso_language_code") String isoLanguageCode) {
    }

    public record User(
            long id,
            @JsonFieldName("id_str") String idStr,
            String name,
            @JsonFieldName("screen_name") String screenName,
            String location,
            String description,
            String url,
            UserEntities entities,
            @JsonFieldName("protected") boolean isProtected,
            @JsonFieldName("followers_count") int followersCount,
            @JsonFieldName("friends_count") int friendsCount,
            @JsonFieldName("listed_count") int listedCount,
            @JsonFieldName("created_at") String createdAt,
            @JsonFieldName("favourites_count") int favouritesCount,
            @JsonFieldName("utc_offset") Integer utcOffset,
            @JsonFieldName("time_zone") String timeZone,
            @JsonFieldName("geo_enabled") boolean geoEnabled,
            boolean verified,
            @JsonFieldName("statuses_count") int statusesCount,
            String lang,
            @JsonFieldName("profile_background_color") String profileBackgroundColor,
            @JsonFieldName("profile_image_url_https") String profileImageUrlHttps,
            @JsonFieldName("profile_banner_url") String profileBannerUrl,
            @JsonFieldName("profile_link_color") String profileLinkColor,
            @JsonFieldName("profile_use_background_image") boolean profileUseBackgroundImage,
            @JsonFieldName("default_profile") boolean defaultProfile,
            @JsonFieldName("default_profile_image") boolean defaultProfileImage,
            boolean following,
            @JsonFieldName("follow_request_sent") boolean followRequestSent,
            boolean notifications) {
    }

    public record UserEntities(UrlList url, UrlList description) {
    }

    public record UrlList(List<Url> urls) {
    }

    public record Entities(
            List<Hashtag> hashtags,
            List<Url> urls,
            @JsonFieldName("user_mentions") List<UserMention> userMentions,
            List<Media> media) {
    }

    public record Hashtag(String text, int[] indices) {
    }

    public record Url(
            String url,
            @JsonFieldName("expanded_url") String expandedUrl,
            @JsonFieldName("display_url") String displayUrl,
            int[] indices) {
    }

    public record UserMention(
            @JsonFieldName("screen_name") String screenName,
            String name,
            long id,
            @JsonFieldName("id_str") String idStr,
            int[] indices) {
    }

    public record Media(
            long id,
            @JsonFieldName("id_str") String idStr,
            int[] indices,
            @JsonFieldName("media_url") String mediaUrl,
            @JsonFieldName("media_url_https") String mediaUrlHttps,
            String url,
            @JsonFieldName("display_url") String displayUrl,
            @JsonFieldName("expanded_url") String expandedUrl,
            String type,
            Sizes sizes,
            @JsonFieldName("source_status_id") Long sourceStatusId,
            @JsonFieldName("source_status_id_str") String sourceStatusIdStr) {
    }

    public record Sizes(Size medium, Size small, Size thumb, Size large) {
    }

    public record Size(int w, int h, String resize) {
    }
}
