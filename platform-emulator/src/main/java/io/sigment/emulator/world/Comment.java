package io.sigment.emulator.world;

/** One comment on a post: who wrote it, the how-many-th of theirs on that post, when (epoch seconds), its likes. */
public record Comment(int person, int n, long at, long likes) {}
