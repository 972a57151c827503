/**
 * Text folding for questions typed on phones: one spelling for the many ways a word gets written.
 * English and Hindi in Latin letters share one phonetic key, so "shaadi", "shadi" and "shaaadi"
 * meet, as do "naukri" and "nokri"; Devanagari loses the distinctions people most often drop or
 * swap when typing (nukta, chandrabindu, long and short i and u), so "शादि" meets "शादी".
 * Tamil and Telugu are agglutinative: case endings join the noun ("திருமணத்திற்கு", "ఉద్యోగానికి").
 * Their words lose the ending the bare noun has and the oblique forms drop (Tamil final ம் and
 * virama, Telugu final anusvara), and the letters typists swap (Tamil ல/ள, Telugu ళ/ల), so that the bare stem is a prefix of every inflected form (phrase-index.ts reads stems).
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const TELUGU = /[\u0C00-\u0C7F]/;

/** Whether a word is written in Tamil or Telugu script, whose words take their case endings joined on. */
export const isSouthern = (word: string) => TAMIL.test(word) || TELUGU.test(word);
const LATIN = /[a-z]/;

/** A question's words, lower-cased, with possessive 's kept apart as its own token "'s". */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    // Zero-width joiners only shape letters inside a word ("డిసెంబర్‌లో", "స్కాలర్‌షిప్"): they do not part words.
    .replace(/[\u200C\u200D]/g, '')
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

/** A Tamil stem: "திருமணம்" and "திருமணத்திற்கு" both begin "திருமண". */
function foldTamil(word: string): string {
  return word
    .replace(/\u0BB3/g, '\u0BB2') // ள and ல (ழ stays: "வழி" is a way, "வலி" a pain)
    .replace(/\u0BAE\u0BCD$/, '') // the final ம் of the bare noun, which the oblique replaces
    .replace(/\u0BCD$/, ''); // a final virama, which a joined vowel replaces ("மகன்", "மகனுக்கு")
}

/** A Telugu stem: "ఉద్యోగం" and "ఉద్యోగానికి" both begin "ఉద్యోగ". */
function foldTelugu(word: string): string {
  return word
    .replace(/\u0C33/g, '\u0C32') // ళ and ల ("పెళ్ళి", "పెళ్లి")
    .replace(/\u0C02$/, '') // the final anusvara of the bare noun
    .replace(/\u0C4D$/, '');
}

/** One word's folded form; digits and other scripts pass through. */
export function fold(word: string): string {
  if (DEVANAGARI.test(word)) return foldDevanagari(word);
  if (TAMIL.test(word)) return foldTamil(word);
  if (TELUGU.test(word)) return foldTelugu(word);
  if (LATIN.test(word)) return foldLatin(word);
  return word;
}

/** The folded words of a question, in order. */
export const foldedWords = (text: string): string[] => words(text).map(fold);

/** Text without the nukta, which phones type or leave out at random ("लड़का", "लडका"). */
export const withoutNukta = (text: string) => text.normalize('NFD').replace(/\u093C/g, '').normalize('NFC');
