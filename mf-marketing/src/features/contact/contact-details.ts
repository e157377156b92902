import type { IconType } from 'react-icons';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { MarketingText } from '../../locales/messages.ts';

export interface ContactDetail {
  label: MarketingText;
  value: string;
  /** Where a click on the value leads (mail or phone app); the address has none. */
  href?: string;
  icon: IconType;
}

export const CONTACT_DETAILS: readonly ContactDetail[] = [
  {
    label: 'Email',
    value: 'support@carzone.com.bd',
    href: 'mailto:support@carzone.com.bd',
    icon: LuMail,
  },
  { label: 'Phone', value: '+880 1700-000000', href: 'tel:+8801700000000', icon: LuPhone },
  { label: 'Address', value: 'House 12, Road 5, Gulshan 1, Dhaka 1212', icon: LuMapPin },
];
