import type { ReadingType } from '../../../shared/reading-types';
import type { Language, ProfileView } from '../../../shared/profile';
import type { ReadingFacts } from '../../../composer';

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

/**
 * Why writing a reading failed, as analytics records it (reading_failed): a small fixed set, so
 * the event carries no error text, which could hold a model's words or a person's details.
 */
export const generationFailureReasons = ['writer_error', 'empty_reply', 'timeout', 'internal_error'] as const;
export type GenerationFailureReason = (typeof generationFailureReasons)[number];

/** A failure whose message is fit for the user (the spec's wording). */
export class WriterError extends Error {
  constructor(
    message: string,
    readonly reason: GenerationFailureReason = 'writer_error',
  ) {
    super(message);
  }
}

/** The reason of any failure while a reading is written: one the writer did not name is ours. */
export function generationFailureReasonOf(error: unknown): GenerationFailureReason {
  return error instanceof WriterError ? error.reason : 'internal_error';
}
