/** The shape of the rashifal's wording in one language: sentences from the judgement's houses. */
import type { Fast, Placed } from './judge';

export interface RashifalWords {
  /** The Moon's house as the day's opening sentence; `until` when it leaves that house during the day. */
  moon(house: number, until?: string): string;
  /** The day opening on a house the Moon entered before sunrise, at a local time. */
  moonFrom(time: string, house: number): string;
  /** The day's overall verdict as a short label. */
  verdict(key: 'favourable' | 'mixed' | 'careful'): string;
  /** The Moon entering a house at a local time. */
  moonChange(time: string, house: number): string;
  /** Chandrashtama from/to a local time; null where it began before the day or outlasts it. */
  chandrashtama(from: string | null, to: string | null, endedBeforeSunrise: boolean): string;
  jupiter(house: number): string;
  saturn(house: number): string;
  /** Rahu's house; Ketu stands in the seventh from it. */
  nodes(rahuHouse: number): string;
  fast(items: ReadonlyArray<Placed<Fast>>): string;
  /** The do for the Moon's house, with the day's festival or fast when there is one. */
  doThis(house: number, observance: { name: string; kind: 'vrat' | 'festival' | 'sankranti' } | null): string;
  dontThis(house: number): string;
  lucky(colour: string, number: number): string;
  /** A local time 'HH:MM' as the language writes it in a sentence. */
  time(hhmm: string): string;
}
