import { useEffect, useState, type ReactNode } from 'react';

/**
 * Download link for a text file built in the browser. Uses a Blob URL (revoked when the
 * content changes or the link unmounts), or a data URL where Blob URLs are unavailable.
 */
export function TextDownloadLink({
  content,
  fileName,
  mimeType,
  className,
  children,
}: {
  content: string;
  fileName: string;
  mimeType: string;
  className?: string;
  children: ReactNode;
}) {
  const [href, setHref] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') {
      setHref(`data:${mimeType};charset=utf-8,${encodeURIComponent(content)}`);
      return undefined;
    }
    const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [content, mimeType]);

  if (!href) return null;
  return (
    <a className={className} href={href} download={fileName} type={mimeType}>
      {children}
    </a>
  );
}
