import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen center">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
