package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 39, M4: failed sign-ins back off per account and source (a browser that signed in before, else its client
 * address, IPv6 by /64), so nobody elsewhere can keep the owner out.
 */
@Tag("stack")
class SignInLockoutTest {

    private static BrowserSession browserAt(String address) {
        return new BrowserSession(TestStack.shared().gatewayUrl()).from(address);
    }

    @Test
    void wrong_passwords_from_five_addresses_never_refuse_the_right_one_from_another() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        for (int i = 1; i <= 5; i++) {
            assertThat(browserAt("198.51.100." + (20 + i))
                            .signIn(email, "wrong " + i)
                            .status())
                    .isEqualTo(401);
        }
        assertThat(browserAt("203.0.113.21").signIn(email, password).status())
                .as("the owner, elsewhere")
                .isEqualTo(303);

        for (int i = 1; i <= 5; i++) browserAt("198.51.100.30").signIn(email, "again " + i);
        assertThat(browserAt("198.51.100.30").signIn(email, password).status())
                .as("the address that failed")
                .isEqualTo(429);
        ClientAddressLimitsTest.endLock(user.userId());
        assertThat(browserAt("198.51.100.30").signIn(email, "one more").status())
                .isEqualTo(401);
        assertThat(browserAt("198.51.100.30").signIn(email, password).status())
                .as("after the lock, one more failure")
                .isEqualTo(429);
        assertThat(browserAt("203.0.113.22").signIn(email, password).status())
                .as("the owner, elsewhere")
                .isEqualTo(303);
    }

    @Test
    void a_browser_that_signed_in_before_is_not_locked_out_by_failures_from_its_own_address() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        var owners = browserAt("198.51.100.40");
        assertThat(owners.signIn(email, password).status()).isEqualTo(303);
        assertThat(owners.postForm("/app/sign-out", owners.get("/app").hiddenFields())
                        .status())
                .as("signed out")
                .isEqualTo(303);

        for (int i = 1; i <= 6; i++) browserAt("198.51.100.40").signIn(email, "wrong " + i);
        assertThat(browserAt("198.51.100.40").signIn(email, password).status())
                .as("a new browser at that address")
                .isEqualTo(429);
        assertThat(owners.signIn(email, password).status())
                .as("the owner's browser, same address")
                .isEqualTo(303);
    }

    @Test
    void an_ipv6_client_counts_as_its_64() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var email = TestAccounts.email(user);
        var password = TestAccounts.password(stack, user);
        for (int i = 1; i <= 5; i++) {
            assertThat(browserAt("2001:db8:39:4::" + i)
                            .signIn(email, "wrong " + i)
                            .status())
                    .isEqualTo(401);
        }
        assertThat(browserAt("2001:db8:39:4:ffff::9").signIn(email, password).status())
                .as("the same /64")
                .isEqualTo(429);
        assertThat(browserAt("2001:db8:39:5::1").signIn(email, password).status())
                .as("another /64")
                .isEqualTo(303);
    }
}
