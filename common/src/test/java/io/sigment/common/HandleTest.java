package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class HandleTest {

    @Test
    void typed_handles_lose_surrounding_space_and_one_at_but_keep_their_case() {
        assertThat(Handle.of("  @Nat.Geo ").text()).isEqualTo("Nat.Geo");
        assertThat(Handle.of("@@twice").text()).isEqualTo("@twice");
        assertThat(Handle.of("plain").toString()).isEqualTo("plain");
    }

    @Test
    void two_spellings_of_one_creator_share_a_key_whatever_the_machine_locale() {
        var before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr"));
            assertThat(Handle.keyOf("@INSTAGRAM")).isEqualTo("instagram");
            assertThat(Handle.keyOf(" nat.geo")).isEqualTo(Handle.keyOf("@Nat.Geo"));
        } finally {
            Locale.setDefault(before);
        }
    }
}
