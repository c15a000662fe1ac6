import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Receipt } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import { receiptLines } from './receipt-lines.js';
import { receiptTexts } from './receipt-texts.js';

/**
 * DejaVu Sans, from its npm package: one font with Latin and Arabic glyphs (and Arabic's
 * joining forms, which pdfkit's font engine picks), so a receipt prints in any of our
 * languages without a download.
 */
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const fonts = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A line cut into pieces drawn left to right. The font engine shapes a word of Arabic and
 * orders its letters by itself, but not a line that mixes directions (an Arabic label with a
 * Latin court name or digits), nor the words of an Arabic phrase: those are ordered here. An
 * Arabic run's words go right to left; in a right-to-left receipt the runs do too. A simple
 * rule in place of the full Unicode bidi algorithm, enough for a receipt's short lines.
 */
export function visualRuns(text: string, rightToLeft: boolean): string[] {
  const runs: Array<{ arabic: boolean; text: string }> = [];
  for (const char of text) {
    const arabic = arabicLetters.test(char);
    const last = runs.at(-1);
    const neutral = /[\s·.,:()-]/.test(char);
    if (last && (neutral || last.arabic === arabic)) last.text += char;
    else runs.push({ arabic, text: char });
  }
  const pieces = runs.map((run) =>
    run.arabic ? run.text.trim().split(/\s+/).reverse() : [run.text.trim()],
  );
  return (rightToLeft ? pieces.reverse() : pieces).flat().filter(Boolean);
}

type Doc = InstanceType<typeof PDFDocument>;

/** One line, placed from the inline start of the page (the right in Arabic). */
function line(doc: Doc, text: string, rtl: boolean, options: { x: number; width: number }) {
  const runs = visualRuns(text, rtl);
  const widths = runs.map((run) => doc.widthOfString(run) + doc.widthOfString(' '));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = rtl ? options.x + options.width - total : options.x;
  const y = doc.y;
  runs.forEach((run, index) => {
    doc.text(run, x, y, { lineBreak: false });
    x += widths[index]!;
  });
  doc.x = options.x;
  doc.y = y + doc.currentLineHeight(true) + 4;
}

/** A receipt as a one-page PDF in the reader's language (Arabic right to left). */
export function receiptPdf(receipt: Receipt, language: ServerLanguage): Promise<Buffer> {
  const words = receiptTexts(language);
  const rtl = language === 'ar';
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: words.receipt } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const box = { x: 40, width: doc.page.width - 80 };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.font('bold').fontSize(16);
  line(
    doc,
    `${receipt.kind === 'refund' ? words.refund : words.receipt} ${receipt.number}`,
    rtl,
    box,
  );
  doc.font('bold').fontSize(12);
  line(doc, receipt.club.name, rtl, box);
  doc.font('regular').fontSize(10);
  line(doc, receipt.club.address, rtl, box);
  if (receipt.club.taxId) line(doc, `${words.taxId}: ${receipt.club.taxId}`, rtl, box);
  doc.moveDown();
  for (const [label, value] of receiptLines(receipt, language)) {
    doc.font('bold');
    line(doc, label, rtl, box);
    doc.font('regular');
    line(doc, value, rtl, box);
  }
  doc.end();
  return done;
}
