import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { i18n } from '../i18n/index.js';
import type { AppStore } from '../store/index.js';
import { PersistGate } from './PersistGate.js';
import { AppRoutes } from './routes.js';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </PersistGate>
    </Provider>
  );
}
