package io.sigment.lists.handles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    assertThat(Platform.INSTAGRAM.normalize("x".repeat(30))).contains("x".repeat(30));
    assertThat(Platform.INSTAGRAM.normalize("x".repeat(31))).isEmpty();
    assertThat(Platform.INSTAGRAM.normalize("@")).isEmpty();
    assertThat(Platform.INSTAGRAM.normalize("with space")).isEmpty();
    assertThat(Platform.INSTAGRAM.normalize("dash-ed")).isEmpty();
    assertThat(Platform.INSTAGRAM.normalize("@@double")).isEmpty();
  }

  @Test
  void tiktok_handles_are_2_to_24_characters() {
    assertThat(Platform.TIKTOK.normalize("@Ab")).contains("ab");
    assertThat(Platform.TIKTOK.normalize("a")).isEmpty();
    assertThat(Platform.TIKTOK.normalize("a".repeat(24))).isPresent();
    assertThat(Platform.TIKTOK.normalize("a".repeat(25))).isEmpty();
    assertThat(Platform.TIKTOK.normalize("no-dash")).isEmpty();
  }

  @Test
  void youtube_members_are_case_insensitive_handles_or_case_sensitive_channel_ids() {
    var channelId = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
    assertThat(Platform.YOUTUBE.normalize(channelId)).contains(channelId);
    assertThat(Platform.YOUTUBE.normalize("@Some-Creator.TV")).contains("some-creator.tv");
    assertThat(Platform.YOUTUBE.normalize("@" + channelId)).contains(channelId.toLowerCase());
    assertThat(Platform.YOUTUBE.normalize("ab")).isEmpty();
    assertThat(Platform.YOUTUBE.normalize("a".repeat(31))).isEmpty();
    assertThat(Platform.YOUTUBE.profileUrl(channelId)).isEqualTo("https://www.youtube.com/channel/" + channelId);
    assertThat(Platform.YOUTUBE.profileUrl("some-creator.tv")).isEqualTo("https://www.youtube.com/@some-creator.tv");
  }

  @Test
  void profile_urls_follow_each_platform() {
    assertThat(Platform.INSTAGRAM.profileUrl("nat.geo")).isEqualTo("https://www.instagram.com/nat.geo/");
    assertThat(Platform.TIKTOK.profileUrl("dance.daily")).isEqualTo("https://www.tiktok.com/@dance.daily");
  }

  @Test
  void every_invalid_handle_is_named_with_its_position_and_the_platform_rule() {
    assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, List.of("good", "bad handle", "fine", "no!")))
        .isInstanceOfSatisfying(ToolError.class, e -> {
          assertThat(e.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
          assertThat(e.getMessage()).startsWith("Invalid arguments: usernames[1] \"bad handle\", usernames[3] \"no!\" "
              + "are not valid Instagram handles (1-30 characters").contains("nothing was changed")
              .doesNotContain("\"good\"", "\"fine\"");
        });
  }

  @Test
  void more_than_100_or_no_usernames_are_refused() {
    assertThat(Handles.parse(Platform.INSTAGRAM, Collections.nCopies(100, "same"))).containsExactly("same");
    assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, Collections.nCopies(101, "same")))
        .hasMessageContaining("usernames: 1-100");
    assertThatThrownBy(() -> Handles.parse(Platform.INSTAGRAM, List.of())).hasMessageContaining("usernames: 1-100");
  }
}
