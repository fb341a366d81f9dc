import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Blocks } from '@/shared/api/types';
import { BlocksRenderer } from './blocks-renderer';

describe('BlocksRenderer', () => {
  it('renders paragraphs, headings, nested lists, quotes and marks as elements', () => {
    const content: Blocks = [
      { type: 'heading', level: 1, children: [{ type: 'text', text: '공연 안내' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '첫 줄\n둘째 줄' },
          { type: 'text', text: ' 강조', bold: true, italic: true },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: '항목 1' }] },
          {
            type: 'list',
            format: 'ordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: '하위 항목' }] }],
          },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: '인용문' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '' }] },
    ];
    const { container } = render(<BlocksRenderer content={content} />);
    expect(screen.getByRole('heading', { level: 2, name: '공연 안내' })).toBeInTheDocument();
    expect(container.querySelector('p br')).not.toBeNull();
    expect(screen.getByText('강조').closest('strong')).not.toBeNull();
    expect(screen.getByText('강조').closest('em')).not.toBeNull();
    expect(screen.getByText('하위 항목').closest('ol')?.parentElement?.tagName).toBe('UL');
    expect(screen.getByText('인용문').tagName).toBe('BLOCKQUOTE');
    expect(container.querySelectorAll('p')).toHaveLength(1); // the empty paragraph is skipped
  });

  it('keeps text that looks like HTML as text and drops unsafe link targets', () => {
    const content: Blocks = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '<img src=x onerror=alert(1)>' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: '위험한 링크' }] },
          { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: '외부 링크' }] },
          { type: 'link', url: '/notice', children: [{ type: 'text', text: '내부 링크' }] },
        ],
      },
    ];
    const { container } = render(<BlocksRenderer content={content} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('link', { name: '위험한 링크' })).not.toBeInTheDocument();
    expect(container.querySelector('p')?.textContent).toContain('위험한 링크');
    const external = screen.getByRole('link', { name: /외부 링크/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '내부 링크' })).not.toHaveAttribute('target');
  });

  it('puts the highest heading one level below its parent and closes gaps between levels', () => {
    const content: Blocks = [
      { type: 'heading', level: 3, children: [{ type: 'text', text: '프로그램' }] },
      { type: 'heading', level: 5, children: [{ type: 'text', text: '1부' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: '출연' }] },
    ];
    render(<BlocksRenderer content={content} headingOffset={2} />);
    expect(screen.getByRole('heading', { name: '프로그램' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: '1부' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: '출연' }).tagName).toBe('H3');
  });

  it('renders nothing without content', () => {
    const { container } = render(<BlocksRenderer content={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
