/**
 * /support (spec §2 Support): shortcuts to feedback, bug report, data request and the beta guide; the
 * FAQ; the contact form; and links to the policies and information pages.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_PAGES } from '../legal/info.js';
import { ContactForm } from './ContactForm.js';
import { Faq } from './Faq.js';
import { SupportIcon, type SupportIconName } from './SupportIcon.js';
import './support.css';

const ACTIONS: { key: 'feedback' | 'bug' | 'dataRequest' | 'beta'; to: string; icon: SupportIconName }[] = [
  { key: 'feedback', to: '/support/feedback', icon: 'feedback' },
  { key: 'bug', to: '/support/report-bug', icon: 'bug' },
  { key: 'dataRequest', to: '/support/data-request', icon: 'data' },
  { key: 'beta', to: '/support/beta', icon: 'beta' },
];

export function SupportScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen support-screen" data-testid="support-screen">
      <h1>{t('supportHub.title')}</h1>
      <p className="muted">{t('supportHub.intro')}</p>

      <h2 className="section-title">{t('supportHub.actionsTitle')}</h2>
      <ul className="support-actions">
        {ACTIONS.map((action) => (
          <li key={action.key}>
            <Link className="support-action" to={action.to} data-testid={`support-${action.key}`}>
              <span className="support-action-icon">
                <SupportIcon name={action.icon} />
              </span>
              <span className="support-action-text">
                <strong>{t(`supportHub.actions.${action.key}.title`)}</strong>
                <span className="muted small">{t(`supportHub.actions.${action.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <h2 className="section-title">{t('supportHub.faqTitle')}</h2>
      <Faq />

      <section className="card" aria-labelledby="support-contact-title">
        <h2 id="support-contact-title">{t('supportHub.contactTitle')}</h2>
        <p className="muted">{t('supportHub.contactIntro')}</p>
        <ContactForm />
      </section>

      <nav aria-labelledby="support-info-title" className="info-links">
        <h2 id="support-info-title" className="section-title">
          {t('supportHub.infoTitle')}
        </h2>
        <ul>
          {INFO_PAGES.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="info-link">
                <SupportIcon name="document" size={18} />
                {t(`supportHub.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
