// The app fetches a language's messages before it draws a page in it (src/client/i18n/text.ts:
// main.tsx and routes.tsx wait for them). A test renders without that start, so every language is
// in before each test file, as the build's prerender does it. (src/client/i18n/languages.test.ts
// checks the loading itself, on fresh modules.)
import { loadWholeLanguage } from '../../src/client/i18n/text';
import { languages } from '../../src/shared/profile';

await Promise.all(languages.map(loadWholeLanguage));
