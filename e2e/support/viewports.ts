// The two widths every flow is tried at: a phone's (the nav collapses into a menu) and a desktop's.
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
