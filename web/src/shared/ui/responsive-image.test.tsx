import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildImage } from '@/testing/fixtures';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it("offers Strapi's formats and the original in srcset, with sizes, width and height", () => {
    const image = buildImage('poster', { width: 800, height: 1131 });
    render(<ResponsiveImage image={image} alt="포스터" sizes="(min-width: 768px) 30vw, 45vw" />);
    const img = screen.getByRole('img', { name: '포스터' });
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/thumbnail_poster.png 110w, /uploads/small_poster.png 354w, /uploads/medium_poster.png 531w, /uploads/poster.png 800w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 30vw, 45vw');
    expect(img).toHaveAttribute('src', '/uploads/medium_poster.png');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1131');
  });

  it('loads lazily by default, without priority', () => {
    render(<ResponsiveImage image={buildImage('later')} alt="나중" sizes="50vw" />);
    const img = screen.getByRole('img', { name: '나중' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the priority image eagerly and first', () => {
    render(<ResponsiveImage image={buildImage('first')} alt="첫 슬라이드" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: '첫 슬라이드' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the original alone when there are no formats, and picks the fallback width', () => {
    const { rerender } = render(
      <ResponsiveImage
        image={buildImage('tiny', { formats: null, width: 200, height: 100 })}
        alt="작은"
        sizes="200px"
      />,
    );
    const img = screen.getByRole('img', { name: '작은' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('src', '/uploads/tiny.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');

    rerender(<ResponsiveImage image={buildImage('thumb')} alt="작은" sizes="64px" fallbackWidth={100} />);
    expect(screen.getByRole('img', { name: '작은' })).toHaveAttribute('src', '/uploads/thumbnail_thumb.png');
  });
});
