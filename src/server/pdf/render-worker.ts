// Runs in the PDF threads (pdf-renderer.ts): plain data in, the file's bytes out. It loads pdfkit
// and the fonts in its own thread; nothing here touches the database or the request.
import { buildReportPdf, type ReportPdf } from '../readings/reading-pdf';

export type RenderJob = { report: ReportPdf; siteUrl: string };

export default async function render({ report, siteUrl }: RenderJob): Promise<Uint8Array<ArrayBuffer>> {
  // Bytes of its own: the message to the calling thread copies the whole memory under a view.
  return new Uint8Array(await buildReportPdf(report, siteUrl));
}
