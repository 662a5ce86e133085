package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CallerTest {

    @Test
    void a_person_in_the_app_is_neither_an_agent_nor_sigment_and_stays_a_person_across_the_bus() {
        var person = Caller.person("req-1", "usr_1", "ws_b", List.of("ws_a", "ws_b"));
        var carried = Caller.fromJson(person.toJson());
        assertThat(carried).isEqualTo(person);
        assertThat(carried.isPerson()).isTrue();
        assertThat(carried.isAgent()).isFalse();
        assertThat(carried.workspaceIds()).containsExactly("ws_a", "ws_b");
        assertThat(carried.inWorkspace("ws_a").isPerson()).isTrue();
    }

    @Test
    void agents_and_sigment_itself_are_not_people() {
        var key = new Caller("req-2", "usr_1", "ws_a", "api_key", "key_1", "script");
        var oauth = new Caller("req-3", "usr_1", "ws_a", "oauth", "agt_1", "Claude");
        assertThat(key.isPerson()).isFalse();
        assertThat(key.isAgent()).isTrue();
        assertThat(oauth.isPerson()).isFalse();
        assertThat(oauth.isAgent()).isTrue();
        assertThat(Caller.system("req-4").isPerson()).isFalse();
        assertThat(Caller.system("req-4").isAgent()).isFalse();
    }
}
