package io.sigment.scraper.platform;

import java.util.List;

/** Posts a topic search found, and what finding them cost: platform calls and YouTube quota units. */
public record PostSearch(List<FoundPost> posts, int calls, int quotaUnits) {
    public PostSearch {
        posts = List.copyOf(posts);
    }
}
