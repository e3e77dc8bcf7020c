package dev.simdjson.binding.model;

import java.util.List;

/**
 * The users workload: a {@code List<User>} at the root, each user with primitives, strings, a list of tags and a
 * list of nested friends. {@link Documents#users(int)} makes documents of 1, 10 and 500 users (about 161 B, 1.3 kB
 * and 81 kB).
 */
public final class Users {

    private Users() {
    }

    public record User(long id, String name, String email, int age, boolean active, double score, List<String> tags,
                       List<Friend> friends) {
    }

    public record Friend(long id, String name) {
    }
}
