import type { ReadingType } from '../../../shared/reading-types';
import type { Language, ProfileView } from '../../../shared/profile';
import type { ReadingFacts } from '../composer/facts/types';

export type WriteRequest = {
  readingType: ReadingType;
  profile: ProfileView;
  /** The computed chart facts the reading must rest on. */
  facts: ReadingFacts;
  /** The language to write in: the caller's when the reading was asked for. */
  language: Language;
};

/** Where a writer sends its text as it is produced (the browser's stream). */
export type TextSink = {
  text(delta: string): void;
  /** Throw away what was sent so far: a retry starts the text again. */
  restart(): void;
};

/** Writes a reading from chart facts, streaming it to `sink`; resolves to the whole text. */
export interface ReadingWriter {
  readonly name: string;
  write(request: WriteRequest, sink: TextSink): Promise<string>;
}

/** A failure whose message is fit for the user (the spec's wording). */
export class WriterError extends Error {}
