import type { ReactNode } from 'react';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ABOUT_TABS } from '@/shared/navigation';
import { PageHeader } from '@/shared/ui/page-header';
import { TabBar } from '@/shared/ui/tab-bar';
import { aboutCopy } from '../copy';
import './about.css';

/** Frame of the four hall pages: title band and the about tab bar. */
export function AboutLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  const eyebrow = useCopy(aboutCopy).eyebrow;
  const shared = useCopy(sharedCopy);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <TabBar items={ABOUT_TABS} label={shared.tabs.about.label} />
      <div className="container page-section about">{children}</div>
    </>
  );
}
