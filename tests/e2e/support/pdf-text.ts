// The legacy build runs on Node 20 (it brings the newer built-ins it needs).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = {
  pages: number;
  /** Each page's text runs joined by spaces, in the order the PDF draws them. */
  text: string[];
  /** Each page's size in points (1/72 inch), as the printer gets it. */
  sizes: { width: number; height: number }[];
};

/**
 * The text of a PDF, page by page, as a reader would find it (pdf.js, the
 * engine of Firefox's viewer). Runs come in drawing order, not reading order,
 * so tests look for numbers and totals, not for whole sentences.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  try {
    const text: string[] = [];
    const sizes: PdfText['sizes'] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      sizes.push({ width: Math.round(width), height: Math.round(height) });
      const content = await page.getTextContent();
      text.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((s) => s.trim() !== '')
          .join(' '),
      );
    }
    return { pages: document.numPages, text, sizes };
  } finally {
    await document.destroy();
  }
}
