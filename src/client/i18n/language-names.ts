// Each language named in itself, and its word for "language": the switch and the profile's heading
// show every language's, whatever the page is shown in, so they are not in a catalogue (another
// language's catalogues load only for its readers, languages.ts).
import type { Language } from '../../shared/profile';

export const languageNames: Readonly<Record<Language, { name: string; label: string }>> = {
  en: { name: 'English', label: 'Language' },
  hi: { name: 'हिन्दी', label: 'भाषा' },
  ta: { name: 'தமிழ்', label: 'மொழி' },
  te: { name: 'తెలుగు', label: 'భాష' },
};
