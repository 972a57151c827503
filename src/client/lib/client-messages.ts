// The spec's wording (docs/product.md, Messages) for failures only the browser can have; the server's messages
// live in shared/messages.ts.
export const clientMessages = {
  pdfFailed: 'Failed to download PDF. Please try again.',
  whatsAppFailed: 'Failed to open WhatsApp. Please try again.',
  readingFetchFailed: 'Failed to load your reading. Please try again.',
  historyFailed: 'Failed to load your reading history. Please try again.',
} as const;
