// web-kit's own words (the toaster's, and what a call that got no answer says). English texts are written in the code and are the keys of
// each other language's catalog (docs/decisions/007). Registered by the module that shows them, which loads
// lazily, so a first visit does not carry them.
import { unitMessages } from '../i18n/messages';
import catalogs from './catalogs';

export const { t, useT } = unitMessages(catalogs);
