import { Fragment, type ReactNode } from 'react';
import type { Blocks, BlocksInlineNode, BlocksListNode, BlocksNode, BlocksTextNode } from '@/shared/api/types';
import { imageSrcSet } from '@/shared/lib/media';
import { isExternalHref, safeHref } from '@/shared/lib/safe-url';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './blocks-renderer.css';

/** Text with its marks, and line breaks kept as <br>. */
function renderText(node: BlocksTextNode, key: string): ReactNode {
  const lines = node.text.split('\n');
  let content: ReactNode = lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <Fragment key={key}>{content}</Fragment>;
}

/** A link in the content: one that leaves the site opens in a new window, and says so. */
function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  const external = isExternalHref(href, useRenderEnvironment().origin);
  const copy = useCopy(sharedCopy);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external ? <span className="visually-hidden"> ({copy.newWindow})</span> : null}
    </a>
  );
}

function renderInline(nodes: BlocksInlineNode[] | undefined, keyPrefix: string): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    if (node.type === 'link') {
      const href = safeHref(node.url);
      const children = node.children.map((child, childIndex) => renderText(child, `${key}-${childIndex}`));
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      return (
        <ContentLink key={key} href={href}>
          {children}
        </ContentLink>
      );
    }
    if (node.type === 'text') return renderText(node, key);
    return null;
  });
}

function renderList(list: BlocksListNode, key: string): ReactNode {
  const Tag = list.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {list.children.map((child, index) =>
        child.type === 'list' ? (
          renderList(child, `${key}-${index}`)
        ) : (
          <li key={`${key}-${index}`}>{renderInline(child.children, `${key}-${index}`)}</li>
        ),
      )}
    </Tag>
  );
}

/**
 * Heading level for each level used in the content: the content's highest heading sits one
 * level below `parentLevel`, and the levels used follow on without gaps (editors often start
 * at 3 or skip one; the page's outline should not).
 */
function headingLevels(content: Blocks, parentLevel: number): Map<number, number> {
  const used = [...new Set(content.filter((block) => block.type === 'heading').map((block) => block.level))].sort(
    (a, b) => a - b,
  );
  return new Map(used.map((level, rank) => [level, Math.min(6, Math.max(1, parentLevel + 1 + rank))]));
}

function renderBlock(block: BlocksNode, key: string, levels: Map<number, number>): ReactNode {
  switch (block.type) {
    case 'paragraph': {
      const children = renderInline(block.children, key);
      const isEmpty = block.children.every((child) => child.type === 'text' && child.text === '');
      return isEmpty ? null : <p key={key}>{children}</p>;
    }
    case 'heading': {
      const level = levels.get(block.level) ?? 6;
      const Tag = `h${level}` as 'h2';
      return <Tag key={key}>{renderInline(block.children, key)}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children, key)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.children.map((child) => child.text).join('')}</code>
        </pre>
      );
    case 'list':
      return renderList(block, key);
    case 'image': {
      const image = block.image;
      if (!image?.url) return null;
      return (
        <figure key={key}>
          <img
            src={image.url}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 1440px) 860px, 100vw"
            alt={image.alternativeText ?? ''}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        </figure>
      );
    }
    default:
      return null;
  }
}

interface BlocksRendererProps {
  content: Blocks | null | undefined;
  /**
   * Level of the heading the content sits under: the content's highest heading becomes
   * h(headingOffset + 1), so that a body's headings never compete with the page's h1.
   */
  headingOffset?: number;
  className?: string;
}

/** Renders Strapi blocks rich text as React elements (never as raw HTML). */
export function BlocksRenderer({ content, headingOffset = 1, className }: BlocksRendererProps) {
  if (!Array.isArray(content) || content.length === 0) return null;
  const levels = headingLevels(content, headingOffset);
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')}>
      {content.map((block, index) => renderBlock(block, `b${index}`, levels))}
    </div>
  );
}
