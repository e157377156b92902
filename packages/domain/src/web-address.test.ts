import { describe, expect, it } from 'vitest';
import { isPublicHttpsUrl } from './web-address.js';

describe('isPublicHttpsUrl', () => {
  it('takes an https address of a public host, with a port, path, query or hash', () => {
    for (const url of [
      'https://images.example.com/axio.jpg',
      'HTTPS://cdn.example.com/car.jpg?w=400#x',
      'https://cdn.example.com:8443/car.jpg',
      'https://lh3.googleusercontent.com/a/ACg8ocL',
      'https://8.8.8.8/car.jpg',
      'https://[2001:db8::1]/car.jpg',
    ])
      expect(isPublicHttpsUrl(url), url).toBe(true);
  });

  it('refuses plain http, other schemes, credentials, spaces and text that is no address', () => {
    for (const url of [
      'http://images.example.com/axio.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.jpg',
      'https://user@evil.example/x',
      'https://cdn.example.com/a b.jpg',
      'https://',
      '/images/axio.jpg',
      'example.com/a.jpg',
    ])
      expect(isPublicHttpsUrl(url), url).toBe(false);
  });

  it('refuses this machine and private networks, however the address is written', () => {
    for (const url of [
      'https://localhost/x.jpg',
      'https://localhost:9000/x.jpg',
      'https://app.localhost/x.jpg',
      'https://printer.local/x.jpg',
      'https://router.lan/x.jpg',
      'https://intranet/x.jpg',
      'https://127.0.0.1/x.jpg',
      'https://127.1/x.jpg',
      'https://2130706433/x.jpg',
      'https://0x7f.0.0.1/x.jpg',
      'https://0177.0.0.1/x.jpg',
      'https://10.1.2.3/x.jpg',
      'https://172.16.0.1/x.jpg',
      'https://172.31.255.255/x.jpg',
      'https://192.168.0.1/reboot',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x.jpg',
      'https://0.0.0.0/x.jpg',
      'https://[::1]/x.jpg',
      'https://[fd00::1]/x.jpg',
      'https://[fe80::1]/x.jpg',
      'https://[::ffff:127.0.0.1]/x.jpg',
    ])
      expect(isPublicHttpsUrl(url), url).toBe(false);
  });
});
