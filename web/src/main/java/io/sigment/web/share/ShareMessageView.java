package io.sigment.web.share;

/** A share page that only says something (not found, temporarily unavailable): {@code share/message.jte}. */
public record ShareMessageView(String title, String text) {}
