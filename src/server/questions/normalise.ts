/**
 * Text folding for questions typed on phones: one spelling for the many ways a word gets written.
 * English and Hindi in Latin letters share one phonetic key, so "shaadi", "shadi" and "shaaadi"
 * meet, as do "naukri" and "nokri"; Devanagari loses the distinctions people most often drop or
 * swap when typing (nukta, chandrabindu, long and short i and u), so "शादि" meets "शादी".
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[a-z]/;

/** A question's words, lower-cased, with possessive 's kept apart as its own token "'s". */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s\b/g, " 's ")
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{M}\p{N}']+/u)
    .filter((word) => word.length > 0);
}

/** The phonetic key of a word in Latin letters (English or Hinglish). */
function foldLatin(word: string): string {
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/([bdgjkpt])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/au/g, 'o')
    .replace(/ai/g, 'e')
    .replace(/(.)\1+/g, '$1');
}

/** Devanagari without the marks typists most often drop or swap. */
function foldDevanagari(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\u093C/g, '') // nukta: ज़ and ज are typed interchangeably
    .replace(/\u0901/g, '\u0902') // chandrabindu written as anusvara
    .replace(/\u0940/g, '\u093F') // ी and ि
    .replace(/\u0942/g, '\u0941') // ू and ु
    .replace(/\u0908/g, '\u0907') // ई and इ
    .replace(/\u090A/g, '\u0909') // ऊ and उ
    .replace(/\u0949/g, '\u094B') // ॉ (English loanwords) and ो
    .normalize('NFC');
}

/** One word's folded form; digits and other scripts pass through. */
export function fold(word: string): string {
  if (DEVANAGARI.test(word)) return foldDevanagari(word);
  if (LATIN.test(word)) return foldLatin(word);
  return word;
}

/** The folded words of a question, in order. */
export const foldedWords = (text: string): string[] => words(text).map(fold);

/** Text without the nukta, which phones type or leave out at random ("लड़का", "लडका"). */
export const withoutNukta = (text: string) => text.normalize('NFD').replace(/\u093C/g, '').normalize('NFC');
