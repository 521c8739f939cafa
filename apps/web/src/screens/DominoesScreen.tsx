/** /game/dominoes: opened when dominoes is chosen (spec §4); its tables come in a later version. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function DominoesScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen" data-testid="dominoes-screen">
      <h1>{t('modes.maps.dominoes')}</h1>
      <p className="notice">{t('lobby.dominoesSoon')}</p>
      <Link className="btn btn-ghost" to="/game-mode">
        {t('lobby.chooseSpades')}
      </Link>
    </section>
  );
}
