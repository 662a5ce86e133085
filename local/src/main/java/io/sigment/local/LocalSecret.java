package io.sigment.local;

import io.sigment.common.Ids;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A secret {@code ./sigment up} makes once and keeps in the data dir (owner-only, {@code 0600}), so it survives
 * restarts like the database does: e.g. the share-token secret, without which re-sharing a list after a restart
 * could not show its link again.
 */
final class LocalSecret {
  private LocalSecret() {
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
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      }
      Files.writeString(file, secret);
      return secret;
    } catch (IOException e) {
      throw new UncheckedIOException("could not keep the secret " + file, e);
    }
  }
}
