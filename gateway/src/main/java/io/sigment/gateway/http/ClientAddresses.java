package io.sigment.gateway.http;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.core.http.HttpServerRequest;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * The client's address, for limits kept per address: the TCP peer, unless the peer is one of the trusted proxies
 * ({@link Setting#TRUSTED_PROXIES}, CIDRs: the ingress in front of the gateway), in which case the
 * {@code X-Forwarded-For} chain is read from the right, skipping trusted proxies, and the first other hop is the
 * client. Hops left of it were written by the client and are never believed.
 */
public final class ClientAddresses {
    private final List<Range> trusted;

    private ClientAddresses(List<Range> trusted) {
        this.trusted = trusted;
    }

    public static ClientAddresses of(Config config) {
        return parse(config.get(Setting.TRUSTED_PROXIES));
    }

    /** {@code cidrs}: comma-separated, e.g. {@code 10.0.0.0/8, ::1/128}; a bad entry throws. */
    public static ClientAddresses parse(String cidrs) {
        var ranges = new ArrayList<Range>();
        for (var cidr : cidrs.split(",")) {
            if (!cidr.isBlank()) ranges.add(Range.parse(cidr.strip()));
        }
        return new ClientAddresses(List.copyOf(ranges));
    }

    public String of(HttpServerRequest request) {
        var peer = request.remoteAddress() == null
                ? "unknown"
                : request.remoteAddress().hostAddress();
        return of(peer, request.getHeader("X-Forwarded-For"));
    }

    /**
     * The key every per-address limit counts this request's client under (sign-in, client registration, the
     * documentation server, failed tokens, ...): its address grouped by {@link #groupOf}.
     */
    public String limitKey(HttpServerRequest request) {
        return groupOf(of(request));
    }

    /**
     * An IPv6 address's /64 (one subscriber's prefix, within which a host picks addresses freely), written
     * {@code 2001:db8:1:2::/64}; an IPv4 address (IPv4-mapped IPv6 included) or anything else is itself.
     */
    public static String groupOf(String address) {
        if (!(literal(address) instanceof Inet6Address v6)) {
            var v4 = literal(address);
            return v4 == null ? address : v4.getHostAddress();
        }
        var bytes = v6.getAddress();
        var prefix = new StringBuilder();
        for (int i = 0; i < 8; i += 2) {
            prefix.append(Integer.toHexString((bytes[i] & 0xff) << 8 | bytes[i + 1] & 0xff))
                    .append(':');
        }
        return prefix.append(":/64").toString();
    }

    String of(String peer, String forwardedFor) {
        if (forwardedFor == null || !isTrusted(peer)) return peer;
        var hops = forwardedFor.split(",");
        var client = peer;
        for (int i = hops.length - 1; i >= 0; i--) {
            var hop = hops[i].strip();
            var address = literal(hop);
            if (address == null) return client;
            client = hop;
            if (!trusted(address)) return client;
        }
        return client;
    }

    public boolean isTrusted(String host) {
        var address = literal(host);
        return address != null && trusted(address);
    }

    /** Whether {@code host} is an IP literal of this machine's loopback. */
    public static boolean isLoopback(String host) {
        var address = literal(host);
        return address != null && address.isLoopbackAddress();
    }

    private boolean trusted(InetAddress address) {
        return trusted.stream().anyMatch(range -> range.contains(address));
    }

    /** An IP literal (never a DNS lookup), or null. */
    static InetAddress literal(String host) {
        if (host == null || host.isEmpty() || host.length() > 45) return null;
        var v6 = host.indexOf(':') >= 0
                && host.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == ':' || c == '.');
        var v4 = host.chars().allMatch(c -> c >= '0' && c <= '9' || c == '.');
        if (!v4 && !v6) return null;
        try {
            return InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private record Range(byte[] network, int bits) {
        static Range parse(String cidr) {
            var slash = cidr.indexOf('/');
            var address = literal(slash < 0 ? cidr : cidr.substring(0, slash));
            if (address == null) throw new IllegalArgumentException("Not an IP range: " + cidr);
            var max = address.getAddress().length * 8;
            int bits;
            try {
                bits = slash < 0 ? max : Integer.parseInt(cidr.substring(slash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("Not an IP range: " + cidr);
            }
            if (bits < 0 || bits > max) throw new IllegalArgumentException("Not an IP range: " + cidr);
            return new Range(address.getAddress(), bits);
        }

        boolean contains(InetAddress address) {
            var bytes = address.getAddress();
            if (bytes.length != network.length) return false;
            for (int bit = 0; bit < bits; bit++) {
                var mask = 0x80 >> (bit % 8);
                if ((bytes[bit / 8] & mask) != (network[bit / 8] & mask)) return false;
            }
            return true;
        }
    }
}
