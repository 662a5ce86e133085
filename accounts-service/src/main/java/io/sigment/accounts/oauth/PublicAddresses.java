package io.sigment.accounts.oauth;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Arrays;

/**
 * The SSRF guard of metadata-document fetches: only public unicast addresses may be fetched, never loopback,
 * private (RFC 1918, fc00::/7), link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, unspecified or
 * documentation ones. An IPv6 address that carries an IPv4 address (IPv4-mapped and IPv4-compatible {@code ::/96},
 * NAT64 {@code 64:ff9b::/96}, 6to4 {@code 2002::/16}, Teredo {@code 2001::/32}) is as public as the IPv4 address it
 * reaches; the local-use NAT64 prefix {@code 64:ff9b:1::/48} never is.
 */
final class PublicAddresses {
    private PublicAddresses() {}

    static boolean isPublic(InetAddress address) {
        if (address.isLoopbackAddress()
                || address.isAnyLocalAddress()
                || address.isLinkLocalAddress()
                || address.isSiteLocalAddress()
                || address.isMulticastAddress()) {
            return false;
        }
        var bytes = address.getAddress();
        return address instanceof Inet6Address ? isPublicIpv6(bytes) : isPublicIpv4(bytes);
    }

    private static boolean isPublicIpv6(byte[] bytes) {
        if ((bytes[0] & 0xfe) == 0xfc) return false;
        if (startsWith(bytes, 0x20, 0x01, 0x0d, 0xb8) || startsWith(bytes, 0x01, 0x00, 0, 0, 0, 0, 0, 0)) return false;
        if (zeros(bytes, 0, 10) && (bytes[10] & 0xff) == 0xff && (bytes[11] & 0xff) == 0xff) return embedded(bytes, 12);
        if (zeros(bytes, 0, 12)) return embedded(bytes, 12);
        if (startsWith(bytes, 0, 0x64, 0xff, 0x9b) && zeros(bytes, 4, 12)) return embedded(bytes, 12);
        if (startsWith(bytes, 0, 0x64, 0xff, 0x9b, 0, 0x01)) return false;
        if (startsWith(bytes, 0x20, 0x02)) return embedded(bytes, 2);
        if (startsWith(bytes, 0x20, 0x01, 0, 0)) return teredo(bytes);
        return true;
    }

    /** Whether the IPv4 address at {@code bytes[from..from+4)} is public. */
    private static boolean embedded(byte[] bytes, int from) {
        return isPublicEmbedded(Arrays.copyOfRange(bytes, from, from + 4));
    }

    /** Teredo: the server's IPv4 address in bytes 4-7, the client's in bytes 12-15 with every bit inverted. */
    private static boolean teredo(byte[] bytes) {
        var client = Arrays.copyOfRange(bytes, 12, 16);
        for (int i = 0; i < 4; i++) client[i] = (byte) ~client[i];
        return embedded(bytes, 4) && isPublicEmbedded(client);
    }

    private static boolean isPublicEmbedded(byte[] ipv4) {
        try {
            return isPublic(InetAddress.getByAddress(ipv4));
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    private static boolean isPublicIpv4(byte[] bytes) {
        var first = bytes[0] & 0xff;
        var second = bytes[1] & 0xff;
        var third = bytes[2] & 0xff;
        return first != 0
                && !(first == 100 && second >= 64 && second <= 127)
                && first < 224
                && !(first == 192 && second == 0 && (third == 0 || third == 2))
                && !(first == 198 && (second == 18 || second == 19))
                && !(first == 198 && second == 51 && third == 100)
                && !(first == 203 && second == 0 && third == 113);
    }

    private static boolean zeros(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) if (bytes[i] != 0) return false;
        return true;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        for (int i = 0; i < prefix.length; i++) if ((bytes[i] & 0xff) != prefix[i]) return false;
        return true;
    }
}
