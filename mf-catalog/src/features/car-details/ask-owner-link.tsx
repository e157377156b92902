import { Button, RouterLink, routes, useSession } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/**
 * "Ask the owner" on a car's page: a plain link to the page where a first question is written,
 * so it works before the scripts do. Anyone signed out follows it too (the shell's route guard
 * sends them to sign in and back); only the signed-in owner, as far as the session already tells,
 * is not offered it, by the same e-mail comparison as Report.
 */
export function AskOwnerLink({ carId, ownerEmail }: { carId: string; ownerEmail: string }) {
  const t = useT();
  const session = useSession();
  if (
    session.status === 'signedIn' &&
    ownerEmail.trim().toLowerCase() === session.user.email.toLowerCase()
  )
    return null;
  return (
    <Button
      asChild
      variant="outline"
      colorPalette="brand"
      alignSelf={{ base: 'stretch', sm: 'start' }}
    >
      <RouterLink to={routes.askOwner.getHref(carId)}>{t('Ask the owner')}</RouterLink>
    </Button>
  );
}
