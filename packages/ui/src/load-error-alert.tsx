import { Alert, Button, useRevalidator } from '@carzone/web-kit';

/** The clear sentence a page shows when its cars could not be loaded, with a way to try again. */
export function LoadErrorAlert({ message }: { message: string }) {
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
        loadingText="Retrying"
        onClick={() => void revalidator.revalidate()}
      >
        Try again
      </Button>
    </Alert.Root>
  );
}
