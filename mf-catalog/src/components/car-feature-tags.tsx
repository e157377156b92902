import { Tag, Wrap } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

/** The owner types features as comma-separated text; blanks between commas are dropped. */
function splitFeatures(features: string): string[] {
  return (features ?? '')
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

/**
 * A car's features as small tags, in a list named `label` ('Features' when none is given);
 * nothing at all when the owner gave none.
 */
export function CarFeatureTags({ features, label }: { features: string; label?: string }) {
  const t = useT();
  const items = splitFeatures(features);
  if (items.length === 0) return null;
  return (
    <Wrap as="ul" aria-label={label ?? t('Features')} gap="1.5" listStyleType="none">
      {items.map((feature, index) => (
        <li key={`${feature}-${index}`}>
          <Tag.Root size="sm" variant="surface" colorPalette="gray">
            <Tag.Label>{feature}</Tag.Label>
          </Tag.Root>
        </li>
      ))}
    </Wrap>
  );
}
