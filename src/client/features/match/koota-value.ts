import type { KootaName } from '../../../astro/matching';
import { astroText } from '../../i18n/astro';
import { matchText } from '../../i18n/match';
import { useText } from '../../i18n/text';

/**
 * A koota's value for one side, named in the interface language: graha maitri shows the Moon
 * sign's lord and bhakoot the Moon sign (the astro catalogue's names), the rest the match
 * catalogue's (varna, vashya, tara, yoni, gana, nadi).
 */
export function useKootaValue() {
  const t = useText(matchText).values;
  const astro = useText(astroText);
  return (koota: KootaName, value: string): string => {
    if (koota === 'maitri') return (astro.graha as Record<string, string>)[value] ?? value;
    if (koota === 'bhakoot') return (astro.sign as Record<string, string>)[value] ?? value;
    return (t[koota] as Record<string, string>)[value] ?? value;
  };
}
