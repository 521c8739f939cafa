/**
 * Spec §2 routes inside the shell. Home loads with the app; the rest, login and register included, load on
 * first visit so the initial script stays within design.md's 200 KB (a visitor lands on Home).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PendingJoin } from '../game/PendingJoin.js';
import { RealtimeBridge } from '../game/useRealtime.js';
import { SignedOutOnly } from '../screens/auth/SignedOutOnly.js';
import { HomeScreen } from '../screens/HomeScreen.js';
import { NotFoundScreen } from '../screens/NotFoundScreen.js';
import { OnboardingResume } from '../screens/onboarding/OnboardingResume.js';
import { AppShell } from '../shell/AppShell.js';

const OnboardingScreen = lazy(() =>
  import('../screens/onboarding/OnboardingScreen.js').then((m) => ({ default: m.OnboardingScreen })),
);
const GoogleCallbackScreen = lazy(() =>
  import('../screens/auth/oauth/OAuthCallbackScreen.js').then((m) => ({ default: m.GoogleCallbackScreen })),
);
const AppleCallbackScreen = lazy(() =>
  import('../screens/auth/oauth/OAuthCallbackScreen.js').then((m) => ({ default: m.AppleCallbackScreen })),
);
// Play holds the table, its engine and realtime link: the biggest screen, loaded when first opened.
const LoginScreen = lazy(() =>
  import('../screens/auth/LoginScreen.js').then((m) => ({ default: m.LoginScreen })),
);
const RegisterScreen = lazy(() =>
  import('../screens/auth/RegisterScreen.js').then((m) => ({ default: m.RegisterScreen })),
);
const GameScreen = lazy(() => import('../screens/GameScreen.js').then((m) => ({ default: m.GameScreen })));
const AccountScreen = lazy(() =>
  import('../screens/account/AccountScreen.js').then((m) => ({ default: m.AccountScreen })),
);
const BoardScreen = lazy(() => import('../screens/BoardScreen.js').then((m) => ({ default: m.BoardScreen })));
const GameModeScreen = lazy(() =>
  import('../screens/GameModeScreen.js').then((m) => ({ default: m.GameModeScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('../screens/auth/ResetPasswordScreen.js').then((m) => ({ default: m.ResetPasswordScreen })),
);
const FairScreen = lazy(() => import('../screens/FairScreen.js').then((m) => ({ default: m.FairScreen })));
const DominoesScreen = lazy(() =>
  import('../screens/DominoesScreen.js').then((m) => ({ default: m.DominoesScreen })),
);
const KlondikeScreen = lazy(() =>
  import('../game/klondike/KlondikeScreen.js').then((m) => ({ default: m.KlondikeScreen })),
);
const CollectionScreen = lazy(() =>
  import('../screens/CollectionScreen.js').then((m) => ({ default: m.CollectionScreen })),
);
const DailyRewardsScreen = lazy(() =>
  import('../screens/DailyRewardsScreen.js').then((m) => ({ default: m.DailyRewardsScreen })),
);
const PrizePoolsScreen = lazy(() =>
  import('../screens/PrizePoolsScreen.js').then((m) => ({ default: m.PrizePoolsScreen })),
);
const AgeVerificationScreen = lazy(() =>
  import('../screens/cash-play/AgeVerificationScreen.js').then((m) => ({ default: m.AgeVerificationScreen })),
);
const LocationScreen = lazy(() =>
  import('../screens/cash-play/LocationScreen.js').then((m) => ({ default: m.LocationScreen })),
);
const StoreScreen = lazy(() => import('../screens/StoreScreen.js').then((m) => ({ default: m.StoreScreen })));
const SupportRoutes = lazy(() =>
  import('../screens/support/SupportRoutes.js').then((m) => ({ default: m.SupportRoutes })),
);
const LegalRoutes = lazy(() =>
  import('../screens/legal/LegalRoutes.js').then((m) => ({ default: m.LegalRoutes })),
);
const VerifyEmailScreen = lazy(() =>
  import('../screens/auth/VerifyEmailScreen.js').then((m) => ({ default: m.VerifyEmailScreen })),
);

const UndoEmailChangeScreen = lazy(() =>
  import('../screens/auth/UndoEmailChangeScreen.js').then((m) => ({ default: m.UndoEmailChangeScreen })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <>
            <AppShell />
            <OnboardingResume />
            <PendingJoin />
            <RealtimeBridge />
          </>
        }
      >
        <Route index element={<HomeScreen />} />
        <Route path="store" element={<StoreScreen />} />
        <Route path="store/pay/:purchaseId" element={<StoreScreen />} />
        <Route path="collection" element={<CollectionScreen />} />
        <Route path="prize-pools" element={<PrizePoolsScreen />} />
        <Route path="daily-rewards" element={<DailyRewardsScreen />} />
        <Route path="board" element={<BoardScreen />} />
        <Route path="game" element={<GameScreen />} />
        <Route path="game/dominoes" element={<DominoesScreen />} />
        <Route path="game/solitaire" element={<KlondikeScreen />} />
        <Route path="game-mode" element={<GameModeScreen />} />
        <Route path="fair" element={<FairScreen />} />
        <Route path="support/*" element={<SupportRoutes />} />
        <Route path="legal/*" element={<LegalRoutes />} />
        <Route path="account" element={<AccountScreen />} />
        <Route path="cash-play/age" element={<AgeVerificationScreen />} />
        <Route path="cash-play/location" element={<LocationScreen />} />
        <Route
          path="auth/login"
          element={
            <SignedOutOnly>
              <LoginScreen />
            </SignedOutOnly>
          }
        />
        <Route
          path="auth/register"
          element={
            <SignedOutOnly>
              <RegisterScreen />
            </SignedOutOnly>
          }
        />
        <Route path="auth/reset-password" element={<ResetPasswordScreen />} />
        <Route path="auth/verify-email" element={<VerifyEmailScreen />} />
        <Route path="auth/undo-email-change" element={<UndoEmailChangeScreen />} />
        <Route path="onboarding" element={<OnboardingScreen />} />
        <Route path="auth/google/callback" element={<GoogleCallbackScreen />} />
        <Route path="auth/apple/callback" element={<AppleCallbackScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
