package io.sigment.web.work;

import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.web.app.AppDates;
import java.util.List;

/**
 * The share section of an analysis or a list ({@code work/share.jte}): its active public links, each with Turn off,
 * or a Share button. {@code shareAction} creates (or reuses) the link; {@code back} is the page a revocation returns
 * to.
 */
public record ShareSection(String shareAction, String back, List<Link> links, String csrf) {
    /** One link: {@code url} null for a link made before the share secret changed; {@code expires} null when never. */
    public record Link(String id, String url, boolean oneSnapshot, String expires) {}

    public static ShareSection of(String shareAction, String back, List<OwnedShareLink> links, String csrf) {
        return new ShareSection(
                shareAction,
                back,
                links.stream()
                        .map(link -> new Link(
                                link.linkId(),
                                link.url(),
                                link.snapshotId() != null,
                                link.expiresAt() == null ? null : AppDates.day(link.expiresAt())))
                        .toList(),
                csrf);
    }
}
