// A PDF thread that fails on cue, for the tests of the PDF pool's recovery: it ends its own thread
// for a Hindi report (a crash), throws for a report titled 'throw', and makes any other PDF.
import render, { type RenderJob } from '../../src/server/pdf/render-worker';

export default function failingRender(job: RenderJob) {
  if (job.report.language === 'hi') process.exit(1);
  if (job.report.title === 'throw') throw new Error('The layout failed');
  return render(job);
}
