import { highlightMatches } from '@hall/contract/search';

/** `text` with the parts that match `query` marked (<mark>), as search matched them. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightMatches(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
