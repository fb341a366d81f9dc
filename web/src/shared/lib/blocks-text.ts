import type { Blocks, BlocksInlineNode, BlocksListNode, BlocksNode } from '@/shared/api/types';

function inlineText(nodes: BlocksInlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'link' ? inlineText(node.children) : node.text)).join('');
}

function listText(list: BlocksListNode): string[] {
  return list.children.flatMap((child) => (child.type === 'list' ? listText(child) : [inlineText(child.children)]));
}

function nodeText(node: BlocksNode): string[] {
  switch (node.type) {
    case 'list':
      return listText(node);
    case 'image':
      return [];
    default:
      return [inlineText(node.children as BlocksInlineNode[])];
  }
}

/** Plain text of a blocks body, for descriptions (meta, structured data, calendar files). */
export function blocksToPlainText(blocks: Blocks | null | undefined, maxLength?: number): string {
  if (!Array.isArray(blocks)) return '';
  const text = blocks
    .flatMap(nodeText)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  if (maxLength && text.length > maxLength) return `${text.slice(0, maxLength - 1).trimEnd()}…`;
  return text;
}
