/**
 * /onboarding (spec §2). Signed out, or as a guest, it is the registration form (an invite link's
 * referral_code is kept). A signed-in player whose onboarding is not complete gets two steps: the
 * username, then the avatar. Skip on either step and Finish both mark onboarding complete
 * (POST /user/onboarding/skip) and go home. A player who already finished is sent home.
 */
import { isGuest, type UserData } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { selectLoggedIn, selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { messageShown } from '../../store/ui-slice.js';
import { RegisterScreen } from '../auth/RegisterScreen.js';
import { AvatarStep } from './AvatarStep.js';
import { completeOnboarding } from './onboarding-thunks.js';
import { UsernameStep } from './UsernameStep.js';
import './onboarding.css';

const STEPS = ['username', 'avatar'] as const;
type Step = (typeof STEPS)[number];

export function OnboardingScreen() {
  const signedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectUser);
  if (!signedIn || !user || isGuest(user)) return <RegisterScreen />;
  if (user.onboardingCompleted) return <Navigate to="/" replace />;
  return <OnboardingFlow user={user} />;
}

function OnboardingFlow({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [skipping, setSkipping] = useState(false);
  const step: Step = params.get('step') === 'avatar' ? 'avatar' : 'username';
  const index = STEPS.indexOf(step);

  const goTo = (next: Step) => {
    const copy = new URLSearchParams(params);
    if (next === 'username') copy.delete('step');
    else copy.set('step', next);
    // Each step is a history entry, so the browser's Back returns to the username.
    setParams(copy);
  };

  const skip = async () => {
    if (skipping) return;
    setSkipping(true);
    const done = await dispatch(completeOnboarding());
    setSkipping(false);
    if (!done) return;
    dispatch(messageShown(t('onboarding.skipped')));
    void navigate('/', { replace: true });
  };

  const finish = async () => {
    const done = await dispatch(completeOnboarding());
    if (!done) return;
    dispatch(messageShown(t('onboarding.done', { username: user.username })));
    void navigate('/', { replace: true });
  };

  return (
    <section className="onboarding" data-testid="onboarding" data-step={step}>
      <header className="onboarding-head">
        <h1>{t('onboarding.title')}</h1>
        <div className="onboarding-progress">
          <span className="muted small" data-testid="onboarding-step">
            {t('onboarding.step', { current: index + 1, total: STEPS.length })}
          </span>
          <ol className="onboarding-dots" aria-hidden="true">
            {STEPS.map((name, position) => (
              <li key={name} className={position <= index ? 'done' : undefined} />
            ))}
          </ol>
        </div>
      </header>
      <div className="onboarding-card">
        {step === 'username' ? (
          <UsernameStep
            user={user}
            onDone={() => goTo('avatar')}
            onSkip={() => void skip()}
            skipping={skipping}
          />
        ) : (
          <AvatarStep
            user={user}
            onBack={() => goTo('username')}
            onSkip={() => void skip()}
            onFinish={finish}
            skipping={skipping}
          />
        )}
      </div>
    </section>
  );
}
