import type { HomeSectionsProps } from '@carzone/federation/contracts';

export default function HomeSections({ recentListings }: HomeSectionsProps) {
  return (
    <div>
      <h1>Drive Your Dreams Today!</h1>
      {recentListings}
    </div>
  );
}
