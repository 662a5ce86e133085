package io.sigment.web.share;

import java.util.List;

/**
 * What {@code share/list.jte} shows of a shared creator list.
 *
 * @param description null when the list has none (or only blanks)
 * @param start the number of the page's first member when it is not the first page, else null (no attribute)
 */
public record SharedListView(
        String name,
        String platform,
        int count,
        String updated,
        String description,
        List<Member> members,
        Integer start,
        int page,
        int pages) {

    /** A member: the profile link, the handle, and what scraper-service knows of it in words ("" when nothing). */
    public record Member(String profileUrl, String handle, String stats) {}
}
