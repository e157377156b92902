import { Center, Icon } from '@carzone/web-kit';
import type { IconType } from 'react-icons';

/** The round brand-tinted icon every card and contact line of this remote starts with. */
export function IconBadge({ icon, size = '12' }: { icon: IconType; size?: '10' | '12' | '14' }) {
  return (
    <Center
      boxSize={size}
      flexShrink={0}
      borderRadius="full"
      bg="brand.subtle"
      color="brand.fg"
      aria-hidden="true"
    >
      <Icon as={icon} boxSize="50%" />
    </Center>
  );
}
