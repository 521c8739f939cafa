import './app/styles.css';
import './components/components.css';
import './shell/shell.css';
import './screens/screens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { listenForInstallPrompt } from './app/install.js';
import { syncLocale } from './app/locale-sync.js';
import { attachMusicPlayer } from './audio/music-player.js';
import { createStore } from './store/index.js';

const { store, persistor } = createStore({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  apiKey: import.meta.env.VITE_PUBLIC_API_KEY ?? 'dev-public-api-key',
});
syncLocale(store);
attachMusicPlayer(store);
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
