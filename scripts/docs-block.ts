// A block of docs/decisions.md written from the code: between a start and an end marker, a
// fenced text block. Tests compare the document with the code; `--write` scripts renew it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server-source.js';

const decisionsFile = join(root, 'docs/decisions.md');

export interface DocsBlock {
  start: string;
  end: string;
}

/** Where the block sits in the document, and the indentation of its list item. */
function blockBounds(text: string, { start, end }: DocsBlock) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/decisions.md lacks ${start} … ${end}`);
  const indent = text.slice(text.lastIndexOf('\n', from) + 1, from);
  return { from, to, indent };
}

/** The block's text as docs/decisions.md shows it now. */
export function documentedBlock(block: DocsBlock, text = readFileSync(decisionsFile, 'utf8')) {
  const { from, to, indent } = blockBounds(text, block);
  const fenced = /```text\n([\s\S]*?)\n\s*```/.exec(text.slice(from, to));
  return (fenced?.[1] ?? '')
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
}

/** Writes `content` into the block. */
export function writeBlock(block: DocsBlock, content: string): void {
  const text = readFileSync(decisionsFile, 'utf8');
  const { from, to, indent } = blockBounds(text, block);
  const lines = [block.start, '', '```text', ...content.split('\n'), '```', '', ''];
  const indented = lines.map((line, index) => (index === 0 || !line ? line : indent + line));
  writeFileSync(decisionsFile, text.slice(0, from) + indented.join('\n') + indent + text.slice(to));
}
