import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// Fonts ship with the app: Roboto for Latin scripts, Noto Sans Arabic for Arabic.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
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
      <AppProviders queryClient={createQueryClient()} initialUser={storedUser}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
