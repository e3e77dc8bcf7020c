package dev.simdjson.binding.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * A typed model of {@code testdata/corpus/twitter.json} (a Twitter search result: 100 statuses, 73 of them
 * retweets): the statuses with their user, entities (hashtags, urls, user mentions, media) and metadata, and the
 * search metadata. Fields that are always null in the corpus ({@code geo}, {@code coordinates}, {@code place},
 * {@code contributors}) and the always-empty {@code symbols} are left out and skipped as unknown properties.
 *
 * <p>JSON names are snake_case, mapped by {@code @JsonProperty}. A retweet's original is a {@link RetweetedStatus},
 * not a {@link Status}, so that the benchmarks' simdjson-java mirror of this model ({@code SimdjsonJavaTwitter}: its
 * schema-based parser reads only its own {@code @JsonFieldName}) has the same shape: simdjson-java 0.4.0 cannot
 * resolve a recursive record. Nullable JSON values have boxed types.
 */
public final class Twitter {

    private Twitter() {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SearchResult(
            List<Status> statuses,
            @JsonProperty("search_metadata") SearchMetadata searchMetadata) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SearchMetadata(
            @JsonProperty("completed_in") double completedIn,
            @JsonProperty("max_id") long maxId,
            @JsonProperty("max_id_str") String maxIdStr,
            @JsonProperty("next_results") String nextResults,
            String query,
            @JsonProperty("refresh_url") String refreshUrl,
            int count,
            @JsonProperty("since_id") long sinceId,
            @JsonProperty("since_id_str") String sinceIdStr) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Status(
            Metadata metadata,
            @JsonProperty("created_at") String createdAt,
            long id,
            @JsonProperty("id_str") String idStr,
            String text,
            String source,
            boolean truncated,
            @JsonProperty("in_reply_to_status_id") Long inReplyToStatusId,
            @JsonProperty("in_reply_to_status_id_str") String inReplyToStatusIdStr,
            @JsonProperty("in_reply_to_user_id") Long inReplyToUserId,
            @JsonProperty("in_reply_to_user_id_str") String inReplyToUserIdStr,
            @JsonProperty("in_reply_to_screen_name") String inReplyToScreenName,
            User user,
            @JsonProperty("retweeted_status") RetweetedStatus retweetedStatus,
            @JsonProperty("retweet_count") int retweetCount,
            @JsonProperty("favorite_count") int favoriteCount,
            Entities entities,
            boolean favorited,
            boolean retweeted,
            @JsonProperty("possibly_sensitive") Boolean possiblySensitive,
            String lang) {
    }

    /** The original of a retweet: the fields of a status that matter to a reader of the retweet. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record RetweetedStatus(
            Metadata metadata,
            @JsonProperty("created_at") String createdAt,
            long id,
            @JsonProperty("id_str") String idStr,
            String text,
            String source,
            User user,
            @JsonProperty("retweet_count") int retweetCount,
            @JsonProperty("favorite_count") int favoriteCount,
            Entities entities,
            @JsonProperty("possibly_sensitive") Boolean possiblySensitive,
            String lang) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Metadata(
            @JsonProperty("result_type") String resultType,
            @JsonProperty("iso_language_code") String isoLanguageCode) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record User(
            long id,
            @JsonProperty("id_str") String idStr,
            String name,
            @JsonProperty("screen_name") String screenName,
            String location,
            String description,
            String url,
            UserEntities entities,
            @JsonProperty("protected") boolean isProtected,
            @JsonProperty("followers_count") int followersCount,
            @JsonProperty("friends_count") int friendsCount,
            @JsonProperty("listed_count") int listedCount,
            @JsonProperty("created_at") String createdAt,
            @JsonProperty("favourites_count") int favouritesCount,
            @JsonProperty("utc_offset") Integer utcOffset,
            @JsonProperty("time_zone") String timeZone,
            @JsonProperty("geo_enabled") boolean geoEnabled,
            boolean verified,
            @JsonProperty("statuses_count") int statusesCount,
            String lang,
            @JsonProperty("profile_background_color") String profileBackgroundColor,
            @JsonProperty("profile_image_url_https") String profileImageUrlHttps,
            @JsonProperty("profile_banner_url") String profileBannerUrl,
            @JsonProperty("profile_link_color") String profileLinkColor,
            @JsonProperty("profile_use_background_image") boolean profileUseBackgroundImage,
            @JsonProperty("default_profile") boolean defaultProfile,
            @JsonProperty("default_profile_image") boolean defaultProfileImage,
            boolean following,
            @JsonProperty("follow_request_sent") boolean followRequestSent,
            boolean notifications) {
    }

    /** A user's own entities: the links in the profile URL and in the description. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record UserEntities(UrlList url, UrlList description) {
    }

    public record UrlList(List<Url> urls) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Entities(
            List<Hashtag> hashtags,
            List<Url> urls,
            @JsonProperty("user_mentions") List<UserMention> userMentions,
            List<Media> media) {
    }

    public record Hashtag(String text, int[] indices) {
    }

    public record Url(
            String url,
            @JsonProperty("expanded_url") String expandedUrl,
            @JsonProperty("display_url") String displayUrl,
            int[] indices) {
    }

    public record UserMention(
            @JsonProperty("screen_name") String screenName,
            String name,
            long id,
            @JsonProperty("id_str") String idStr,
            int[] indices) {
    }

    public record Media(
            long id,
            @JsonProperty("id_str") String idStr,
            int[] indices,
            @JsonProperty("media_url") String mediaUrl,
            @JsonProperty("media_url_https") String mediaUrlHttps,
            String url,
            @JsonProperty("display_url") String displayUrl,
            @JsonProperty("expanded_url") String expandedUrl,
            String type,
            Sizes sizes,
            @JsonProperty("source_status_id") Long sourceStatusId,
            @JsonProperty("source_status_id_str") String sourceStatusIdStr) {
    }

    public record Sizes(Size medium, Size small, Size thumb, Size large) {
    }

    public record Size(int w, int h, String resize) {
    }
}
