/**
 * The layout of the short information pages (privacy policy, terms, community guidelines, credits,
 * beta tester instructions): title, who operates the app, sections, and links to the other pages.
 */
import { APP_VERSION } from '@cardroom/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMPANY, INFO_PAGES } from './info.js';
import '../support/support.css';
import './legal.css';

export interface InfoSection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  extra?: ReactNode;
}

export function InfoPage({
  testId,
  title,
  intro,
  sections,
}: {
  testId: string;
  title: string;
  intro: string;
  sections: readonly InfoSection[];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <article className="screen info-page" data-testid={testId}>
      <Link className="back-link" to="/support">
        {t('feedback.back')}
      </Link>
      <header className="info-header">
        <h1>{title}</h1>
        <p className="info-meta">{t('legal.meta', { company: COMPANY, version: APP_VERSION })}</p>
        <p className="info-intro">{intro}</p>
      </header>
      {sections.map((section) => (
        <section key={section.id} className="info-section" aria-labelledby={`info-${section.id}`}>
          <h2 id={`info-${section.id}`}>{section.title}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.points ? (
            <ul className="info-points">
              {section.points.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {section.extra}
        </section>
      ))}
      <nav className="info-more" aria-labelledby="info-more-title">
        <h2 id="info-more-title">{t('legal.more')}</h2>
        <ul>
          {INFO_PAGES.filter((page) => page.to !== pathname).map((page) => (
            <li key={page.key}>
              <Link to={page.to}>{t(`supportHub.links.${page.key}`)}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/support">{t('legal.questions')}</Link>
        </p>
      </nav>
    </article>
  );
}
