package io.sigment.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Issue 25, finding 5: the client address comes from the trusted proxy chain, never from the ingress pod. */
class ClientAddressesTest {
    private final ClientAddresses behindIngress = ClientAddresses.parse("10.0.0.0/8, 127.0.0.1/32, ::1/128");

    @Test
    void behind_a_trusted_proxy_the_client_is_the_last_untrusted_hop() {
        assertThat(behindIngress.of("10.2.3.4", "192.0.2.10")).isEqualTo("192.0.2.10");
        assertThat(behindIngress.of("10.2.3.4", "6.6.6.6, 192.0.2.10"))
                .as("a client cannot choose its address")
                .isEqualTo("192.0.2.10");
        assertThat(behindIngress.of("10.2.3.4", "192.0.2.10, 10.9.9.9"))
                .as("a chain of trusted proxies")
                .isEqualTo("192.0.2.10");
        assertThat(behindIngress.of("10.2.3.4", null)).isEqualTo("10.2.3.4");
    }

    @Test
    void a_peer_that_is_not_a_trusted_proxy_is_the_client_whatever_it_forwards() {
        assertThat(behindIngress.of("192.0.2.99", "6.6.6.6")).isEqualTo("192.0.2.99");
        assertThat(ClientAddresses.parse("127.0.0.0/8").of("172.16.0.5", "192.0.2.10"))
                .as("a private address is not trusted unless configured")
                .isEqualTo("172.16.0.5");
    }

    @Test
    void ipv6_ranges_and_bad_settings() {
        var v6 = ClientAddresses.parse("2001:db8::/32");
        assertThat(v6.of("2001:db8:5::1", "2001:db9::7")).isEqualTo("2001:db9::7");
        assertThat(v6.of("2001:db8:5::1", "not-an-address")).isEqualTo("2001:db8:5::1");
        assertThat(ClientAddresses.isLoopback("127.0.0.1")).isTrue();
        assertThat(ClientAddresses.isLoopback("0:0:0:0:0:0:0:1")).isTrue();
        assertThat(ClientAddresses.isLoopback("localhost"))
                .as("names are never looked up")
                .isFalse();
        assertThatThrownBy(() -> ClientAddresses.parse("10.0.0.0/33")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClientAddresses.parse("example.com/8")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void limits_count_ipv6_per_64_and_ipv4_per_address() {
        assertThat(ClientAddresses.groupOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).isEqualTo("2001:db8:1:2::/64");
        assertThat(ClientAddresses.groupOf("2001:db8:1:2::1"))
                .isEqualTo(ClientAddresses.groupOf("2001:db8:1:2:ffff::9"));
        assertThat(ClientAddresses.groupOf("2001:db8:1:3::1")).isNotEqualTo(ClientAddresses.groupOf("2001:db8:1:2::1"));
        assertThat(ClientAddresses.groupOf("203.0.113.9")).isEqualTo("203.0.113.9");
        assertThat(ClientAddresses.groupOf("::ffff:203.0.113.9"))
                .as("IPv4-mapped is the IPv4 address")
                .isEqualTo("203.0.113.9");
        assertThat(ClientAddresses.groupOf("unknown")).isEqualTo("unknown");
    }
}
