package io.sigment.accounts.oauth;

import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * The SSRF guard of metadata-document fetches: only public unicast addresses may be fetched, never loopback,
 * private (RFC 1918, fc00::/7), link-local (cloud metadata at 169.254.169.254), CGNAT, multicast or unspecified.
 */
final class PublicAddresses {
  private PublicAddresses() {
  }

  static boolean isPublic(InetAddress address) {
    if (address.isLoopbackAddress() || address.isAnyLocalAddress() || address.isLinkLocalAddress()
        || address.isSiteLocalAddress() || address.isMulticastAddress()) {
      return false;
    }
    var bytes = address.getAddress();
    if (address instanceof Inet6Address) {
      if ((bytes[0] & 0xfe) == 0xfc) return false;
      if (isIpv4Mapped(bytes)) {
        try {
          return isPublic(InetAddress.getByAddress(java.util.Arrays.copyOfRange(bytes, 12, 16)));
        } catch (java.net.UnknownHostException e) {
          return false;
        }
      }
      return true;
    }
    var first = bytes[0] & 0xff;
    var second = bytes[1] & 0xff;
    return first != 0 && !(first == 100 && second >= 64 && second <= 127) && first < 224
        && !(first == 192 && second == 0 && (bytes[2] & 0xff) == 0) && !(first == 198 && (second == 18 || second == 19));
  }

  private static boolean isIpv4Mapped(byte[] bytes) {
    for (int i = 0; i < 10; i++) if (bytes[i] != 0) return false;
    return (bytes[10] & 0xff) == 0xff && (bytes[11] & 0xff) == 0xff;
  }
}
