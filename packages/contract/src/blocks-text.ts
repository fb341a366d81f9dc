/**
 * Plain text of a Strapi blocks body (rich text), for descriptions: meta tags, structured data,
 * calendar files, the notice feed. Images are left out, links keep their text, each list item
 * (nested ones included) becomes a line. Typed structurally: the cms and the web app each have
 * their own blocks types.
 */
export interface BlocksTextNode {
  type: string;
  text?: string;
  children?: BlocksTextNode[];
}

function inlineText(nodes: BlocksTextNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? (node.text ?? '') : inlineText(node.children))).join('');
}

function nodeLines(node: BlocksTextNode): string[] {
  if (node.type === 'image') return [];
  if (node.type === 'list' || node.type === 'list-item') {
    const children = node.children ?? [];
    if (node.type === 'list') return children.flatMap(nodeLines);
    return [
      inlineText(children.filter((child) => child.type !== 'list')),
      ...children.filter((child) => child.type === 'list').flatMap(nodeLines),
    ];
  }
  return [inlineText(node.children)];
}

/** The body's text, one line per block or list item; cut at `maxLength` characters with '…'. */
export function blocksToPlainText(blocks: unknown, maxLength?: number): string {
  if (!Array.isArray(blocks)) return '';
  const text = (blocks as BlocksTextNode[])
    .filter((block) => typeof block === 'object' && block !== null)
    .flatMap(nodeLines)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  if (maxLength && text.length > maxLength) return `${text.slice(0, maxLength - 1).trimEnd()}…`;
  return text;
}
