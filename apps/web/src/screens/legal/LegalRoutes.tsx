/** /legal/*: privacy policy, terms of service, Community Guidelines and Credits. */
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../NotFoundScreen.js';
import { CreditsScreen, GuidelinesScreen, PrivacyScreen, TermsScreen } from './LegalPages.js';

export function LegalRoutes() {
  return (
    <Routes>
      <Route path="privacy" element={<PrivacyScreen />} />
      <Route path="terms" element={<TermsScreen />} />
      <Route path="community-guidelines" element={<GuidelinesScreen />} />
      <Route path="credits" element={<CreditsScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
