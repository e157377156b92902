import Bowser from 'bowser';

/** How a person would name a device in their list of signed-in devices. */
export interface DeviceLabel {
  device: string;
  browser: string;
}

/** A user agent is the client's word; a silly long one is cut, not stored. */
const LONGEST_USER_AGENT = 512;
const LONGEST_LABEL = 60;

const clip = (text: string) => text.slice(0, LONGEST_LABEL);

function deviceOf(parsed: Bowser.Parser.ParsedResult): string {
  const os = parsed.os.name ?? '';
  const model = parsed.platform.model ?? '';
  switch (parsed.platform.type) {
    case 'mobile':
      return model === 'iPhone' ? 'iPhone' : os ? `${os} phone` : 'Phone';
    case 'tablet':
      return model === 'iPad' ? 'iPad' : os ? `${os} tablet` : 'Tablet';
    case 'tv':
      return 'TV';
    case 'desktop':
      return os ? `${os} computer` : 'Computer';
    default:
      return os ? `${os} device` : 'Unknown device';
  }
}

/** 'Android phone' and 'Chrome 131', read from the browser's User-Agent header. */
export function deviceOfUserAgent(userAgent: string | undefined): DeviceLabel {
  const text = (userAgent ?? '').slice(0, LONGEST_USER_AGENT).trim();
  if (!text) return { device: 'Unknown device', browser: 'Unknown browser' };
  const parsed = Bowser.parse(text);
  const major = parsed.browser.version?.split('.')[0] ?? '';
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${major ? ` ${major}` : ''}`
    : 'Unknown browser';
  return { device: clip(deviceOf(parsed)), browser: clip(browser) };
}
