/**
 * How many readings and answers to questions this process is writing now. Both are written the
 * same way (a writer streaming from the chart, perhaps a model), so one count holds them to the
 * process's concurrency together: a burst of questions cannot double what readings alone may take.
 */
export type WritingCount = { inFlight: number };
