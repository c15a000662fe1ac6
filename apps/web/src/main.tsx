import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// Fonts ship with the app: Roboto for Latin scripts, Noto Sans Arabic for Arabic. Only the
// subsets our languages write in: every other subset's @font-face rules would weigh on the
// CSS each first screen waits for; other scripts fall back to the system font.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './app/base.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { readLanguage, readStoredUser } from './lib/storage';

async function start(): Promise<void> {
  // The guard needs the stored user, and the first screen its texts, before anything renders.
  const [storedUser, storedLanguage] = await Promise.all([readStoredUser(), readLanguage()]);
  await initI18n(storedLanguage);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders initialUser={storedUser}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
