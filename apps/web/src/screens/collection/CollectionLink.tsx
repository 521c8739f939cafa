/** The way to the Collection screen from the Store and the Account screen (the side menu's list is spec §2's). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardBack } from '../../game/CardBack.js';
import './texts.js';

export function CollectionLink() {
  const { t } = useTranslation();
  return (
    <Link className="card collection-link" to="/collection" data-testid="collection-link">
      <CardBack width={30} skin="back-royal" />
      <span>
        <strong>{t('collection.link')}</strong>
        <span className="muted">{t('collection.linkHint')}</span>
      </span>
      <span aria-hidden="true" className="collection-link-arrow">
        ›
      </span>
    </Link>
  );
}
