/**
 * /support/*: the support hub, the feedback form, the bug report (the same form with type bug chosen),
 * the data-request form and the beta tester instructions.
 */
import { Route, Routes } from 'react-router';
import { BetaScreen } from '../legal/BetaScreen.js';
import { NotFoundScreen } from '../NotFoundScreen.js';
import { DataRequestScreen } from './DataRequestScreen.js';
import { FeedbackScreen } from './FeedbackScreen.js';
import { SupportScreen } from './SupportScreen.js';

export function SupportRoutes() {
  return (
    <Routes>
      <Route index element={<SupportScreen />} />
      <Route path="feedback" element={<FeedbackScreen />} />
      <Route path="report-bug" element={<FeedbackScreen bug />} />
      <Route path="data-request" element={<DataRequestScreen />} />
      <Route path="beta" element={<BetaScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
