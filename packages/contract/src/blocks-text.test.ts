import { describe, expect, it } from 'vitest';
import { blocksToPlainText } from './blocks-text';

describe('blocksToPlainText', () => {
  const body = [
    { type: 'heading', level: 2, children: [{ type: 'text', text: '공연 안내', bold: true }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: '예매는 ' },
        { type: 'link', url: 'https://tickets.example.com', children: [{ type: 'text', text: '예매처' }] },
        { type: 'text', text: '에서 합니다.' },
      ],
    },
    { type: 'image', image: { url: '/uploads/poster.jpg' }, children: [{ type: 'text', text: '' }] },
    {
      type: 'list',
      format: 'unordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', text: '첫째' }] },
        {
          type: 'list',
          format: 'ordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: '둘째' }] }],
        },
      ],
    },
    { type: 'paragraph', children: [{ type: 'text', text: '   ' }] },
  ];

  it('keeps the text of headings, paragraphs, links and nested lists, one line each, without images', () => {
    expect(blocksToPlainText(body)).toBe('공연 안내\n예매는 예매처에서 합니다.\n첫째\n둘째');
  });

  it('puts every list item on its own line, however deep, whether a nested list follows the items or sits in one', () => {
    const list = (...children: unknown[]) => ({ type: 'list', format: 'unordered', children });
    const item = (...children: unknown[]) => ({ type: 'list-item', children });
    const text = (value: string) => ({ type: 'text', text: value });
    expect(
      blocksToPlainText([
        list(
          item(
            text('1부: '),
            { type: 'link', url: 'https://example.com/program', children: [text('프로그램 노트')] },
            list(item(text('현악 사중주 19번'))),
          ),
          list(item(text('죽음과 소녀')), list(item(text('2악장')))),
          item(),
          item(text('2부')),
        ),
      ]),
    ).toBe('1부: 프로그램 노트\n현악 사중주 19번\n죽음과 소녀\n2악장\n2부');
  });

  it('cuts at the length with an ellipsis', () => {
    expect(blocksToPlainText(body, 8)).toBe('공연 안내\n예…');
    expect(blocksToPlainText(body, 8)).toHaveLength(8);
  });

  it('is empty for anything that is not a blocks body', () => {
    expect(blocksToPlainText(null)).toBe('');
    expect(blocksToPlainText('text')).toBe('');
    expect(blocksToPlainText([null, 3])).toBe('');
  });
});
