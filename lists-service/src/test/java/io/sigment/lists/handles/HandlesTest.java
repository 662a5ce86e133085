package io.sigment.lists.handles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class HandlesTest {

    @Test
    void instagram_handles_lose_the_at_and_their_case_and_are_kept_once_in_the_order_given() {
        assertThat(Handles.parse(Platform.INSTAGRAM, List.of("@Nat.Geo", "nat.geo", " travel_daily ", "a")))
                .containsExactly("nat.geo", "travel_daily", "a");
    }

    @Test
    void instagram_handles_are_1_to_30_of_lowercase_letters_digits_dots_and_underscores() {
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "x".repeat(30)))
                .contains("x".repeat(30));
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "x".repeat(31)))
                .isEmpty();
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "@")).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "with space")).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "dash-ed")).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.INSTAGRAM, "@@double")).isEmpty();
    }

    @Test
    void tiktok_handles_are_2_to_24_characters() {
        assertThat(PlatformHandles.normalize(Platform.TIKTOK, "@Ab")).contains("ab");
        assertThat(PlatformHandles.normalize(Platform.TIKTOK, "a")).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.TIKTOK, "a".repeat(24))).isPresent();
        assertThat(PlatformHandles.normalize(Platform.TIKTOK, "a".repeat(25))).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.TIKTOK, "no-dash")).isEmpty();
    }

    @Test
    void youtube_members_are_case_insensitive_handles_or_case_sensitive_channel_ids() {
        var channelId = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
        assertThat(PlatformHandles.normalize(Platform.YOUTUBE, channelId)).contains(channelId);
        assertThat(PlatformHandles.normalize(Platform.YOUTUBE, "@Some-Creator.TV"))
                .contains("some-creator.tv");
        assertThat(PlatformHandles.normalize(Platform.YOUTUBE, "@" + channelId)).contains(channelId.toLowerCase());
        assertThat(PlatformHandles.normalize(Platform.YOUTUBE, "ab")).isEmpty();
        assertThat(PlatformHandles.normalize(Platform.YOUTUBE, "a".repeat(31))).isEmpty();
        assertThat(PlatformHandles.profileUrl(Platform.YOUTUBE, channelId))
                .isEqualTo("https://www.youtube.com/channel/" + channelId);
        assertThat(PlatformHandles.profileUrl(Platform.YOUTUBE, "some-creator.tv"))
                .isEqualTo("https://www.youtube.com/@some-creator.tv");
    }

    @Test
    void profile_urls_follow_each_platform() {
        assertThat(PlatformHandles.profileUrl(Platform.INSTAGRAM, "nat.geo"))
                .isEqualTo("https://www.instagram.com/nat.geo/");
        assertThat(PlatformHandles.profileUrl(Platform.TIKTOK, "dance.daily"))
                .isEqualTo("https://www.tiktok.com/@dance.daily");
    }

    @Test
    void every_invalid_handle_is_named_with_its_position_and_the_platform_rule() {
        assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, List.of("good", "bad handle", "fine", "no!")))
                .isInstanceOfSatisfying(ToolError.class, e -> {
                    assertThat(e.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
                    assertThat(e.getMessage())
                            .startsWith("Invalid arguments: usernames[1] \"bad handle\", usernames[3] \"no!\" "
                                    + "are not valid Instagram handles (1-30 characters")
                            .contains("nothing was changed")
                            .doesNotContain("\"good\"", "\"fine\"");
                });
    }

    @Test
    void more_than_100_or_no_usernames_are_refused() {
        assertThat(Handles.parse(Platform.INSTAGRAM, Collections.nCopies(100, "same")))
                .containsExactly("same");
        assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, Collections.nCopies(101, "same")))
                .hasMessageContaining("usernames: 1-100");
        assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, List.of())).hasMessageContaining("usernames: 1-100");
    }
}
