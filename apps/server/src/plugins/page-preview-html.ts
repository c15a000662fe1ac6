/** A shared page's preview as its index.html carries it: the title and the meta tags. */
export interface PreviewTags {
  title: string;
  description: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * The app's page with a preview: its title and description replaced, and the Open Graph tags
 * chat apps read (WhatsApp, Telegram, iMessage) added. Every value is escaped: club and
 * championship names are typed by people.
 */
export function withPreview(html: string, { title, description }: PreviewTags): string {
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Courtside'],
    ['og:title', title],
    ['og:description', description],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escaped(content!)}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(title)} · Courtside</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escaped(description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
