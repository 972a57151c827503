type Span = { days?: number; hours?: number; minutes?: number; seconds?: number; ms?: number };

/** The app's `now` dependency, moved by hand: tests never wait for real time to pass. */
export class TestClock {
  private time: number;

  constructor(start: Date = new Date()) {
    // Starts at the real time: altcha-lib also checks expiry against the real clock.
    this.time = start.getTime();
  }

  readonly now = () => new Date(this.time);

  advance(span: Span) {
    this.time +=
      (span.days ?? 0) * 86_400_000 + (span.hours ?? 0) * 3_600_000 + (span.minutes ?? 0) * 60_000 + (span.seconds ?? 0) * 1000 + (span.ms ?? 0);
  }
}
