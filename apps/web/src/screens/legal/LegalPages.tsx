/**
 * Spec §2 information pages: the privacy policy and terms of service summaries (naming the operating
 * company), the Community Guidelines and the Credits.
 */
import { MIN_CASH_PLAY_AGE } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage.js';
import { COMPANY } from './info.js';

const COLLECTED = ['account', 'play', 'device', 'messages', 'cash'] as const;
const PRIVACY_SECTIONS = ['use', 'share', 'keep', 'rights'] as const;
const TERMS_SECTIONS = ['eligibility', 'account', 'items', 'fair', 'beta', 'ending'] as const;
const GUIDELINES = ['respect', 'clean', 'fair', 'safe', 'report', 'consequences'] as const;

/** Open-source projects Cardroom is built on; names of projects, so the same in every language. */
const SOFTWARE = {
  web: ['React', 'React Router', 'Redux Toolkit', 'redux-persist', 'i18next', 'Vite'],
  server: ['Fastify', 'Zod', 'Drizzle ORM', 'PGlite', 'jose', 'Argon2', 'Nodemailer'],
  fairness: ['@noble/hashes'],
} as const;

export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage
      testId="privacy-screen"
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro', { company: COMPANY })}
      sections={[
        {
          id: 'collect',
          title: t('legal.privacy.collect.title'),
          points: COLLECTED.map((key) => t(`legal.privacy.collect.${key}`)),
        },
        ...PRIVACY_SECTIONS.map((key) => ({
          id: key,
          title: t(`legal.privacy.${key}.title`),
          paragraphs: [t(`legal.privacy.${key}.text`)],
        })),
      ]}
    />
  );
}

export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage
      testId="terms-screen"
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro', { company: COMPANY })}
      sections={TERMS_SECTIONS.map((key) => ({
        id: key,
        title: t(`legal.terms.${key}.title`),
        paragraphs: [t(`legal.terms.${key}.text`, { age: MIN_CASH_PLAY_AGE })],
      }))}
    />
  );
}

export function GuidelinesScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage
      testId="guidelines-screen"
      title={t('legal.guidelines.title')}
      intro={t('legal.guidelines.intro')}
      sections={GUIDELINES.map((key) => ({
        id: key,
        title: t(`legal.guidelines.${key}.title`),
        paragraphs: [t(`legal.guidelines.${key}.text`)],
      }))}
    />
  );
}

export function CreditsScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage
      testId="credits-screen"
      title={t('legal.credits.title')}
      intro={t('legal.credits.intro', { company: COMPANY })}
      sections={[
        { id: 'team', title: t('legal.credits.team.title'), paragraphs: [t('legal.credits.team.text')] },
        { id: 'art', title: t('legal.credits.art.title'), paragraphs: [t('legal.credits.art.text')] },
        {
          id: 'software',
          title: t('legal.credits.software.title'),
          paragraphs: [t('legal.credits.software.text')],
          extra: (
            <dl className="credits-list">
              {(Object.keys(SOFTWARE) as (keyof typeof SOFTWARE)[]).map((area) => (
                <div key={area}>
                  <dt>{t(`legal.credits.software.${area}`)}</dt>
                  <dd>{SOFTWARE[area].join(' · ')}</dd>
                </div>
              ))}
            </dl>
          ),
        },
        {
          id: 'testers',
          title: t('legal.credits.testers.title'),
          paragraphs: [t('legal.credits.testers.text')],
        },
      ]}
    />
  );
}
