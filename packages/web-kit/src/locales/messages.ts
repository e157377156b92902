// web-kit's own words (the toaster's). English texts are written in the code and are the keys of
// the Bangla catalog (docs/decisions/007). Registered by the module that shows them, which loads
// lazily, so a first visit does not carry them.
import { unitMessages } from '../i18n/messages';

export const { useT } = unitMessages(() => import('./bn'));
