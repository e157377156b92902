import { useInteractive, useNavigation } from '@carzone/web-kit';
import { Suspense } from 'react';
import { useT } from '../../locales/messages.ts';

/**
 * While the next page's code and data load, the current page stays; this bar along the top edge
 * says the click was taken.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}

function ProgressBar() {
  const { Progress } = useInteractive();
  const t = useT();
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="brand"
      translations={{ value: () => t('Loading page') }}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="banner"
    >
      <Progress.Track bg="transparent">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
