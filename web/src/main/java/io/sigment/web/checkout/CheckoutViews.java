package io.sigment.web.checkout;

/** What the checkout templates ({@code checkout/*.jte}) show. */
public final class CheckoutViews {
    private CheckoutViews() {}

    /** The sandbox checkout page; {@code csrf} is null on a completed checkout (no form then). */
    public record Sandbox(
            String label,
            long credits,
            String packageId,
            String workspaceId,
            String price,
            boolean completed,
            String path,
            String csrf) {}

    /** After the sandbox button: what was added, and the balance. */
    public record Completed(String label, boolean credited, long creditsAdded, String workspaceId, long balance) {}

    /** A page that only says something: its title, heading and sentence (null: none). */
    public record Message(String title, String heading, String text) {}

    /** Someone else than the workspace's owner opened the checkout. */
    public record NotOwner(String workspaceId) {}
}
