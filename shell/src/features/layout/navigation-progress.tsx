import { useInteractive, useNavigation } from '@carzone/web-kit';
import { Suspense } from 'react';

/**
 * While the next page's code and data load, the current page stays; this bar along the top edge
 * says the click was taken.
 */
const PAGE_LOADING = { value: () => 'Loading page' };

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
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="brand"
      translations={PAGE_LOADING}
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
