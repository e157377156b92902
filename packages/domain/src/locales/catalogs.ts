// Generated from LANGUAGES (packages/domain/src/language.ts) by packages/web-testing's
// translation-outputs.ts: do not edit. `npm run translations` writes it again.
import bn from './bn.js';

export default { bn };
