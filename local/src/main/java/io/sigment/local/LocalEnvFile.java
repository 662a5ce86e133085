package io.sigment.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** {@code .sigment/local.env}: {@code KEY=VALUE} lines telling clients and scripts how to reach the local stack. */
public final class LocalEnvFile {
    public static final String MCP_URL = "SIGMENT_MCP_URL";
    public static final String DEMO_API_KEY = "SIGMENT_DEMO_API_KEY";
    /** The demo user's sign-in to the app at {@code /app} (and the OAuth sign-in page). */
    public static final String DEMO_EMAIL = "SIGMENT_DEMO_EMAIL";

    public static final String DEMO_PASSWORD = "SIGMENT_DEMO_PASSWORD";
    /**
     * The running stack's database (the embedded server's port changes at every start), for {@code ./sigment
     * apikey}. Not named SIGMENT_PG_URL: exported into a shell, that would point the next start at a dead port.
     */
    public static final String PG_URL = "SIGMENT_LOCAL_DATABASE_URL";

    private final Path file;

    public LocalEnvFile(Path dataDir) {
        this.file = dataDir.resolve("local.env");
    }

    public Path path() {
        return file;
    }

    public Optional<String> read(String key) {
        if (!Files.exists(file)) return Optional.empty();
        try {
            return Files.readAllLines(file).stream()
                    .filter(line -> line.startsWith(key + "="))
                    .map(line -> line.substring(key.length() + 1))
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * Writes all values at once (temp file + rename) so a reader never sees half a file; owner-only ({@code 0600})
     * from its creation, since it holds an API key and the database's address.
     */
    public void write(Map<String, String> values) {
        var text = new StringBuilder();
        new LinkedHashMap<>(values)
                .forEach((k, v) -> text.append(k).append('=').append(v).append('\n'));
        try {
            Files.createDirectories(file.getParent());
            var temp = file.resolveSibling("local.env.tmp");
            Files.deleteIfExists(temp);
            if (temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(
                        temp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            Files.writeString(temp, text);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    public void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
