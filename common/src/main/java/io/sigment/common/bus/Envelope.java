package io.sigment.common.bus;

/** Names in an event-bus request: headers and the body's two members {@code {"caller": ..., "args": ...}}. */
public final class Envelope {
  public static final String ACTION = "action";
  public static final String REQUEST_ID = "request-id";
  public static final String CALLER = "caller";
  public static final String ARGS = "args";

  private Envelope() {
  }
}
