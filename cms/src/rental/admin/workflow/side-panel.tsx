import * as React from 'react';
import { RENTAL_APPLICATION } from './api';

/** What the content manager gives an edit-view side panel (addEditViewSidePanel). */
interface PanelProps {
  model: string;
  collectionType: string;
  documentId?: string;
  document?: { updatedAt?: string | null } & Record<string, unknown>;
}

/** What a workflow panel's content gets: the saved application and its version (updatedAt). */
export interface PanelContentProps {
  model: string;
  collectionType: string;
  documentId: string;
  /** Changes on every save: the content fetches the stored workflow state again. */
  version: unknown;
}

/**
 * An edit-view side panel of a saved rental application (none on other types, none on the create
 * screen, where there is no application yet).
 */
export function rentalSidePanel(title: string, Content: React.ComponentType<PanelContentProps>) {
  return ({ model, collectionType, documentId, document }: PanelProps) =>
    model === RENTAL_APPLICATION && documentId
      ? {
          title,
          content: (
            <Content
              model={model}
              collectionType={collectionType}
              documentId={documentId}
              version={document?.updatedAt}
            />
          ),
        }
      : null;
}
