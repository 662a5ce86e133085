package io.sigment.common.tools;

/** A tool's kind as the spec's §4 table names it; its annotations follow from it. */
public enum ToolKind {
    /** {@code readOnlyHint: true}. */
    READ_ONLY,
    /** Changes state, destroys nothing: {@code readOnlyHint: false, destructiveHint: false}. */
    WRITE,
    /** Spends credits or publishes: {@code readOnlyHint: false, destructiveHint: true}; clients ask first. */
    ASKS_BEFORE_RUNNING
}
