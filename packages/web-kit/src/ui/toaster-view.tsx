import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { useEffect } from 'react';
import { NAV_BAR_HEIGHT } from './nav-bar-height';
import { addSlotRecipes } from './theme';
import { useT } from '../locales/messages';

// The toasts' recipe loads with this view, not at start-up (see addSlotRecipes).
addSlotRecipes({ toast: toastSlotRecipe });

let pageToaster: ReturnType<typeof createToaster> | undefined;

/** The one toaster of the page: top-right below the nav bar, each toast closing after 5 seconds. */
export function toaster() {
  pageToaster ??= createToaster({
    placement: 'top-end',
    duration: 5000,
    pauseOnPageIdle: true,
    // Below the nav bar and its 1px border, with the usual 1rem from the other edges.
    offsets: {
      top: `calc(${NAV_BAR_HEIGHT} + 1px + 0.75rem)`,
      right: '1rem',
      bottom: '1rem',
      left: '1rem',
    },
  });
  return pageToaster;
}

/**
 * Chakra's toast colours (green.600, orange.600 and red.600 behind white, the description at 80 %)
 * fall short of WCAG AA's 4.5:1 for text; one shade darker passes (6:1 and more).
 */
const READABLE_TOAST_COLOURS = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
  '&[data-type=error]': { bg: 'red.700' },
};

/** The toasts themselves; loaded with the first toast, so a first visit never downloads them. */
export function ToasterView({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  const t = useT();
  return (
    <Portal>
      <Toaster
        toaster={toaster()}
        insetInline={{ mdDown: '4' }}
        aria-label={t('Notifications (Alt+T)')}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={READABLE_TOAST_COLOURS} data-testid="toast">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            <Toast.CloseTrigger aria-label={t('Dismiss notification')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
