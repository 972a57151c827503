// Looking a name up in an almanac's tables, with no language's tables imported: the browser passes
// the one catalogue it has loaded, the server the reader's (observance-name.ts), so a page carries
// only its reader's names.
import type { almanacEn } from './almanac-en';
import type { Translation } from '../translation';

/** The almanac's tables in one language. */
export type Almanac = Translation<typeof almanacEn>;

/** A name from a table keyed by the engine's names; a name the table lacks is shown as sent. */
export const astroName = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key]! : key);

/** A festival, fast or Sankranti as the engine sends it. */
export type ObservanceNaming = { key: string; name: string; kind: 'vrat' | 'festival' | 'sankranti' };

/** A fast's name carries its lunar month and fortnight: '[Adhika ]Kartika[ Shukla] Ekadashi'. */
const VRAT_NAME = /^(Adhika )?(\S+) (?:(Shukla|Krishna) )?/;

/** A festival by its key; a fast with its month and fortnight, read from the English name. */
export function observanceNameIn(o: ObservanceNaming, a: Almanac): string {
  if (o.kind === 'sankranti') return a.sankranti(astroName(a.sign, o.name.replace(/ Sankranti$/, '')));
  if (!Object.hasOwn(a.observance, o.key)) return o.name;
  const name = astroName(a.observance, o.key);
  if (o.kind !== 'vrat') return name;
  const match = VRAT_NAME.exec(o.name);
  if (!match) return o.name;
  const month = astroName(a.month, match[2]!);
  return [match[1] ? a.adhikaMonth(month) : month, match[3] && astroName(a.paksha, match[3]), name].filter(Boolean).join(' ');
}
