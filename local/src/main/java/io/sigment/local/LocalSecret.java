package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Ids;
import io.sigment.common.Setting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * A secret {@code ./sigment up} makes once and keeps in the data dir (owner-only, {@code 0600}), so it survives
 * restarts like the database does: e.g. the share-token secret, without which re-sharing a list after a restart
 * could not show its link again, and the person-key secret, without which the people already stored would be
 * strangers to the next scrape.
 */
final class LocalSecret {
    private LocalSecret() {}

    /** Each secret a local stack keeps in its data dir, by file name. */
    static final Map<Setting, String> KEPT = Map.of(
            Setting.SHARE_TOKEN_SECRET,
            "share-token.secret",
            Setting.PERSON_KEY_SECRET,
            "person-key.secret",
            Setting.PERSON_DENY_SECRET,
            "person-deny.secret");

    /** {@code config} with every kept secret it does not set read from the data dir (made there when absent). */
    static Config filledIn(Config config, Path dataDir) {
        var filled = config;
        for (var kept : KEPT.entrySet()) {
            if (config.optional(kept.getKey()).isEmpty())
                filled = filled.with(kept.getKey(), read(dataDir, kept.getValue()));
        }
        return filled;
    }

    /** {@code config} with every kept secret it does not set read from the data dir, where one was made already. */
    static Config existing(Config config, Path dataDir) {
        var filled = config;
        for (var kept : KEPT.entrySet()) {
            var file = dataDir.resolve(kept.getValue());
            if (config.optional(kept.getKey()).isEmpty() && Files.exists(file))
                filled = filled.with(kept.getKey(), read(dataDir, kept.getValue()));
        }
        return filled;
    }

    /** The secret stored in {@code dataDir/name}, created (256 random bits) when absent. */
    static String read(Path dataDir, String name) {
        var file = dataDir.resolve(name);
        try {
            if (Files.exists(file)) {
                var stored = Files.readString(file).strip();
                if (!stored.isEmpty()) return stored;
            }
            Files.createDirectories(dataDir);
            var secret = Ids.random("", Ids.SECRET_BYTES);
            Files.deleteIfExists(file);
            if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(
                        file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            Files.writeString(file, secret);
            return secret;
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep the secret " + file, e);
        }
    }
}
