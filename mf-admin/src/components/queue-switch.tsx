// The links that switch a console page between its queues (open or resolved reports; the cars
// waiting, hidden or rejected): the current one is marked for the eye and for screen readers.
import { HStack, Link, RouterLink } from '@carzone/web-kit';

export interface QueueChoice {
  label: string;
  href: string;
  current: boolean;
}

export function QueueSwitch({ label, choices }: { label: string; choices: QueueChoice[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="4" wrap="wrap">
      {choices.map((choice) => (
        <Link
          key={choice.href}
          asChild
          fontWeight="medium"
          color={choice.current ? 'brand.fg' : 'fg.muted'}
          textDecoration={choice.current ? 'underline' : undefined}
        >
          <RouterLink to={choice.href} aria-current={choice.current ? 'page' : undefined}>
            {choice.label}
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
