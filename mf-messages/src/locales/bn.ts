// Generated from bn.po, the file translators edit, by packages/web-testing's
// translation-outputs.ts: do not edit. `npm run translations` writes it again.
export default {
  "Messages": "বার্তা",
  "Nothing here yet.": "এখানে এখনো কিছু নেই।",
} as const;
