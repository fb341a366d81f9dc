/**
 * Builders for Strapi 5 "blocks" rich text (the JSON the blocks editor stores).
 *
 * Inline content is written as a string, or as an array of strings and marked runs:
 * `['공연 당일 ', b('현장 발권은 운영하지 않습니다'), '.']`.
 */
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** As Strapi's blocks type has it (`rel` and `target` included); the site decides how it opens a link. */
export interface LinkNode {
  type: 'link';
  url: string;
  rel: string;
  target: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;
export type Inline = string | InlineNode | Array<string | InlineNode>;

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: Array<{ type: 'list-item'; children: InlineNode[] }> };

export type Blocks = BlockNode[];

function inline(content: Inline): InlineNode[] {
  const parts = Array.isArray(content) ? content : [content];
  return parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));
}

/** Bold run. */
export const b = (text: string): TextNode => ({ type: 'text', text, bold: true });
/** Italic run. */
export const i = (text: string): TextNode => ({ type: 'text', text, italic: true });
/** Link run. */
export const link = (url: string, text: string): LinkNode => ({
  type: 'link',
  url,
  rel: 'noopener noreferrer',
  target: '_blank',
  children: [{ type: 'text', text }],
});

export const p = (content: Inline): BlockNode => ({ type: 'paragraph', children: inline(content) });
export const h = (text: string, level: 2 | 3 | 4 = 3): BlockNode => ({
  type: 'heading',
  level,
  children: inline(text),
});
export const quote = (content: Inline): BlockNode => ({ type: 'quote', children: inline(content) });
export const ul = (items: Inline[]): BlockNode => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});
export const ol = (items: Inline[]): BlockNode => ({
  type: 'list',
  format: 'ordered',
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});
