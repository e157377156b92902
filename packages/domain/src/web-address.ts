// The web addresses people type for pictures others will see (a car's image URL, a profile
// photo): every visitor's browser loads them. So each must be https (never plain http on an
// https page, never `javascript:` or `data:`), carry no credentials, and name a public host: a
// link to `http://192.168.0.1/reboot` or `https://localhost:9000/` would make each visitor's
// browser call into their own network. Hosts are judged by their text (a name's DNS is not asked).

/** https://, then the authority (no spaces, no `user@`), then an optional path, query or hash. */
const HTTPS_URL = /^https:\/\/([^\s/?#@]+)(?:[/?#]\S*)?$/i;

/** Names that only ever mean this machine or the local network. */
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|internal|home\.arpa|lan)$/i;

/** The host of an authority: without its port, and an IPv6 literal without its brackets. */
function hostOf(authority: string): string {
  const ipv6 = /^\[([^\]]*)\](?::\d*)?$/.exec(authority);
  if (ipv6) return ipv6[1]!;
  return authority.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** 10/8, 127/8, 0/8, 169.254/16, 172.16/12, 192.168/16, 100.64/10 (carrier NAT), 224/3. */
function isPrivateIpv4([a, b]: readonly number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    a! >= 224
  );
}

/** Whether a host is one the public internet can reach, judged by its text. */
function isPublicHost(host: string): boolean {
  if (host === '' || LOCAL_NAME.test(host)) return false;
  if (host.includes(':')) {
    // An IPv6 literal: only global unicast (2000::/3) is public; ::1, fc00::/7, fe80::/10 and
    // IPv4-mapped addresses are not.
    return /^[23][0-9a-f]{0,3}:/i.test(host);
  }
  // Browsers read a host whose last label is a number (127.1, 2130706433, 0x7f.0.0.1) as an IPv4
  // address: only the usual four decimal parts of a public address are taken.
  const lastLabel = host.split('.').at(-1)!;
  if (/^(?:\d+|0x[0-9a-f]*)$/i.test(lastLabel)) {
    const parts = host.split('.');
    const canonical =
      parts.length === 4 && parts.every((part) => /^(?:0|[1-9]\d{0,2})$/.test(part));
    const octets = parts.map(Number);
    return canonical && octets.every((octet) => octet <= 255) && !isPrivateIpv4(octets);
  }
  return host.includes('.');
}

/** An absolute https address of a public host, with no credentials and no spaces. */
export function isPublicHttpsUrl(text: string): boolean {
  const match = HTTPS_URL.exec(text);
  return match !== null && isPublicHost(hostOf(match[1]!));
}
