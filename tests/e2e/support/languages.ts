// The specs read the words they expect from the app's catalogues (src/client/i18n). The app loads a
// language other than English only for a reader of it (src/client/i18n/languages.ts); here every
// language is loaded once, before any spec reads a catalogue.
import { loadWholeLanguage } from '../../../src/client/i18n/text';
import { languages } from '../../../src/shared/profile';

await Promise.all(languages.map(loadWholeLanguage));
