import { useCallback } from 'react';
import { useApi } from '@topup/api-client/react';
import { UI_MESSAGES } from '@topup/rules';
import { EmptyState, FailureState, Skeleton, useLoad } from '@topup/ui';
import { loadSiteSettings } from '../../layouts/useSiteSettings';
import { toParagraphs, type SiteTextPageInfo } from './siteTexts';
import { useDocumentTitle } from './useDocumentTitle';
import './site.css';

/** About, terms and the policies: the setting's plain text, rendered as text (never as HTML). */
export function SiteTextPage({ page }: { page: SiteTextPageInfo }) {
  useDocumentTitle(page.title);
  const api = useApi();
  const load = useCallback(
    async () => (await loadSiteSettings(api)).find((setting) => setting.key === page.settingKey)?.value ?? '',
    [api, page.settingKey],
  );
  const state = useLoad(load);

  return (
    <article className="page site-text">
      <h1>{page.title}</h1>
      {state.status === 'loading' && <Skeleton lines={6} />}
      {state.status === 'failed' && <FailureState message={UI_MESSAGES.content.loadFailed} onRetry={state.retry} />}
      {state.status === 'ready' && <SiteText text={state.data} />}
    </article>
  );
}

function SiteText({ text }: { text: string }) {
  const paragraphs = toParagraphs(text);
  if (paragraphs.length === 0) return (
      <EmptyState illustration="empty">
        <p>{UI_MESSAGES.content.empty}</p>
      </EmptyState>
    );
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
