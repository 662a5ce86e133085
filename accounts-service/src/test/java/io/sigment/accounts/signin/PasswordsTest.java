package io.sigment.accounts.signin;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PasswordsTest {
    @Test
    void a_chosen_password_is_stored_at_owasps_cost_and_only_it_verifies() {
        var stored = Passwords.hash("correct horse battery");

        assertThat(stored).startsWith("$argon2id$v=19$m=19456,t=2,p=1$");
        assertThat(Passwords.verify("correct horse battery", stored)).isTrue();
        assertThat(Passwords.verify("correct horse battery!", stored)).isFalse();
    }

    @Test
    void a_hash_at_another_cost_says_its_cost_and_verifies_by_it() {
        var stored = Passwords.hash("correct horse battery", 64, 1);

        assertThat(stored).startsWith("$argon2id$v=19$m=64,t=1,p=1$");
        assertThat(Passwords.verify("correct horse battery", stored)).isTrue();
        assertThat(Passwords.verify("Correct horse battery", stored)).isFalse();
        // the cost is part of what is checked: the same salt and hash under another cost do not verify
        assertThat(Passwords.verify("correct horse battery", stored.replace("m=64,t=1", "m=64,t=2")))
                .isFalse();
    }

    @Test
    void a_malformed_or_absent_hash_verifies_nothing() {
        assertThat(Passwords.verify("correct horse battery", null)).isFalse();
        assertThat(Passwords.verify("correct horse battery", "$argon2i$v=19$m=64,t=1,p=1$AAAA$AAAA"))
                .isFalse();
        assertThat(Passwords.verify("correct horse battery", "$argon2id$v=19$m=64,x=1,p=1$AAAA$AAAA"))
                .isFalse();
        assertThat(Passwords.verify("correct horse battery", "plain text")).isFalse();
    }
}
