import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';

let pageToaster: ReturnType<typeof createToaster> | undefined;

/** The one toaster of the page: top-right, each toast closing after 5 seconds. */
export function toaster() {
  pageToaster ??= createToaster({ placement: 'top-end', duration: 5000, pauseOnPageIdle: true });
  return pageToaster;
}

/** The toasts themselves; loaded with the first toast, so a first visit never downloads them. */
export function ToasterView({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      <Toaster toaster={toaster()} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
