import type { TripStage } from '@carzone/domain';
import { Badge, type BadgeProps } from '@carzone/web-kit';
import { useT, type UiText } from './locales/messages';

const STAGES: Record<TripStage, { text: UiText; palette: 'blue' | 'purple' | 'gray' }> = {
  upcoming: { text: 'Upcoming', palette: 'blue' },
  underway: { text: 'Under way', palette: 'purple' },
  completed: { text: 'Completed', palette: 'gray' },
};

/**
 * Where a confirmed booking's trip is, as the API's clock says (`tripStage`): upcoming, under way
 * or completed; nothing for a booking without one (a request, a canceled booking).
 */
export function TripStageBadge({
  stage,
  ...badgeProps
}: { stage: TripStage | null } & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  const t = useT();
  if (!stage || !Object.hasOwn(STAGES, stage)) return null;
  const { text, palette } = STAGES[stage];
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="outline" {...badgeProps}>
      {t(text)}
    </Badge>
  );
}
