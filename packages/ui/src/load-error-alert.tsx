import { Alert, Button, useRevalidator } from '@carzone/web-kit';
import { useT } from './locales/messages';

/** The clear sentence a page shows when its cars could not be loaded, with a way to try again. */
export function LoadErrorAlert({ message }: { message: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        loading={retrying}
        loadingText={t('Retrying')}
        onClick={() => void revalidator.revalidate()}
      >
        {t('Try again')}
      </Button>
    </Alert.Root>
  );
}
