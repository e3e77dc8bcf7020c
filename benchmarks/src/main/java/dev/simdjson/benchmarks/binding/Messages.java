package dev.simdjson.benchmarks.binding;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The text workload: chat-like messages whose strings are multilingual (Latin with accents, Greek,
 * Cyrillic, CJK, emoji) and carry escapes (newline, tab, quote and backslash escapes, and six-character unicode
 * escapes for control characters) as JSON writers emit them; deterministic ({@link #messages(int)}).
 */
public final class Messages {

    private Messages() {
    }

    @com.dslplatform.json.CompiledJson
    @io.avaje.jsonb.Json
    public record Message(String id, String author, String text, List<String> tags, int likes) {
    }

    private static final String[] TEXTS = {
            "Grüße aus Zürich! Das Café öffnet um 8 Uhr.\nBis später 👋",
            "Καλημέρα σε όλους — η συνάντηση είναι στις \"10:00\".",
            "Привет! Путь к файлу: C:\\Users\\анна\\документы\\отчёт.txt",
            "東京の天気は晴れです。\t気温は25度。🌞",
            "Tab\tseparated\tvalues and a \u0001 control character, then \"quotes\".",
            "Plain ASCII text for contrast: the quick brown fox jumps over the lazy dog.",
            "Emoji run: 🚀🔥✨💡🎉 and a surrogate pair at the end 😀",
            "Mixed: naïve café façade — señor Ñandú, 北京, Москва, Αθήνα."};
    private static final String[] AUTHORS = {"zoë", "józef", "αλέξης", "анна", "佐藤", "ada"};
    private static final String[] TAGS = {"общее", "café", "日本", "news", "😀", "tab\tbed"};

    /** {@code count} messages, the same for the same count. */
    public static List<Message> messages(int count) {
        Random r = new Random(0x7E47_0000L + count);
        List<Message> messages = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = r.nextInt(3); t >= 0; t--) {
                tags.add(TAGS[r.nextInt(TAGS.length)]);
            }
            messages.add(new Message("m-" + i, AUTHORS[r.nextInt(AUTHORS.length)], TEXTS[r.nextInt(TEXTS.length)],
                    List.copyOf(tags), r.nextInt(1000)));
        }
        return List.copyOf(messages);
    }
}
