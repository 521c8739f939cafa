/**
 * Beta tester instructions (spec §1 beta notes): how to start, what to test, what cash play needs (age
 * 18 or over, age verification, location permission; Florida residents) and how to report bugs.
 */
import { APP_VERSION, MAX_SCREENSHOTS, MIN_CASH_PLAY_AGE } from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from './InfoPage.js';

export function BetaScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage
      testId="beta-screen"
      title={t('legal.beta.title')}
      intro={t('legal.beta.intro', { version: APP_VERSION })}
      sections={[
        {
          id: 'start',
          title: t('legal.beta.start.title'),
          points: [
            t('legal.beta.start.account'),
            t('legal.beta.start.verify'),
            t('legal.beta.start.install'),
          ],
        },
        {
          id: 'test',
          title: t('legal.beta.test.title'),
          points: [t('legal.beta.test.games'), t('legal.beta.test.rewards'), t('legal.beta.test.language')],
        },
        {
          id: 'cash',
          title: t('legal.beta.cash.title'),
          points: [
            t('legal.beta.cash.age', { age: MIN_CASH_PLAY_AGE }),
            t('legal.beta.cash.location'),
            t('legal.beta.cash.florida'),
          ],
        },
        {
          id: 'report',
          title: t('legal.beta.report.title'),
          points: [
            t('legal.beta.report.where'),
            t('legal.beta.report.what'),
            t('legal.beta.report.shots', { max: MAX_SCREENSHOTS }),
          ],
          extra: (
            <Link className="btn btn-primary" to="/support/report-bug">
              {t('supportHub.actions.bug.title')}
            </Link>
          ),
        },
        { id: 'note', title: t('legal.beta.note.title'), paragraphs: [t('legal.beta.note.text')] },
      ]}
    />
  );
}
